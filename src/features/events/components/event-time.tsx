const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The UTC form shown on hover and in event details: "2025-12-31 17:04:05 UTC". */
export const utcText = (iso: string) =>
  `${new Date(iso)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;

/**
 * An instant in the person's time zone; UTC on hover. A native title, not a tooltip component: thousands of these
 * scroll past in the timeline, and each must cost next to nothing to mount.
 */
export function EventTime({ iso, withDate = false }: { iso: string; withDate?: boolean }) {
  const ms = Date.parse(iso);
  return (
    <time dateTime={iso} title={utcText(iso)} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {(withDate ? dateTimeFormat : timeFormat).format(ms)}
    </time>
  );
}
