// What other features may use of the search feature in code that runs after their page shows (or in Node): the
// relevance run engine's requests, and its variant editor's parameter table and tracker key. Kept out of index.ts on purpose: every page that imports the index (a profile's
// header draws "Search as this customer") would otherwise reach this code, and the build puts what two pages reach
// into the chunk every signed-in page loads (build/route-chunks.ts; docs/decisions/0200-a-feature-after-paint-door.md).
export { buildSearchRequest } from './model/build-request';
export { runSearch } from './api/run-search';
export { appliesTo, isListKind, parameterSpecs } from './model/parameters';
export { useTrackerKey } from './hooks/use-tracker-key';
export { TrackerKeyForm } from './components/tracker-key-form';
