import { endpoint, seg } from './endpoint';

export const authEndpoints = {
  // Authorization
  loginUser: endpoint({ method: 'POST', path: () => '/uauth/auth/login/user', source: 'public' }),
  verifyUserMfa: endpoint({ method: 'POST', path: () => '/uauth/auth/login/user/mfa/verification', source: 'public' }),
  refreshUserToken: endpoint({
    method: 'GET',
    path: () => '/v4/auth/refresh/user',
    source: 'reference',
    apiVersion: true,
  }),
  listWorkspaces: endpoint({ method: 'GET', path: () => '/uauth/business-profile/', source: 'reference' }),
  listWorkspaceIds: endpoint({ method: 'GET', path: () => '/uauth/business-profile/ids', source: 'reference' }),
  currentWorkspace: endpoint({ method: 'GET', path: () => '/uauth/business-profile/current', source: 'reference' }),
  selectWorkspace: endpoint({
    method: 'POST',
    path: (guid: string) => `/uauth/auth/login/user/profile/${seg(guid)}`,
    source: 'reference',
  }),
} as const;
