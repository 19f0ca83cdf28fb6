import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Loose } from '../testing';
import { distanceMeters } from '../../lib/geo';
import { matchesIql, parseIql } from '../../lib/iql';
import { CITIES } from './catalogue';
import { engineIndex } from './engine';
import { FIRST_SEARCH_TIMEOUT_MS, WS, createSearchTester, ids } from './test-support';

// Searches take milliseconds; the margin is for a busy machine running several test files at once.
vi.setConfig({ testTimeout: 30_000 });

const s = createSearchTester();

beforeAll(async () => {
  await s.get('products', 'query', { query: 'warm up', limit: 1 });
  await s.get('stores', 'query', { query: '', limit: 1 });
}, FIRST_SEARCH_TIMEOUT_MS);

const items = (body: Loose): Loose[] => body.data;

describe('query', () => {
  it('finds items by words of their title and attributes, tolerating a typo', async () => {
    const exact = await s.get('products', 'query', { query: 'sneakers', limit: 50 });
    expect(exact.status).toBe(200);
    expect(exact.body.meta.totalCount).toBeGreaterThan(50);
    for (const item of items(exact.body))
      if (!item._promotedByRules) expect(item.title.toLowerCase()).toContain('sneakers');
    const typo = await s.get('products', 'query', { query: 'sneekers', limit: 50 });
    expect(typo.body.meta.totalCount).toBe(exact.body.meta.totalCount);
  });

  it('needs every word: "red sneakers" finds only red sneakers', async () => {
    const r = await s.get('products', 'query', { query: 'red sneakers', limit: 500 });
    expect(r.body.meta.totalCount).toBeGreaterThan(0);
    for (const item of items(r.body)) {
      // Words match as prefixes too: the brand Redwood matches "red".
      expect(item.color === 'red' || item.brand.toLowerCase().startsWith('red')).toBe(true);
      expect(item.title.toLowerCase()).toContain('sneakers');
    }
  });

  it('an empty query browses the whole index', async () => {
    const r = await s.get('products', 'query', { query: '', limit: 1 });
    expect(r.body.meta.totalCount).toBe(10_000);
  });

  it('a query that finds nothing is answered with the best suggestion, and says so', async () => {
    const r = await s.get('products', 'query', { query: 'sneakrrrs', limit: 5 });
    expect(r.status).toBe(200);
    // The vendor's suggestion shape: {text, highlighted, score}.
    expect(r.body.extras.usedSuggestion).toEqual({
      text: 'sneakers',
      highlighted: expect.any(String),
      score: expect.any(Number),
    });
    expect(r.body.extras.suggestions[0]).toEqual(r.body.extras.usedSuggestion);
    expect(r.body.meta.totalCount).toBeGreaterThan(0);
  });
});

describe('filters (IQL)', () => {
  it('keeps only the items the expression accepts, including what the engine cannot pre-filter', async () => {
    const r = await s.get('products', 'query', {
      query: '',
      filters:
        '(brand = "Nordwave" OR brand = "Kestrel") AND price < 50 AND NOT color IN ("red", "blue") AND salePrice IS DEFINED',
      limit: 500,
    });
    expect(r.body.meta.totalCount).toBeGreaterThan(5);
    for (const item of items(r.body)) {
      expect(['Nordwave', 'Kestrel']).toContain(item.brand);
      expect(item.price).toBeLessThan(50);
      expect(['red', 'blue']).not.toContain(item.color);
      expect(item.salePrice).toBeDefined();
    }
  });

  it.each([
    'brand IN ("Kestrel", "Lumen") AND price >= 100 AND price < 140',
    'NOT inStock = true AND rating > 4.5',
    'color != "red" AND category = "Toys" AND (salePrice < 10 OR reviewsCount > 1900)',
    'categories = "Shoes > Boots" AND sizes NOT IN ("38", "39", "40") AND createdAt > "2026-06-01"',
  ])('gives exactly the items the expression accepts: %s', async (filters) => {
    const parsed = parseIql(filters);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const expected = engineIndex(WS, 'products')
      .items.filter((item) => matchesIql(parsed.ast, item))
      .map((i) => i.itemId);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(500);
    const r = await s.get('products', 'query', { query: '', filters, ignoreQueryRules: true, limit: 500 });
    expect(ids(r.body).sort()).toEqual(expected.sort());
  });

  it('filters list attributes and text attributes', async () => {
    const sizes = await s.get('products', 'query', {
      query: '',
      filters: 'sizes = "46" AND category = "Shoes"',
      limit: 100,
    });
    expect(sizes.body.meta.totalCount).toBeGreaterThan(0);
    for (const item of items(sizes.body)) expect(item.sizes).toContain('46');
    const title = await s.get('products', 'query', { query: '', filters: 'title = "Camping tent"', limit: 10 });
    expect(ids(title.body)).toEqual(['SKU-1011']);
  });
});

describe('facets', () => {
  it('counts values over the filtered and the unfiltered hits; numbers as min/max', async () => {
    const r = await s.get('products', 'query', {
      query: 'sneakers',
      facets: ['color', 'price'],
      filters: 'color = "red"',
      limit: 1,
    });
    const { filteredFacets, allFacets } = r.body.extras;
    expect(Object.keys(filteredFacets.color)).toEqual(['red']);
    expect(filteredFacets.color.red).toBe(r.body.meta.totalCount);
    expect(Object.keys(allFacets.color).length).toBeGreaterThan(5);
    expect(allFacets.color.red).toBe(filteredFacets.color.red);
    expect(filteredFacets.price.min).toBeLessThanOrEqual(filteredFacets.price.max);
  });

  it('`*` facets every facetable attribute; `auto` the dynamic facets ordered by coverage, ties by name', async () => {
    const all = await s.get('products', 'query', { query: 'sneakers', facets: '*', limit: 1 });
    expect(Object.keys(all.body.extras.filteredFacets).sort()).toEqual(
      [
        'brand',
        'category',
        'categories',
        'color',
        'currency',
        'inStock',
        'price',
        'rating',
        'salePrice',
        'sizes',
      ].sort(),
    );
    // Explicit facets default to name order.
    expect(all.body.extras.facetsOrdering).toEqual([...all.body.extras.facetsOrdering].sort());
    const auto = await s.get('products', 'query', { query: 'sneakers', facets: 'auto', limit: 1 });
    // Every sneaker has brand, category, color, price, rating (full coverage, so by name); sizes only some.
    expect(auto.body.extras.facetsOrdering).toEqual(['brand', 'category', 'color', 'price', 'rating', 'sizes']);
    const byName = await s.get('products', 'query', {
      query: 'sneakers',
      facets: 'auto',
      facetsOrderBy: 'name',
      limit: 1,
    });
    expect(byName.body.extras.facetsOrdering).toEqual(['brand', 'category', 'color', 'price', 'rating', 'sizes']);
    const byCoverage = await s.get('products', 'query', {
      query: 'boots',
      facets: ['sizes', 'salePrice', 'brand'],
      facetsOrderBy: 'coverage',
      limit: 1,
    });
    expect(byCoverage.body.extras.facetsOrdering).toEqual(['brand', 'sizes', 'salePrice']);
  });

  it('facetsSize counts only the top hits; maxValuesPerFacet cuts the values', async () => {
    const few = await s.get('products', 'query', { query: '', facets: ['color'], facetsSize: 10, limit: 1 });
    const total = Object.values(few.body.extras.filteredFacets.color as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(10);
    const two = await s.get('products', 'query', {
      query: '',
      facets: ['color', 'brand'],
      maxValuesPerFacet: 2,
      limit: 1,
    });
    expect(Object.keys(two.body.extras.filteredFacets.color)).toHaveLength(2);
    expect(Object.keys(two.body.extras.filteredFacets.brand)).toHaveLength(2);
    const counts = Object.values(two.body.extras.filteredFacets.color as Record<string, number>);
    expect(counts[0]).toBeGreaterThanOrEqual(counts[1]!);
  });

  it('caseSensitiveFacetValues keeps "NORDWAVE" apart from "Nordwave"', async () => {
    const insensitive = await s.get('products', 'query', {
      query: '',
      facets: ['brand'],
      maxValuesPerFacet: 100,
      limit: 1,
    });
    const sensitive = await s.get('products', 'query', {
      query: '',
      facets: ['brand'],
      maxValuesPerFacet: 100,
      caseSensitiveFacetValues: true,
      limit: 1,
    });
    const a = insensitive.body.extras.filteredFacets.brand;
    const b = sensitive.body.extras.filteredFacets.brand;
    expect(Object.keys(a)).toHaveLength(20);
    expect(Object.keys(b).length).toBeGreaterThan(20);
    expect(b.NORDWAVE).toBeGreaterThan(0);
    expect(a.Nordwave).toBe(b.Nordwave + b.NORDWAVE);
  });

  it('a case-sensitive facet count is the number of results its value filters to', async () => {
    const base = { query: 'shoe', facets: ['brand'], maxValuesPerFacet: 100, caseSensitiveFacetValues: true };
    const facets = (await s.get('products', 'query', { ...base, limit: 1 })).body.extras.filteredFacets.brand;
    for (const [brand, count] of Object.entries(facets as Record<string, number>).slice(0, 4)) {
      const filtered = await s.get('products', 'query', { ...base, filters: `brand = "${brand}"`, includeMeta: true });
      expect(filtered.body.meta.totalCount, brand).toBe(count);
    }
  });

  it('includeFacets picks the groups returned', async () => {
    const base = { query: 'boots', facets: ['color'], limit: 1 };
    const filtered = await s.get('products', 'query', { ...base, includeFacets: 'filtered' });
    expect(filtered.body.extras.filteredFacets.color).toBeDefined();
    expect(filtered.body.extras.allFacets).toBeUndefined();
    const unfiltered = await s.get('products', 'query', { ...base, includeFacets: 'unfiltered' });
    expect(unfiltered.body.extras.filteredFacets).toBeUndefined();
    expect(unfiltered.body.extras.allFacets.color).toBeDefined();
    const none = await s.get('products', 'query', { ...base, includeFacets: 'none' });
    expect(none.body.extras.filteredFacets).toBeUndefined();
    expect(none.body.extras.allFacets).toBeUndefined();
  });

  it('customFilteredFacets (POST) counts an attribute over its own filter instead of `filters`', async () => {
    const r = await s.post('products', 'query', {
      query: 'boots',
      filters: 'color = "red"',
      facets: ['brand'],
      customFilteredFacets: { color: 'price < 60' },
      maxValuesPerFacet: 20,
      limit: 1,
    });
    expect(r.status).toBe(200);
    const colors = r.body.extras.customFilteredFacets.color as Record<string, number>;
    expect(Object.keys(colors).length).toBeGreaterThan(3);
    const cheapRedBoots = await s.get('products', 'query', {
      query: 'boots',
      filters: 'price < 60 AND color = "red"',
      limit: 1,
    });
    expect(colors.red).toBe(cheapRedBoots.body.meta.totalCount);
  });
});

describe('result shape', () => {
  it('displayAttributes returns only those attributes and the itemId', async () => {
    const r = await s.get('products', 'query', {
      query: 'tent',
      displayAttributes: 'title,price',
      ignoreQueryRules: true,
      limit: 3,
    });
    for (const item of items(r.body)) expect(Object.keys(item).sort()).toEqual(['itemId', 'price', 'title']);
  });

  it('items carry an absolute image URL on the request origin', async () => {
    const r = await s.get('products', 'query', { query: 'tent', limit: 1 });
    expect(items(r.body)[0].imageLink).toMatch(
      /^https:\/\/api\.synerise\.com\/search\/v2\/images\/ws3-products-[0-9a-f]{8}\/SKU-\d+\.png$/,
    );
  });

  it('page and limit cut consecutive pages', async () => {
    const all = await s.get('products', 'query', { query: 'jacket', limit: 30 });
    const page2 = await s.get('products', 'query', {
      query: 'jacket',
      limit: 10,
      page: 2,
      correlationId: all.body.extras.correlationId,
    });
    expect(ids(page2.body)).toEqual(ids(all.body).slice(10, 20));
    expect(page2.body.meta).toMatchObject({
      page: 2,
      limit: 10,
      totalCount: all.body.meta.totalCount,
      totalPages: Math.ceil(all.body.meta.totalCount / 10),
    });
  });
});

describe('sorting', () => {
  it('sortBy orders by the attribute (asc by default, desc on request) and disables boosting, elastic filter and promotion', async () => {
    const asc = await s.get('products', 'query/explain', { query: 'boots', sortBy: 'price', limit: 50 });
    const prices = items(asc.body).map((i) => i.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.body.meta).toMatchObject({ sortedBy: 'price', ordering: 'asc' });
    for (const item of items(asc.body)) {
      expect(item._promotedByRules).toBeUndefined();
      expect(item._explanation.matchedElasticFilter).toBe(false);
      // Only the vendor's three factors, all without effect (1), beside the text relevance.
      expect(item._explanation.scoreFactors).toEqual({
        textRelevance: expect.any(Number),
        pageVisitsPopularity: 1,
        personalization: 1,
        transactionsPopularity: 1,
      });
      expect(item._explanation.extendedScoreFactors.boostFilters).toEqual([]);
      expect(item._explanation.sortValue).toBe(item.price);
    }
    expect(asc.body.extras.explanation).toMatchObject({
      boosting: false,
      appliedRules: [],
      sortDetails: { type: 'sorted-by-attribute', attribute: 'price', ordering: 'asc' },
    });
    const desc = await s.get('products', 'query', { query: 'boots', sortBy: 'price', ordering: 'desc', limit: 50 });
    const descPrices = items(desc.body).map((i) => i.price as number);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
  });

  it('sortByMetric orders by the popularity metric, most popular first by default', async () => {
    const r = await s.get('products', 'query', { query: 'boots', sortByMetric: 'TransactionsPopularity', limit: 50 });
    const values = items(r.body).map((i) => i.TransactionsPopularity as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(r.body.meta).toMatchObject({ sortedBy: 'TransactionsPopularity', ordering: 'desc' });
  });

  it('sortByGeoPoint orders stores by distance, closest first', async () => {
    const warsaw = CITIES[0]!;
    const r = await s.get('stores', 'query/explain', {
      query: '',
      sortByGeoPoint: `${warsaw.lat},${warsaw.lon}`,
      limit: 20,
    });
    const distances = items(r.body).map((i) => distanceMeters(warsaw, i.location));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(items(r.body)[0].city).toBe('Warsaw');
    expect(items(r.body)[0]._explanation.sortValue).toBeCloseTo(distances[0]!, 0);
    // POST spells it sortByGeoPoints.
    const post = await s.post('stores', 'query', {
      query: '',
      sortByGeoPoints: `${warsaw.lat},${warsaw.lon}`,
      limit: 20,
    });
    expect(ids(post.body)).toEqual(ids(r.body));
  });

  it('ordering asc reverses relevance', async () => {
    const desc = await s.get('products', 'query', { query: 'blue boots', ignoreQueryRules: true, limit: 500 });
    const asc = await s.get('products', 'query', {
      query: 'blue boots',
      ignoreQueryRules: true,
      ordering: 'asc',
      limit: 500,
    });
    expect(ids(asc.body)[0]).toBe(ids(desc.body).at(-1));
  });
});

describe('geo filters', () => {
  const warsaw = CITIES[0]!;
  it('one point: within filterAroundRadius, 1000 m by default', async () => {
    const near = await s.get('stores', 'query', {
      query: '',
      filterGeoPoints: `${warsaw.lat},${warsaw.lon}`,
      limit: 500,
    });
    expect(near.body.meta.totalCount).toBeGreaterThan(0);
    for (const store of items(near.body)) expect(distanceMeters(warsaw, store.location)).toBeLessThanOrEqual(1000);
    const wide = await s.get('stores', 'query', {
      query: '',
      filterGeoPoints: `${warsaw.lat},${warsaw.lon}`,
      filterAroundRadius: 20_000,
      limit: 500,
    });
    expect(wide.body.meta.totalCount).toBeGreaterThan(near.body.meta.totalCount);
    for (const store of items(wide.body)) expect(distanceMeters(warsaw, store.location)).toBeLessThanOrEqual(20_000);
  });

  it('two points: the rectangle; three or more: the polygon', async () => {
    const rect = await s.get('stores', 'query', { query: '', filterGeoPoints: ['52.1,20.9', '52.3,21.1'], limit: 500 });
    expect(rect.body.meta.totalCount).toBeGreaterThan(0);
    for (const { location } of items(rect.body)) {
      expect(location.lat).toBeGreaterThanOrEqual(52.1);
      expect(location.lat).toBeLessThanOrEqual(52.3);
      expect(location.lon).toBeGreaterThanOrEqual(20.9);
      expect(location.lon).toBeLessThanOrEqual(21.1);
    }
    // A triangle with its right angle at the south-west corner: stores in the north-east half are outside.
    const triangle = await s.get('stores', 'query', {
      query: '',
      filterGeoPoints: '52.1,20.9,52.3,20.9,52.1,21.1',
      limit: 500,
    });
    expect(triangle.body.meta.totalCount).toBeGreaterThan(0);
    expect(triangle.body.meta.totalCount).toBeLessThan(rect.body.meta.totalCount);
    for (const { location } of items(triangle.body))
      expect((location.lat - 52.1) / 0.2 + (location.lon - 20.9) / 0.2).toBeLessThanOrEqual(1.0001);
  });
});

describe('distinctFilter', () => {
  it('keeps at most maxNumItems per value', async () => {
    const r = await s.get('products', 'query', {
      query: 'boots',
      distinctFilter: JSON.stringify({ attribute: 'brand', maxNumItems: 2 }),
      ignoreQueryRules: true,
      limit: 500,
    });
    const counts = new Map<string, number>();
    for (const item of items(r.body)) counts.set(item.brand, (counts.get(item.brand) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBe(2);
    expect(r.body.meta.totalCount).toBe(items(r.body).length);
  });

  it('levelRangeModifier groups numbers in ranges of that width (POST object form)', async () => {
    const r = await s.post('products', 'query', {
      query: 'boots',
      distinctFilter: { attribute: 'price', maxNumItems: 1, levelRangeModifier: 50 },
      limit: 500,
    });
    const ranges = items(r.body).map((i) => Math.floor(i.price / 50));
    expect(new Set(ranges).size).toBe(ranges.length);
  });
});

describe('query rules', () => {
  it('promote their items to the top with _promotedByRules; ignoreQueryRules and excludeQueryRules turn them off', async () => {
    const r = await s.get('products', 'query/explain', { query: 'camping', limit: 5 });
    expect(items(r.body)[0]).toMatchObject({ itemId: 'SKU-1011', _promotedByRules: [102] });
    expect(items(r.body)[1]._promotedByRules).toEqual([102]);
    expect(r.body.extras.explanation.appliedRules).toEqual([
      { id: 102, name: 'Camping starter kit', promoted: [items(r.body)[0].itemId, items(r.body)[1].itemId] },
    ]);
    const ignored = await s.get('products', 'query', { query: 'camping', ignoreQueryRules: true, limit: 5 });
    for (const item of items(ignored.body)) expect(item._promotedByRules).toBeUndefined();
    const excluded = await s.get('products', 'query', { query: 'camping', excludeQueryRules: [102], limit: 5 });
    for (const item of items(excluded.body)) expect(item._promotedByRules).toBeUndefined();
  });

  it('a promoted item must still pass the filters', async () => {
    const r = await s.get('products', 'query', { query: 'camping', filters: 'price > 1000', limit: 5 });
    expect(r.body.meta.totalCount).toBe(0);
  });

  it('context enables rules that name it', async () => {
    const without = await s.get('products', 'query', { query: 'lamp', limit: 3 });
    expect(items(without.body)[0]._promotedByRules).toBeUndefined();
    const mobile = await s.get('products', 'query', { query: 'lamp', context: 'mobile', limit: 3 });
    expect(items(mobile.body)[0]._promotedByRules).toEqual([103]);
    expect(items(mobile.body)[0].category).toBe('Electronics');
  });
});

describe('ranking switches', () => {
  it('query classification boosts the category named in the query; disableQueryClassification turns it off', async () => {
    const on = await s.get('products', 'query/explain', { query: 'red', limit: 20 });
    expect(on.body.extras.explanation.queryClassification).toEqual({ color: 'red' });
    for (const item of items(on.body)) expect(item._explanation.scoreFactors.queryClassification).toBe(1.3);
    const off = await s.get('products', 'query/explain', { query: 'red', disableQueryClassification: true, limit: 20 });
    expect(off.body.extras.explanation.queryClassification).toBeNull();
    for (const item of items(off.body)) expect(item._explanation.scoreFactors.queryClassification).toBeUndefined();
  });

  it('disableDynamicReranker removes the popularity factors and changes the order', async () => {
    const on = await s.get('products', 'query/explain', { query: 'sneakers', ignoreQueryRules: true, limit: 20 });
    expect(items(on.body)[0]._explanation.scoreFactors.pageVisitsPopularity).toBeGreaterThan(1);
    expect(items(on.body)[0]._explanation.scoreFactors.transactionsPopularity).toBeGreaterThan(1);
    const off = await s.get('products', 'query/explain', {
      query: 'sneakers',
      ignoreQueryRules: true,
      disableDynamicReranker: true,
      limit: 20,
    });
    expect(items(off.body)[0]._explanation.scoreFactors).toMatchObject({
      pageVisitsPopularity: 1,
      transactionsPopularity: 1,
    });
    expect(ids(off.body)).not.toEqual(ids(on.body));
  });

  it('explanations multiply up to the score and the list is in score order', async () => {
    const r = await s.get('products', 'query/explain', { query: 'wool sweater', ignoreQueryRules: true, limit: 20 });
    const scores = items(r.body).map((i) => i._explanation.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const item of items(r.body)) {
      const product = Object.values(item._explanation.scoreFactors as Record<string, number>).reduce(
        (a, b) => a * b,
        1,
      );
      expect(item._explanation.score).toBeCloseTo(product, 2);
      expect(item._explanation.matchedElasticFilter).toBe(item.inStock);
    }
    expect(r.body.extras.explanation).toMatchObject({ engine: 'orama', tokens: ['wool', 'sweater'], boosting: true });
  });
});

describe('autocomplete', () => {
  it('completes prefixes, is never cached, and suggests phrases', async () => {
    const r = await s.get('products', 'autocomplete', { query: 'sneak' });
    expect(r.status).toBe(200);
    expect(r.body.meta.limit).toBe(8);
    expect(items(r.body).length).toBe(8);
    for (const item of items(r.body)) if (!item._promotedByRules) expect(item.title.toLowerCase()).toContain('sneak');
    expect(r.body.extras.suggestions.map((x: Loose) => x.text)).toContain('sneakers');
    const again = await s.get('products', 'autocomplete', {
      query: 'sneak',
      correlationId: r.body.extras.correlationId,
      page: 2,
    });
    expect(again.body.extras.correlationId).not.toBe(r.body.extras.correlationId);
  });

  it('autocomplete/explain explains each item', async () => {
    const r = await s.post('products', 'autocomplete/explain', { query: 'tab' });
    expect(r.status).toBe(200);
    for (const item of items(r.body))
      if (!item._promotedByRules) expect(item._explanation.scoreFactors.textRelevance).toBeGreaterThan(0);
    expect(r.body.extras.explanation.engine).toBe('orama');
  });
});

describe('crossWorkspaceMode (explain only)', () => {
  it('overrides the cross-workspace personalisation setting, reported in the explanation', async () => {
    const get = await s.get('products', 'query/explain', { query: 'tent', crossWorkspaceModeEnabled: true, limit: 1 });
    expect(get.body.extras.explanation.personalization.crossWorkspace).toBe(true);
    const post = await s.post('products', 'query/explain', {
      query: 'tent',
      crossWorkspaceMode: { enabled: true },
      limit: 1,
    });
    expect(post.body.extras.explanation.personalization.crossWorkspace).toBe(true);
    const byDefault = await s.get('products', 'query/explain', { query: 'tent', limit: 1 });
    expect(byDefault.body.extras.explanation.personalization.crossWorkspace).toBe(false);
    const plain = await s.get('products', 'query', { query: 'tent', crossWorkspaceModeEnabled: true, limit: 1 });
    expect(plain.body.extras.explanation).toBeUndefined();
  });
});
