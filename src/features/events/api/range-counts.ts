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

/** Events per day and action over the whole chosen range (not only the events the timeline has loaded). */
export const rangeCountsQuery = (ws: string, clientId: number, window: EventWindow) =>
  queryOptions({
    queryKey: [...eventKeys.timeline(ws, clientId, window), 'counts'] as const,
    queryFn: async ({ signal }) => {
      const pages: TimelinePage[] = [];
      let to = window.to;
      let complete = false;
      for (let n = 0; n < MAX_COUNT_PAGES; n += 1) {
        const events = await listProfileEvents(clientId, { from: window.from, to, limit: MAX_EVENTS_LIMIT }, signal);
        const page: TimelinePage = { events, to, limit: MAX_EVENTS_LIMIT };
        pages.push(page);
        const next = olderCursor(page);
        if (next === undefined) {
          complete = true;
          break;
        }
        to = next;
      }
      const counted = mergeTimelinePages(pages).map(({ ms, event }) => ({ ms, action: event.action }));
      return countActivity(counted, complete);
    },
  });
