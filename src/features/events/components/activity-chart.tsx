import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { TimelineEvent } from '../model/timeline-pages';
import { localDayKey } from '../model/timeline-rows';
import { actionColor } from './action-style';

/** At most this many actions get their own colour; the rest are summed as "other". */
const MAX_SERIES = 6;
const DAY_MS = 86_400_000;
/** Chart data keys must not contain dots (recharts reads them as paths): "client.login" → "client_login". */
const seriesKey = (action: string) => action.replace(/\./g, '_');

interface ActivityChartProps {
  events: readonly TimelineEvent[];
  /** The first day the chart covers (epoch ms): the range's start, or the oldest loaded event. */
  fromMs: number;
  toMs: number;
  /** Said under the title: what part of the range the loaded events cover. */
  coverage: string;
}

/** Events per day by action (stacked bars), in the person's time zone. Loaded only with the timeline route. */
export function ActivityChart({ events, fromMs, toMs, coverage }: ActivityChartProps) {
  const { data, series } = useMemo(() => {
    const totals = new Map<string, number>();
    for (const { event } of events) totals.set(event.action, (totals.get(event.action) ?? 0) + 1);
    const top = [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_SERIES)
      .map(([action]) => action);
    const named = new Set(top);
    const days = new Map<string, Record<string, number | string>>();
    // Every day of the span gets a bar slot, so quiet days show as gaps rather than vanish.
    const spanDays = Math.min(Math.ceil((toMs - fromMs) / DAY_MS) + 1, 800);
    for (let i = spanDays - 1; i >= 0; i -= 1) {
      const key = localDayKey(toMs - i * DAY_MS);
      if (!days.has(key)) days.set(key, { day: key });
    }
    for (const { ms, event } of events) {
      const key = localDayKey(ms);
      const row = days.get(key) ?? { day: key };
      const series = named.has(event.action) ? seriesKey(event.action) : 'other';
      row[series] = ((row[series] as number | undefined) ?? 0) + 1;
      days.set(key, row);
    }
    const hasOther = totals.size > MAX_SERIES;
    return {
      data: [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day))),
      series: [
        ...top.map((action) => ({ name: seriesKey(action), label: action, color: `${actionColor(action)}.6` })),
        ...(hasOther ? [{ name: 'other', label: 'other actions', color: 'gray.4' }] : []),
      ],
    };
  }, [events, fromMs, toMs]);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="activity-chart-title">
      <Title order={2} size="h5" id="activity-chart-title">
        Activity per day
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {coverage}
      </Text>
      <BarChart
        h={180}
        data={data}
        dataKey="day"
        type="stacked"
        series={series}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="none"
        gridAxis="y"
        tooltipAnimationDuration={0}
        barChartProps={{ accessibilityLayer: true, title: 'Events per day by action' }}
      />
    </Paper>
  );
}
