import { userOfClaims, workspaceOfClaims } from '../auth/common';
import type { ConsumerType } from '../auth/tokens';
import { authenticate, requirePermission, type SimContext } from '../http/context';
import { errorResponse } from '../http/errors';
import { PII_AUTHORITY, SELECT_WORKSPACE_FIRST } from '../profiles/access';
import type { SeedWorkspace } from '../seed/workspaces';
import { liveDocument, workspaceDocuments, type Author, type DocumentRecord, type WorkspaceDocuments } from './store';

/**
 * Who may use the documents operations (handlers.ts lists them per operation):
 * - a User token bound to a workspace whose grant has the `ASSETS_DOCS_*` authority of the operation;
 * - a Workspace token whose key has `SCHEMA_SERVICE_SCHEMA_READ` (reads, generate, preview) or
 *   `SCHEMA_SERVICE_SCHEMA_CREATE` (create, initialize, edits, delete);
 * - Profile and Anonymous tokens: the generate operations only (elsewhere a 401, wrong consumer scope).
 * A missing authority or permission is a 403 whose message names it.
 */

export type DocsOperation = 'READ' | 'CREATE' | 'EDIT' | 'DELETE';

export const DOCS_AUTHORITY: Record<DocsOperation, string> = {
  READ: 'ASSETS_DOCS_READ',
  CREATE: 'ASSETS_DOCS_CREATE',
  EDIT: 'ASSETS_DOCS_EDIT',
  DELETE: 'ASSETS_DOCS_DELETE',
};

export const SCHEMA_READ_PERMISSION = 'SCHEMA_SERVICE_SCHEMA_READ';
export const SCHEMA_CREATE_PERMISSION = 'SCHEMA_SERVICE_SCHEMA_CREATE';

/** The author of what a Workspace token (an API key) creates. */
export const API_KEY_AUTHOR: Author = { id: 0, name: 'Workspace API key' };

export interface DocsAccessGranted {
  ok: true;
  workspace: SeedWorkspace;
  consumer: ConsumerType;
  author: Author;
  /** Profile and Anonymous tokens: the profile's client id. */
  clientId?: number;
  /**
   * Whether personal data of other profiles may be shown: false for a user whose grant lacks ROLE_CLIENT_PII_SHOW
   * (the profiles' rule, profiles/access.ts); Workspace tokens see it, Profile/Anonymous tokens only get their own.
   */
  seesPii: boolean;
}

export type DocsAccess = DocsAccessGranted | { ok: false; response: Response };

export async function documentsAccess(
  ctx: SimContext,
  request: Request,
  operation: DocsOperation,
  options: { allowProfiles?: boolean } = {},
): Promise<DocsAccess> {
  const consumers: ConsumerType[] = options.allowProfiles
    ? ['USER', 'WORKSPACE', 'PROFILE', 'ANONYMOUS']
    : ['USER', 'WORKSPACE'];
  const auth = await authenticate(ctx, request, { consumers });
  if (!auth.ok) return auth;
  const { claims } = auth;
  const invalid = (): DocsAccess => ({ ok: false, response: errorResponse(request, 401, 'Invalid token') });
  if (claims.ctype === 'WORKSPACE') {
    const workspace = workspaceOfClaims(claims);
    if (!workspace) return invalid();
    const denied = requirePermission(
      request,
      claims,
      operation === 'READ' ? SCHEMA_READ_PERMISSION : SCHEMA_CREATE_PERMISSION,
    );
    if (denied) return { ok: false, response: denied };
    return { ok: true, workspace, consumer: 'WORKSPACE', author: API_KEY_AUTHOR, seesPii: true };
  }
  if (claims.ctype === 'PROFILE' || claims.ctype === 'ANONYMOUS') {
    const workspace = workspaceOfClaims(claims);
    if (!workspace || claims.cid === undefined) return invalid();
    return { ok: true, workspace, consumer: claims.ctype, author: API_KEY_AUTHOR, clientId: claims.cid, seesPii: true };
  }
  const user = userOfClaims(claims);
  if (!user) return invalid();
  const workspace = workspaceOfClaims(claims);
  if (!workspace) return { ok: false, response: errorResponse(request, 403, SELECT_WORKSPACE_FIRST) };
  const grant = user.workspaces.find((g) => g.workspace === workspace.index);
  if (!grant) return { ok: false, response: errorResponse(request, 403, 'No access to this workspace') };
  const authority = DOCS_AUTHORITY[operation];
  if (!(grant.authorities as readonly string[]).includes(authority)) {
    return { ok: false, response: errorResponse(request, 403, `Missing permission: ${authority}`) };
  }
  const seesPii = (grant.authorities as readonly string[]).includes(PII_AUTHORITY);
  return { ok: true, workspace, consumer: 'USER', author: { id: user.id, name: user.name }, seesPii };
}

export type FoundDocument =
  | { ok: true; access: DocsAccessGranted; wd: WorkspaceDocuments; doc: DocumentRecord }
  | { ok: false; response: Response };

/** The access check for an operation on one document, then the document itself (404 when unknown or deleted). */
export async function findDocument(
  ctx: SimContext,
  request: Request,
  id: string,
  operation: DocsOperation,
  options: { allowProfiles?: boolean } = {},
): Promise<FoundDocument> {
  const access = await documentsAccess(ctx, request, operation, options);
  if (!access.ok) return access;
  const wd = workspaceDocuments(ctx, access.workspace);
  const doc = liveDocument(wd, id);
  if (!doc) return { ok: false, response: errorResponse(request, 404, `No document ${id}`) };
  return { ok: true, access, wd, doc };
}
