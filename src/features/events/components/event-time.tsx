import { formatTimeOfDay, formatUtc } from '../../../lib/date-format';

/** The UTC form shown on hover and in event details: "2025-12-31 17:04:05 UTC". */
export const utcText = (iso: string) => formatUtc(Date.parse(iso));

/**
 * An instant's local time of day, shown under its day's heading (docs/decisions/0033); UTC on hover. A native
 * title, not a tooltip component: thousands of these scroll past in the timeline, each must cost next to nothing.
 */
export function EventTime({ iso }: { iso: string }) {
  const ms = Date.parse(iso);
  return (
    <time dateTime={iso} title={utcText(iso)} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatTimeOfDay(ms)}
    </time>
  );
}
