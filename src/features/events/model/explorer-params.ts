import * as z from 'zod/mini';
import { formatAbsolute } from '../../../lib/date-format';
import type { WorkspaceEventQuery } from '../api/keys';
import { MAX_EVENTS_LIMIT, MAX_WINDOW_MS, MIN_EVENTS_LIMIT } from '../api/list-events';
import { presetClock } from './timeline-params';

/**
 * The workspace event explorer's form and its URL state. The form holds local date-times as the
 * `datetime-local` input writes them ("2026-11-20T09:30"); the URL and the service take UTC ISO 8601.
 */
export interface ExplorerFormValues {
  from: string;
  to: string;
  action: string;
  limit: string;
}

export const DEFAULT_EXPLORER_LIMIT = 100;
const DAY_MS = 86_400_000;

/**
 * The explorer's window: the newest events at any time, a preset ending now, or bounds typed by hand. A preset sends
 * only its start (the service's 7-day rule holds when both bounds are given, so "Last 30 days" is a start alone), is
 * kept in the URL by name (`range=7d`) and ends at "now" fixed to the minute (`presetClock`, as the timeline's).
 */
export const explorerRanges = ['any', '24h', '7d', '30d', 'custom'] as const;
export type ExplorerRange = (typeof explorerRanges)[number];
type ExplorerPreset = Exclude<ExplorerRange, 'any' | 'custom'>;

export const explorerRangeLabels: Record<ExplorerRange, string> = {
  any: 'Any time',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  custom: 'Custom',
};

const presetSpans: Record<ExplorerPreset, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };
const isPreset = (value: string | null): value is ExplorerPreset => value !== null && value in presetSpans;

/** The window the URL asks for: its preset by name, "custom" when it gives bounds, else "any". */
export function explorerRangeOf(search: URLSearchParams): ExplorerRange {
  const range = search.get('range');
  if (isPreset(range)) return range;
  return search.get('from') || search.get('to') ? 'custom' : 'any';
}

/**
 * The URL for a window chosen among the presets (or "any"), keeping the action and limit in force; "custom" keeps
 * the preset's start as typed bounds, so the fields show what was listed and can be edited from there.
 */
export function explorerSearchWithRange(applied: WorkspaceEventQuery | null, range: ExplorerRange): URLSearchParams {
  const base: WorkspaceEventQuery = { action: applied?.action, limit: applied?.limit ?? DEFAULT_EXPLORER_LIMIT };
  if (range === 'custom') return explorerSearchOf({ ...base, from: applied?.from, to: applied?.to });
  const search = explorerSearchOf(base);
  if (range !== 'any') search.set('range', range);
  return search;
}

/** A datetime-local value (local time) → epoch ms, or undefined when empty or not a date-time. */
export function localInputToMs(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** Epoch ms → the value a datetime-local input shows (local time, minutes). */
export function msToLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "6 days 23 hours" — how long a window is, in words. */
export function describeSpan(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const parts = [
    days && `${days} day${days === 1 ? '' : 's'}`,
    hours && `${hours} hour${hours === 1 ? '' : 's'}`,
    !days && minutes && `${minutes} minute${minutes === 1 ? '' : 's'}`,
  ];
  return parts.filter(Boolean).join(' ') || 'less than a minute';
}

export const explorerFormSchema = z
  .object({
    from: z
      .string()
      .check(z.refine((v) => v === '' || localInputToMs(v) !== undefined, 'Enter a date and time, or leave it empty.')),
    to: z
      .string()
      .check(z.refine((v) => v === '' || localInputToMs(v) !== undefined, 'Enter a date and time, or leave it empty.')),
    action: z.string().check(z.trim(), z.maxLength(200, 'An action name is at most 200 characters.')),
    limit: z
      .string()
      .check(
        z.refine(
          (v) => /^\d+$/.test(v.trim()) && Number(v) >= MIN_EVENTS_LIMIT && Number(v) <= MAX_EVENTS_LIMIT,
          `Enter a whole number from ${MIN_EVENTS_LIMIT} to ${MAX_EVENTS_LIMIT}.`,
        ),
      ),
  })
  .check(
    z.superRefine((values, ctx) => {
      const from = localInputToMs(values.from);
      const to = localInputToMs(values.to);
      if (from === undefined || to === undefined) return;
      if (to < from) {
        ctx.issues.push({
          code: 'custom',
          input: values.to,
          path: ['to'],
          message: 'The end must not be before the start.',
        });
      } else if (to - from >= MAX_WINDOW_MS) {
        ctx.issues.push({
          code: 'custom',
          input: values.to,
          path: ['to'],
          message: `The window is ${describeSpan(to - from)}; the service lists windows under 7 days. End it before ${formatAbsolute(from + MAX_WINDOW_MS)}, or leave the start empty.`,
        });
      }
    }),
  );

/** The form's values → the query sent (and kept in the URL). */
export function explorerQueryOf(values: ExplorerFormValues): WorkspaceEventQuery {
  const from = localInputToMs(values.from);
  const to = localInputToMs(values.to);
  return {
    from: from === undefined ? undefined : new Date(from).toISOString(),
    to: to === undefined ? undefined : new Date(to).toISOString(),
    action: values.action.trim() || undefined,
    limit: Number(values.limit),
  };
}

/**
 * The URL's query → form values (what does not parse is left empty, and the form says why on submit). A preset's
 * start, from `now`, shows in From.
 */
export function explorerFormOf(search: URLSearchParams, now: number = presetClock()): ExplorerFormValues {
  const time = (name: string) => {
    const ms = Date.parse(search.get(name) ?? '');
    return Number.isFinite(ms) ? msToLocalInput(ms) : '';
  };
  const range = search.get('range');
  const preset = isPreset(range);
  return {
    from: preset ? msToLocalInput(now - presetSpans[range]) : time('from'),
    to: preset ? '' : time('to'),
    action: search.get('action') ?? '',
    limit: search.get('limit') ?? String(DEFAULT_EXPLORER_LIMIT),
  };
}

export function explorerSearchOf(query: WorkspaceEventQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.action) search.set('action', query.action);
  if (query.limit !== DEFAULT_EXPLORER_LIMIT) search.set('limit', String(query.limit));
  return search;
}

/** The query a URL asks for, or the form's errors when it breaks a rule (then nothing is sent). */
export function explorerQueryFromSearch(
  search: URLSearchParams,
  now: number = presetClock(),
): { ok: true; query: WorkspaceEventQuery } | { ok: false } {
  const values = explorerFormOf(search, now);
  return explorerFormSchema.safeParse(values).success ? { ok: true, query: explorerQueryOf(values) } : { ok: false };
}

/** The service's field names → the form's. */
export const explorerFieldOf: Record<string, keyof ExplorerFormValues> = {
  'time[from]': 'from',
  'time[to]': 'to',
  action: 'action',
  limit: 'limit',
};
