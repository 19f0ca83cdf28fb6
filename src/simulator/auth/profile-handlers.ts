import type { HttpHandler } from 'msw';
import { workspaceByTrackerKey, type ProfileAccount, type SeedWorkspace } from '../seed';
import { anonymousProfilesOf, nextAnonymousClientId, nextCreatedClientId, profileAccountsOf } from '../state';
import { EMAIL_PATTERN, ERROR_CODES, Validation, errorResponse, isUuid } from '../http/errors';
import {
  authenticate,
  checkApiVersion,
  readJsonObject,
  requirePermission,
  route,
  type SimContext,
} from '../http/context';
import { ensureLoginProfile, findProfile } from '../profiles/logins';
import { tokenOptions, workspaceOfClaims } from './common';
import { parseProfileLoginBody, type ProfileLoginInput } from './profile-body';
import { clientOf, tooManyAttempts } from './throttle';
import { issueToken, reissue } from './tokens';

/**
 * Profile (end customer) and Anonymous profile authorization, under `/sauth/v3` plus the legacy `/v4` client
 * login and refresh.
 *
 * The Profile-scope API key of a workspace is its tracker key (see SeedWorkspace.trackerKey).
 */

export const SERVER_LOGIN_PERMISSION = 'SAUTH_SERVER_LOGIN_CLIENT_CREATE';
const INVALID_API_KEY = 'Invalid API key';
const INVALID_PROFILE_CREDENTIALS = 'Invalid email or password';
export const EMAIL_OF_OTHER_PROVIDER =
  'This email belongs to an account that signs in another way (with its password or another identity provider). Sign in that way.';
const TOO_MANY_PASSWORDS = 'Too many failed sign-in attempts';

type LoginMode = 'standard' | 'conditional';

export function profileHandlers(ctx: SimContext): HttpHandler[] {
  async function profileToken(account: ProfileAccount, ws: SeedWorkspace): Promise<string> {
    const { token } = await issueToken(
      {
        sub: String(account.clientId),
        ctype: 'PROFILE',
        cid: account.clientId,
        uuid: account.uuid,
        ...(account.customId !== null ? { customId: account.customId } : {}),
        ws: ws.id,
        wsg: ws.guid,
        origin: account.origin,
      },
      tokenOptions(ctx),
    );
    return token;
  }

  /**
   * The login itself, once the body is valid and the workspace known.
   * - SYNERISE: the account is found by email and the password must match; anything else is a 401 with one
   *   message (unknown email and wrong password answer alike). The own provider never creates accounts.
   *   Wrong passwords are throttled per account and per client (auth/throttle.ts); the client of the
   *   server-side login is the device's `ipAddress` from the body, the one the reference asks for.
   * - Third-party providers: the simulator cannot ask the provider, so any non-empty provider token is trusted.
   *   The account is the one created earlier with the same provider and token, or else the one of the same
   *   provider with the same email (the provider vouches for its own accounts only). An email that belongs to
   *   an account of another origin (a password account, another provider) is refused with 409 on `email`:
   *   otherwise a made-up token plus a customer's email would open that customer's account. When there is no
   *   account, the standard login creates it and the conditional login answers 404.
   * - Conditional: an anonymous login with the same uuid must have happened in this workspace (else 400 on
   *   `uuid`); an account whose email is not confirmed answers 200 CONDITIONS_REQUIRED with an empty token.
   */
  async function loginProfile(
    request: Request,
    input: ProfileLoginInput,
    ws: SeedWorkspace,
    mode: LoginMode,
  ): Promise<Response> {
    if (mode === 'conditional' && (!input.uuid || !anonymousProfilesOf(ctx.state, ws).has(input.uuid))) {
      const v = new Validation();
      v.add('uuid', ERROR_CODES.PRECONDITION, 'No anonymous login with this uuid precedes this login', input.uuid);
      return v.response(request, 'An anonymous profile login must precede the conditional login');
    }
    const accounts = profileAccountsOf(ctx.state, ws);
    const email = input.email?.trim().toLowerCase();
    let account: ProfileAccount | undefined;
    if (input.identityProvider === 'SYNERISE') {
      const { passwordByAccount, passwordByClient } = ctx.state.authThrottle;
      const accountKey = `profile:${ws.guid}:${email ?? ''}`;
      const clientKey = `profile:${input.ipAddress ?? clientOf(request)}`;
      const nowMs = ctx.now();
      const lockedUntil = Math.max(
        passwordByAccount.lockedUntil(accountKey, nowMs) ?? 0,
        passwordByClient.lockedUntil(clientKey, nowMs) ?? 0,
      );
      if (lockedUntil > nowMs) return tooManyAttempts(request, TOO_MANY_PASSWORDS, lockedUntil, nowMs);
      account = accounts.find((a) => a.password !== null && a.email === email);
      if (!account || account.password !== input.password) {
        passwordByAccount.fail(accountKey, nowMs);
        passwordByClient.fail(clientKey, nowMs);
        return errorResponse(request, 401, INVALID_PROFILE_CREDENTIALS);
      }
      passwordByAccount.clear(accountKey);
    } else {
      const provider = input.identityProvider;
      account =
        accounts.find((a) => a.origin === provider && a.externalId === input.identityProviderToken) ??
        (email ? accounts.find((a) => a.origin === provider && a.email === email) : undefined);
      if (!account && email && accounts.some((a) => a.email === email)) {
        const v = new Validation();
        v.add('email', ERROR_CODES.ALREADY_EXISTS, EMAIL_OF_OTHER_PROVIDER, email);
        return errorResponse(request, 409, EMAIL_OF_OTHER_PROVIDER, v.errors);
      }
      if (!account) {
        if (mode === 'conditional') return errorResponse(request, 404, 'Profile not found');
        // A profile with the provider's email already exists (e.g. a seeded one): the account is its login.
        const existing = email ? findProfile(ctx, ws, 'email', email) : undefined;
        account = {
          clientId: existing?.clientId ?? nextCreatedClientId(ctx.state, ws),
          workspaceGuid: ws.guid,
          email: email ?? null,
          password: null,
          customId: input.customId ?? null,
          uuid: existing?.uuid ?? input.uuid ?? globalThis.crypto.randomUUID(),
          origin: input.identityProvider,
          externalId: input.identityProviderToken ?? null,
          emailConfirmed: true,
          agreements: {},
          attributes: {},
          tags: [],
        };
        accounts.push(account);
        ensureLoginProfile(ctx, ws, account);
      }
    }
    if (mode === 'conditional' && !account.emailConfirmed) {
      return Response.json({ conditions: ['EMAIL_CONFIRMATION'], status: 'CONDITIONS_REQUIRED', token: '' });
    }
    Object.assign(account.agreements, input.agreements);
    Object.assign(account.attributes, input.attributes);
    if (input.tags) account.tags = [...new Set([...account.tags, ...input.tags])];
    const token = await profileToken(account, ws);
    if (mode === 'conditional') return Response.json({ conditions: [], status: 'SUCCESS', token });
    return Response.json({ token });
  }

  async function clientLogin(request: Request, mode: LoginMode): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = parseProfileLoginBody(body.body, { requireUuid: mode === 'conditional' });
    if (!parsed.ok) return parsed.validation.response(request);
    const ws = workspaceByTrackerKey(parsed.input.apiKey);
    if (!ws) return errorResponse(request, 401, INVALID_API_KEY);
    return loginProfile(request, parsed.input, ws, mode);
  }

  /**
   * Server-side Profile login (chosen path): a Workspace token with SAUTH_SERVER_LOGIN_CLIENT_CREATE logs a
   * profile in on its behalf. The body's apiKey must be the Profile key of the token's own workspace (401 else).
   */
  async function serverLogin(request: Request): Promise<Response> {
    const auth = await authenticate(ctx, request, { consumers: ['WORKSPACE'] });
    if (!auth.ok) return auth.response;
    const denied = requirePermission(request, auth.claims, SERVER_LOGIN_PERMISSION);
    if (denied) return denied;
    const ws = workspaceOfClaims(auth.claims);
    if (!ws) return errorResponse(request, 401, 'Invalid token');
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = parseProfileLoginBody(body.body, { requireIpAddress: true });
    if (!parsed.ok) return parsed.validation.response(request);
    if (parsed.input.apiKey.toLowerCase() !== ws.trackerKey) return errorResponse(request, 401, INVALID_API_KEY);
    return loginProfile(request, parsed.input, ws, 'standard');
  }

  async function anonymousLogin(request: Request): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const apiKey = v.requiredString(body.body, 'apiKey');
    const uuid = v.format('uuid', v.requiredString(body.body, 'uuid'), isUuid, 'a uuid');
    const deviceId = v.optionalString(body.body, 'deviceId');
    if (v.failed || apiKey === undefined || uuid === undefined) return v.response(request);
    const ws = workspaceByTrackerKey(apiKey.trim());
    if (!ws) return errorResponse(request, 401, INVALID_API_KEY);
    const profiles = anonymousProfilesOf(ctx.state, ws);
    const key = uuid.toLowerCase();
    let profile = profiles.get(key);
    if (!profile) {
      // The uuid may already identify a profile (a seeded one, or one created through the API): that is this one.
      const existing = findProfile(ctx, ws, 'uuid', key);
      const clientId = existing?.clientId ?? nextAnonymousClientId(ctx.state, ws);
      profile = { clientId, uuid: key, workspaceGuid: ws.guid, deviceId: deviceId ?? null };
      profiles.set(key, profile);
      ensureLoginProfile(ctx, ws, {
        clientId,
        uuid: key,
        email: null,
        customId: null,
        agreements: {},
        attributes: {},
        tags: [],
      });
    }
    const { token } = await issueToken(
      { sub: String(profile.clientId), ctype: 'ANONYMOUS', cid: profile.clientId, uuid: key, ws: ws.id, wsg: ws.guid },
      tokenOptions(ctx),
    );
    return Response.json({ token });
  }

  /** Legacy client login: `{apiKey (uuid), email, password, uuid?, deviceId?}`, own identity provider. */
  async function legacyClientLogin(request: Request): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const apiKey = v.format('apiKey', v.requiredString(body.body, 'apiKey'), isUuid, 'a uuid');
    const email = v.format(
      'email',
      v.requiredString(body.body, 'email'),
      (s) => EMAIL_PATTERN.test(s),
      'an email address',
    );
    const password = v.requiredString(body.body, 'password');
    const uuid = v.format('uuid', v.optionalString(body.body, 'uuid'), isUuid, 'a uuid');
    const deviceId = v.optionalString(body.body, 'deviceId');
    if (v.failed || apiKey === undefined) return v.response(request);
    const ws = workspaceByTrackerKey(apiKey);
    if (!ws) return errorResponse(request, 401, INVALID_API_KEY);
    return loginProfile(
      request,
      { apiKey, identityProvider: 'SYNERISE', email, password, uuid, deviceId, agreements: {}, attributes: {} },
      ws,
      'standard',
    );
  }

  /**
   * Refresh a Profile token: bearer = the current Profile or Anonymous token (must still be active), body
   * `{apiKey}` = the Profile key of the token's workspace. Answers the extended token form.
   */
  async function refreshClient(request: Request): Promise<Response> {
    const auth = await authenticate(ctx, request, { consumers: ['PROFILE', 'ANONYMOUS'] });
    if (!auth.ok) return auth.response;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const apiKey = v.requiredString(body.body, 'apiKey');
    if (v.failed || apiKey === undefined) return v.response(request);
    const ws = workspaceOfClaims(auth.claims);
    if (!ws || apiKey.trim().toLowerCase() !== ws.trackerKey) return errorResponse(request, 401, INVALID_API_KEY);
    const nowMs = ctx.now();
    const { token, claims } = await reissue(auth.claims, tokenOptions(ctx));
    return Response.json({
      token,
      expiration: claims.exp,
      created: nowMs,
      // Anonymous profiles are the service's own: origin SYNERISE.
      origin: claims.origin ?? 'SYNERISE',
      customId: claims.customId ?? '',
      realm: 'client',
    });
  }

  async function legacyRefreshClient(request: Request): Promise<Response> {
    const auth = await authenticate(ctx, request, { consumers: ['PROFILE', 'ANONYMOUS'] });
    if (!auth.ok) return auth.response;
    if (!workspaceOfClaims(auth.claims)) return errorResponse(request, 401, 'Invalid token');
    const { token } = await reissue(auth.claims, tokenOptions(ctx));
    return Response.json({ token });
  }

  return [
    route(ctx, 'post', '*/sauth/v3/auth/login/client', ({ request }) => clientLogin(request, 'standard')),
    route(ctx, 'post', '*/sauth/v3/auth/login/client/conditional', ({ request }) =>
      clientLogin(request, 'conditional'),
    ),
    route(ctx, 'post', '*/sauth/v3/auth/login/client/anonymous', ({ request }) => anonymousLogin(request)),
    // The v2 path a vendor integration calls: same body and behaviour.
    route(ctx, 'post', '*/sauth/v2/auth/login/client/anonymous', ({ request }) => anonymousLogin(request)),
    route(ctx, 'post', '*/sauth/v3/auth/login/client/server', ({ request }) => serverLogin(request)),
    route(ctx, 'post', '*/sauth/v3/auth/refresh/client', ({ request }) => refreshClient(request)),
    route(
      ctx,
      'post',
      '*/v4/auth/login/client',
      ({ request }) => checkApiVersion(request) ?? legacyClientLogin(request),
    ),
    route(
      ctx,
      'get',
      '*/v4/auth/refresh/client',
      ({ request }) => checkApiVersion(request) ?? legacyRefreshClient(request),
    ),
  ];
}
