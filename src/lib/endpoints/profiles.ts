import { endpoint, seg } from './endpoint';

export const profileEndpoints = {
  // Profiles (legacy operations, all /v4). Response bodies the reference leaves out are chosen: see docs/features/profiles.md.
  // Unverified against a real deployment: response body "not shown" (chosen: array + X-Pagination-* headers).
  listProfiles: endpoint({
    method: 'GET',
    path: () => '/v4/clients',
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  getProfile: endpoint({
    method: 'GET',
    path: (id: number) => `/v4/clients/${id}`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  findProfileByCustomId: endpoint({
    method: 'GET',
    path: (customId: string) => `/v4/clients/by-custom-id/${seg(customId)}`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  // Unverified against a real deployment: path chosen (the reference only has by-uuid/linked-devices).
  findProfileByUuid: endpoint({
    method: 'GET',
    path: (uuid: string) => `/v4/clients/by-uuid/${seg(uuid)}`,
    source: 'chosen',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  createProfile: endpoint({
    method: 'POST',
    path: () => '/v4/clients',
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_CREATE',
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: (id: number) => `/v4/clients/${id}`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_EDIT',
  }),
  deleteProfile: endpoint({
    method: 'DELETE',
    path: (id: number) => `/v4/clients/${id}`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_DELETE',
  }),
  batchProfiles: endpoint({
    method: 'POST',
    path: () => '/v4/clients/batch',
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_EDIT',
  }),
  linkDevice: endpoint({
    method: 'POST',
    path: (uuid: string) => `/v4/clients/by-uuid/${seg(uuid)}/linked-devices`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  // Unverified against a real deployment: path and shape chosen (array of linked devices; {data} also read).
  listLinkedDevices: endpoint({
    method: 'GET',
    path: (id: number) => `/v4/clients/${id}/linked-devices`,
    source: 'chosen',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  // Unverified against a real deployment: the reference's path, the simulator's reading of its field list as one object.
  profileGeo: endpoint({
    method: 'GET',
    path: (id: number) => `/v4/clients/${id}/geographical-data`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
  // Unverified against a real deployment: the reference's path, response body "not shown" (chosen: array of browsers).
  profileBrowsers: endpoint({
    method: 'GET',
    path: (id: number) => `/v4/clients/${id}/browsers`,
    source: 'reference',
    apiVersion: true,
    permission: 'ROLE_CLIENT_SHOW',
  }),
} as const;
