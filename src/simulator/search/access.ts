import { userOfClaims, workspaceOfClaims } from '../auth/common';
import { authenticate, requirePermission, type SimContext } from '../http/context';
import { errorResponse } from '../http/errors';
import { workspaceByTrackerKey, type SeedWorkspace } from '../seed/workspaces';
import { SELECT_WORKSPACE_FIRST } from '../profiles/access';

/**
 * Who may search (reference: Authentication items 3 and 6; consumers Web SDK Tracker and Workspace):
 * - the tracker key in the query parameter `token` (on POST too: it is part of the URL); it wins over any
 *   Authorization header; an unknown key → 401;
 * - a Workspace token whose key permissions include ITEMS_SEARCH_SEARCH_READ (403 naming it otherwise);
 * - a User token → 401 "User tokens cannot search; use the tracker key" (a person is not a search consumer);
 *   Profile and Anonymous tokens → 401 (wrong consumer scope); nothing → 401.
 */

export const SEARCH_PERMISSION = 'ITEMS_SEARCH_SEARCH_READ';
export const USER_TOKEN_MESSAGE = 'User tokens cannot search; use the tracker key';

export type SearchAccess =
  { ok: true; workspace: SeedWorkspace; via: 'tracker-key' | 'workspace-token' } | { ok: false; response: Response };

export async function searchAccess(ctx: SimContext, request: Request): Promise<SearchAccess> {
  const key = new URL(request.url).searchParams.get('token');
  if (key !== null) {
    const workspace = workspaceByTrackerKey(key.trim());
    if (!workspace) return { ok: false, response: errorResponse(request, 401, 'Invalid tracker key') };
    return { ok: true, workspace, via: 'tracker-key' };
  }
  if (!request.headers.get('Authorization')) {
    return {
      ok: false,
      response: errorResponse(request, 401, 'Missing tracker key (query parameter token) or Workspace token'),
    };
  }
  const auth = await authenticate(ctx, request, { consumers: ['WORKSPACE', 'USER'] });
  if (!auth.ok) return auth;
  if (auth.claims.ctype === 'USER')
    return {
      ok: false,
      response: errorResponse(request, 401, USER_TOKEN_MESSAGE, undefined, { 'WWW-Authenticate': 'Bearer' }),
    };
  const workspace = workspaceOfClaims(auth.claims);
  if (!workspace) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
  const denied = requirePermission(request, auth.claims, SEARCH_PERMISSION);
  if (denied) return { ok: false, response: denied };
  return { ok: true, workspace, via: 'workspace-token' };
}

/** The authority a person's grant needs to list the indices (the dashboard's search section asks for the same). */
export const SEARCH_USER_AUTHORITY = 'ITEMS_SEARCH_READ';

export type IndexListingAccess =
  | { ok: true; workspace: SeedWorkspace; via: 'tracker-key' | 'workspace-token' | 'user-token' }
  | { ok: false; response: Response };

/**
 * Who may list the indices (`GET /search/v2/indices`, search configuration): the vendor's clients call it with a
 * Bearer token, so besides everything `searchAccess` accepts (the tracker key, a Workspace token with
 * ITEMS_SEARCH_SEARCH_READ), a User token bound to a workspace whose grant has ITEMS_SEARCH_READ (403 naming it
 * otherwise; 403 "Select a workspace first" before a workspace is chosen). Profile/Anonymous tokens → 401.
 */
export async function indexListingAccess(ctx: SimContext, request: Request): Promise<IndexListingAccess> {
  if (new URL(request.url).searchParams.get('token') !== null || !request.headers.get('Authorization'))
    return searchAccess(ctx, request);
  const auth = await authenticate(ctx, request, { consumers: ['WORKSPACE', 'USER'] });
  if (!auth.ok) return auth;
  if (auth.claims.ctype === 'WORKSPACE') return searchAccess(ctx, request);
  const user = userOfClaims(auth.claims);
  if (!user) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
  const workspace = workspaceOfClaims(auth.claims);
  if (!workspace) return { ok: false, response: errorResponse(request, 403, SELECT_WORKSPACE_FIRST) };
  const grant = user.workspaces.find((g) => g.workspace === workspace.index);
  if (!grant) return { ok: false, response: errorResponse(request, 403, 'No access to this workspace') };
  if (!(grant.authorities as readonly string[]).includes(SEARCH_USER_AUTHORITY)) {
    return { ok: false, response: errorResponse(request, 403, `Missing permission: ${SEARCH_USER_AUTHORITY}`) };
  }
  return { ok: true, workspace, via: 'user-token' };
}
