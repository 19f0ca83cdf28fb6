import { MAX_WINDOW_MS } from '../../events';
import type { ServiceEvent } from '../../events';
import { harvestSearches, newestSearchTime } from './harvest-searches';

const day = 86_400_000;
const searchAt = (time: number, query: string): ServiceEvent => ({
  time: new Date(time).toISOString(),
  action: 'item.search',
  params: { query, indexId: 'products', totalCount: 3 },
});

describe('harvesting the workspace’s searches', () => {
  it('asks for item.search in windows under 7 days over the whole period, and notes a full window', async () => {
    const asked: { from?: number; to?: number; action?: string; limit: number }[] = [];
    const list = vi.fn(async (query: (typeof asked)[number]) => {
      asked.push(query);
      if (asked.length === 1) return Array.from({ length: 500 }, () => searchAt(query.to! - 1, 'boots'));
      return [searchAt(query.from!, 'hat')];
    });
    const result = await harvestSearches('products', 0, 20 * day, undefined, list);
    expect(asked.every((query) => query.action === 'item.search' && query.limit === 500)).toBe(true);
    expect(asked.every((query) => query.to! - query.from! < MAX_WINDOW_MS)).toBe(true);
    expect(asked[0]!.to).toBe(20 * day);
    expect(asked.at(-1)!.from).toBe(0);
    expect(result).toEqual({
      queries: [
        { text: 'boots', count: 500, zeroResults: 0 },
        { text: 'hat', count: asked.length - 1, zeroResults: 0 },
      ],
      searches: 500 + asked.length - 1,
      windows: asked.length,
      cappedWindows: 1,
    });
  });

  it('stops asking once cancelled', async () => {
    const controller = new AbortController();
    const list = vi.fn(async () => {
      controller.abort();
      return [];
    });
    await expect(harvestSearches('products', 0, 30 * day, controller.signal, list)).rejects.toThrow();
    expect(list).toHaveBeenCalledTimes(1);
  });
});

describe('the newest search', () => {
  it('is read from one event, and is null when there is none', async () => {
    const list = vi.fn(async () => [searchAt(5 * day, 'boots')]);
    expect(await newestSearchTime(undefined, list)).toBe(5 * day);
    expect(list).toHaveBeenCalledWith({ action: 'item.search', limit: 1 }, undefined);
    expect(await newestSearchTime(undefined, async () => [])).toBeNull();
  });
});
