import type { ItemExplanation, SearchExplanation } from '../api/schemas';
import {
  factorRows,
  filtersInWords,
  itemVerdict,
  orderInWords,
  personalisationInWords,
  rulesInWords,
  type ResultContext,
} from './explain-verdict';

/** The simulator's answer for "red running shoes" (explain, products index), trimmed to what matters. */
const pinnedUnscored: ItemExplanation = {
  score: 0,
  scoreFactors: { textRelevance: 0, pageVisitsPopularity: 1, personalization: 1, transactionsPopularity: 1 },
  extendedScoreFactors: {
    attributes: { high: [], medium: [], low: [] },
    boostFilters: [],
    matchedTerm: '',
    promotedBy: 'rule 101',
  },
  matchedElasticFilter: false,
  sortValue: 0,
};

const ranked: ItemExplanation = {
  score: 52.732634,
  scoreFactors: {
    textRelevance: 28.832807,
    pageVisitsPopularity: 1.064188,
    personalization: 1,
    transactionsPopularity: 1.016296,
    boosting: 1.084,
    elasticFilter: 1.2,
    queryClassification: 1.3,
  },
  extendedScoreFactors: {
    attributes: {
      high: [
        { token: 'red', score: 2.25 },
        { token: 'running', score: 3 },
        { token: 'shoes', score: 3 },
      ],
      medium: [
        { token: 'red', score: 1.5 },
        { token: 'shoes', score: 1.5 },
      ],
      low: [],
    },
    boostFilters: [
      { filters: 'inStock = true', weight: 1.2 },
      { filters: 'category = "Shoes" AND color = "red"', weight: 1.3 },
    ],
  },
  matchedElasticFilter: true,
  sortValue: 52.732634,
};

const search: SearchExplanation = {
  personalized: false,
  promotedItemsCount: 2,
  query: { finalQuery: 'red running shoes', synonyms: [] },
  rulesConsequences: { boostFilters: [], filters: [], hiddenHits: [], query: null, returnNoData: false },
  sortDetails: null,
  appliedFilters: { filters: null, geo: null, elasticFilter: 'inStock = true', distinctFilter: null },
  appliedRules: [{ id: 101, name: 'Boots of the season', promoted: ['SKU-2073', 'SKU-2148'] }],
  sort: { by: '_score', ordering: 'desc' },
  personalization: {
    clientUUID: null,
    enabled: false,
    profileFound: false,
    boughtItems: 0,
    viewedItems: 0,
    categories: [],
    crossWorkspace: false,
  },
};

const vendor: ItemExplanation = {
  score: 12.5,
  scoreFactors: { pageVisitsPopularity: 1.05, personalization: 2.5, transactionsPopularity: 1 },
  extendedScoreFactors: { attributes: { high: [{ token: 'boots', score: 3 }], medium: [], low: [] }, boostFilters: [] },
};

interface Case {
  name: string;
  explanation: ItemExplanation | null;
  context: ResultContext;
  kind: string;
  headline: string;
  details?: (string | RegExp)[];
}

const cases: Case[] = [
  {
    name: 'a pinned item that does not match the query: the rule, by name, and its position',
    explanation: pinnedUnscored,
    context: { position: 1, promotedByRules: [101], search },
    kind: 'pinned',
    headline: "Pinned to position 1 by rule 101 'Boots of the season'",
    details: ['The rule placed it, not its score: it does not match the query text, so no score factor applies.'],
  },
  {
    name: 'a pinned item without the rule names (the vendor gives only the ids)',
    explanation: ranked,
    context: { position: 2, promotedByRules: [101, 104] },
    kind: 'pinned',
    headline: 'Pinned to position 2 by rules 101 and 104',
    details: ['The rule placed it above the items ranked by score; its own score is 52.73.'],
  },
  {
    name: 'ranked by text relevance, with the words matched and the factors that lifted it',
    explanation: ranked,
    context: { position: 3, search },
    kind: 'ranked',
    headline: "Ranked by text relevance 28.83: matched 'red', 'running' and 'shoes' in high-weight attributes",
    details: ['Lifted ×1.829 by the other factors, most by query classification ×1.3.'],
  },
  {
    name: 'personalised: the factor and the reason',
    explanation: {
      score: 25,
      scoreFactors: { textRelevance: 10, personalization: 2.5, pageVisitsPopularity: 1 },
      extendedScoreFactors: { personalization: 'bought 2×' },
    },
    context: { position: 1 },
    kind: 'ranked',
    headline: 'Ranked by text relevance 10',
    details: ['Personalised ×2.5 for this customer (bought 2×).'],
  },
  {
    name: 'boosted and buried by a rule: the item’s boost filters that are rule consequences',
    explanation: {
      score: 6,
      scoreFactors: { textRelevance: 5, pageVisitsPopularity: 1.2 },
      extendedScoreFactors: {
        boostFilters: [
          { filters: 'brand = "Nike"', weight: 1.5 },
          { filters: 'color = "grey"', weight: 0.5 },
          { filters: 'inStock = true', weight: 1.2 },
        ],
      },
    },
    context: {
      position: 4,
      search: {
        rulesConsequences: {
          boostFilters: [
            { filters: 'brand = "Nike"', weight: 1.5 },
            { filters: 'color = "grey"', weight: 0.5 },
          ],
        },
      },
    },
    kind: 'ranked',
    headline: 'Ranked by text relevance 5',
    details: ['Boosted ×1.5 by a rule: brand = "Nike".', 'Buried ×0.5 by a rule: color = "grey".'],
  },
  {
    name: 'filtered: the filter it passed',
    explanation: ranked,
    context: { position: 1, search: { ...search, appliedFilters: { filters: 'price < 100' } } },
    kind: 'ranked',
    headline: "Ranked by text relevance 28.83: matched 'red', 'running' and 'shoes' in high-weight attributes",
    details: [/most by query classification/, 'It passes the filter price < 100.'],
  },
  {
    name: 'the vendor’s factors only: the score, and the factor that moved it most',
    explanation: vendor,
    context: { position: 1 },
    kind: 'ranked',
    headline:
      "Ranked by its score 12.5, most lifted by personalisation ×2.5: matched 'boots' in high-weight attributes",
    details: ['Personalised ×2.5 for this customer.'],
  },
  {
    name: 'no factor moved the score',
    explanation: { score: 3, scoreFactors: { pageVisitsPopularity: 1, personalization: 1 } },
    context: { position: 5 },
    kind: 'ranked',
    headline: 'Ranked by its score 3; no factor changed it',
  },
  {
    name: 'sorted by an attribute: the value it was sorted by',
    explanation: { score: 4, sortValue: 19.99 },
    context: {
      position: 1,
      search: { sortDetails: { type: 'sorted-by-attribute', attribute: 'price', ordering: 'asc' } },
    },
    kind: 'sorted',
    headline: 'Sorted by price, lowest first: its value is 19.99',
  },
  {
    name: 'sorted by distance',
    explanation: { score: 1, sortValue: 812.5 },
    context: {
      position: 1,
      search: { sortDetails: { type: 'sorted-by-geo-point', geoPoint: { lat: 52.2, lon: 21 }, ordering: 'asc' } },
    },
    kind: 'sorted',
    headline: 'Sorted by distance from 52.2,21, closest first: its value is 812.5 m',
  },
  {
    name: 'no explanation at all',
    explanation: null,
    context: { position: 7 },
    kind: 'unscored',
    headline: 'At position 7 without a score against the query',
  },
];

describe('itemVerdict: why a result is where it is', () => {
  it.each(cases)('$name', ({ explanation, context, kind, headline, details }) => {
    const verdict = itemVerdict(explanation, context);
    expect(verdict.kind).toBe(kind);
    expect(verdict.headline).toBe(headline);
    for (const [index, detail] of (details ?? []).entries()) {
      if (typeof detail === 'string') expect(verdict.details).toContain(detail);
      else expect(verdict.details[index]).toMatch(detail);
    }
  });
});

describe('factorRows: shares of what the multipliers did', () => {
  it('a factor of 1 has no share; the base has none either; shares add up to 1', () => {
    const rows = factorRows(ranked);
    expect(rows[0]).toMatchObject({ name: 'textRelevance', kind: 'base', share: null });
    expect(rows.find((row) => row.name === 'personalization')).toMatchObject({ share: null, effectPercent: 0 });
    const shares = rows.map((row) => row.share ?? 0);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    // ×1.3 did more than ×1.2, which did more than ×1.084: each by its log.
    expect(rows.slice(1, 4).map((row) => row.name)).toEqual(['queryClassification', 'elasticFilter', 'boosting']);
    expect(rows[1]!.share).toBeCloseTo(Math.log(1.3) / Math.log(52.732634 / 28.832807), 3);
  });

  it('an unscored pinned item: no bar at all', () => {
    expect(factorRows(pinnedUnscored).every((row) => row.share === null)).toBe(true);
  });

  it('a factor below 1 pulls down and takes its share of the movement', () => {
    const rows = factorRows({ scoreFactors: { boosting: 0.5, personalization: 2 } });
    expect(rows.map((row) => [row.name, row.share, row.effectPercent])).toEqual([
      // Equal shares (×2 and ×0.5 move the score alike): the larger change of value first.
      ['personalization', 0.5, 100],
      ['boosting', 0.5, -50],
    ]);
  });
});

describe('the search summary in words', () => {
  it.each([
    {
      name: 'a rule that pinned items: one statement, never "none"',
      search,
      rules: ["Rule 101 'Boots of the season' pinned SKU-2073 and SKU-2148 to the top."],
    },
    {
      name: 'the vendor’s form: a promoted count and consequences',
      search: {
        promotedItemsCount: 1,
        rulesConsequences: {
          boostFilters: [{ filters: 'brand = "Nike"', weight: 2 }],
          filters: ['price > 10'],
          hiddenHits: ['SKU-9'],
          query: 'boots',
          returnNoData: false,
        },
      },
      rules: [
        'Rules pinned 1 item to the top (each is marked).',
        'A rule boosts items matching brand = "Nike" (×2).',
        'A rule keeps only items matching price > 10.',
        'A rule hides SKU-9.',
        'A rule rewrote the query to boots.',
      ],
    },
    {
      name: 'nothing applied',
      search: {
        promotedItemsCount: 0,
        appliedRules: [],
        rulesConsequences: { boostFilters: [], filters: [], hiddenHits: [], query: null, returnNoData: false },
      },
      rules: ['No query rule applied.'],
    },
  ])('rules: $name', ({ search: explanation, rules }) => {
    expect(rulesInWords(explanation)).toEqual(rules);
  });

  it('filters, order and personalisation in words, not JSON', () => {
    expect(filtersInWords(search)).toEqual([
      'No filter: every item that matches the query.',
      'Items matching inStock = true (the index’s elastic filter) rank higher.',
    ]);
    expect(
      filtersInWords({
        appliedFilters: {
          filters: 'brand = "Nike"',
          geo: 'within 1000 m of 52.2,21',
          distinctFilter: 'at most 2 per brand',
        },
      }),
    ).toEqual(['Only items matching brand = "Nike".', 'Only items within 1000 m of 52.2,21.', 'At most 2 per brand.']);
    expect(orderInWords(search)).toBe('By score, highest first.');
    expect(orderInWords({ sort: { by: 'price', ordering: 'asc' } })).toBe(
      'Sorted by price, lowest first; no score factor, rule or personalisation applies.',
    );
    expect(personalisationInWords(search)).toBe('Not personalised: no customer (clientUUID) was sent.');
    expect(
      personalisationInWords({
        personalization: {
          clientUUID: 'u-1',
          enabled: true,
          profileFound: true,
          boughtItems: 3,
          viewedItems: 1,
          categories: ['Shoes'],
        },
      }),
    ).toBe('Personalised for u-1: from 3 bought items and 1 viewed item; categories Shoes.');
    expect(personalisationInWords({ personalization: { clientUUID: 'u-2', profileFound: false } })).toBe(
      'Not personalised: no profile has the uuid u-2.',
    );
    expect(personalisationInWords({ personalized: true })).toBe('Personalised for the customer sent (clientUUID).');
  });
});
