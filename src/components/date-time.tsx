import { formatAbsolute, formatRelative, toMillis } from '../lib/date-format';

interface DateTimeProps {
  value: number | string | Date | null | undefined;
  /** Shown when the value names no moment. */
  fallback?: string;
  /** `relative` (the default) for lists and headers; `absolute` where the exact moment is the point. */
  format?: 'relative' | 'absolute';
}

/**
 * The one way the app shows a moment: relative ("3 hours ago"), with the full date and time on hover and in the
 * machine-readable `dateTime` attribute.
 */
export function DateTime({ value, fallback = '—', format = 'relative' }: DateTimeProps) {
  const ms = toMillis(value);
  if (ms === null) return <>{fallback}</>;
  const absolute = formatAbsolute(ms);
  return (
    <time dateTime={new Date(ms).toISOString()} title={absolute}>
      {format === 'relative' ? formatRelative(ms) : absolute}
    </time>
  );
}
