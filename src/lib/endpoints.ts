/**
 * Every operation the dashboard calls, in one table. `source` says where the method and path come from:
 * - `reference`: the service reference gives them;
 * - `public`: the service's public documentation (see shared/api/unspecified-paths.md);
 * - `chosen`: nothing public names them; this project chose them. A deployer corrects a chosen path here,
 *   in one line, and nowhere else.
 * `apiVersion`: the operation requires the `Api-Version: 4.4` header (all `/v4` operations).
 * `permission`: what a 403 from this operation is about, when the reference names it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<P extends unknown[] = []> {
  method: HttpMethod;
  path: (...params: P) => string;
  source: 'reference' | 'public' | 'chosen';
  apiVersion?: boolean;
  permission?: string;
}

const seg = encodeURIComponent;

function endpoint<P extends unknown[] = []>(definition: Endpoint<P>): Endpoint<P> {
  return definition;
}

export const endpoints = {
  // Authorization
  loginUser: endpoint({ method: 'POST', path: () => '/uauth/auth/login/user', source: 'public' }),
  verifyUserMfa: endpoint({ method: 'POST', path: () => '/uauth/auth/login/user/mfa/verification', source: 'public' }),
  refreshUserToken: endpoint({ method: 'GET', path: () => '/v4/auth/refresh/user', source: 'reference', apiVersion: true }),
  listWorkspaces: endpoint({ method: 'GET', path: () => '/uauth/business-profile/', source: 'reference' }),
  listWorkspaceIds: endpoint({ method: 'GET', path: () => '/uauth/business-profile/ids', source: 'reference' }),
  currentWorkspace: endpoint({ method: 'GET', path: () => '/uauth/business-profile/current', source: 'reference' }),
  selectWorkspace: endpoint({
    method: 'POST',
    path: (guid: string) => `/uauth/auth/login/user/profile/${seg(guid)}`,
    source: 'reference',
  }),
} as const;
