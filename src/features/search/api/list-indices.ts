import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { searchKeys } from './keys';
import { indexListSchema } from './schemas';

/** GET /search/v2/indices (public path): the workspace's indices, with the tracker key as `token`. */
export const listSearchIndices = (trackerKey: string, signal?: AbortSignal) =>
  http.request(endpoints.listSearchIndices, {
    query: { page: 1, limit: 100, includeMeta: true, token: trackerKey },
    schema: indexListSchema,
    signal,
    auth: 'none',
  });

export const searchIndicesQuery = (ws: string, trackerKey: string) =>
  queryOptions({
    queryKey: searchKeys.indices(ws),
    queryFn: ({ signal }) => listSearchIndices(trackerKey, signal),
    staleTime: 5 * 60_000,
  });
