import { userById, workspaceById, type SeedUser, type SeedWorkspace } from '../seed';
import { ERROR_CODES, type JsonObject, type Validation } from '../http/errors';
import type { SimContext } from '../http/context';
import type { TokenClaims } from './tokens';

export function tokenOptions(ctx: SimContext): { nowMs: number; ttlSeconds: number } {
  return { nowMs: ctx.now(), ttlSeconds: ctx.state.config.tokenTtlSeconds };
}

/** The `consumer` object of user login, MFA verification and workspace selection. */
export interface UserConsumer {
  type: 'USER';
  businessProfileId: number;
  name: string;
  id: number;
  authorities: string[];
  roles: string;
}

/** Before a workspace is selected: businessProfileId 0, no authorities, empty roles. */
export function userConsumer(user: SeedUser, workspace?: SeedWorkspace): UserConsumer {
  const grant = workspace ? user.workspaces.find((g) => g.workspace === workspace.index) : undefined;
  return {
    type: 'USER',
    businessProfileId: grant && workspace ? workspace.id : 0,
    name: user.name,
    id: user.id,
    authorities: grant ? [...grant.authorities] : [],
    roles: grant ? user.roles : '',
  };
}

export function userOfClaims(claims: TokenClaims): SeedUser | undefined {
  return /^\d+$/.test(claims.sub) ? userById(Number(claims.sub)) : undefined;
}

/** The workspace a token is bound to, if any (and only if it still matches the guid claim). */
export function workspaceOfClaims(claims: TokenClaims): SeedWorkspace | undefined {
  if (claims.ws === undefined) return undefined;
  const ws = workspaceById(claims.ws);
  return ws && ws.guid === claims.wsg ? ws : undefined;
}

/** The workspace, if the user may open it. */
export function accessibleWorkspace(user: SeedUser, workspace: SeedWorkspace | undefined): SeedWorkspace | undefined {
  return workspace && user.workspaces.some((g) => g.workspace === workspace.index) ? workspace : undefined;
}

/** The single third-party identity provider a User login accepts (the reference: one upper-case value). */
export const USER_EXTERNAL_PROVIDERS = ['GOOGLE'] as const;

/**
 * `externalProviderToken` and `externalProviderType` come together or not at all; the type must be GOOGLE.
 * The simulator cannot ask Google, so a well-formed pair is accepted as is (the password still decides).
 */
export function validateExternalProvider(body: JsonObject, v: Validation): void {
  const token = v.optionalString(body, 'externalProviderToken');
  const type = v.optionalString(body, 'externalProviderType');
  if (type !== undefined) v.oneOf('externalProviderType', type, USER_EXTERNAL_PROVIDERS);
  const tokenGiven = token !== undefined && token !== '';
  const typeGiven = type !== undefined && type !== '';
  if (typeGiven && !tokenGiven && !v.has('externalProviderToken')) {
    v.add(
      'externalProviderToken',
      ERROR_CODES.REQUIRED_WITH,
      'externalProviderToken is required with externalProviderType',
      token,
    );
  }
  if (tokenGiven && !typeGiven && !v.has('externalProviderType')) {
    v.add(
      'externalProviderType',
      ERROR_CODES.REQUIRED_WITH,
      'externalProviderType is required with externalProviderToken',
      type,
    );
  }
}
