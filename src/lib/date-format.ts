/**
 * One way to show a moment, app-wide (shown by src/components/date-time.tsx): relative when it is near ("3 hours
 * ago", "in 2 days"), a short date when it is not, the full date and time to the second where the exact moment is the
 * point and in the tooltip, the time of day under a day's heading, and UTC for a record. All in the person's locale
 * (`undefined`: the browser's). Pure, so tests pass `now`.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const monthYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
const fullDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A timestamp (ms, ISO string or Date) as milliseconds, or null when it names no moment. */
export function toMillis(value: number | string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** "just now", "5 minutes ago", "yesterday", "in 3 days"; past 30 days either way, the date itself. */
export function formatRelative(ms: number, now: number = Date.now()): string {
  const diff = ms - now;
  const distance = Math.abs(diff);
  if (distance < MINUTE) return 'just now';
  if (distance < HOUR) return relative.format(Math.round(diff / MINUTE), 'minute');
  if (distance < DAY) return relative.format(Math.round(diff / HOUR), 'hour');
  if (distance < 30 * DAY) return relative.format(Math.round(diff / DAY), 'day');
  return shortDate.format(ms);
}

/** The full date and time to the second ("Dec 31, 2025, 5:04:05 PM"), for a tooltip or where the moment matters. */
export function formatAbsolute(ms: number): string {
  return fullDateTime.format(ms);
}

/** The day alone, for ranges and chart axes. */
export function formatDay(ms: number): string {
  return shortDate.format(ms);
}

/** The month and year alone, for a chart axis with a bar a month. */
export function formatMonth(ms: number): string {
  return monthYear.format(ms);
}

/** The time of day to the second ("05:04:05 PM"), for rows under a heading that names their day. */
export function formatTimeOfDay(ms: number): string {
  return timeOfDay.format(ms);
}

/** The moment in UTC, to the second: "2025-12-31 17:04:05 UTC" (the service's clock, for a record or a hover). */
export function formatUtc(ms: number): string {
  return `${new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;
}
