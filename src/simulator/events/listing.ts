import type { HttpHandler } from 'msw';
import { ERROR_CODES, Validation, errorResponse } from '../http/errors';
import { route, type SimContext } from '../http/context';
import { copyJson } from '../http/limits';
import { maskEmail, maskText } from '../profiles/pii';
import { workspaceProfiles } from '../profiles/store';
import { eventReadAccess } from './access';
import { HISTORY_END_MS, historyOf, historyWindow } from './history';
import { isCurrent, type RecordedEvent } from './store';
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

export type QueryResult = { ok: true; query: EventQuery } | { ok: false; response: Response };

export function parseEventQuery(request: Request, options: { maxWindowMs?: number } = {}): QueryResult {
  const params = new URL(request.url).searchParams;
  const v = new Validation();
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
  if (v.failed) return { ok: false, response: v.response(request) };
  return { ok: true, query };
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

export function listingHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '*/v4/events/by-client/:clientId', async ({ request, params }) => {
      const access = await eventReadAccess(ctx, request);
      if (!access.ok) return access.response;
      const parsed = parseEventQuery(request);
      if (!parsed.ok) return parsed.response;
      const raw = params.clientId ?? '';
      const clientId = /^\d{1,18}$/.test(raw) ? Number(raw) : undefined;
      if (clientId === undefined) {
        const v = new Validation();
        v.add('clientId', ERROR_CODES.INVALID_TYPE, 'clientId must be an int64', raw);
        return v.response(request);
      }
      if (!workspaceProfiles(ctx, access.workspace).byId.has(clientId))
        return errorResponse(request, 404, 'Profile not found');
      const events = [
        ...seededUntilNow(historyOf(access.workspace, clientId), ctx.now()),
        ...ctx.state.events.eventsOf(access.workspace.id, clientId),
      ];
      return Response.json(selectEvents(events, parsed.query).map((e) => listingItem(e, access.seesPii)));
    }),

    route(ctx, 'get', '*/v4/events/all', async ({ request }) => {
      const access = await eventReadAccess(ctx, request);
      if (!access.ok) return access.response;
      const parsed = parseEventQuery(request, { maxWindowMs: MAX_WINDOW_MS });
      if (!parsed.ok) return parsed.response;
      const { query } = parsed;
      const wp = workspaceProfiles(ctx, access.workspace);
      const now = ctx.now();
      const seeded = historyWindow(access.workspace, {
        ...query,
        to: Math.min(query.to ?? Number.POSITIVE_INFINITY, now),
        skip: (clientId) => !wp.byId.has(clientId),
      });
      const events = [...seeded, ...ctx.state.events.eventsOfWorkspace(access.workspace.id)];
      return Response.json(selectEvents(events, parsed.query).map((e) => listingItem(e, access.seesPii)));
    }),
  ];
}
