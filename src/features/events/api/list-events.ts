import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { countedEventListSchema, eventListSchema, type CountedEvent, type ServiceEvent } from './schemas';

/** The reference's bounds of `limit` on the event listings. */
export const MIN_EVENTS_LIMIT = 1;
export const MAX_EVENTS_LIMIT = 500;
/** The workspace listing refuses a window of 7 days or more (both bounds given). */
export const MAX_WINDOW_MS = 7 * 86_400_000;

/** A time window in epoch ms; an open side is left out of the request. */
export interface EventWindow {
  from?: number;
  to?: number;
}

/** The listings take UTC ISO 8601 with `Z` (what toISOString gives; the reference says UTC, and it needs no `+` in the URL). */
export const toServiceTime = (ms: number) => new Date(ms).toISOString();

/** The listings' query: the window's open sides and an unset action are left out (buildQuery drops them). */
function listingQuery(query: EventWindow & { action?: string; limit: number }) {
  return {
    'time[from]': query.from === undefined ? undefined : toServiceTime(query.from),
    'time[to]': query.to === undefined ? undefined : toServiceTime(query.to),
    action: query.action,
    limit: query.limit,
  };
}

/** GET /v4/events/by-client/{clientId}: newest first, at most `limit` (1…500). */
export function listProfileEvents(
  clientId: number,
  query: EventWindow & { action?: string; limit: number },
  signal?: AbortSignal,
): Promise<ServiceEvent[]> {
  return http.request(endpoints.listProfileEvents, {
    params: [clientId],
    query: listingQuery(query),
    schema: eventListSchema,
    signal,
  });
}

/** listProfileEvents for the activity count: only what counting reads of each event (countedEventListSchema). */
export function listProfileEventsToCount(
  clientId: number,
  query: EventWindow & { limit: number },
  signal?: AbortSignal,
): Promise<CountedEvent[]> {
  return http.request(endpoints.listProfileEvents, {
    params: [clientId],
    query: listingQuery(query),
    schema: countedEventListSchema,
    signal,
  });
}

/** GET /v4/events/all: every profile of the workspace, newest first. */
export function listWorkspaceEvents(
  query: EventWindow & { action?: string; limit: number },
  signal?: AbortSignal,
): Promise<ServiceEvent[]> {
  return http.request(endpoints.listAllEvents, {
    query: listingQuery(query),
    schema: eventListSchema,
    signal,
  });
}
