import { queryOptions } from '@tanstack/react-query';
import { activityCounter } from '../model/activity-counts';
import { olderCursor, timelineMerger, type IdentifiedEvent, type TimelinePage } from '../model/timeline-pages';
import { eventKeys } from './keys';
import { MAX_EVENTS_LIMIT, listProfileEventsToCount, type EventWindow } from './list-events';

/**
 * The listing has no count request, so the chart counts the range itself: its 500-event pages walked back to the
 * range's start. At most this many requests (20,000 events); past them the chart says how far back it counted.
 */
export const MAX_COUNT_PAGES = 40;

/**
 * Events per day and action over the whole chosen range (not only the events the timeline has loaded). `loaded`:
 * the timeline's pages of the same range, newest first; they are counted as they are and the walk goes on from
 * the oldest of them, so no request the timeline already made is made twice.
 */
export const rangeCountsQuery = (
  ws: string,
  clientId: number,
  window: EventWindow,
  loaded: readonly TimelinePage[] = [],
) =>
  queryOptions({
    queryKey: [...eventKeys.timeline(ws, clientId, window), 'counts'] as const,
    queryFn: async ({ signal }) => {
      // Each page is counted as it comes (its own task), not all 20,000 events at the end in one.
      const merge = timelineMerger<IdentifiedEvent>();
      const counter = activityCounter();
      const count = (page: TimelinePage<IdentifiedEvent>) => {
        for (const { ms, event } of merge(page)) counter.add(ms, event.action);
      };
      const given = loaded.slice(0, MAX_COUNT_PAGES);
      given.forEach(count);
      let counted = given.length;
      let to = given.length > 0 ? olderCursor(given.at(-1)!) : window.to;
      let complete = given.length > 0 && to === undefined;
      while (!complete && counted < MAX_COUNT_PAGES) {
        const events = await listProfileEventsToCount(
          clientId,
          { from: window.from, to, limit: MAX_EVENTS_LIMIT },
          signal,
        );
        const page = { events, to, limit: MAX_EVENTS_LIMIT };
        count(page);
        counted += 1;
        to = olderCursor(page);
        complete = to === undefined;
      }
      return counter.result(complete);
    },
  });
