import { ERROR_CODES, Validation } from '../errors';
import { copyJson } from '../limits';
import { maskEmail, maskText } from '../profiles/pii';
import { HISTORY_END_MS } from './history';
import { isCurrent, type RecordedEvent } from './state';
import { looksLikeUnencodedPlus, parseQueryTime } from './time';

/**
 * Event listings:
 * - `GET /v4/events/by-client/{clientId}?time[from]&time[to]&action&limit` (deprecated in the reference, the only
 *   per-profile listing with a known path): 404 for an unknown profile;
 * - `GET /v4/events/all?time[from]&time[to]&action&limit` (legacy): every profile of the workspace; when both
 *   times are given their difference must be under 7 days (400 on `time[to]` otherwise).
 * Both: `time[…]` ISO 8601 with `Z` or any offset (`+00:00`, `+02:00`: the vendor's clients send a numeric offset,
 * its `+` percent-encoded), converted to UTC, inclusive bounds; `action` exact match; `limit` 1…500, default 100;
 * unknown query parameters are a 400; newest first (same time: the later recorded first); superseded transaction
 * events are left out. Seeded history (history.ts) is listed with the recorded events. Users without ROLE_CLIENT_PII_SHOW see `client.email` and `client.customId` masked.
 */

export const DEFAULT_EVENTS_LIMIT = 100;
export const MAX_EVENTS_LIMIT = 500;
export const MAX_WINDOW_MS = 7 * 86_400_000;
const QUERY_PARAMS = ['time[from]', 'time[to]', 'action', 'limit'];

export interface EventQuery {
  from?: number;
  to?: number;
  action?: string;
  limit: number;
}

/** Reads a listing's query parameters; `v` collects the errors (the handler answers 400 when it failed). */
export function parseEventQuery(
  params: URLSearchParams,
  v: Validation,
  options: { maxWindowMs?: number } = {},
): EventQuery {
  for (const name of new Set(params.keys())) {
    if (!QUERY_PARAMS.includes(name))
      v.add(name, ERROR_CODES.UNKNOWN_FIELD, `Unknown query parameter: ${name}`, params.get(name));
  }
  const query: EventQuery = { limit: DEFAULT_EVENTS_LIMIT };
  for (const [name, key] of [
    ['time[from]', 'from'],
    ['time[to]', 'to'],
  ] as const) {
    const value = params.get(name);
    if (value === null) continue;
    const ms = parseQueryTime(value);
    if (ms === undefined) {
      const hint = looksLikeUnencodedPlus(value) ? ' (a + in the URL must be percent-encoded as %2B)' : '';
      v.add(
        name,
        ERROR_CODES.INVALID_FORMAT,
        `${name} must be an ISO 8601 date-time with Z or an offset (e.g. 2026-01-15T09:00:00Z, 2026-01-15T11:00:00+02:00)${hint}`,
        value,
      );
    } else query[key] = ms;
  }
  if (query.from !== undefined && query.to !== undefined) {
    if (query.to < query.from)
      v.add('time[to]', ERROR_CODES.OUT_OF_RANGE, 'time[to] must not be before time[from]', params.get('time[to]'));
    else if (options.maxWindowMs !== undefined && query.to - query.from >= options.maxWindowMs) {
      v.add(
        'time[to]',
        ERROR_CODES.OUT_OF_RANGE,
        'The difference between time[from] and time[to] must be under 7 days',
        params.get('time[to]'),
      );
    }
  }
  const action = params.get('action');
  if (action !== null) {
    if (action.trim() === '') v.add('action', ERROR_CODES.REQUIRED, 'action must not be empty', action);
    else query.action = action;
  }
  const limit = params.get('limit');
  if (limit !== null) {
    const n = Number(limit);
    if (!/^\d{1,4}$/.test(limit) || n < 1 || n > MAX_EVENTS_LIMIT) {
      v.add('limit', ERROR_CODES.OUT_OF_RANGE, `limit must be an integer from 1 to ${MAX_EVENTS_LIMIT}`, limit);
    } else query.limit = n;
  }
  return query;
}

/** The events matching the query, newest first, at most `limit` (events in recording order as input). */
export function selectEvents(events: readonly RecordedEvent[], query: EventQuery): RecordedEvent[] {
  const matches: Array<{ event: RecordedEvent; ms: number; seq: number }> = [];
  events.forEach((event, seq) => {
    if (!isCurrent(event)) return;
    if (query.action !== undefined && event.action !== query.action) return;
    const ms = Date.parse(event.time);
    if (query.from !== undefined && ms < query.from) return;
    if (query.to !== undefined && ms > query.to) return;
    matches.push({ event, ms, seq });
  });
  matches.sort((a, b) => b.ms - a.ms || b.seq - a.seq);
  return matches.slice(0, query.limit).map((m) => m.event);
}

/** A listing item: the vendor's `{uuid, time, action, label, client, params}`. */
export type ListedEvent = RecordedEvent & { uuid: string };

/**
 * A copy for the answer (the stored event is never handed out), masked for users without the PII role. The
 * params are copied without recursion and cut below MAX_JSON_DEPTH (http/limits.ts), so no stored event, however
 * it got in, can make a listing fail.
 */
export function listingItem(event: RecordedEvent, seesPii: boolean): ListedEvent {
  const client = { ...event.client };
  if (!seesPii) {
    client.email = client.email === null ? null : maskEmail(client.email);
    client.customId = client.customId === null ? null : maskText(client.customId);
  }
  // Every stored or seeded event has its uuid; the fallback only keeps the type honest.
  const uuid = event.uuid ?? '';
  return { uuid, time: event.time, action: event.action, label: event.label, client, params: copyJson(event.params) };
}

/** Seeded events are all before HISTORY_END_MS; with a clock set earlier, the later ones do not exist yet. */
export function seededUntilNow(events: readonly RecordedEvent[], nowMs: number): readonly RecordedEvent[] {
  return nowMs >= HISTORY_END_MS ? events : events.filter((e) => Date.parse(e.time) <= nowMs);
}
