import type { EventWindow } from '../api/list-events';

/**
 * The timeline's view state, as it stands in the URL (a link reproduces the view): the time range (a preset or
 * custom bounds), the action filter and the expanded event. Anything that does not parse falls back to the
 * default, so an edited or old link still opens.
 */
export const rangePresets = ['24h', '7d', '30d', '90d', 'all', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<RangePreset, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  all: 'All time',
  custom: 'Custom',
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const presetSpans: Partial<Record<RangePreset, number>> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
};

export interface TimelineParams {
  range: RangePreset;
  /** Custom bounds, epoch ms (only with range `custom`; either may be open). */
  from?: number;
  to?: number;
  /** Actions shown; empty: all. */
  actions: string[];
  /** Key of the expanded event. */
  open?: string;
}

export const defaultTimelineParams: TimelineParams = { range: 'all', actions: [] };

function readTime(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

export function timelineParamsFromSearch(search: URLSearchParams): TimelineParams {
  const range = search.get('range');
  const params: TimelineParams = {
    range: (rangePresets as readonly string[]).includes(range ?? '')
      ? (range as RangePreset)
      : defaultTimelineParams.range,
    actions: (search.get('actions') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
  if (params.range === 'custom') {
    params.from = readTime(search.get('from'));
    params.to = readTime(search.get('to'));
    if (params.from !== undefined && params.to !== undefined && params.to < params.from) params.to = undefined;
  }
  const open = search.get('open');
  if (open) params.open = open;
  return params;
}

/** The URL's search part for the given state (defaults left out, so plain links stay plain). */
export function timelineSearchOf(params: TimelineParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.range !== defaultTimelineParams.range) search.set('range', params.range);
  if (params.range === 'custom') {
    if (params.from !== undefined) search.set('from', new Date(params.from).toISOString());
    if (params.to !== undefined) search.set('to', new Date(params.to).toISOString());
  }
  if (params.actions.length > 0) search.set('actions', params.actions.join(','));
  if (params.open) search.set('open', params.open);
  return search;
}

/** "Now" for the presets, to the minute: the route's loader and the page agree on it (same query key). */
export const presetClock = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The window a range covers, relative to `now` (fixed when the view opened or was refreshed, so the window and
 * its query key do not move on every render). Presets end at "now" (open `to`: the service's own clock).
 */
export function windowOf(params: TimelineParams, now: number): EventWindow {
  if (params.range === 'custom') return { from: params.from, to: params.to };
  const span = presetSpans[params.range];
  return span === undefined ? {} : { from: now - span };
}

/** The same span as a preset, ending at `end` (for "show the last active period" when a preset is empty). */
export function spanEndingAt(range: RangePreset, end: number): { from: number; to: number } | undefined {
  const span = presetSpans[range];
  return span === undefined ? undefined : { from: end - span, to: end };
}
