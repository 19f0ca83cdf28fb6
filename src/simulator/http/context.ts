import { http, type HttpHandler } from 'msw';
import type { SimulatorState } from '../state';
import { verifyToken, type ConsumerType, type TokenClaims } from '../auth/tokens';
import { ERROR_CODES, Validation, errorResponse, isPlainObject, type JsonObject } from './errors';
import { settlePendingChanges } from '../profiles/store';
import { MAX_JSON_DEPTH, isJsonMediaType, jsonDepth, limitBody, mediaType } from './limits';

/** What every handler gets: the mutable state and the clock used for every time decision. */
export interface SimContext {
  state: SimulatorState;
  now: () => number;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

export interface RouteInfo {
  request: Request;
  /** Path parameters, decoded. */
  params: Record<string, string>;
}

export type RouteResolver = (info: RouteInfo) => Response | Promise<Response>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function flattenParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.join('/');
  }
  return out;
}

/**
 * Declares one service operation. Paths are MSW patterns starting with `*` so they match on any origin
 * (`https://api.synerise.com/uauth/...` in the browser, `http://127.0.0.1:4010/uauth/...` on the server).
 *
 * Every service route goes through fault injection and latency (control routes use `controlRoute`):
 * - `latencyMs` delays the response;
 * - with probability `failureRate` the request fails with a 500 error body (Math.random: this is the one
 *   deliberately random thing in the simulator);
 * - profile changes due by now are applied first (see profiles/store.ts).
 * Before all of that, a body over its size limit is refused with 413 (http/limits.ts), so an oversized body
 * costs no token verification. An exception thrown by a resolver becomes a 500 error body too.
 */
export function route(ctx: SimContext, method: HttpMethod, path: string, resolve: RouteResolver): HttpHandler {
  return http[method](path, async ({ request: received, params }) => {
    const bounded = await limitBody(received);
    if (!bounded.ok) return bounded.response;
    const { request } = bounded;
    const { latencyMs, failureRate } = ctx.state.config;
    if (latencyMs > 0) await sleep(latencyMs);
    if (failureRate > 0 && Math.random() < failureRate) {
      return errorResponse(request, 500, 'Simulated failure (fault injection)');
    }
    return runResolver(
      (info) => {
        // Queued profile changes that are due by now are applied before the operation sees the data.
        settlePendingChanges(ctx);
        return resolve(info);
      },
      request,
      params,
    );
  });
}

/**
 * A control-API route: never delayed, never failed by fault injection, no authentication. Its POSTs refuse the
 * content types an HTML form or a "simple" cross-site fetch can send (text/plain, form-encoded, multipart) with
 * 415: only a script allowed by CORS can send `application/json`, so another web page cannot reset or
 * reconfigure the simulator (server/origins.ts refuses foreign origins on top of that).
 */
export function controlRoute(method: HttpMethod, path: string, resolve: RouteResolver): HttpHandler {
  return http[method](path, async ({ request: received, params }) => {
    const bounded = await limitBody(received);
    if (!bounded.ok) return bounded.response;
    const { request } = bounded;
    const contentType = request.headers.get('Content-Type');
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      contentType !== null &&
      !isJsonMediaType(contentType)
    ) {
      return unsupportedMediaType(request, contentType);
    }
    return runResolver(resolve, request, params);
  });
}

function unsupportedMediaType(request: Request, contentType: string | null): Response {
  const got = mediaType(contentType);
  return errorResponse(
    request,
    415,
    got === null
      ? 'The request body must be JSON: send it with Content-Type: application/json'
      : `Unsupported Content-Type ${got}: the request body must be JSON (Content-Type: application/json)`,
  );
}

async function runResolver(
  resolve: RouteResolver,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
  try {
    return await resolve({ request, params: flattenParams(params) });
  } catch (error) {
    console.error('[simulator] handler failed', error instanceof Error ? error.message : error);
    return errorResponse(request, 500, 'Internal simulator error');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Api-Version

export const API_VERSION_PATTERN = /^4(\.\d+){1,2}$/;

/** `/v4` operations require `Api-Version` (4.x or 4.x.y). Returns the 400 response, or null when it is fine. */
export function checkApiVersion(request: Request): Response | null {
  const value = request.headers.get('Api-Version');
  if (value !== null && API_VERSION_PATTERN.test(value.trim())) return null;
  const v = new Validation();
  v.add(
    'Api-Version',
    value === null ? ERROR_CODES.REQUIRED : ERROR_CODES.INVALID_FORMAT,
    value === null ? 'The Api-Version header is required (current value: 4.4)' : 'Api-Version must look like 4.4',
    value,
  );
  return v.response(request, 'invalid version header');
}

// ---------------------------------------------------------------------------------------------------------------
// JSON bodies

export type BodyResult = { ok: true; body: JsonObject } | { ok: false; response: Response };
export type JsonResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body of any shape. An empty body is `undefined`; a body that is not sent as `application/json` is
 * a 415; JSON nested deeper than MAX_JSON_DEPTH, or malformed, is a 400. (Its size was bounded by `route`.)
 */
export async function readJson(request: Request): Promise<JsonResult> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: errorResponse(request, 400, 'Unreadable request body') };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  const contentType = request.headers.get('Content-Type');
  if (!isJsonMediaType(contentType)) return { ok: false, response: unsupportedMediaType(request, contentType) };
  // Checked on the text, before parsing: deeply nested values would otherwise be stored and break every later
  // copy or serialization of them (structuredClone, JSON.stringify recurse).
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return {
      ok: false,
      response: errorResponse(
        request,
        400,
        `The JSON request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays)`,
      ),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: errorResponse(request, 400, 'Malformed JSON request body') };
  }
}

/**
 * Reads a JSON object body. An empty body counts as `{}` (so the field validation reports every missing field);
 * malformed JSON, or JSON that is not an object, is a 400.
 */
export async function readJsonObject(request: Request): Promise<BodyResult> {
  const json = await readJson(request);
  if (!json.ok) return json;
  if (json.value === undefined) return { ok: true, body: {} };
  if (!isPlainObject(json.value)) {
    return { ok: false, response: errorResponse(request, 400, 'The request body must be a JSON object') };
  }
  return { ok: true, body: json.value };
}

// ---------------------------------------------------------------------------------------------------------------
// Bearer tokens

const CONSUMER_LABEL: Record<ConsumerType, string> = {
  USER: 'User',
  WORKSPACE: 'Workspace',
  PROFILE: 'Profile',
  ANONYMOUS: 'Anonymous profile',
};

export interface AuthRequirement {
  /** Consumer kinds the operation accepts; any other kind is a 401 (wrong consumer scope). */
  consumers: readonly ConsumerType[];
  /** User tokens still waiting for their MFA code are refused unless this is set (MFA verification only). */
  allowMfaPending?: boolean;
}

export type AuthResult = { ok: true; claims: TokenClaims; token: string } | { ok: false; response: Response };

/**
 * Reads `Authorization: Bearer <jwt>` (scheme case-insensitive, exactly one space) and verifies the token at the
 * simulator's time. Every failure is a 401: missing, malformed, expired, invalid or tampered token, wrong
 * consumer scope, MFA not confirmed.
 */
export async function authenticate(
  ctx: SimContext,
  request: Request,
  requirement: AuthRequirement,
): Promise<AuthResult> {
  const fail = (message: string): AuthResult => ({
    ok: false,
    response: errorResponse(request, 401, message, undefined, { 'WWW-Authenticate': 'Bearer' }),
  });
  const header = request.headers.get('Authorization');
  if (header === null || header.trim() === '') return fail('Missing bearer token');
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  if (!match?.[1]) return fail("Malformed Authorization header: expected 'Bearer <token>'");
  const token = match[1];
  const verified = await verifyToken(token, ctx.now());
  if (!verified.ok) return fail(verified.reason === 'expired' ? 'Token expired' : 'Invalid token');
  const { claims } = verified;
  if (!requirement.consumers.includes(claims.ctype)) {
    return fail(`Wrong consumer scope: this operation does not accept a ${CONSUMER_LABEL[claims.ctype]} token`);
  }
  if (claims.ctype === 'USER' && claims.stage !== 'AUTHENTICATED' && !requirement.allowMfaPending) {
    return fail('Multi-factor authentication not confirmed: verify the code first');
  }
  return { ok: true, claims, token };
}

/** 403 naming the missing permission, or null when the Workspace token carries it. */
export function requirePermission(request: Request, claims: TokenClaims, permission: string): Response | null {
  if (claims.perm?.includes(permission)) return null;
  return errorResponse(request, 403, `Missing permission: ${permission}`);
}
