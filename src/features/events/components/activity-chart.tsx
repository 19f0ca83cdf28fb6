import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatDay, formatMonth } from '../../../lib/date-format';
import { activityBars, niceTicks, type ActivityCounts } from '../model/activity-counts';

/** At most this many actions get their own colour; the rest are summed as "other". */
const MAX_SERIES = 6;
/**
 * One colour per action by its rank, each far from the others in hue, with at least 3:1 contrast for a bar on the
 * light and on the dark background (shades chosen for both, see docs/features/events.md).
 */
const PALETTE = ['blue.6', 'orange.7', 'teal.7', 'grape.6', 'red.7', 'cyan.8'] as const;
const OTHER_COLOR = 'gray.6';
/** Chart data keys must not contain dots (recharts reads them as paths): "client.login" → "client_login". */
const seriesKey = (action: string) => action.replace(/\./g, '_');
const dayMs = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d).getTime();
};

interface ActivityChartProps {
  counts: ActivityCounts;
  /** The chosen range (epoch ms): the axis covers it, whatever the events. */
  fromMs: number;
  toMs: number;
}

/**
 * Events by action (stacked bars) over the chosen range, in the person's time zone: a bar a day, or a week or a
 * month when the range is long (activityBars), and its legend. The page draws the frame, title and caption.
 */
export function ActivityChart({ counts, fromMs, toMs }: ActivityChartProps) {
  const { data, series, ticks, bucket } = useMemo(() => {
    const ranked = Object.entries(counts.totals).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const top = ranked.slice(0, MAX_SERIES).map(([action]) => action);
    const named = new Set(top);
    const { bucket, bars } = activityBars(counts, fromMs, toMs);
    const data = bars.map(({ start, perAction }) => {
      const row: Record<string, number | string> = { day: start };
      for (const [action, count] of Object.entries(perAction)) {
        const key = named.has(action) ? seriesKey(action) : 'other';
        row[key] = ((row[key] as number | undefined) ?? 0) + count;
      }
      return row;
    });
    const max = Math.max(
      0,
      ...bars.map(({ perAction }) => Object.values(perAction).reduce((sum, count) => sum + count, 0)),
    );
    return {
      data,
      bucket,
      ticks: niceTicks(max),
      series: [
        ...top.map((action, k) => ({ name: seriesKey(action), label: action, color: PALETTE[k]! })),
        ...(ranked.length > MAX_SERIES ? [{ name: 'other', label: 'other actions', color: OTHER_COLOR }] : []),
      ],
    };
  }, [counts, fromMs, toMs]);
  const tickLabel = (day: string) => (bucket === 'month' ? formatMonth(dayMs(day)) : formatDay(dayMs(day)));

  return (
    <>
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        type="stacked"
        series={series}
        tickLine="none"
        gridAxis="x"
        strokeDasharray="0"
        tooltipAnimationDuration={0}
        xAxisProps={{ tickFormatter: tickLabel, minTickGap: 24 }}
        yAxisProps={{ ticks, domain: [0, ticks.at(-1)!], allowDecimals: false, interval: 0, width: 40 }}
        barChartProps={{ accessibilityLayer: true, title: `Events per ${bucket} by action` }}
      />
      {/* The legend is outside the plot: a list, readable and wrapping on a phone. */}
      <Group component="ul" aria-label="Actions in the chart" gap="sm" mt="sm" p={0} m={0}>
        {series.map((item) => (
          <Group component="li" key={item.name} gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
            <Box
              w={10}
              h={10}
              style={{ borderRadius: 2, background: `var(--mantine-color-${item.color.replace('.', '-')})` }}
              aria-hidden
            />
            <Text size="xs">
              {item.label} ({(counts.totals[item.label] ?? otherTotal(counts, series)).toLocaleString()})
            </Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

function otherTotal(counts: ActivityCounts, series: { label: string }[]): number {
  const named = new Set(series.map((item) => item.label));
  return Object.entries(counts.totals).reduce((sum, [action, count]) => (named.has(action) ? sum : sum + count), 0);
}
