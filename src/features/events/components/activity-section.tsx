import { LitePaper, LiteText, LiteTitle } from '../../../components/ui/lite';
import { useAfterFirstPaint, partAfterFirstPaint } from '../../../lib/after-content';
import { Skeleton } from '../../../components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { formatDay } from '../../../lib/date-format';
import { MAX_EVENTS_LIMIT, type EventWindow } from '../api/list-events';
import { MAX_COUNT_PAGES, rangeCountsQuery } from '../api/range-counts';
import { axisDays, bucketFor } from '../model/activity-counts';
import type { TimelinePage } from '../model/timeline-pages';
import type { ActivityChartProps } from './activity-chart';

/** The plot and its legend, what the skeleton stands for while the range is counted. */
const CHART_HEIGHT = 274;

function ChartSkeleton({ label = 'Counting the events of the range' }: { label?: string }) {
  return <Skeleton height={CHART_HEIGHT} radius="md" role="status" aria-label={label} />;
}

// The chart shows once the range is counted, after the page's content: its code (2 KB with its size observer)
// arrives then too, not with the page's first paint (issue 14: charts load after the page shows).
const ActivityChart = partAfterFirstPaint<ActivityChartProps>(
  async () => (await import('./activity-chart')).ActivityChart,
  () => <ChartSkeleton label="Drawing the activity chart" />,
);

/**
 * The range's own count (pages of 500 beyond the listed ones), shared by the chart and the action chips (one query:
 * they count the same events, docs/decisions/0143-action-chips-count-the-range.md). It is asked for once the page's
 * content is on screen: on a phone its requests would share the connection with the page.
 */
export function useRangeCounts(
  workspaceGuid: string,
  clientId: number,
  window: EventWindow,
  pages: readonly TimelinePage[] | undefined,
) {
  return useQuery({
    ...rangeCountsQuery(workspaceGuid, clientId, window, pages),
    enabled: useAfterFirstPaint() && pages !== undefined,
  });
}

interface ActivitySectionProps {
  workspaceGuid: string;
  clientId: number;
  window: EventWindow;
  /**
   * The timeline's pages so far: the count starts from them (no request twice), and waits while they are undefined
   * (the first page is on its way).
   */
  pages: readonly TimelinePage[] | undefined;
  /** "All time": the axis spans the counted events rather than the window. */
  allTime: boolean;
  /** The end of a preset range. */
  now: number;
}

/**
 * The timeline's activity chart with its title and caption. The chart counts the whole range with requests of its
 * own, not only the events listed so far (docs/decisions/0042-chart-counts-the-range.md). Its own component, so
 * the count's arrival re-renders this section and not the timeline's list.
 */
export function ActivitySection({ workspaceGuid, clientId, window, pages, allTime, now }: ActivitySectionProps) {
  const dayCounts = useRangeCounts(workspaceGuid, clientId, window, pages);
  const counted = dayCounts.data;
  const chartFrom = window.from ?? counted?.oldestMs;
  const chartTo = window.to ?? (allTime ? counted?.newestMs : now);
  const chartReady = counted !== undefined && chartFrom !== undefined && chartTo !== undefined;
  const chartTitle = chartReady ? `Activity per ${bucketFor(axisDays(chartFrom, chartTo).length)}` : 'Activity';
  const coverage = !counted
    ? dayCounts.isError
      ? 'Not counted.'
      : 'Counting the events of the range…'
    : counted.complete
      ? `All ${counted.counted.toLocaleString()} events of the range.`
      : `The ${counted.counted.toLocaleString()} newest events of the range, back to ${formatDay(counted.oldestMs!)} (at most ${(MAX_COUNT_PAGES * MAX_EVENTS_LIMIT).toLocaleString()} are counted).`;

  // The frame, its title and caption stay from the first paint on, updated in place: a caption that appeared only
  // after the count would be the page's largest text, its "largest paint" as late as the count's last request.
  return (
    <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby="activity-chart-title">
      <LiteTitle order={2} size="h5" id="activity-chart-title">
        {chartTitle}
      </LiteTitle>
      <LiteText size="xs" c="dimmed" mb="sm">
        {coverage}
      </LiteText>
      {dayCounts.isError ? (
        <ErrorState
          error={dayCounts.error}
          title="The activity chart could not be counted"
          onRetry={() => void dayCounts.refetch()}
        />
      ) : chartReady ? (
        <ActivityChart counts={counted} fromMs={chartFrom} toMs={chartTo} />
      ) : (
        <ChartSkeleton />
      )}
    </LitePaper>
  );
}
