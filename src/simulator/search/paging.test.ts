import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGINATION_TTL_MS } from './state';
import { CUSTOMER1, FIRST_SEARCH_TIMEOUT_MS, KEY, WS, createSearchTester, ids } from './test-support';

// Searches take milliseconds; the margin is for a busy machine running several test files at once.
vi.setConfig({ testTimeout: 30_000 });

const s = createSearchTester();

beforeAll(async () => {
  await s.get('products', 'query', { query: 'warm up', limit: 1 });
}, FIRST_SEARCH_TIMEOUT_MS);

/** Personalised search for customer1: what it buys moves up, so a purchase changes the ranking. */
const personalised = { query: 'sneakers', clientUUID: CUSTOMER1.uuid, ignoreQueryRules: true, limit: 10 };

describe('correlation id paging', () => {
  it('page 2 continues page 1 exactly, even after a purchase changed the scoring', async () => {
    const page1 = await s.get('products', 'query', personalised);
    const { correlationId, searchId } = page1.body.extras;
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(searchId).toBe(correlationId);
    const full = await s.get('products', 'query', { ...personalised, limit: 20, correlationId });
    // The 11th item is bought: a fresh search would now rank it first.
    const eleventh = ids(full.body)[10]!;
    await s.buy('ORD-PAGE-1', [eleventh]);
    const fresh = await s.get('products', 'query', personalised);
    expect(ids(fresh.body)[0]).toBe(eleventh);
    const page2 = await s.get('products', 'query', { ...personalised, page: 2, correlationId });
    expect(ids(page2.body)).toEqual(ids(full.body).slice(10, 20));
    expect(ids(page2.body)[0]).toBe(eleventh);
    expect(page2.body.extras.correlationId).toBe(correlationId);
    // searchId is the deprecated alias.
    const viaSearchId = await s.get('products', 'query', { ...personalised, page: 2, searchId: correlationId });
    expect(ids(viaSearchId.body)).toEqual(ids(page2.body));
  });

  it('the results are kept for 10 minutes by the simulator clock, then the search runs again', async () => {
    const page1 = await s.get('products', 'query', personalised);
    const { correlationId } = page1.body.extras;
    const before = ids(page1.body);
    await s.buy('ORD-PAGE-2', [before[5]!]);
    s.clock.advance(PAGINATION_TTL_MS - 10_000);
    const within = await s.get('products', 'query', { ...personalised, correlationId });
    expect(ids(within.body)).toEqual(before);
    s.clock.advance(20_000);
    const after = await s.get('products', 'query', { ...personalised, correlationId });
    expect(ids(after.body)[0]).toBe(before[5]);
    expect(after.body.extras.correlationId).toBe(correlationId);
  });

  it('paging links carry the correlation id', async () => {
    const r = await s.get('products', 'query', { query: 'boots', limit: 5, page: 2 });
    const rels = Object.fromEntries(
      (r.body.meta.link as Array<{ rel: string; url: string }>).map((l) => [l.rel, new URL(l.url)]),
    );
    // The vendor's rels: first, prev, next, last (no self).
    expect(Object.keys(rels).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(rels.next!.searchParams.get('page')).toBe('3');
    expect(rels.prev!.searchParams.get('page')).toBe('1');
    expect(rels.last!.searchParams.get('page')).toBe(String(r.body.meta.totalPages));
    expect(rels.next!.searchParams.get('correlationId')).toBe(r.body.extras.correlationId);
  });
});

describe('includeMeta', () => {
  it("defaults to false, as the vendor's: no meta key, the paging in the headers", async () => {
    const r = await s.call('GET', `/search/v2/indices/products/query?token=${KEY}&query=boots&limit=5`);
    expect(r.status).toBe(200);
    expect('meta' in r.body).toBe(false);
    expect(Number(r.headers.get('X-Pagination-Total-Count'))).toBeGreaterThan(5);
    expect(r.headers.get('Link')).toMatch(/rel="next"/);
    const post = await s.call('POST', `/search/v2/indices/products/query?token=${KEY}`, {
      body: { query: 'boots', limit: 5 },
    });
    expect('meta' in post.body).toBe(false);
    expect(post.headers.get('X-Pagination-Page')).toBe('1');
  });

  it("true: meta in the body with the vendor's fields, no pagination headers", async () => {
    const r = await s.get('products', 'query', { query: 'boots', limit: 5, includeMeta: true });
    expect(Object.keys(r.body.meta).sort()).toEqual([
      'code',
      'limit',
      'link',
      'ordering',
      'page',
      'sortedBy',
      'totalCount',
      'totalPages',
    ]);
    expect(r.body.meta).toMatchObject({ page: 1, limit: 5, sortedBy: '_score', ordering: 'desc', code: 200 });
    expect(r.body.meta.totalPages).toBe(Math.ceil(r.body.meta.totalCount / 5));
    expect(r.headers.get('X-Pagination-Total-Count')).toBeNull();
  });

  it('false: no meta key; Link and X-Pagination-* headers instead', async () => {
    const withMeta = await s.get('products', 'query', { query: 'boots', limit: 5, page: 2, sortBy: 'price' });
    const r = await s.get('products', 'query', {
      query: 'boots',
      limit: 5,
      page: 2,
      sortBy: 'price',
      includeMeta: false,
    });
    expect(r.status).toBe(200);
    expect('meta' in r.body).toBe(false);
    expect(ids(r.body)).toEqual(ids(withMeta.body));
    expect(r.headers.get('X-Pagination-Total-Count')).toBe(String(withMeta.body.meta.totalCount));
    expect(r.headers.get('X-Pagination-Total-Pages')).toBe(String(withMeta.body.meta.totalPages));
    expect(r.headers.get('X-Pagination-Page')).toBe('2');
    expect(r.headers.get('X-Pagination-Limit')).toBe('5');
    expect(r.headers.get('X-Pagination-Sorted-By')).toBe('price');
    expect(r.headers.get('X-Pagination-Ordering')).toBe('asc');
    const link = r.headers.get('Link') ?? '';
    expect(link).toMatch(/<[^>]+page=3[^>]*>; rel="next"/);
    expect(link).toMatch(/<[^>]+page=1[^>]*>; rel="prev"/);
  });

  it('POST reads includeMeta from the body', async () => {
    const r = await s.post('products', 'query', { query: 'boots', limit: 5, includeMeta: false });
    expect('meta' in r.body).toBe(false);
    expect(Number(r.headers.get('X-Pagination-Total-Count'))).toBeGreaterThan(5);
  });
});

describe('personalisation and the item.search event', () => {
  it('boosts what the profile bought; personalize=false turns it off', async () => {
    const base = { query: 'boots', ignoreQueryRules: true, limit: 50 };
    const plain = await s.get('products', 'query', base);
    const target = ids(plain.body)[30]!;
    await s.buy('ORD-PERS-1', [target]);
    const mine = await s.get('products', 'query/explain', { ...base, clientUUID: CUSTOMER1.uuid });
    expect(ids(mine.body)[0]).toBe(target);
    expect(mine.body.data[0]._explanation.scoreFactors.personalization).toBe(2.5);
    expect(mine.body.data[0]._explanation.extendedScoreFactors.personalization).toBe('bought 1×');
    expect(mine.body.extras.explanation.personalization).toMatchObject({
      enabled: true,
      profileFound: true,
      boughtItems: 3,
    });
    const off = await s.get('products', 'query', { ...base, clientUUID: CUSTOMER1.uuid, personalize: false });
    expect(ids(off.body)).toEqual(ids(plain.body));
  });

  it('records an item.search event for the profile with the extra params', async () => {
    const r = await s.get('products', 'query', {
      query: 'boots',
      clientUUID: CUSTOMER1.uuid,
      params: ['campaign:winter', 'channel:app'],
      limit: 3,
    });
    expect(r.status).toBe(200);
    const events = s.sim.state.events.eventsOf(WS.id, CUSTOMER1.clientId).filter((e) => e.action === 'item.search');
    expect(events.at(-1)?.params).toMatchObject({
      campaign: 'winter',
      channel: 'app',
      query: 'boots',
      correlationId: r.body.extras.correlationId,
      totalCount: r.body.meta.totalCount,
    });
    const post = await s.post('products', 'query', {
      query: 'tent',
      clientUUID: CUSTOMER1.uuid,
      params: { basket: 3 },
    });
    expect(post.status).toBe(200);
    const last = s.sim.state.events.eventsOf(WS.id, CUSTOMER1.clientId).at(-1);
    expect(last).toMatchObject({ action: 'item.search', params: { basket: 3, query: 'tent' } });
  });
});
