import { experimental_streamedQuery as streamedQuery, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { eventKeys, type WorkspaceEventQuery } from './keys';
import { MAX_EVENTS_LIMIT, listProfileEvents, listWorkspaceEvents, type EventWindow } from './list-events';
import { olderCursor, type TimelinePage } from '../model/timeline-pages';
import { whenContentShown } from '../../../lib/after-content';
import { CHARGE_ACTION } from '../model/timeline-rows';
import { STALE_TIME_MS } from '../../../lib/query-client';

async function timelinePage(
  clientId: number,
  window: EventWindow,
  to: number | undefined,
  action: string | undefined,
  signal?: AbortSignal,
  limit = MAX_EVENTS_LIMIT,
): Promise<TimelinePage> {
  const events = await listProfileEvents(clientId, { from: window.from, to, action, limit }, signal);
  return { events, to, limit };
}

/** The profile timeline: pages of 500, newest first; each next page is "load older". */
export const timelineQuery = (ws: string, clientId: number, window: EventWindow) =>
  infiniteQueryOptions({
    queryKey: eventKeys.timeline(ws, clientId, window),
    initialPageParam: window.to,
    queryFn: ({ pageParam, signal }) => timelinePage(clientId, window, pageParam, undefined, signal),
    getNextPageParam: (lastPage: TimelinePage) => olderCursor(lastPage),
  });

/**
 * The newest events of the timeline's range, fewer than its first page: what the page shows first. The timeline's
 * first page (500, some 25 KB) is asked for once the page's header is on screen; on a phone it would otherwise share
 * the connection with the page's code and hold back its first paint
 * (docs/decisions/0121-search-heading-and-newest-events-first.md).
 */
const TIMELINE_PREVIEW_LIMIT = 100;

export const timelinePreviewQuery = (ws: string, clientId: number, window: EventWindow) =>
  queryOptions({
    queryKey: [...eventKeys.timeline(ws, clientId, window), 'preview'] as const,
    queryFn: ({ signal }) => timelinePage(clientId, window, window.to, undefined, signal, TIMELINE_PREVIEW_LIMIT),
  });

/** The profile's newest event (for the empty state of a range: "the latest activity was on …"). */
export const latestEventQuery = (ws: string, clientId: number) =>
  queryOptions({
    queryKey: eventKeys.latest(ws, clientId),
    queryFn: async ({ signal }) => (await listProfileEvents(clientId, { limit: 1 }, signal))[0] ?? null,
  });

/** Upper bound of requests for one action's whole history (after the first, 500 each: about 100,000 events). */
const MAX_PAGES = 200;

/**
 * The first request of a history: the newest events, enough for one screen of orders (20 a page: 20 charges, and
 * the product lines of about as many orders, 50 `product.buy` events), in small responses (500 events are some
 * 25 KB): they arrive with the page's code, and every byte of them delays the page's first paint on a phone
 * (docs/decisions/0208-purchase-history-first-request.md). Only the first page is smaller: a later one cut inside
 * one instant steps past it (`olderCursor`), and a full page of 500 makes that as rare as it was.
 */
export const firstHistoryPageLimit = (action: string) => (action === CHARGE_ACTION ? 20 : 50);

/**
 * Every event of one action of the profile (e.g. all its `transaction.charge` events), page by page as each
 * arrives: the newest few (`firstHistoryPageLimit`), then the listing's 500-event pages walked back in time. A page can
 * be shown before the next one is asked for, so a long history does not hold back its newest part; and the rest
 * is asked for once the first page to show has reached the screen (`beforeRest`, whenContentShown by default), so
 * it does not compete with that page for the connection and the main thread
 * (docs/decisions/0103-streamed-purchase-history.md). Given the pages of a walk that stopped before the end
 * (`loaded`), it goes on from the oldest of them and yields only the pages after them.
 */
export async function* actionHistoryPages(
  clientId: number,
  action: string,
  signal?: AbortSignal,
  beforeRest: () => Promise<void> = whenContentShown,
  loaded: readonly TimelinePage[] = [],
): AsyncGenerator<TimelinePage> {
  const last = loaded.at(-1);
  let to = last && olderCursor(last);
  if (last && to === undefined) return;
  for (let n = loaded.length; n < MAX_PAGES; n += 1) {
    const page = await timelinePage(
      clientId,
      {},
      to,
      action,
      signal,
      n === 0 ? firstHistoryPageLimit(action) : undefined,
    );
    yield page;
    const next = olderCursor(page);
    if (next === undefined) return;
    if (n === 0) await beforeRest();
    signal?.throwIfAborted();
    to = next;
  }
  throw new Error(
    `More than ${firstHistoryPageLimit(action) + (MAX_PAGES - 1) * MAX_EVENTS_LIMIT} ${action} events: the summary would be incomplete.`,
  );
}

/** Whether the pages reach the oldest event of the history (the last one came back short). */
export const isHistoryComplete = (pages: readonly TimelinePage[]): boolean =>
  pages.length > 0 && olderCursor(pages.at(-1)!) === undefined;

/**
 * One action's history as a streamed query: `data` holds the pages loaded so far and grows as each arrives
 * (the query stays fetching until the last). A refetch keeps the pages shown until it has them all again.
 *
 * A walk can stop half-way: React Query cancels a fetch when the last component reading it goes (the page left
 * while older pages load, or React's StrictMode mounting it twice in development), and then keeps the pages that
 * had arrived, as fresh data with nothing fetching. So a history that does not reach its oldest event is always
 * stale (the next page or loader to read it fetches again), and that fetch goes on from where the walk stopped
 * rather than starting over. Only an invalidated history (its newest events may have changed) starts over.
 */
export const actionHistoryQuery = (ws: string, clientId: number, action: string) =>
  queryOptions({
    queryKey: eventKeys.ofAction(ws, clientId, action),
    queryFn: (context) => {
      const { state } = context.client.getQueryCache().find<TimelinePage[]>({ queryKey: context.queryKey })!;
      const unfinished = state.data && !state.isInvalidated && !isHistoryComplete(state.data) ? state.data : [];
      return streamedQuery<TimelinePage>({
        streamFn: ({ signal }) => actionHistoryPages(clientId, action, signal, whenContentShown, unfinished),
        // Going on: the new pages are added to those shown. Starting over: the full history stays on screen
        // until the new one is complete.
        refetchMode: unfinished.length > 0 ? 'append' : 'replace',
      })(context);
    },
    staleTime: (query) => (query.state.data && isHistoryComplete(query.state.data) ? STALE_TIME_MS : 0),
  });

/** One request of the workspace-wide listing (the explorer). */
export const workspaceEventsQuery = (ws: string, query: WorkspaceEventQuery) =>
  queryOptions({
    queryKey: eventKeys.workspace(ws, query),
    queryFn: ({ signal }) =>
      listWorkspaceEvents(
        {
          from: query.from === undefined ? undefined : Date.parse(query.from),
          to: query.to === undefined ? undefined : Date.parse(query.to),
          action: query.action,
          limit: query.limit,
        },
        signal,
      ),
  });
