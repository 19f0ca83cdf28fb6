import { keepPreviousData, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { buildSearchRequest, type SearchRequestInput } from '../model/build-request';
import { searchKeys, type SearchKey } from './keys';
import { runSearch, type SearchOutcome } from './run-search';

/**
 * One side's search as a query. The query's AbortSignal reaches fetch, so when the parameters change (a new
 * keystroke after the debounce) React Query cancels the request still in flight. The previous results stay on
 * screen until the new ones arrive. No automatic retry: the inspector shows exactly what was sent, and a failed
 * search offers "Try again".
 */
export function searchResultsQuery(
  ws: string,
  trackerKey: string | null,
  input: SearchRequestInput,
  imageId: number | null,
) {
  return queryOptions({
    queryKey: searchKeys.results(ws, trackerKey, input, imageId),
    queryFn: ({ signal }) => {
      const built = buildSearchRequest(input);
      if (!built.ok || !trackerKey) throw new Error('The search is not ready to be sent.');
      return runSearch(input.indexId, built.request, trackerKey, signal);
    },
    enabled: buildSearchRequest(input).ok && Boolean(trackerKey) && Boolean(input.indexId),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** Compare mode off: side B observes nothing (with A's key it would be a second, disabled observer of A's query). */
export const searchComparisonOffQuery = (ws: string) =>
  queryOptions<SearchOutcome, Error, SearchOutcome, SearchKey>({
    queryKey: searchKeys.comparisonOff(ws),
    queryFn: skipToken,
  });

/**
 * The tracker key was refused (a 401): every search of the workspace is dropped, in flight or cached, so
 * nothing sent with the refused key is shown or reused.
 */
export function dropSearchResults(client: QueryClient, ws: string) {
  void client.cancelQueries({ queryKey: searchKeys.all(ws) });
  client.removeQueries({ queryKey: searchKeys.all(ws) });
}
