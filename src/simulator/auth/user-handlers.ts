import type { HttpHandler } from 'msw';
import {
  MFA_METHODS,
  userByUsername,
  workspaceAt,
  workspaceByGuid,
  type MfaMethod,
  type SeedUser,
  type SeedWorkspace,
} from '../seed';
import { MAX_WRONG_MFA_CODES } from '../state';
import { EMAIL_PATTERN, ERROR_CODES, Validation, errorResponse, isUuid } from '../http/errors';
import { authenticate, checkApiVersion, readJsonObject, route, type SimContext } from '../http/context';
import {
  accessibleWorkspace,
  tokenOptions,
  userConsumer,
  userOfClaims,
  validateExternalProvider,
  workspaceOfClaims,
} from './common';
import { checkEmailCode, checkTotp, sendEmailCode } from './mfa';
import { clientOf, tooManyAttempts } from './throttle';
import { issueToken, reissue, type TokenClaims } from './tokens';

/**
 * User (a person using the web application) authorization: login, MFA verification, workspace listing and
 * selection, and the legacy user refresh.
 */

const INVALID_CREDENTIALS = 'Invalid username or password';
export const WORKSPACE_REQUIRES_MFA =
  'This workspace requires multi-factor authentication. Enable MFA on your account to open it.';
export const WRONG_CODE_MESSAGE = 'The code is not valid. Check your authenticator app (or email) and try again.';
export const EXPIRED_CODE_MESSAGE = 'The code has expired. Sign in again to get a new code.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Sign in again to get a new code.';
export const USED_CODE_MESSAGE = 'This code has already been used. Wait for the next code in your authenticator app.';
export const TOO_MANY_PASSWORDS = 'Too many failed sign-in attempts';
export const TOO_MANY_CODES_FOR_ACCOUNT = 'Too many wrong codes for this account';

type CodeFailure = 'wrong' | 'expired' | 'used';

const CODE_VERDICTS: Record<CodeFailure, [number, string]> = {
  wrong: [ERROR_CODES.WRONG_CODE, WRONG_CODE_MESSAGE],
  expired: [ERROR_CODES.EXPIRED_CODE, EXPIRED_CODE_MESSAGE],
  used: [ERROR_CODES.USED_CODE, USED_CODE_MESSAGE],
};

export function userHandlers(ctx: SimContext): HttpHandler[] {
  /** Current and legacy user login share everything but the body rules and the answer's shape. */
  async function login(request: Request, legacy: boolean): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const username = v.requiredString(body.body, 'username');
    v.requiredString(body.body, 'password');
    if (legacy) v.format('username', username, (s) => EMAIL_PATTERN.test(s), 'an email address');
    else {
      v.optionalString(body.body, 'deviceId');
      validateExternalProvider(body.body, v);
    }
    if (v.failed) return v.response(request);
    const password = body.body.password as string;
    // Throttled by the name as typed (known or not, so the lock does not reveal which accounts exist) and by
    // client; while either is locked the password is not even compared (auth/throttle.ts).
    const { passwordByAccount, passwordByClient } = ctx.state.authThrottle;
    const accountKey = `user:${(username ?? '').trim().toLowerCase()}`;
    const clientKey = `user:${clientOf(request)}`;
    const nowMs = ctx.now();
    const lockedUntil = Math.max(
      passwordByAccount.lockedUntil(accountKey, nowMs) ?? 0,
      passwordByClient.lockedUntil(clientKey, nowMs) ?? 0,
    );
    if (lockedUntil > nowMs) return tooManyAttempts(request, TOO_MANY_PASSWORDS, lockedUntil, nowMs);
    const user = userByUsername(username ?? '');
    // Same answer for an unknown username and a wrong password: do not reveal which.
    if (!user || user.password !== password) {
      passwordByAccount.fail(accountKey, nowMs);
      passwordByClient.fail(clientKey, nowMs);
      return errorResponse(request, 401, INVALID_CREDENTIALS);
    }
    passwordByAccount.clear(accountKey);

    const needsMfa = user.mfaMethods.length > 0;
    if (user.mfaMethods.includes('EMAIL')) sendEmailCode(ctx.state, user, ctx.now());
    const { token } = await issueToken(
      { sub: String(user.id), ctype: 'USER', stage: needsMfa ? 'MFA_PENDING' : 'AUTHENTICATED', mfa: false },
      tokenOptions(ctx),
    );
    if (legacy) return Response.json({ token });
    return Response.json({ token, consumer: userConsumer(user), mfaMethods: [...user.mfaMethods] });
  }

  async function verifyMfa(request: Request): Promise<Response> {
    const auth = await authenticate(ctx, request, { consumers: ['USER'], allowMfaPending: true });
    if (!auth.ok) return auth.response;
    const user = userOfClaims(auth.claims);
    if (!user) return errorResponse(request, 401, 'Invalid token');
    // The account's lock first: signing in again does not help while it lasts.
    const { mfaByAccount } = ctx.state.authThrottle;
    const accountLock = mfaByAccount.lockedUntil(user.username, ctx.now());
    if (accountLock !== null) return tooManyAttempts(request, TOO_MANY_CODES_FOR_ACCOUNT, accountLock, ctx.now());
    const failures = ctx.state.mfaFailures.get(auth.claims.jti) ?? 0;
    if (failures >= MAX_WRONG_MFA_CODES) return errorResponse(request, 429, TOO_MANY_CODES_MESSAGE);

    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const rawType = new URL(request.url).searchParams.get('mfaType');
    let mfaType: MfaMethod | undefined;
    if (rawType === null || rawType === '') {
      v.add('mfaType', ERROR_CODES.REQUIRED, 'mfaType is required (TOTP_AUTHENTICATOR or EMAIL)', rawType);
    } else {
      mfaType = v.oneOf('mfaType', rawType, MFA_METHODS);
      if (mfaType && !user.mfaMethods.includes(mfaType)) {
        v.add('mfaType', ERROR_CODES.NOT_ALLOWED, `${mfaType} is not enabled for this account`, rawType);
        mfaType = undefined;
      }
    }
    const code = v.requiredString(body.body, 'verificationCode');
    v.optionalString(body.body, 'deviceId');
    validateExternalProvider(body.body, v);
    if (v.failed || !mfaType || code === undefined) return v.response(request);

    const verdict = checkCode(user, mfaType, code.trim());
    if (verdict !== 'ok') {
      // Only wrong codes count: an expired EMAIL code or a used TOTP code was right once, so it is no guess.
      if (verdict === 'wrong') {
        ctx.state.mfaFailures.set(auth.claims.jti, failures + 1);
        const lock = mfaByAccount.fail(user.username, ctx.now());
        if (lock !== null) return tooManyAttempts(request, TOO_MANY_CODES_FOR_ACCOUNT, lock, ctx.now());
      }
      const [errorCode, message] = CODE_VERDICTS[verdict];
      const wrong = new Validation();
      wrong.add('verificationCode', errorCode, message, code);
      return wrong.response(request, message);
    }
    mfaByAccount.clear(user.username);
    const workspace = workspaceOfClaims(auth.claims);
    const claims: TokenClaims = { ...auth.claims, stage: 'AUTHENTICATED', mfa: true };
    const { token } = await reissue(claims, tokenOptions(ctx));
    return Response.json({ token, consumer: userConsumer(user, workspace), mfaMethods: [] });
  }

  function checkCode(user: SeedUser, mfaType: MfaMethod, code: string): 'ok' | CodeFailure {
    if (mfaType === 'TOTP_AUTHENTICATOR') return checkTotp(ctx.state, user, code, ctx.now());
    return checkEmailCode(ctx.state, user, code, ctx.now());
  }

  /** A fully authenticated User token and its user; the 401 response otherwise. */
  async function authenticatedUser(
    request: Request,
  ): Promise<{ ok: true; user: SeedUser; claims: TokenClaims } | { ok: false; response: Response }> {
    const auth = await authenticate(ctx, request, { consumers: ['USER'] });
    if (!auth.ok) return auth;
    const user = userOfClaims(auth.claims);
    if (!user) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
    return { ok: true, user, claims: auth.claims };
  }

  async function listWorkspaces(request: Request): Promise<Response> {
    const auth = await authenticatedUser(request);
    if (!auth.ok) return auth.response;
    return Response.json(
      accessibleWorkspaces(auth.user).map(({ ws }) => ({
        name: ws.name,
        subdomain: ws.subdomain,
        logo: logoUrl(ws.logo, request),
        hash: ws.hash,
        guid: ws.guid,
        created: ws.created,
        updated: ws.updated,
      })),
    );
  }

  /**
   * The reference gives the id listing no key in common with the workspace listing (no guid, no name), so both
   * answer in the same order and the dashboard joins them by position.
   */
  async function listWorkspaceIds(request: Request): Promise<Response> {
    const auth = await authenticatedUser(request);
    if (!auth.ok) return auth.response;
    return Response.json(
      accessibleWorkspaces(auth.user).map(({ ws, favorite }) => ({
        id: ws.id,
        ipRestriction: ws.ipRestriction,
        mfaRestriction: ws.mfaRestriction,
        favorite,
      })),
    );
  }

  /** The reference's `{selected, data}`, for a User token and (as the vendor's integration calls it) a Workspace token. */
  async function currentWorkspace(request: Request): Promise<Response> {
    const auth = await authenticate(ctx, request, { consumers: ['USER', 'WORKSPACE'] });
    if (!auth.ok) return auth.response;
    let ws: SeedWorkspace | undefined;
    if (auth.claims.ctype === 'WORKSPACE') {
      ws = workspaceOfClaims(auth.claims);
      if (!ws) return errorResponse(request, 401, 'Invalid token');
    } else {
      const user = userOfClaims(auth.claims);
      if (!user) return errorResponse(request, 401, 'Invalid token');
      ws = accessibleWorkspace(user, workspaceOfClaims(auth.claims));
    }
    if (!ws) return Response.json({ selected: false });
    return Response.json({
      selected: true,
      data: {
        id: ws.id,
        name: ws.name,
        logo: logoUrl(ws.logo, request),
        businessProfileGuid: ws.guid,
        subdomain: ws.subdomain,
        emailAttributeName: ws.emailAttributeName,
        organizationGuid: ws.organizationGuid,
        created: new Date(ws.created).toISOString(),
        ipRestriction: ws.ipRestriction,
        mfaRestriction: ws.mfaRestriction,
        labels: [...ws.labels],
      },
    });
  }

  /** Select Workspace (current: `{consumer, token}`) and Choose user profile (legacy: `{token}`). */
  async function selectWorkspace(request: Request, guid: string, field: string, legacy: boolean): Promise<Response> {
    const auth = await authenticatedUser(request);
    if (!auth.ok) return auth.response;
    if (!isUuid(guid)) {
      const v = new Validation();
      v.add(field, ERROR_CODES.INVALID_FORMAT, `${field} must be a uuid`, guid);
      return v.response(request);
    }
    // Unknown and not accessible answer alike, so the answer does not reveal that a workspace exists.
    const ws = accessibleWorkspace(auth.user, workspaceByGuid(guid));
    if (!ws) return errorResponse(request, 404, 'Workspace not found');
    if (ws.mfaRestriction !== 'OFF' && auth.claims.mfa !== true) {
      return errorResponse(request, 403, WORKSPACE_REQUIRES_MFA);
    }
    const { token } = await reissue({ ...auth.claims, ws: ws.id, wsg: ws.guid }, tokenOptions(ctx));
    if (legacy) return Response.json({ token });
    return Response.json({ consumer: userConsumer(auth.user, ws), token });
  }

  async function refreshUser(request: Request): Promise<Response> {
    const auth = await authenticatedUser(request);
    if (!auth.ok) return auth.response;
    const { token } = await reissue(auth.claims, tokenOptions(ctx));
    return Response.json({ token });
  }

  const legacy =
    (handler: (request: Request, params: Record<string, string>) => Promise<Response>) =>
    ({ request, params }: { request: Request; params: Record<string, string> }) =>
      checkApiVersion(request) ?? handler(request, params);

  return [
    route(ctx, 'post', '*/uauth/auth/login/user', ({ request }) => login(request, false)),
    route(ctx, 'post', '*/uauth/auth/login/user/mfa/verification', ({ request }) => verifyMfa(request)),
    route(ctx, 'get', '*/uauth/business-profile/', ({ request }) => listWorkspaces(request)),
    route(ctx, 'get', '*/uauth/business-profile', ({ request }) => listWorkspaces(request)),
    route(ctx, 'get', '*/uauth/business-profile/ids', ({ request }) => listWorkspaceIds(request)),
    route(ctx, 'get', '*/uauth/business-profile/current', ({ request }) => currentWorkspace(request)),
    route(ctx, 'post', '*/uauth/auth/login/user/profile/:businessProfileUUID', ({ request, params }) =>
      selectWorkspace(request, params.businessProfileUUID ?? '', 'businessProfileUUID', false),
    ),
    route(
      ctx,
      'post',
      '*/v4/auth/login/user',
      legacy((request) => login(request, true)),
    ),
    route(
      ctx,
      'post',
      '*/v4/auth/login/user/profile/:id',
      legacy((request, params) => selectWorkspace(request, params.id ?? '', 'id', true)),
    ),
    route(
      ctx,
      'get',
      '*/v4/auth/refresh/user',
      legacy((request) => refreshUser(request)),
    ),
  ];
}

function accessibleWorkspaces(user: SeedUser): Array<{ ws: SeedWorkspace; favorite: boolean }> {
  const out: Array<{ ws: SeedWorkspace; favorite: boolean }> = [];
  for (const grant of user.workspaces) {
    const ws = workspaceAt(grant.workspace);
    if (ws) out.push({ ws, favorite: grant.favorite });
  }
  return out;
}

/** Seeded logos are served by the simulator; their address is absolute on the host that was asked. */
function logoUrl(path: string, request: Request): string {
  return path ? new URL(path, request.url).href : '';
}
