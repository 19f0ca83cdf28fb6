import { harvestWindows, queriesFromEvents, sampleQueries, zeroResultQueries, type SearchEventLike } from './harvest';

const search = (query: string, extra: Record<string, unknown> = {}): SearchEventLike => ({
  action: 'item.search',
  params: { query, indexId: 'products', totalCount: 5, ...extra },
});
const events: SearchEventLike[] = [
  search('Red shoes'),
  search('  red   SHOES '),
  search('red shoes', { totalCount: 0 }),
  search('hat'),
  search('hat', { resultCount: 0, totalCount: undefined }),
  search('scarf'),
  search('store', { indexId: 'stores' }),
  search(''),
  { action: 'page.visit', params: { query: 'not a search' } },
  { action: 'item.search', params: { query: 'legacy' } },
];

describe('harvesting queries', () => {
  it('counts each query once however it was typed, for the chosen index only', () => {
    expect(queriesFromEvents(events, 'products')).toEqual([
      { text: 'Red shoes', count: 3, zeroResults: 1 },
      { text: 'hat', count: 2, zeroResults: 1 },
      { text: 'scarf', count: 1, zeroResults: 0 },
      { text: 'legacy', count: 1, zeroResults: 0 },
    ]);
  });

  it('lists the zero-result queries, the most often empty first', () => {
    expect(zeroResultQueries(queriesFromEvents(events, 'products')).map((q) => q.text)).toEqual(['Red shoes', 'hat']);
  });

  const many = Array.from({ length: 40 }, (_, i) => ({ text: `q${i}`, count: i === 0 ? 1000 : 1, zeroResults: 0 }));

  it('samples the most asked, any alike, or in proportion to how often they were asked, reproducibly', () => {
    expect(sampleQueries(many, 'top', 2, 1).map((q) => q.text)).toEqual(['q0', 'q1']);
    const random = sampleQueries(many, 'random', 5, 7);
    expect(random).toHaveLength(5);
    expect(new Set(random.map((q) => q.text)).size).toBe(5);
    expect(sampleQueries(many, 'random', 5, 7)).toEqual(random);
    // q0 carries 1000 of 1039 searches: a proportional sample almost always holds it, a uniform one rarely.
    const seeds = Array.from({ length: 50 }, (_, seed) => seed);
    const proportional = seeds.filter((seed) =>
      sampleQueries(many, 'proportional', 3, seed).some((q) => q.text === 'q0'),
    );
    const uniform = seeds.filter((seed) => sampleQueries(many, 'random', 3, seed).some((q) => q.text === 'q0'));
    expect(proportional.length).toBeGreaterThanOrEqual(49);
    expect(uniform.length).toBeLessThan(15);
  });

  it('walks the period newest first in windows under 7 days, covering it without a gap or an overlap', () => {
    const day = 86_400_000;
    const windows = harvestWindows(0, 15 * day, 7 * day);
    expect(windows[0]!.to).toBe(15 * day);
    expect(windows.at(-1)!.from).toBe(0);
    for (const window of windows) expect(window.to - window.from).toBeLessThan(7 * day);
    for (let i = 1; i < windows.length; i += 1) expect(windows[i]!.to).toBe(windows[i - 1]!.from - 1);
    expect(windows).toHaveLength(3);
    // Seven days of milliseconds, bounds inclusive, are one window.
    expect(harvestWindows(day + 1, 8 * day, 7 * day)).toEqual([{ from: day + 1, to: 8 * day }]);
  });
});
