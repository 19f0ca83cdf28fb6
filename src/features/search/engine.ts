// What other features may use of the search feature in code that runs searches itself, away from the playground:
// the relevance run engine (after its page shows, and in Node). Kept out of index.ts on purpose: every page that
// imports the index (a profile's header draws "Search as this customer") would otherwise reach the request code,
// and the build puts what two pages reach into the chunk every signed-in page loads (build/route-chunks.ts;
// docs/decisions/0200-a-feature-engine-door.md).
export { buildSearchRequest } from './model/build-request';
export { runSearch } from './api/run-search';
