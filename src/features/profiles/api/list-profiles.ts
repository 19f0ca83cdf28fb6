import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { profileKeys } from './keys';
import { serviceQueryOf, type ProfileListParams } from '../model/list-params';
import { profileListSchema, type Profile } from './schemas';

export interface ProfilePage {
  profiles: Profile[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

const headerNumber = (headers: Headers, name: string, fallback: number) => {
  const value = Number(headers.get(name));
  return Number.isFinite(value) && headers.get(name) !== null ? value : fallback;
};

/** GET /v4/clients: one page, with the totals from the X-Pagination-* headers. */
export async function listProfiles(params: ProfileListParams, signal?: AbortSignal): Promise<ProfilePage> {
  const { data, headers } = await http.requestFull(endpoints.listProfiles, {
    query: serviceQueryOf(params),
    schema: profileListSchema,
    signal,
  });
  const totalCount = headerNumber(headers, 'X-Pagination-Total-Count', data.length);
  return {
    profiles: data,
    totalCount,
    totalPages: headerNumber(headers, 'X-Pagination-Total-Pages', Math.max(1, Math.ceil(totalCount / params.pageSize))),
    page: headerNumber(headers, 'X-Pagination-Page', params.page),
    pageSize: headerNumber(headers, 'X-Pagination-Limit', params.pageSize),
  };
}

export const profilesQuery = (ws: string, params: ProfileListParams) =>
  queryOptions({
    queryKey: profileKeys.list(ws, params),
    queryFn: ({ signal }) => listProfiles(params, signal),
    // Paging keeps the current rows on screen until the next page is there: no flash of emptiness.
    placeholderData: keepPreviousData,
  });
