import { QueryClient } from '@tanstack/react-query';
import type { ServiceEvent } from './schemas';
import { MAX_COUNT_PAGES, rangeCountsQuery } from './range-counts';
import { listProfileEvents, listProfileEventsToCount } from './list-events';

vi.mock('./list-events', async (original) => ({
  ...(await original<typeof import('./list-events')>()),
  listProfileEvents: vi.fn(),
  listProfileEventsToCount: vi.fn(),
}));

const HOUR = 3_600_000;
const end = Date.UTC(2025, 11, 31, 12);

/** A fake listing over `total` events one hour apart, newest first, honouring time[from], time[to] and limit. */
function serve(total: number) {
  const all: ServiceEvent[] = Array.from({ length: total }, (_, n) => ({
    time: new Date(end - n * HOUR).toISOString(),
    action: n % 3 === 0 ? 'product.view' : 'page.visit',
    label: '',
    uuid: `e${n}`,
  }));
  const listing = (_id: number, query: { from?: number; to?: number; limit: number }) =>
    Promise.resolve(
      all
        .filter((e) => {
          const ms = Date.parse(e.time);
          return (query.from === undefined || ms >= query.from) && (query.to === undefined || ms <= query.to);
        })
        .slice(0, query.limit),
    );
  vi.mocked(listProfileEvents).mockImplementation(listing);
  vi.mocked(listProfileEventsToCount).mockImplementation(listing);
}

describe('rangeCountsQuery', () => {
  it('counts every event of the range, past the first 500 the timeline loads', async () => {
    serve(1_234);
    const counts = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, {}));
    expect(counts.counted).toBe(1_234);
    expect(counts.complete).toBe(true);
    expect(counts.totals['product.view']).toBe(412);
    expect(vi.mocked(listProfileEventsToCount)).toHaveBeenCalledTimes(3);
  });

  it('counts only the chosen range', async () => {
    serve(1_234);
    const counts = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, { from: end - 99 * HOUR }));
    expect(counts.counted).toBe(100);
  });

  it('stops after its request budget and says the count is not complete', async () => {
    serve(MAX_COUNT_PAGES * 500 + 10);
    const counts = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, {}));
    expect(counts.complete).toBe(false);
    expect(counts.counted).toBeLessThan(MAX_COUNT_PAGES * 500 + 10);
  });
});

describe('rangeCountsQuery from the timeline’s pages', () => {
  /** The timeline's first `count` pages of the same listing, as its infinite query holds them. */
  async function timelinePages(count: number) {
    const pages = [];
    let to: number | undefined;
    for (let n = 0; n < count; n += 1) {
      const events = await listProfileEvents(1, { to, limit: 500 });
      pages.push({ events, to, limit: 500 });
      to = Date.parse(events.at(-1)!.time);
    }
    vi.mocked(listProfileEventsToCount).mockClear();
    return pages;
  }

  it('asks only for the pages the timeline has not loaded, and counts the same', async () => {
    serve(1_234);
    const fresh = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, {}));
    const loaded = await timelinePages(2);
    const counts = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, {}, loaded));
    expect(counts).toEqual(fresh);
    // The third page only, asked from the oldest event loaded.
    expect(vi.mocked(listProfileEventsToCount)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(listProfileEventsToCount).mock.calls[0]![1].to).toBe(Date.parse(loaded[1]!.events.at(-1)!.time));
  });

  it('makes no request when the timeline already holds the whole range', async () => {
    serve(700);
    const loaded = await timelinePages(2);
    const counts = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, {}, loaded));
    expect(counts.counted).toBe(700);
    expect(counts.complete).toBe(true);
    expect(vi.mocked(listProfileEventsToCount)).not.toHaveBeenCalled();
  });
});
