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

  // Profiles (legacy operations, all /v4). Response bodies the reference leaves out are chosen: see README.
  listProfiles: endpoint({ method: 'GET', path: () => '/v4/clients', source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_SHOW' }),
  getProfile: endpoint({ method: 'GET', path: (id: number) => `/v4/clients/${id}`, source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_SHOW' }),
  findProfileByCustomId: endpoint({
    method: 'GET',
    path: (customId: string) => `/v4/clients/by-custom-id/${seg(customId)}`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  findProfileByUuid: endpoint({
    method: 'GET',
    path: (uuid: string) => `/v4/clients/by-uuid/${seg(uuid)}`,
    source: 'chosen',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  createProfile: endpoint({ method: 'POST', path: () => '/v4/clients', source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_CREATE' }),
  updateProfile: endpoint({ method: 'POST', path: (id: number) => `/v4/clients/${id}`, source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_EDIT' }),
  deleteProfile: endpoint({ method: 'DELETE', path: (id: number) => `/v4/clients/${id}`, source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_DELETE' }),
  batchProfiles: endpoint({ method: 'POST', path: () => '/v4/clients/batch', source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_EDIT' }),
  linkDevice: endpoint({
    method: 'POST',
    path: (uuid: string) => `/v4/clients/by-uuid/${seg(uuid)}/linked-devices`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  listLinkedDevices: endpoint({
    method: 'GET',
    path: (id: number) => `/v4/clients/${id}/linked-devices`,
    source: 'chosen',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  profileGeo: endpoint({
    method: 'GET',
    path: (id: number) => `/v4/clients/${id}/geographical-data`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  profileBrowsers: endpoint({ method: 'GET', path: (id: number) => `/v4/clients/${id}/browsers`, source: 'reference', apiVersion: true, permission: 'ROLE_CLIENT_SHOW' }),
} as const;
