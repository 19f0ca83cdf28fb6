// What other features may use of the search feature: the profile page's "Search as this customer" link.
export { SearchAsCustomerButton, SearchAsCustomerIcon } from './components/search-as-customer-button';
export { searchAsCustomerPath } from './model/search-as-customer';
// The relevance section scores the playground's parameters on the playground's own index listing.
export { searchIndicesQuery } from './api/list-indices';
export type { ParameterValues } from './model/parameters';
// The relevance run engine sends the playground's own requests, checked by the playground's own checks.
export { buildSearchRequest, maxParamsBytes } from './model/build-request';
export type { BuiltSearchRequest } from './model/build-request';
export type { SearchTab } from './model/parameters';
export type { SearchResponse } from './api/schemas';
export { runSearch } from './api/run-search';
// The relevance suite's variant editor: the playground's parameter table; its runs search with the tracker key.
export { appliesTo, isListKind, parameterSpecs } from './model/parameters';
export type { ParameterSpec } from './model/parameters';
export { useTrackerKey } from './hooks/use-tracker-key';
export { TrackerKeyForm } from './components/tracker-key-form';
