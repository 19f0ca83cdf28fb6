import type { SeedWorkspace } from '../seed/workspaces';
import type { ConsumerType, TokenClaims } from '../auth/tokens';
import { workspaceOfClaims } from '../auth/common';
import { ERROR_CODES, Validation, errorResponse } from '../http/errors';
import { authenticate, checkApiVersion, requirePermission, type SimContext } from '../http/context';
import { workspaceScopedAccess, type ClientAccess } from '../profiles/access';

/**
 * Who may use the event and transaction operations:
 * - reads (`/v4/events/by-client/{id}`, `/v4/events/all`): a User token bound to a workspace whose grant has
 *   `CLIENT_ACTIVITIES_READ` (the reference's role group CLIENT_ACTIVITIES, read), masked without
 *   ROLE_CLIENT_PII_SHOW; or a Workspace token with `API_LISTING_BY_CLIENT_EVENTS_READ`. 403 naming the missing one.
 * - writes: per operation (transactions: Workspace only, every other consumer is a 401 wrong consumer scope, the
 *   convention of http/context.ts).
 */

export const EVENTS_READ_AUTHORITY = 'CLIENT_ACTIVITIES_READ';
export const EVENTS_READ_PERMISSION = 'API_LISTING_BY_CLIENT_EVENTS_READ';
export const CURRENT_API_VERSION = '4.4';

export type EventReadAccess = ClientAccess;

export function eventReadAccess(ctx: SimContext, request: Request): Promise<EventReadAccess> {
  return workspaceScopedAccess(ctx, request, {
    keyPermission: EVENTS_READ_PERMISSION,
    userAuthority: EVENTS_READ_AUTHORITY,
  });
}

/** `Api-Version` must be exactly 4.4 (transactions, current event operations). 400 otherwise. */
export function requireCurrentApiVersion(request: Request): Response | null {
  const missing = checkApiVersion(request);
  if (missing) return missing;
  const value = request.headers.get('Api-Version')?.trim();
  if (value === CURRENT_API_VERSION) return null;
  const v = new Validation();
  v.add('Api-Version', ERROR_CODES.NOT_ALLOWED, `This operation requires Api-Version ${CURRENT_API_VERSION}`, value);
  return v.response(request, 'invalid version header');
}

export type WriterAccess =
  { ok: true; workspace: SeedWorkspace; claims: TokenClaims } | { ok: false; response: Response };

/** Authenticates one of the consumers; a Workspace token must carry `permission` (when given). */
export async function eventWriterAccess(
  ctx: SimContext,
  request: Request,
  consumers: readonly ConsumerType[],
  permission: string | undefined,
): Promise<WriterAccess> {
  const auth = await authenticate(ctx, request, { consumers });
  if (!auth.ok) return auth;
  const { claims } = auth;
  const workspace = workspaceOfClaims(claims);
  if (!workspace) return { ok: false, response: errorResponse(request, 401, 'Invalid token') };
  if (claims.ctype === 'WORKSPACE' && permission !== undefined) {
    const denied = requirePermission(request, claims, permission);
    if (denied) return { ok: false, response: denied };
  }
  return { ok: true, workspace, claims };
}
