import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { searchKeys } from './keys';
import { indexListSchema } from './schemas';

/**
 * GET /search/v2/indices (search configuration): the workspace's indices, with the signed-in person's Bearer
 * token as the vendor's clients send it (the tracker key is for the search operations only). includeMeta=true:
 * the service's default puts the paging in headers a browser may not read.
 */
export const listSearchIndices = (signal?: AbortSignal) =>
  http.request(endpoints.listSearchIndices, {
    query: { page: 1, limit: 100, includeMeta: true },
    schema: indexListSchema,
    signal,
  });

export const searchIndicesQuery = (ws: string) =>
  queryOptions({
    queryKey: searchKeys.indices(ws),
    queryFn: ({ signal }) => listSearchIndices(signal),
    staleTime: 5 * 60_000,
    // A refusal or an outage is shown at once, with a way to type the index id instead.
    retry: false,
  });
