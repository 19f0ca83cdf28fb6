import { beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousToken, SMALL, workspaceToken } from '../profiles/test-support';
import type { Loose } from '../testing';
import { CUSTOMER1, FIRST_SEARCH_TIMEOUT_MS, KEY, createSearchTester, ids } from './test-support';

/*
 * Where the reference is silent, the simulator answers in the shapes the vendor's own clients read: the explain
 * objects, suggestions, paging links, visual search by JSON, the index listing with a Bearer token.
 */

// Searches take milliseconds; the margin is for a busy machine running several test files at once.
vi.setConfig({ testTimeout: 30_000 });

const s = createSearchTester();

beforeAll(async () => {
  await s.get('products', 'query', { query: 'warm up', limit: 1 });
}, FIRST_SEARCH_TIMEOUT_MS);

const items = (body: Loose): Loose[] => body.data;

describe('explain in the vendor’s shape', () => {
  it('extras.explanation: personalized, promotedItemsCount, query {finalQuery, synonyms}, rulesConsequences, sortDetails', async () => {
    const r = await s.get('products', 'query/explain', { query: 'boots', limit: 10 });
    expect(r.status).toBe(200);
    const explanation = r.body.extras.explanation;
    expect(explanation).toMatchObject({
      personalized: false,
      query: { finalQuery: 'boots', synonyms: [] },
      rulesConsequences: { boostFilters: [], filters: [], hiddenHits: [], query: null, returnNoData: false },
      sortDetails: null,
    });
    // Rule 101 promotes items for "boots": the count is the promoted items of the answer.
    const promoted = items(r.body).filter((item) => item._promotedByRules).length;
    expect(promoted).toBeGreaterThan(0);
    expect(explanation.promotedItemsCount).toBe(promoted);
    // A typo-corrected query reports the query actually searched.
    const corrected = await s.get('products', 'query/explain', { query: 'sneakrrrs', limit: 1 });
    expect(corrected.body.extras.explanation.query.finalQuery).toBe('sneakers');
  });

  it('sortDetails names the kind of sort', async () => {
    const metric = await s.get('products', 'query/explain', {
      query: 'boots',
      sortByMetric: 'TransactionsPopularity',
      limit: 1,
    });
    expect(metric.body.extras.explanation.sortDetails).toEqual({
      type: 'sorted-by-metric',
      metric: 'TransactionsPopularity',
      ordering: 'desc',
    });
    const geo = await s.get('stores', 'query/explain', { query: '', sortByGeoPoint: '52.2297,21.0122', limit: 1 });
    expect(geo.body.extras.explanation.sortDetails).toEqual({
      type: 'sorted-by-geo-point',
      geoPoint: { lat: 52.2297, lon: 21.0122 },
      ordering: 'asc',
    });
  });

  it('per item: scoreFactors with the three vendor factors; extendedScoreFactors.attributes by weight and boostFilters', async () => {
    const r = await s.get('products', 'query/explain', { query: 'red boots', ignoreQueryRules: true, limit: 10 });
    for (const item of items(r.body)) {
      const { scoreFactors, extendedScoreFactors } = item._explanation;
      expect(scoreFactors).toMatchObject({
        pageVisitsPopularity: expect.any(Number),
        personalization: 1,
        transactionsPopularity: expect.any(Number),
      });
      expect(Object.keys(extendedScoreFactors.attributes).sort()).toEqual(['high', 'low', 'medium']);
      // "boots" is in the title (the heaviest attribute); "red" is the colour (brand+category+color, the next one).
      expect(extendedScoreFactors.attributes.high).toContainEqual({ token: 'boots', score: expect.any(Number) });
      // An exact word scores the attribute's weight, a prefix (a brand "Redwood") three quarters of it.
      expect(extendedScoreFactors.attributes.medium).toContainEqual({
        token: 'red',
        score: item.color === 'red' ? 1.5 : 1.125,
      });
      const boosts = extendedScoreFactors.boostFilters as Array<{ filters: string; weight: number }>;
      expect(boosts.some((boost) => boost.filters === 'inStock = true' && boost.weight === 1.2)).toBe(
        item.inStock === true,
      );
      expect(boosts.some((boost) => boost.filters === 'color = "red"' && boost.weight === 1.3)).toBe(
        item.color === 'red',
      );
      expect(item._explanation.matchedElasticFilter).toBe(item.inStock === true);
      // The simulator's own detail stays beside the vendor's fields.
      expect(extendedScoreFactors.bm25).toEqual(expect.any(Number));
    }
  });

  it('personalisation is one of the vendor factors, and the explanation says the search was personalised', async () => {
    const base = { query: 'tent', ignoreQueryRules: true, limit: 40 };
    const plain = await s.get('products', 'query', base);
    const target = ids(plain.body)[20]!;
    await s.buy('ORD-VENDOR-1', [target]);
    const mine = await s.get('products', 'query/explain', { ...base, clientUUID: CUSTOMER1.uuid });
    expect(mine.body.extras.explanation.personalized).toBe(true);
    const bought = items(mine.body).find((item) => item.itemId === target)!;
    expect(bought._explanation.scoreFactors.personalization).toBe(2.5);
  });

  it('autocomplete and visual explain answer the same shapes', async () => {
    const auto = await s.get('products', 'autocomplete/explain', { query: 'sneak' });
    expect(auto.body.extras.explanation.query).toEqual({ finalQuery: 'sneak', synonyms: [] });
    expect(items(auto.body)[0]._explanation.extendedScoreFactors.attributes).toBeDefined();
    const first = await s.get('products', 'query', { query: 'shoe', limit: 1 });
    const visual = await s.get('products', 'visual/explain', { url: first.body.data[0].imageLink, limit: 3 });
    expect(visual.status).toBe(200);
    expect(visual.body.extras.explanation).toMatchObject({
      personalized: false,
      query: { finalQuery: '', synonyms: [] },
      sortDetails: null,
    });
    expect(items(visual.body)[0]._explanation.scoreFactors).toMatchObject({
      pageVisitsPopularity: expect.any(Number),
      personalization: 1,
    });
  });
});

describe('suggestions in the vendor’s shape', () => {
  it('{text, highlighted, score}, the query’s words marked in highlighted', async () => {
    const r = await s.get('products', 'query', { query: 'sneakrs', limit: 1 });
    const suggestions = r.body.extras.suggestions as Array<{ text: string; highlighted: string; score: number }>;
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions)
      expect(Object.keys(suggestion).sort()).toEqual(['highlighted', 'score', 'text']);
    const auto = await s.get('products', 'autocomplete', { query: 'running sh' });
    const marked = (auto.body.extras.suggestions as Array<{ text: string; highlighted: string }>).find((suggestion) =>
      suggestion.text.startsWith('running'),
    );
    expect(marked?.highlighted).toMatch(/^<em>running<\/em>/);
    expect(marked?.highlighted.replace(/<\/?em>/g, '')).toBe(marked?.text);
  });
});

describe('visual search by JSON', () => {
  it('POST application/json {url, …params} answers as the GET form with that url', async () => {
    const first = await s.get('products', 'query', { query: 'shoe', limit: 1 });
    const url = first.body.data[0].imageLink as string;
    const get = await s.get('products', 'visual', { url, limit: 5, ignoreQueryRules: true });
    const post = await s.post('products', 'visual', { url, limit: 5, ignoreQueryRules: true });
    expect(post.status).toBe(200);
    expect(ids(post.body)).toEqual(ids(get.body));
    expect(post.body.meta).toMatchObject({ limit: 5 });
    const explained = await s.post('products', 'visual/explain', { url, limit: 2, filterAnchor: '0.5,0.5' });
    expect(explained.status).toBe(200);
    expect(explained.body.extras.explanation.region).toBeDefined();
  });

  it('without url → 400 on url; a foreign image → 400 on url; bad parameters → 400 on them', async () => {
    const missing = await s.post('products', 'visual', { limit: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'url' });
    const foreign = await s.post('products', 'visual', { url: 'https://example.com/cat.png' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ field: 'url' });
    const first = await s.get('products', 'query', { query: 'shoe', limit: 1 });
    const badLimit = await s.post('products', 'visual', { url: first.body.data[0].imageLink, limit: 0 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors[0]).toMatchObject({ field: 'limit' });
  });
});

describe('index listing with a Bearer token', () => {
  it('a signed-in user’s token bound to the workspace lists its indices; before choosing a workspace 403', async () => {
    const token = await s.loginInto('ada@demo.test', SMALL);
    const r = await s.call('GET', '/search/v2/indices?page=1&limit=100&includeMeta=true', { token });
    expect(r.status).toBe(200);
    expect(r.body.data.map((index: Loose) => index.indexName)).toEqual(['products', 'stores', 'products-suggestions']);
    const byKey = await s.call('GET', `/search/v2/indices?token=${KEY}&limit=100`);
    expect(r.body.data).toEqual(byKey.body.data);
    const unbound = await s.loginFully('ada@demo.test');
    const refused = await s.call('GET', '/search/v2/indices', { token: unbound });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Select a workspace first');
  });

  it('a Workspace token lists too; a profile token does not', async () => {
    const r = await s.call('GET', '/search/v2/indices', { token: await workspaceToken(s, SMALL) });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(3);
    expect((await s.call('GET', '/search/v2/indices', { token: await anonymousToken(s, SMALL) })).status).toBe(401);
  });

  it('includeMeta defaults to false: paging in the headers', async () => {
    const r = await s.call('GET', `/search/v2/indices?token=${KEY}`);
    expect(r.body).toEqual({ data: expect.any(Array) });
    expect(r.headers.get('X-Pagination-Total-Count')).toBe('3');
    const withMeta = await s.call('GET', `/search/v2/indices?token=${KEY}&includeMeta=true`);
    expect(withMeta.body.meta).toMatchObject({ totalCount: 3, page: 1 });
  });
});
