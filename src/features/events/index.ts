// What other features may use of the events feature: the relevance section harvests `item.search` events with it.
export { listWorkspaceEvents, MAX_EVENTS_LIMIT, MAX_WINDOW_MS } from './api/list-events';
export type { ServiceEvent } from './api/schemas';
