// The run engine's search on the command line: the playground's built request sent with the tracker key to the
// --base-url, through the app's own HTTP client (so failures carry the status, kind and Retry-After the engine's
// retry rules read: src/features/relevance/model/run-engine.ts). The dashboard's twin is api/search-for-run.ts.
import type { SearchFunction } from '../../src/features/relevance';
import { searchResponseSchema } from '../../src/features/search/api/schemas';
import { createHttpClient } from '../../src/lib/http';

export function httpSearch(baseUrl: string, indexId: string, trackerKey: string): SearchFunction {
  // No session: the search authenticates by its tracker key alone, so a 401 is never refreshed.
  const client = createHttpClient({ baseUrl: () => baseUrl, tokens: { token: () => null, recover: async () => null } });
  return (request, signal) =>
    client.request(request.endpoint, {
      params: [indexId],
      query: { ...request.query, token: trackerKey },
      body: request.body,
      schema: searchResponseSchema,
      signal,
      auth: 'none',
    });
}
