import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchUpdater } from '../../../lib/use-search-updater';
import { isApiError } from '../../../lib/api-error';
import { buildSearchRequest, type BuildResult, type SearchRequestInput } from '../model/build-request';
import { attributesOf } from '../model/item-fields';
import { searchIndicesQuery } from '../api/list-indices';
import { parameterSpecs } from '../model/parameters';
import {
  searchFromState,
  sentValues,
  sideValues,
  stateFromSearch,
  withParameters,
  type PlaygroundState,
  type Side,
} from '../model/playground-state';
import { facetGroupsOf } from '../api/schemas';
import { exchangeOfError, pagingOf, type SearchOutcome } from '../api/run-search';
import type { SearchKey } from '../api/keys';
import { dropSearchResults, searchComparisonOffQuery, searchResultsQuery } from '../api/search-results';
import type { QueryImage } from '../components/visual-query';

/** Service field names (POST names, the distinctFilter object) → the playground's parameter names. */
const fieldAliases: Record<string, string> = {
  sortByGeoPoints: 'sortByGeoPoint',
  crossWorkspaceMode: 'crossWorkspaceModeEnabled',
  distinctFilter: 'distinctFilter.attribute',
};
const knownFields = new Set([...parameterSpecs.map((spec) => spec.name), 'image']);

function serviceFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const entry of error.fieldErrors) {
    const name = entry.field ? (fieldAliases[entry.field] ?? entry.field) : '';
    if (knownFields.has(name)) errors[name] ??= entry.message ?? 'This value was refused.';
  }
  return errors;
}

/**
 * The exchange the inspector shows for a side: nothing while the form has nothing to send (the visual tab before
 * an image), and never a previous request of another operation kept on screen while the new one loads (the
 * full-text request after switching to the visual tab).
 */
function shownExchange(built: BuildResult, indexId: string, query: UseQueryResult<SearchOutcome>) {
  if (!built.ok) return undefined;
  const exchange = query.data?.exchange ?? exchangeOfError(query.error);
  if (!exchange || !query.isPlaceholderData) return exchange;
  const path = built.request.endpoint.path(indexId);
  return exchange.url.split('?')[0]!.endsWith(path) ? exchange : undefined;
}

export const listOf = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

export const textOf = (value: string | readonly string[] | undefined) =>
  value === undefined ? '' : typeof value === 'string' ? value : value.join(',');

export type PlaygroundUpdate = (next: (current: PlaygroundState) => PlaygroundState, replace?: boolean) => void;
export type PlaygroundChange = (
  side: Side,
  changes: Record<string, string | readonly string[] | undefined>,
  replace?: boolean,
) => void;

/** The playground's state in the URL, and the two ways to change it. */
function usePlaygroundState() {
  const { search, update: updateSearch } = useSearchUpdater();
  const state = useMemo(() => stateFromSearch(search), [search]);
  const update = useCallback<PlaygroundUpdate>(
    (next, replace = false) => updateSearch((current) => searchFromState(next(stateFromSearch(current))), { replace }),
    [updateSearch],
  );
  const change: PlaygroundChange = (side, changes, replace = false) =>
    update((current) => withParameters(current, side, changes), replace);
  return { state, update, change };
}

/** The image of the visual tab: a new one gets a new id (its search's key) and frees the previous one's URL. */
function useQueryImage() {
  const [image, setImage] = useState<QueryImage | null>(null);
  const imageCounter = useRef(0);
  const onImage = useCallback((blob: Blob, name: string) => {
    imageCounter.current += 1;
    setImage((current) => {
      if (current) URL.revokeObjectURL(current.objectUrl);
      return { id: imageCounter.current, blob, name, objectUrl: URL.createObjectURL(blob) };
    });
  }, []);
  const clearImage = () => {
    if (image) URL.revokeObjectURL(image.objectUrl);
    setImage(null);
  };
  return { image, onImage, clearImage };
}

/** The listed indices and the one searched: the URL's, else `products`, else the first enabled, else the first. */
function useSearchedIndex(ws: string, chosen: string) {
  const indices = useQuery(searchIndicesQuery(ws));
  const indexList = indices.data?.data ?? [];
  const fallbackIndex =
    indexList.find((index) => index.indexName === 'products') ??
    indexList.find((index) => index.enabled !== false) ??
    indexList[0];
  const indexId = chosen || fallbackIndex?.indexId || '';
  const currentIndex = indexList.find((index) => index.indexId === indexId || index.indexName === indexId);
  return { indices, indexList, indexId, currentIndex };
}

/**
 * The playground's searches (A, and B in compare mode) from the URL's state: the requests built from the form, a
 * 401 sent back to the key form, a 400's field errors and the field to focus, paging and the attributes seen.
 */
export function usePlaygroundSearch(ws: string, trackerKey: string, onKeyRefused: () => void) {
  const queryClient = useQueryClient();
  const { state, update, change } = usePlaygroundState();
  const [editing, setEditing] = useState<Side>('a');
  const { image, onImage, clearImage } = useQueryImage();
  const { indices, indexList, indexId, currentIndex } = useSearchedIndex(ws, state.indexId);

  const visual = state.tab === 'visual';
  const inputOf = (side: Side): SearchRequestInput => ({
    indexId,
    tab: state.tab,
    explain: state.explain,
    method: state.method,
    values: sentValues(state, side),
    image: visual ? (image?.blob ?? null) : null,
  });
  const imageId = visual ? (image?.id ?? null) : null;
  const inputA = inputOf('a');
  const inputB = inputOf('b');
  const builtA = buildSearchRequest(inputA);
  const builtB = buildSearchRequest(inputB);
  const queryA = useQuery(searchResultsQuery(ws, trackerKey, inputA, imageId));
  // Outside compare mode B observes nothing: with A's key it would be a second, disabled observer of A's query.
  const queryB = useQuery<SearchOutcome, Error, SearchOutcome, SearchKey>(
    state.compare ? searchResultsQuery(ws, trackerKey, inputB, imageId) : searchComparisonOffQuery(ws),
  );

  // A 401 to a search: the tracker key is not (or no longer) valid. (The listing carries the session's token: its
  // 401s are the session's business, and a refused listing never sends the person back to the key form.)
  const unauthorized = [queryA.error, queryB.error].some((error) => isApiError(error) && error.status === 401);
  useEffect(() => {
    if (!unauthorized) return;
    dropSearchResults(queryClient, ws);
    onKeyRefused();
  }, [unauthorized, queryClient, ws, onKeyRefused]);

  // A 400 lands on the field it names, which takes focus.
  const editedQuery = editing === 'b' && state.compare ? queryB : queryA;
  const editedBuilt = editing === 'b' && state.compare ? builtB : builtA;
  const serverErrors = editedQuery.isFetching ? {} : serviceFieldErrors(editedQuery.error);
  const errors = { ...serverErrors, ...(editedBuilt.ok ? {} : editedBuilt.errors) };
  const firstServerField = Object.keys(serviceFieldErrors(editedQuery.error))[0];
  const errorStamp = editedQuery.errorUpdatedAt;
  const focus = useMemo(
    () => (firstServerField ? { field: firstServerField, at: errorStamp } : null),
    [firstServerField, errorStamp],
  );

  const valuesA = sideValues(state, 'a');
  const editedSide: Side = state.compare ? editing : 'a';
  const outcomeA = queryA.data;
  const pagingA = outcomeA ? pagingOf(outcomeA) : null;
  const offset = pagingA ? (pagingA.page - 1) * (pagingA.limit ?? outcomeA?.response.data.length ?? 0) : 0;
  const attributes = useMemo(() => {
    const { filtered, all } = facetGroupsOf(outcomeA?.response.extras);
    return [
      ...new Set([...attributesOf(outcomeA?.response.data ?? []), ...Object.keys(all), ...Object.keys(filtered)]),
    ].sort();
  }, [outcomeA]);

  const goToPage = (page: number) =>
    update((current) => {
      // Paging from the page size alone: the next pages ask for the size the first one came in.
      // (Set first: a limit change alone would start a new search at page 1.)
      const sized =
        pagingA?.source === 'page-size' && valuesA.limit === undefined && pagingA.limit !== null
          ? withParameters(current, 'a', { limit: String(pagingA.limit) })
          : current;
      const next = withParameters(sized, 'a', {
        page: String(page),
        correlationId: outcomeA?.response.extras?.correlationId ?? undefined,
      });
      return current.compare && queryB.data
        ? withParameters(next, 'b', { correlationId: queryB.data.response.extras?.correlationId ?? undefined })
        : next;
    });

  return {
    state,
    update,
    change,
    indices,
    indexList,
    indexId,
    currentIndex,
    visual,
    setEditing,
    editedSide,
    editedValues: sideValues(state, editedSide),
    valuesA,
    image,
    onImage,
    clearImage,
    a: { input: inputA, built: builtA, query: queryA, exchange: shownExchange(builtA, indexId, queryA) },
    b: { input: inputB, built: builtB, query: queryB, exchange: shownExchange(builtB, indexId, queryB) },
    unauthorized,
    errors,
    focus,
    pagingA,
    offset,
    goToPage,
    // The index's facetable and sortable attributes (from the listing), else every attribute seen in the answer.
    attributes,
    facetable: currentIndex?.facetableAttributes?.length ? currentIndex.facetableAttributes : attributes,
    sortable: currentIndex?.sortableAttributes?.length ? currentIndex.sortableAttributes : attributes,
  };
}

export type PlaygroundSearch = ReturnType<typeof usePlaygroundSearch>;
