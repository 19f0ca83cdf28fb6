import {
  LiteAlert,
  LiteButton,
  LiteGroup,
  LiteLoader,
  LitePaper,
  LiteStack,
  LiteText,
} from '../../../components/ui/lite';
import { partAfterFirstPaint, useAfterFirstPaint } from '../../../lib/after-content';
import { Skeleton } from '../../../components/skeleton';
import { IconClockDown, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { formatUtc } from '../../../lib/date-format';
import { useSearchUpdater } from '../../../lib/use-search-updater';
import { useSession } from '../../../lib/use-session';
import { latestEventQuery, timelinePreviewQuery, timelineQuery } from '../api/event-queries';
import { mergeTimelinePages, olderCursor, stuckAt, type TimelinePage } from '../model/timeline-pages';
import type { EventWindow } from '../api/list-events';
import {
  presetClock,
  presetLabels,
  spanEndingAt,
  timelineParamsFromSearch,
  timelineSearchOf,
  windowOf,
  type TimelineParams,
} from '../model/timeline-params';
import { actionCounts, buildTimelineRows } from '../model/timeline-rows';
import { ActionChips } from './action-chips';
import { ActivitySection, useRangeCounts } from './activity-section';
import { RangePicker } from './range-picker';
import classes from './timeline.module.css';

/**
 * The virtualised list and its library (some 12 KB gzipped) arrive once the page has shown its content: the
 * events it lists come after that anyway. Until it has arrived an empty box of the list's size holds its place
 * (docs/decisions/0119-lighter-signed-in-start.md).
 */
const TimelineList = partAfterFirstPaint(
  async () => (await import('./timeline-list')).TimelineList,
  function TimelineListStandIn() {
    return <div className={classes.viewport} role="status" aria-label="Loading the events list" />;
  },
);

// The chart library is the heaviest part of the route: the timeline renders first, the chart follows.

/** A profile's events, newest first: range, action filter, purchases grouped, activity chart, "load older". */
export function ProfileTimelinePage() {
  const clientId = Number(useParams().id);
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const { search, update: updateSearch } = useSearchUpdater();
  const params = useMemo(() => timelineParamsFromSearch(search), [search]);
  // "Now" for the presets, fixed until the range changes or the person refreshes (stable query key).
  const [now, setNow] = useState(presetClock);
  const window = useMemo(() => windowOf(params, now), [params, now]);
  // The newest hundred events show first (the loader asks for them); the first page of 500 is asked for once the
  // page's header is on screen, and replaces them. Fewer than a hundred are the whole range: nothing more is asked.
  const queryClient = useQueryClient();
  const timelineOptions = timelineQuery(workspaceGuid, clientId, window);
  const preview = useQuery({
    ...timelinePreviewQuery(workspaceGuid, clientId, window),
    enabled: queryClient.getQueryData(timelineOptions.queryKey) === undefined,
  });
  const previewComplete = preview.data !== undefined && olderCursor(preview.data) === undefined;
  const shown = useAfterFirstPaint();
  const timeline = useInfiniteQuery({ ...timelineOptions, enabled: shown && !previewComplete });
  const listing = useMemo(
    () =>
      timeline.data
        ? { pages: timeline.data.pages, full: true }
        : preview.data
          ? { pages: [preview.data], full: previewComplete }
          : undefined,
    [timeline.data, preview.data, previewComplete],
  );

  const update = (patch: Partial<TimelineParams>) =>
    updateSearch((current) => timelineSearchOf({ ...timelineParamsFromSearch(current), ...patch }), { replace: true });
  // The events render in the background (a deferred value, as the purchase history's pages do): 500 rows, their
  // counts and the chart must not hold back the profile's header when the two answers arrive together.
  const data = useDeferredValue(listing);
  const rendering = listing !== undefined && data === undefined;
  const events = useMemo(() => mergeTimelinePages(data?.pages ?? []), [data]);
  const rows = useMemo(() => buildTimelineRows(events, params.actions), [events, params.actions]);
  const loadedActions = useMemo(() => actionCounts(events).map(({ action }) => action), [events]);
  const stuck = (data?.full ? data.pages : []).map(stuckAt).filter((ms) => ms !== undefined);
  const empty = data !== undefined && events.length === 0;
  const latest = useQuery({ ...latestEventQuery(workspaceGuid, clientId), enabled: empty && params.range !== 'all' });
  // The chart counts the range from the listed pages (no request twice): the first page of 500, not the hundred.
  const countFrom = data?.full ? data.pages : timeline.isError ? [] : undefined;

  const oldestMs = events.at(-1)?.ms;
  const newestMs = events[0]?.ms;
  const complete = data?.full === true && !timeline.hasNextPage && (timeline.isSuccess || previewComplete);
  const moreComing = data?.full === false;
  return (
    <LiteStack gap="md">
      <LiteGroup justify="space-between" align="flex-end">
        <RangePicker
          params={params}
          onChange={(range) => {
            setNow(presetClock());
            update({ ...range, open: undefined });
          }}
        />
        <LiteButton
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => {
            setNow(presetClock());
            void timeline.refetch();
          }}
          loading={timeline.isRefetching && !timeline.isFetchingNextPage}
        >
          Refresh
        </LiteButton>
      </LiteGroup>

      {((data === undefined && !timeline.isError) || rendering) && (
        <LiteStack gap="xs" aria-busy="true" aria-label="Loading events">
          <Skeleton height={28} width="60%" />
          <Skeleton height={320} />
        </LiteStack>
      )}
      {timeline.isError && !timeline.data && (
        <ErrorState error={timeline.error} onRetry={() => void timeline.refetch()} />
      )}

      {empty && <NoEvents params={params} latestTime={latest.data?.time} onUpdate={update} />}

      {events.length > 0 && (
        <>
          <RangeActionChips
            workspaceGuid={workspaceGuid}
            clientId={clientId}
            window={window}
            pages={countFrom}
            loaded={loadedActions}
            selected={params.actions}
            onChange={(actions) => update({ actions })}
          />
          <ActivitySection
            workspaceGuid={workspaceGuid}
            clientId={clientId}
            window={window}
            pages={countFrom}
            allTime={params.range === 'all'}
            now={now}
          />
          {rows.length === 0 ? (
            <LiteText size="sm">
              None of the {events.length.toLocaleString()} loaded events has the chosen actions. Load older events or
              show all actions.
            </LiteText>
          ) : (
            <TimelineList
              rows={rows}
              openKey={params.open}
              onToggle={(key) => update({ open: params.open === key ? undefined : key })}
            />
          )}
          {stuck.length > 0 && (
            <LiteAlert color="yellow" title="Some events could not be listed">
              More than 500 events share the instant {stuck.map(formatUtc).join(', ')}; the listing returns at most 500
              per request, so the rest at that instant are not shown.
            </LiteAlert>
          )}
          <LiteGroup justify="space-between" aria-live="polite">
            <LiteText size="sm" c="dimmed">
              {events.length.toLocaleString()} events loaded
              {oldestMs !== undefined && newestMs !== undefined && (
                <>
                  {' · '}
                  <DateTime value={oldestMs} /> – <DateTime value={newestMs} />
                </>
              )}
              {complete && ' · no older events in this range'}
              {moreComing && ' · loading more…'}
            </LiteText>
            {timeline.hasNextPage && (
              <LiteButton
                variant="default"
                size="sm"
                leftSection={
                  timeline.isFetchingNextPage ? <LiteLoader size={14} /> : <IconClockDown size={14} aria-hidden />
                }
                disabled={timeline.isFetchingNextPage}
                onClick={() => void timeline.fetchNextPage()}
              >
                {timeline.isFetchingNextPage ? 'Loading older events…' : 'Load older events'}
              </LiteButton>
            )}
          </LiteGroup>
          {timeline.isFetchNextPageError && (
            <ErrorState
              error={timeline.error}
              onRetry={() => void timeline.fetchNextPage()}
              title="Older events could not be loaded"
            />
          )}
        </>
      )}
    </LiteStack>
  );
}

/**
 * The action chips, counting what the chart's legend counts: the whole range, from the chart's own query (the same
 * key, so one walk of the range). A component of its own, so the count's arrival re-renders it and not the list.
 */
function RangeActionChips({
  workspaceGuid,
  clientId,
  window,
  pages,
  ...chips
}: {
  workspaceGuid: string;
  clientId: number;
  window: EventWindow;
  pages: readonly TimelinePage[] | undefined;
  loaded: readonly string[];
  selected: string[];
  onChange: (actions: string[]) => void;
}) {
  const counted = useRangeCounts(workspaceGuid, clientId, window, pages).data;
  return <ActionChips {...chips} rangeTotals={counted?.totals} />;
}

/** No events in the range: says so, and when there are older ones, offers a range that holds the latest, or all time. */
function NoEvents({
  params,
  latestTime,
  onUpdate,
}: {
  params: TimelineParams;
  /** When the profile's latest event happened, if it has any (asked for only when the range is empty). */
  latestTime: string | undefined;
  onUpdate: (patch: Partial<TimelineParams>) => void;
}) {
  return (
    <LitePaper withBorder p="lg" radius="md">
      <LiteStack gap="xs" align="flex-start">
        <LiteText fw={600}>
          No events{' '}
          {params.range === 'all' ? 'recorded for this profile yet' : `in this range (${presetLabels[params.range]})`}.
        </LiteText>
        {latestTime && (
          <>
            <LiteText size="sm">
              The latest event is from <DateTime value={latestTime} />.
            </LiteText>
            {spanEndingAt(params.range, Date.parse(latestTime)) && (
              <LiteButton
                size="xs"
                variant="light"
                onClick={() => {
                  const span = spanEndingAt(params.range, Date.parse(latestTime))!;
                  onUpdate({ range: 'custom', from: span.from, to: span.to, open: undefined });
                }}
              >
                Show the {presetLabels[params.range]} up to it
              </LiteButton>
            )}
            <LiteButton
              size="xs"
              variant="subtle"
              onClick={() => onUpdate({ range: 'all', from: undefined, to: undefined, open: undefined })}
            >
              Show all time
            </LiteButton>
          </>
        )}
      </LiteStack>
    </LitePaper>
  );
}
