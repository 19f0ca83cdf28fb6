import * as z from 'zod/mini';
import { facetGroupsOf, finalQueryOf, indexListSchema, searchResponseSchema, suggestionText } from './schemas';

/** The vendor's explain answer, as its published clients model it. */
const vendorExplain = {
  data: [
    {
      itemId: 'SKU-1',
      title: 'Red boots',
      _explanation: {
        score: 12.5,
        scoreFactors: { pageVisitsPopularity: 1.05, personalization: 1, transactionsPopularity: 1.01 },
        extendedScoreFactors: {
          attributes: { high: [{ token: 'boots', score: 3 }], medium: [{ token: 'red', score: 1.5 }], low: [] },
          boostFilters: [{ filters: 'inStock = true', weight: 1.2 }],
        },
        matchedElasticFilter: true,
        sortValue: 12.5,
        futureField: { nested: true },
      },
    },
    { itemId: 'SKU-2', _explanation: { score: 3 } },
  ],
  extras: {
    correlationId: 'c-1',
    filteredResultFacets: { brand: { Nordwave: 3 } },
    unfilteredResultFacets: { brand: { Nordwave: 9, Alpina: 4 } },
    customFilteredFacets: { color: { red: 2 } },
    suggestions: [{ text: 'red boots', highlighted: '<em>red</em> boots', score: 4.2 }],
    usedSuggestion: { text: 'red boots', highlighted: '<em>red</em> boots', score: 4.2 },
    explanation: {
      personalized: false,
      promotedItemsCount: 2,
      query: { finalQuery: 'red boots', synonyms: ['crimson boots'] },
      rulesConsequences: {
        boostFilters: [{ filters: 'brand = "Nordwave"', weight: 2 }],
        filters: ['price > 10'],
        hiddenHits: ['SKU-9'],
        query: null,
        returnNoData: false,
      },
      sortDetails: { type: 'sorted-by-metric', metric: 'TransactionsPopularity' },
      somethingNew: 42,
    },
  },
  meta: {
    code: 200,
    limit: 20,
    page: 1,
    totalCount: 2,
    totalPages: 1,
    sortedBy: '_score',
    ordering: 'desc',
    link: [{ url: 'http://h/q?page=1', rel: 'first' }],
  },
};

describe('the tolerant reader of search answers', () => {
  it('reads the vendor’s explain answer, keeping fields it does not know', () => {
    const parsed = z.parse(searchResponseSchema, vendorExplain);
    const explanation = parsed.extras!.explanation!;
    expect(finalQueryOf(explanation)).toBe('red boots');
    expect(explanation.rulesConsequences?.boostFilters).toEqual([{ filters: 'brand = "Nordwave"', weight: 2 }]);
    expect(explanation.somethingNew).toBe(42);
    const item = parsed.data[0]!._explanation!;
    expect(item.extendedScoreFactors?.attributes?.medium).toEqual([{ token: 'red', score: 1.5 }]);
    expect(item.scoreFactors).toEqual({ pageVisitsPopularity: 1.05, personalization: 1, transactionsPopularity: 1.01 });
    expect(item.futureField).toEqual({ nested: true });
    expect(suggestionText(parsed.extras!.usedSuggestion)).toBe('red boots');
  });

  it('reads the older and richer form: query as a string, extended factors as flat values, suggestions without highlight', () => {
    const parsed = z.parse(searchResponseSchema, {
      data: [
        {
          itemId: 1,
          _explanation: {
            score: 2,
            scoreFactors: { textRelevance: 2 },
            extendedScoreFactors: { bm25: 2, matchedTerm: 'boot' },
          },
        },
      ],
      extras: {
        filteredFacets: { brand: { A: 1 } },
        allFacets: { brand: { A: 1, B: 2 } },
        suggestions: [{ text: 'boots', score: 1 }, 'bots'],
        usedSuggestion: { text: 'boots' },
        explanation: { query: 'boot', tokens: ['boot'] },
      },
      meta: { totalPages: 1, totalCount: 1, page: 1, limit: 20 },
    });
    expect(finalQueryOf(parsed.extras!.explanation!)).toBe('boot');
    expect(parsed.data[0]!._explanation!.extendedScoreFactors).toEqual({ bm25: 2, matchedTerm: 'boot' });
    expect(parsed.extras!.suggestions!.map(suggestionText)).toEqual(['boots', 'bots']);
  });

  it('a known field of an unexpected type is dropped instead of failing the search', () => {
    const parsed = z.parse(searchResponseSchema, {
      data: [
        {
          itemId: 'x',
          _explanation: { score: 'high', matchedElasticFilter: 'yes', extendedScoreFactors: { attributes: 'n/a' } },
        },
      ],
      extras: { explanation: { query: 7 }, suggestions: 'none' },
      meta: { page: '1' },
    });
    expect(parsed.data[0]!._explanation!.score).toBeUndefined();
    expect(parsed.data[0]!._explanation!.extendedScoreFactors?.attributes).toBeUndefined();
    expect(parsed.extras!.suggestions).toBeUndefined();
  });

  it('facets under either name: filtered = filteredFacets ∪ filteredResultFacets, all = allFacets ∪ unfilteredResultFacets', () => {
    const vendor = facetGroupsOf(z.parse(searchResponseSchema, vendorExplain).extras);
    expect(vendor).toEqual({
      filtered: { brand: { Nordwave: 3 } },
      all: { brand: { Nordwave: 9, Alpina: 4 } },
      custom: { color: { red: 2 } },
    });
    const both = facetGroupsOf({
      filteredFacets: { color: { red: 1 } },
      filteredResultFacets: { brand: { A: 1 } },
      allFacets: { color: { red: 5 } },
    });
    expect(both.filtered).toEqual({ color: { red: 1 }, brand: { A: 1 } });
    expect(both.all).toEqual({ color: { red: 5 } });
  });

  it('a suggestion index’s answer {data: [{suggestion}], extras, meta} parses', () => {
    const parsed = z.parse(searchResponseSchema, {
      data: [{ suggestion: 'running shoes' }, { suggestion: 'running socks' }],
      extras: {},
      meta: { code: 200, page: 1, limit: 8 },
    });
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[0]!.suggestion).toBe('running shoes');
  });

  it('an index needs only its id; every other field is optional', () => {
    const parsed = z.parse(indexListSchema, {
      data: [
        { indexId: 'i-1' },
        { indexId: 'i-2', indexName: 'products', enabled: false, searchableAttributes: ['title'] },
      ],
    });
    expect(parsed.data.map((index) => index.indexId)).toEqual(['i-1', 'i-2']);
    expect(parsed.data[1]!.searchableAttributes).toEqual(['title']);
    expect(z.safeParse(indexListSchema, { data: [{ indexName: 'no id' }] }).success).toBe(false);
  });
});
