import { formatAbsolute, formatDay, formatRelative, formatUtc, toMillis } from '../lib/date-format';

/**
 * What a moment shows as (docs/decisions/0033, 0144):
 * - `relative` (the default), for lists, headers and cards: "3 hours ago", a date past 30 days;
 * - `date`, where the day is the point: "Dec 31, 2025";
 * - `datetime`, where the exact moment matters (a record, a table of events): "Dec 31, 2025, 5:04:05 PM".
 */
export type DateTimeFormat = 'relative' | 'date' | 'datetime';

interface DateTimeProps {
  value: number | string | Date | null | undefined;
  /** Shown when the value names no moment. */
  fallback?: string;
  format?: DateTimeFormat;
}

/**
 * The one way the app shows a moment, with the machine-readable `dateTime` attribute and, on hover, the full local
 * date and time (or, when that is what is shown, the moment in UTC).
 */
export function DateTime({ value, fallback = '—', format = 'relative' }: DateTimeProps) {
  const ms = toMillis(value);
  if (ms === null) return <>{fallback}</>;
  const absolute = formatAbsolute(ms);
  return (
    <time dateTime={new Date(ms).toISOString()} title={format === 'datetime' ? formatUtc(ms) : absolute}>
      {format === 'relative' ? formatRelative(ms) : format === 'date' ? formatDay(ms) : absolute}
    </time>
  );
}
