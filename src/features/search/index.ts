// What other features may use of the search feature: the profile page's "Search as this customer" link.
export { SearchAsCustomerButton, SearchAsCustomerIcon } from './components/search-as-customer-button';
export { searchAsCustomerPath } from './model/search-as-customer';
// The relevance section scores the playground's parameters on the playground's own index listing.
export { searchIndicesQuery } from './api/list-indices';
export type { ParameterValues } from './model/parameters';
// The relevance run engine's types; its values (the playground's own requests and checks) are in after-paint.ts.
export type { BuiltSearchRequest } from './model/build-request';
export type { SearchTab } from './model/parameters';
export type { SearchResponse } from './api/schemas';
// The relevance suite's variant editor reads the playground's parameter table; its values are in after-paint.ts.
export type { ParameterSpec } from './model/parameters';
