import { localDayKey } from './timeline-rows';

const DAY_MS = 86_400_000;
/** A range shorter than this still gets a week of days, so one recent event does not make a one-bar chart. */
const MIN_SPAN_DAYS = 7;
/**
 * Up to this many days the chart has a bar a day; up to the second, a bar a week; beyond, a bar a month. Two years
 * of days were 730 bars of up to 7 segments (about 9,000 SVG elements: seconds of rendering on a phone) and bars
 * thinner than a pixel; by week they are about 105.
 */
const DAILY_MAX_DAYS = 92;
const WEEKLY_MAX_DAYS = 731;

/** What one bar of the chart counts. */
export type ActivityBucket = 'day' | 'week' | 'month';

export interface ActivityCounts {
  /** Events per local day and action. */
  perDay: Record<string, Record<string, number>>;
  /** Events per action over the counted part of the range. */
  totals: Record<string, number>;
  counted: number;
  oldestMs?: number;
  newestMs?: number;
  /** False when the count stopped before the start of the range (see `rangeCountsQuery`). */
  complete: boolean;
}

/** Counts events one at a time (time and action), per local day and per action. */
export function activityCounter() {
  const counts: Omit<ActivityCounts, 'complete'> = { perDay: {}, totals: {}, counted: 0 };
  return {
    add(ms: number, action: string) {
      const day = (counts.perDay[localDayKey(ms)] ??= {});
      day[action] = (day[action] ?? 0) + 1;
      counts.totals[action] = (counts.totals[action] ?? 0) + 1;
      counts.counted += 1;
      if (counts.oldestMs === undefined || ms < counts.oldestMs) counts.oldestMs = ms;
      if (counts.newestMs === undefined || ms > counts.newestMs) counts.newestMs = ms;
    },
    result: (complete: boolean): ActivityCounts => ({ ...counts, complete }),
  };
}

/** Counts events (time and action) per local day and per action. */
export function countActivity(events: Iterable<{ ms: number; action: string }>, complete: boolean): ActivityCounts {
  const counter = activityCounter();
  for (const { ms, action } of events) counter.add(ms, action);
  return counter.result(complete);
}

/**
 * The days the chart's axis covers: every day of the chosen range, so the axis shows the range and not only where
 * events are; at least a week, ending on the range's last day.
 */
export function axisDays(fromMs: number, toMs: number): string[] {
  const start = Math.min(fromMs, toMs - (MIN_SPAN_DAYS - 1) * DAY_MS);
  const day = new Date(start);
  day.setHours(0, 0, 0, 0);
  const last = localDayKey(toMs);
  const days: string[] = [];
  // Calendar days in the person's time zone (a DST day is 23 or 25 hours long).
  for (let key = localDayKey(day.getTime()); key <= last; key = localDayKey(day.getTime())) {
    days.push(key);
    day.setDate(day.getDate() + 1);
  }
  return days;
}

/** A bar a day for up to three months, a week for up to two years, a month beyond. */
export function bucketFor(dayCount: number): ActivityBucket {
  return dayCount <= DAILY_MAX_DAYS ? 'day' : dayCount <= WEEKLY_MAX_DAYS ? 'week' : 'month';
}

/** The local day ("YYYY-MM-DD") a day's bar starts on: the day itself, its week's Monday, or its month's first. */
export function bucketStart(dayKey: string, bucket: ActivityBucket): string {
  if (bucket === 'day') return dayKey;
  if (bucket === 'month') return `${dayKey.slice(0, 8)}01`;
  const [y, m, d] = dayKey.split('-').map(Number);
  const date = new Date(y!, m! - 1, d);
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7));
  return localDayKey(date.getTime());
}

export interface ActivityBars {
  bucket: ActivityBucket;
  /** One entry a bar, oldest first: the local day it starts on and its events per action. */
  bars: { start: string; perAction: Record<string, number> }[];
}

/** The chart's bars over the chosen range: every day, week or month of it, with the events counted in each. */
export function activityBars(counts: ActivityCounts, fromMs: number, toMs: number): ActivityBars {
  const days = axisDays(fromMs, toMs);
  const bucket = bucketFor(days.length);
  const bars = new Map<string, Record<string, number>>();
  for (const day of days) {
    const start = bucketStart(day, bucket);
    const perAction = bars.get(start) ?? {};
    bars.set(start, perAction);
    for (const [action, count] of Object.entries(counts.perDay[day] ?? {}))
      perAction[action] = (perAction[action] ?? 0) + count;
  }
  return { bucket, bars: [...bars].map(([start, perAction]) => ({ start, perAction })) };
}

/** Even y-axis ticks: 0 to a round top in steps of 1, 2 or 5 × 10ⁿ, about four steps. */
export function niceTicks(max: number, steps = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw)!;
  const stepInt = Math.max(1, step);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + stepInt; tick += stepInt) ticks.push(tick);
  return ticks;
}
