import type { SeedWorkspace } from '../seed/workspaces';
import type { UserAuthority } from '../seed/users';
import { userOfClaims, workspaceOfClaims } from '../auth/common';
import { errorResponse } from '../http/errors';
import { authenticate, checkApiVersion, requirePermission, type SimContext } from '../http/context';

/**
 * Who may use the profile (client) operations, per the reference's "Profiles (legacy)" table:
 * - a User token bound to a workspace, whose grant there has the operation's role (403 `Missing permission:
 *   ROLE_CLIENT_EDIT` otherwise); personal data is masked unless the grant also has ROLE_CLIENT_PII_SHOW;
 * - a Workspace token whose key permissions include REALM_CLIENT (403 `Missing permission: REALM_CLIENT`
 *   otherwise); sees personal data;
 * - a User token not bound to a workspace: 403 "Select a workspace first";
 * - Profile and Anonymous tokens: 401 (wrong consumer scope; they have the my-account operations).
 * Every `/v4` operation needs `Api-Version` first (400).
 */

export const CLIENT_REALM_PERMISSION = 'REALM_CLIENT';
export const PII_AUTHORITY = 'ROLE_CLIENT_PII_SHOW';
export const SELECT_WORKSPACE_FIRST = 'Select a workspace first';

export type ClientRole = Extract<
  UserAuthority,
  'ROLE_CLIENT_SHOW' | 'ROLE_CLIENT_EDIT' | 'ROLE_CLIENT_CREATE' | 'ROLE_CLIENT_DELETE'
>;

export interface ClientAccessGranted {
  ok: true;
  workspace: SeedWorkspace;
  /** False for users without ROLE_CLIENT_PII_SHOW: personal fields are masked and cannot be filtered on. */
  seesPii: boolean;
}

export type ClientAccess = ClientAccessGranted | { ok: false; response: Response };

/**
 * The access rule shared by the workspace-scoped operations (profiles, event listings): a Workspace token whose
 * key has `keyPermission`, or a User token bound to a workspace whose grant there has `userAuthority`.
 */
export async function workspaceScopedAccess(
  ctx: SimContext,
  request: Request,
  { keyPermission, userAuthority }: { keyPermission: string; userAuthority: string },
): Promise<ClientAccess> {
  const version = checkApiVersion(request);
  if (version) return { ok: false, response: version };
  const auth = await authenticate(ctx, request, { consumers: ['USER', 'WORKSPACE'] });
  if (!auth.ok) return auth;
  const { claims } = auth;
  if (claims.ctype === 'WORKSPACE') {
    const workspace = workspaceOfClaims(claims);
    if (!workspace) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
    const denied = requirePermission(request, claims, keyPermission);
    if (denied) return { ok: false, response: denied };
    return { ok: true, workspace, seesPii: true };
  }
  const user = userOfClaims(claims);
  if (!user) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
  const workspace = workspaceOfClaims(claims);
  if (!workspace) return { ok: false, response: errorResponse(request, 403, SELECT_WORKSPACE_FIRST) };
  const grant = user.workspaces.find((g) => g.workspace === workspace.index);
  if (!grant) return { ok: false, response: errorResponse(request, 403, 'No access to this workspace') };
  if (!(grant.authorities as readonly string[]).includes(userAuthority)) {
    return { ok: false, response: errorResponse(request, 403, `Missing permission: ${userAuthority}`) };
  }
  return { ok: true, workspace, seesPii: grant.authorities.includes(PII_AUTHORITY) };
}

export function clientAccess(ctx: SimContext, request: Request, role: ClientRole): Promise<ClientAccess> {
  return workspaceScopedAccess(ctx, request, { keyPermission: CLIENT_REALM_PERMISSION, userAuthority: role });
}
