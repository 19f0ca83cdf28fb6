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

function timeQuery(window: EventWindow) {
  return {
    'time[from]': window.from === undefined ? undefined : toServiceTime(window.from),
    'time[to]': window.to === undefined ? undefined : toServiceTime(window.to),
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
    query: { ...timeQuery(query), action: query.action, limit: query.limit },
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
    query: { ...timeQuery(query), limit: query.limit },
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
    query: { ...timeQuery(query), action: query.action, limit: query.limit },
    schema: eventListSchema,
    signal,
  });
}
