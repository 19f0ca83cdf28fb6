import { LiteBox, LiteGroup, LiteText } from '../../../components/ui/lite';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useElementSize } from '@mantine/hooks';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { formatDay, formatMonth } from '../../../lib/date-format';
import { activityBars, niceTicks, type ActivityBucket, type ActivityCounts } from '../model/activity-counts';
import { axisLabels } from '../model/axis-labels';
import classes from './activity-chart.module.css';

/** At most this many actions get their own colour; the rest are summed as "other". */
const MAX_SERIES = 6;
/**
 * One colour per action by its rank, each far from the others in hue, with at least 3:1 contrast for a bar on the
 * light and on the dark background (shades chosen for both, see docs/features/events.md).
 */
const PALETTE = ['blue.6', 'orange.7', 'teal.7', 'grape.6', 'red.7', 'cyan.8'] as const;
const OTHER_COLOR = 'gray.6';
const OTHER = 'other actions';
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** The plot's geometry, in CSS pixels (240 high in all, as the skeleton before it): the bars' height, the y axis's width, the x labels' band. */
const PLOT_HEIGHT = 208;
const Y_AXIS_WIDTH = 40;
const X_AXIS_HEIGHT = 24;
const TOP_MARGIN = 8;

const dayMs = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d).getTime();
};
const bucketLabel = (start: string, bucket: ActivityBucket) =>
  bucket === 'month'
    ? formatMonth(dayMs(start))
    : bucket === 'week'
      ? `Week of ${formatDay(dayMs(start))}`
      : formatDay(dayMs(start));

interface Series {
  label: string;
  color: string;
}

interface Bar {
  start: string;
  /** Per series, in the order of `series`. */
  values: number[];
  total: number;
}

export interface ActivityChartProps {
  counts: ActivityCounts;
  /** The chosen range (epoch ms): the axis covers it, whatever the events. */
  fromMs: number;
  toMs: number;
}

/** The bars (a stack per bucket, one value per series), the series (the top actions, then "other") and the ticks. */
function chartBars(counts: ActivityCounts, fromMs: number, toMs: number) {
  const ranked = Object.entries(counts.totals).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const named = ranked.slice(0, MAX_SERIES).map(([action]) => action);
  const series: Series[] = [
    ...named.map((label, k) => ({ label, color: PALETTE[k]! })),
    ...(ranked.length > MAX_SERIES ? [{ label: OTHER, color: OTHER_COLOR }] : []),
  ];
  const slot = new Map(named.map((action, k) => [action, k]));
  const { bucket, bars: buckets } = activityBars(counts, fromMs, toMs);
  const bars: Bar[] = buckets.map(({ start, perAction }) => {
    const values = series.map(() => 0);
    for (const [action, count] of Object.entries(perAction)) {
      const k = slot.get(action) ?? named.length;
      values[k] = values[k]! + count;
    }
    return { start, values, total: values.reduce((sum, count) => sum + count, 0) };
  });
  const max = Math.max(0, ...bars.map((bar) => bar.total));
  return { bars, series, ticks: niceTicks(max), bucket };
}

/**
 * Events by action (stacked bars) over the chosen range, in the person's time zone: a bar a day, or a week or a
 * month when the range is long (activityBars), and its legend. The page draws the frame, title and caption.
 *
 * Plain SVG (docs/decisions/0110-activity-chart-in-plain-svg.md): the chart library it replaced was 130 KB of the
 * page's JavaScript and half a second of rendering on a laptop for a hundred bars. Keyboard: the plot takes focus,
 * the arrow keys (and Home, End) move from bar to bar, and the bar's counts are read out and shown beside it.
 */
export function ActivityChart({ counts, fromMs, toMs }: ActivityChartProps) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  const { bars, series, ticks, bucket } = useMemo(() => chartBars(counts, fromMs, toMs), [counts, fromMs, toMs]);

  const top = ticks.at(-1)!;
  const plotWidth = Math.max(0, width - Y_AXIS_WIDTH);
  const slotWidth = bars.length > 0 ? plotWidth / bars.length : 0;
  const barWidth = Math.max(1, slotWidth * 0.8);
  const y = (value: number) => TOP_MARGIN + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  // Labels spaced by their widths, the newest always labelled and none past the plot's ends (axis-labels.ts).
  const labelTexts = useMemo(
    () => bars.map((bar) => (bucket === 'month' ? formatMonth(dayMs(bar.start)) : formatDay(dayMs(bar.start)))),
    [bars, bucket],
  );
  const xLabels = useMemo(() => axisLabels(labelTexts, Y_AXIS_WIDTH, width, slotWidth), [labelTexts, width, slotWidth]);
  const readOut = (bar: Bar) =>
    `${bucketLabel(bar.start, bucket)}: ${bar.total.toLocaleString()} event${bar.total === 1 ? '' : 's'}` +
    (bar.total > 0
      ? ` (${series
          .map((item, k) => [item.label, bar.values[k]!] as const)
          .filter(([, count]) => count > 0)
          .map(([label, count]) => `${label} ${count.toLocaleString()}`)
          .join(', ')})`
      : '');

  const onKeyDown = (event: KeyboardEvent) => {
    const last = bars.length - 1;
    const current = active ?? -1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, current + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, current < 0 ? last : current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'Escape'
                ? null
                : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const shown = active !== null ? bars[active] : undefined;
  const tooltipLeft = active !== null ? Y_AXIS_WIDTH + (active + 0.5) * slotWidth : 0;

  return (
    <>
      <div
        ref={ref}
        className={classes.plot}
        style={{ height: TOP_MARGIN + PLOT_HEIGHT + X_AXIS_HEIGHT }}
        role="group"
        aria-label={`Events per ${bucket} by action`}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        onPointerLeave={() => setActive(null)}
        data-volatile
      >
        <VisuallyHidden id={hintId}>Use the arrow keys to read the count of each {bucket}.</VisuallyHidden>
        {width > 0 && (
          <svg width={width} height={TOP_MARGIN + PLOT_HEIGHT + X_AXIS_HEIGHT} aria-hidden className={classes.svg}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={Y_AXIS_WIDTH} x2={width} y1={y(tick)} y2={y(tick)} className={classes.grid} />
                <text x={Y_AXIS_WIDTH - 6} y={y(tick)} dy="0.32em" textAnchor="end" className={classes.tick}>
                  {tick.toLocaleString()}
                </text>
              </g>
            ))}
            {bars.map((bar, index) => {
              const x = Y_AXIS_WIDTH + index * slotWidth + (slotWidth - barWidth) / 2;
              let stacked = 0;
              return (
                <g key={bar.start} onPointerEnter={() => setActive(index)}>
                  {/* The whole slot answers the pointer, so thin or empty bars can be pointed at too. */}
                  <rect
                    x={Y_AXIS_WIDTH + index * slotWidth}
                    y={TOP_MARGIN}
                    width={slotWidth}
                    height={PLOT_HEIGHT}
                    className={index === active ? classes.activeSlot : classes.slot}
                  />
                  {bar.values.map((count, k) => {
                    if (count === 0) return null;
                    const from = stacked;
                    stacked += count;
                    return (
                      <rect
                        key={series[k]!.label}
                        x={x}
                        y={y(stacked)}
                        width={barWidth}
                        height={y(from) - y(stacked)}
                        fill={cssColor(series[k]!.color)}
                      />
                    );
                  })}
                </g>
              );
            })}
            {xLabels.map((label) => (
              <text
                key={label.index}
                x={label.x}
                y={TOP_MARGIN + PLOT_HEIGHT + 16}
                className={classes.tick}
                data-axis="x"
              >
                {labelTexts[label.index]}
              </text>
            ))}
          </svg>
        )}
        {shown && <ChartTooltip bar={shown} bucket={bucket} series={series} left={tooltipLeft} width={width} />}
        {/* What the keyboard reaches is read out; the pointer's tooltip is for the eyes only. */}
        <VisuallyHidden aria-live="polite">{shown ? readOut(shown) : ''}</VisuallyHidden>
      </div>
      <ChartLegend counts={counts} series={series} />
    </>
  );
}

function otherTotal(counts: ActivityCounts, series: Series[]): number {
  const named = new Set(series.map((item) => item.label));
  return Object.entries(counts.totals).reduce((sum, [action, count]) => (named.has(action) ? sum : sum + count), 0);
}

/** The pointed bar's counts, beside it (for the eyes only: the keyboard's read-out is the live region). */
function ChartTooltip({
  bar,
  bucket,
  series,
  left,
  width,
}: {
  bar: Bar;
  bucket: ActivityBucket;
  series: Series[];
  left: number;
  width: number;
}) {
  return (
    <div
      className={classes.tooltip}
      style={{ left, transform: `translateX(${left > width / 2 ? '-100%' : '0'})` }}
      aria-hidden
    >
      <LiteText size="xs" fw={600}>
        {bucketLabel(bar.start, bucket)}: {bar.total.toLocaleString()}
      </LiteText>
      {series.map((item, k) =>
        bar.values[k]! > 0 ? (
          <LiteText size="xs" key={item.label}>
            {item.label}: {bar.values[k]!.toLocaleString()}
          </LiteText>
        ) : null,
      )}
    </div>
  );
}

/** The legend is outside the plot: a list, readable and wrapping on a phone. */
function ChartLegend({ counts, series }: { counts: ActivityCounts; series: Series[] }) {
  return (
    <LiteGroup component="ul" aria-label="Actions in the chart" gap="sm" mt="sm" p={0} m={0}>
      {series.map((item) => (
        <LiteGroup component="li" key={item.label} gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
          <LiteBox w={10} h={10} style={{ borderRadius: 2, background: cssColor(item.color) }} aria-hidden />
          <LiteText size="xs">
            {item.label} ({(counts.totals[item.label] ?? otherTotal(counts, series)).toLocaleString()})
          </LiteText>
        </LiteGroup>
      ))}
    </LiteGroup>
  );
}
