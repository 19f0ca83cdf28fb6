import { endpoint, seg } from './endpoint';

/**
 * Item search (`/search/v2`). The dashboard authenticates the search operations with the workspace's tracker key
 * in the `token` query parameter (public by design), never with the person's bearer token; the index listing
 * is the exception (a Bearer token, see below). The explain, autocomplete and visual
 * variants are separate operations; each has a GET and a POST form.
 */
const searchOperation = (method: 'GET' | 'POST', suffix: string) =>
  endpoint({
    method,
    path: (indexId: string) => `/search/v2/indices/${seg(indexId)}/${suffix}`,
    source: 'reference',
    permission: 'ITEMS_SEARCH_SEARCH_READ',
  });

export const searchEndpoints = {
  // Search configuration: called with the signed-in user's Bearer token, as the vendor's clients do.
  listSearchIndices: endpoint({
    method: 'GET',
    path: () => '/search/v2/indices',
    source: 'public',
    permission: 'ITEMS_SEARCH_READ',
  }),
  searchQueryGet: searchOperation('GET', 'query'),
  searchQueryPost: searchOperation('POST', 'query'),
  searchQueryExplainGet: searchOperation('GET', 'query/explain'),
  searchQueryExplainPost: searchOperation('POST', 'query/explain'),
  searchAutocompleteGet: searchOperation('GET', 'autocomplete'),
  searchAutocompletePost: searchOperation('POST', 'autocomplete'),
  searchAutocompleteExplainGet: searchOperation('GET', 'autocomplete/explain'),
  searchAutocompleteExplainPost: searchOperation('POST', 'autocomplete/explain'),
  searchVisualGet: searchOperation('GET', 'visual'),
  searchVisualPost: searchOperation('POST', 'visual'),
  searchVisualExplainGet: searchOperation('GET', 'visual/explain'),
  searchVisualExplainPost: searchOperation('POST', 'visual/explain'),
} as const;
