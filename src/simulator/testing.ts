/**
 * Helpers for the simulator's own tests (and for any test that wants a simulator with a movable clock).
 * Not used by the app.
 */
import { createSimulator, type Simulator } from './index';
import { usableTotpCode } from './auth/mfa';
import { decodeTokenUnverified } from './auth/tokens';
import { userByUsername, workspaceAt, type SeedWorkspace } from './seed';

/** Response bodies in tests are read loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface ApiAnswer {
  status: number;
  body: Loose;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** Serialized as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Adds `Api-Version: 4.4` (default for paths starting with /v4). Pass null to omit. */
  apiVersion?: string | null;
}

export const TEST_START_MS = Date.UTC(2026, 0, 15, 9, 0, 0);
export const ORIGIN = 'https://api.synerise.com';

export function createTestSimulator(startMs: number = TEST_START_MS) {
  let nowMs = startMs;
  const sim: Simulator = createSimulator({ now: () => nowMs });

  const clock = {
    get now() {
      return nowMs;
    },
    advance(ms: number) {
      nowMs += ms;
    },
    set(ms: number) {
      nowMs = ms;
    },
  };

  async function call(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers = new Headers(options.headers);
    if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token}`);
    const version = options.apiVersion === undefined ? (path.startsWith('/v4') ? '4.4' : null) : options.apiVersion;
    if (version !== null) headers.set('Api-Version', version);
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await sim.handle(new Request(`${ORIGIN}${path}`, { method, headers, body }));
    const text = await response.text();
    let parsed: Loose = null;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** POST /uauth/auth/login/user. */
  async function login(username: string, password?: string): Promise<ApiAnswer> {
    const user = userByUsername(username);
    return call('POST', '/uauth/auth/login/user', { body: { username, password: password ?? user?.password } });
  }

  /** A fully authenticated (MFA verified when the user has MFA) user token, not bound to a workspace. */
  async function loginFully(username: string): Promise<string> {
    const answer = await login(username);
    if (answer.status !== 200) throw new Error(`login of ${username} answered ${answer.status}`);
    const user = userByUsername(username);
    if (!user || user.mfaMethods.length === 0) return answer.body.token as string;
    const mfaType = user.mfaMethods[0];
    const code =
      mfaType === 'TOTP_AUTHENTICATOR'
        ? (usableTotpCode(sim.state, user, nowMs) ?? '')
        : (sim.state.emailCodes.get(user.username)?.code ?? '');
    const verified = await call('POST', `/uauth/auth/login/user/mfa/verification?mfaType=${mfaType}`, {
      token: answer.body.token,
      body: { verificationCode: code },
    });
    if (verified.status !== 200) throw new Error(`MFA of ${username} answered ${verified.status}`);
    return verified.body.token as string;
  }

  /** A fully authenticated user token bound to the workspace with the given index. */
  async function loginInto(username: string, workspaceIndex: number): Promise<string> {
    const token = await loginFully(username);
    const ws = workspace(workspaceIndex);
    const selected = await call('POST', `/uauth/auth/login/user/profile/${ws.guid}`, { token });
    if (selected.status !== 200) throw new Error(`select answered ${selected.status}`);
    return selected.body.token as string;
  }

  return { sim, clock, call, login, loginFully, loginInto };
}

export function workspace(index: number): SeedWorkspace {
  const ws = workspaceAt(index);
  if (!ws) throw new Error(`no workspace ${index}`);
  return ws;
}

export function claimsOf(token: string): Loose {
  return decodeTokenUnverified(token);
}

/** Flips one character in the middle of the signature (the last character may only carry padding bits). */
export function tamperSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const flipped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${flipped}${signature.slice(i + 1)}`;
}

/** Rewrites claims in the payload and keeps the old signature. */
export function tamperPayload(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const claims = { ...claimsOf(token), ...changes };
  const json = new TextEncoder().encode(JSON.stringify(claims));
  const payload = btoa(String.fromCharCode(...json))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${header}.${payload}.${signature}`;
}
