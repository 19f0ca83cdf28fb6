import { QueryClient } from '@tanstack/react-query';
import type { ServiceEvent } from './schemas';
import { MAX_COUNT_PAGES, rangeCountsQuery } from './range-counts';
import { listProfileEvents } from './list-events';

vi.mock('./list-events', async (original) => ({
  ...(await original<typeof import('./list-events')>()),
  listProfileEvents: vi.fn(),
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
  vi.mocked(listProfileEvents).mockImplementation((_id, query) =>
    Promise.resolve(
      all
        .filter((e) => {
          const ms = Date.parse(e.time);
          return (query.from === undefined || ms >= query.from) && (query.to === undefined || ms <= query.to);
        })
        .slice(0, query.limit),
    ),
  );
}

describe('rangeCountsQuery', () => {
  it('counts every event of the range, past the first 500 the timeline loads', async () => {
    serve(1_234);
    const counts = await new QueryClient().fetchQuery(rangeCountsQuery('ws', 1, {}));
    expect(counts.counted).toBe(1_234);
    expect(counts.complete).toBe(true);
    expect(counts.totals['product.view']).toBe(412);
    expect(vi.mocked(listProfileEvents)).toHaveBeenCalledTimes(3);
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
