import { workspaceOfClaims } from '../auth/common';
import { authenticate, requirePermission, type SimContext } from '../http/context';
import { errorResponse } from '../http/errors';
import { workspaceByTrackerKey, type SeedWorkspace } from '../seed/workspaces';

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

export type SearchAccess = { ok: true; workspace: SeedWorkspace; via: 'tracker-key' | 'workspace-token' } | { ok: false; response: Response };

export async function searchAccess(ctx: SimContext, request: Request): Promise<SearchAccess> {
  const key = new URL(request.url).searchParams.get('token');
  if (key !== null) {
    const workspace = workspaceByTrackerKey(key.trim());
    if (!workspace) return { ok: false, response: errorResponse(request, 401, 'Invalid tracker key') };
    return { ok: true, workspace, via: 'tracker-key' };
  }
  if (!request.headers.get('Authorization')) {
    return { ok: false, response: errorResponse(request, 401, 'Missing tracker key (query parameter token) or Workspace token') };
  }
  const auth = await authenticate(ctx, request, { consumers: ['WORKSPACE', 'USER'] });
  if (!auth.ok) return auth;
  if (auth.claims.ctype === 'USER') return { ok: false, response: errorResponse(request, 401, USER_TOKEN_MESSAGE, undefined, { 'WWW-Authenticate': 'Bearer' }) };
  const workspace = workspaceOfClaims(auth.claims);
  if (!workspace) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
  const denied = requirePermission(request, auth.claims, SEARCH_PERMISSION);
  if (denied) return { ok: false, response: denied };
  return { ok: true, workspace, via: 'workspace-token' };
}
