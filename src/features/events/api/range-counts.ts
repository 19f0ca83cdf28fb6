import { queryOptions } from '@tanstack/react-query';
import { countActivity } from '../model/activity-counts';
import { mergeTimelinePages, olderCursor, type TimelinePage } from '../model/timeline-pages';
import { eventKeys } from './keys';
import { MAX_EVENTS_LIMIT, listProfileEvents, type EventWindow } from './list-events';

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
      const pages: TimelinePage[] = loaded.slice(0, MAX_COUNT_PAGES);
      let to = pages.length > 0 ? olderCursor(pages.at(-1)!) : window.to;
      let complete = pages.length > 0 && to === undefined;
      while (!complete && pages.length < MAX_COUNT_PAGES) {
        const events = await listProfileEvents(clientId, { from: window.from, to, limit: MAX_EVENTS_LIMIT }, signal);
        const page: TimelinePage = { events, to, limit: MAX_EVENTS_LIMIT };
        pages.push(page);
        to = olderCursor(page);
        complete = to === undefined;
      }
      const counted = mergeTimelinePages(pages).map(({ ms, event }) => ({ ms, action: event.action }));
      return countActivity(counted, complete);
    },
  });
