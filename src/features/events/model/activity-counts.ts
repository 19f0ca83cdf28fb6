import { localDayKey } from './timeline-rows';

const DAY_MS = 86_400_000;
/** A range shorter than this still gets a week of days, so one recent event does not make a one-bar chart. */
const MIN_SPAN_DAYS = 7;
/** The chart's longest span: beyond it the bars would be thinner than a pixel. */
const MAX_SPAN_DAYS = 800;

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

/** Counts events (time and action) per local day and per action. */
export function countActivity(events: Iterable<{ ms: number; action: string }>, complete: boolean): ActivityCounts {
  const counts: ActivityCounts = { perDay: {}, totals: {}, counted: 0, complete };
  for (const { ms, action } of events) {
    const day = (counts.perDay[localDayKey(ms)] ??= {});
    day[action] = (day[action] ?? 0) + 1;
    counts.totals[action] = (counts.totals[action] ?? 0) + 1;
    counts.counted += 1;
    if (counts.oldestMs === undefined || ms < counts.oldestMs) counts.oldestMs = ms;
    if (counts.newestMs === undefined || ms > counts.newestMs) counts.newestMs = ms;
  }
  return counts;
}

/**
 * The days the chart's axis covers: every day of the chosen range, so the axis shows the range and not only where
 * events are; at least a week, ending on the range's last day.
 */
export function axisDays(fromMs: number, toMs: number): string[] {
  const start = Math.max(Math.min(fromMs, toMs - (MIN_SPAN_DAYS - 1) * DAY_MS), toMs - (MAX_SPAN_DAYS - 1) * DAY_MS);
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
