// Query harvesting (issue 38): real queries from the workspace's `item.search` events, sampled three ways, and the
// queries that found nothing. The listing refuses a window of 7 days or more, so it is walked in windows just under
// that (src/features/events/api/list-events.ts MAX_WINDOW_MS).
import { mulberry32 } from '../../../lib/seeded-random';

/** The part of an event listing item harvesting reads. */
export interface SearchEventLike {
  action: string;
  params?: Record<string, unknown> | null;
}

export interface HarvestedQuery {
  text: string;
  /** How many searches asked it. */
  count: number;
  /** How many of those found nothing (the event's totalCount, or the seed's resultCount, was 0). */
  zeroResults: number;
}

export type SampleKind = 'top' | 'random' | 'proportional';

const resultCountOf = (params: Record<string, unknown>): number | null => {
  const value = params.totalCount ?? params.resultCount;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The distinct queries of the events (text trimmed, spaces collapsed, compared without case), with how often each
 * was asked; only text searches of `indexId` when the event names an index (one that names none is kept).
 */
export function queriesFromEvents(events: readonly SearchEventLike[], indexId: string): HarvestedQuery[] {
  const byKey = new Map<string, HarvestedQuery>();
  for (const event of events) {
    if (event.action !== 'item.search' || !event.params) continue;
    const { query, indexId: eventIndex } = event.params;
    if (typeof query !== 'string') continue;
    if (typeof eventIndex === 'string' && eventIndex !== indexId) continue;
    const text = query.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    const key = text.toLocaleLowerCase();
    const entry = byKey.get(key) ?? { text, count: 0, zeroResults: 0 };
    entry.count += 1;
    if (resultCountOf(event.params) === 0) entry.zeroResults += 1;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

const byCountThenText = (a: HarvestedQuery, b: HarvestedQuery) => b.count - a.count || a.text.localeCompare(b.text);

/**
 * `n` queries: the most asked (top), any `n` alike (random), or drawn with a chance in proportion to how often
 * each was asked, without drawing one twice (proportional). Seeded: the same seed gives the same sample.
 */
export function sampleQueries(
  queries: readonly HarvestedQuery[],
  kind: SampleKind,
  n: number,
  seed: number,
): HarvestedQuery[] {
  const sorted = [...queries].sort(byCountThenText);
  if (kind === 'top' || n >= sorted.length) return sorted.slice(0, n);
  const random = mulberry32(seed);
  const pool = [...sorted];
  const picked: HarvestedQuery[] = [];
  let weight = pool.reduce((sum, q) => sum + q.count, 0);
  while (picked.length < n && pool.length > 0) {
    let index: number;
    if (kind === 'random') {
      index = Math.floor(random() * pool.length);
    } else {
      let at = random() * weight;
      index = pool.findIndex((q) => (at -= q.count) < 0);
      if (index === -1) index = pool.length - 1;
    }
    const [query] = pool.splice(index, 1);
    weight -= query!.count;
    picked.push(query!);
  }
  return picked.sort(byCountThenText);
}

/** The queries that found nothing at least once, the most asked first. */
export function zeroResultQueries(queries: readonly HarvestedQuery[]): HarvestedQuery[] {
  return queries
    .filter((q) => q.zeroResults > 0)
    .sort((a, b) => b.zeroResults - a.zeroResults || byCountThenText(a, b));
}

/**
 * The windows to ask for, newest first, covering [fromMs, toMs] (bounds inclusive, as the listing's are) without a
 * gap or an overlap, each spanning less than `maxWindowMs` (the listing refuses 7 days or more).
 */
export function harvestWindows(fromMs: number, toMs: number, maxWindowMs: number): { from: number; to: number }[] {
  const windows: { from: number; to: number }[] = [];
  for (let to = toMs; to >= fromMs;) {
    const from = Math.max(fromMs, to - (maxWindowMs - 1));
    windows.push({ from, to });
    to = from - 1;
  }
  return windows;
}
