import type { HttpHandler } from 'msw';
import { workspaceByApiKey } from '../seed';
import { Validation, errorResponse, isUuid } from '../errors';
import { authenticate, checkApiVersion, readJsonObject, route } from '../http/context';
import type { SimContext } from '../context';
import { tokenOptions, workspaceOfClaims } from './common';
import { issueToken, reissue } from './tokens';

/**
 * Workspace (server-to-server) authorization: login with the workspace API key, and the deprecated legacy refresh.
 * The token carries the key's permissions in `perm`.
 */
export function workspaceHandlers(ctx: SimContext): HttpHandler[] {
  async function login(request: Request, legacy: boolean): Promise<Response> {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const v = new Validation();
    const apiKey = v.requiredString(body.body, 'apiKey');
    // The legacy operation types apiKey as a uuid; the current one only as a string (unknown → 401).
    if (legacy) v.format('apiKey', apiKey, isUuid, 'a uuid');
    if (v.failed || apiKey === undefined) return v.response(request);
    const ws = workspaceByApiKey(apiKey.trim());
    if (!ws) return errorResponse(request, 401, 'Invalid API key');
    const { token } = await issueToken(
      { sub: String(ws.id), ctype: 'WORKSPACE', ws: ws.id, wsg: ws.guid, perm: [...ws.apiKeyPermissions] },
      tokenOptions(ctx),
    );
    return Response.json({ token });
  }

  async function refresh(request: Request): Promise<Response> {
    const auth = await authenticate(ctx, request, { consumers: ['WORKSPACE'] });
    if (!auth.ok) return auth.response;
    if (!workspaceOfClaims(auth.claims)) return errorResponse(request, 401, 'Invalid token');
    const { token } = await reissue(auth.claims, tokenOptions(ctx));
    return Response.json({ token });
  }

  return [
    route(ctx, 'post', '*/uauth/v2/auth/login/profile', ({ request }) => login(request, false)),
    route(ctx, 'post', '*/v4/auth/login/profile', ({ request }) => checkApiVersion(request) ?? login(request, true)),
    route(ctx, 'get', '*/v4/auth/refresh/profile', ({ request }) => checkApiVersion(request) ?? refresh(request)),
  ];
}
