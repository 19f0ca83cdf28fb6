import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { buildSearchRequest, type SearchRequestInput } from './build-request';
import { searchKeys } from './keys';
import { runSearch } from './run-search';

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
  const built = buildSearchRequest(input);
  const { image: _image, ...keyInput } = input;
  return queryOptions({
    queryKey: searchKeys.results(ws, keyInput, imageId) as readonly unknown[],
    queryFn: ({ signal }) => {
      if (!built.ok || !trackerKey) throw new Error('The search is not ready to be sent.');
      return runSearch(input.indexId, built.request, trackerKey, signal);
    },
    enabled: built.ok && Boolean(trackerKey) && Boolean(input.indexId),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
