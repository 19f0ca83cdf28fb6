import { generateItems, type Item } from './catalogue';
import { QUERY_RULES } from './rules';
import type { SeedWorkspace } from '../seed/workspaces';

/**
 * The relevance fixture (issue 38): a judged suite over a workspace's seeded `products` index that the relevance
 * tests and the command line's test run. Excluding RELEVANCE_FIXTURE_RULE_ID (`excludeQueryRules`) changes the
 * results of RELEVANCE_FIXTURE_RULE_QUERIES and of no other query of the suite, and makes those three worse:
 * the rule's promoted items are the only ones judged for them.
 *
 * Judgments are a pure function of the seeded catalogue (no search is run to make them): an item whose title
 * holds the query's text is judged by its rating when in stock (3 from 4.5, 2 from 3.5, else 1) and 0 when out of
 * stock; the rule's three queries judge the rule's promoted items 3.
 */

export const RELEVANCE_FIXTURE_RULE_ID = 105;

/** The ids of the suite's queries whose results the rule changes. */
export const RELEVANCE_FIXTURE_RULE_QUERIES: readonly string[] = ['q22', 'q23', 'q24'];

const TEXTS: readonly string[] = [
  'running shoes',
  'sneakers',
  'sandals',
  'loafers',
  'jacket',
  'hoodie',
  'jeans',
  'backpack',
  'wallet',
  'yoga mat',
  'football',
  'sleeping bag',
  'head torch',
  'water bottle',
  'mug',
  'chef knife',
  'frying pan',
  'smart watch',
  'tablet',
  'travel guide',
  'board game',
  // The rule's queries (RELEVANCE_FIXTURE_RULE_QUERIES).
  'gift',
  'birthday gift',
  'present for kids',
];

export interface FixtureQuery {
  id: string;
  text: string;
}

/** The suite's queries, ids q1…q24 in this order. */
export const RELEVANCE_FIXTURE_QUERIES: readonly FixtureQuery[] = TEXTS.map((text, n) => ({ id: `q${n + 1}`, text }));

export interface FixtureJudgment {
  queryId: string;
  itemId: string;
  grade: 0 | 1 | 2 | 3;
}

const gradeOf = (item: Item): FixtureJudgment['grade'] => {
  if (item.inStock !== true) return 0;
  const rating = Number(item.rating);
  return rating >= 4.5 ? 3 : rating >= 3.5 ? 2 : 1;
};

/** The suite's judgments over the workspace's seeded products, by query id then catalogue order. */
export function relevanceFixtureJudgments(ws: SeedWorkspace): FixtureJudgment[] {
  const items = generateItems(ws, 'products');
  const rule = QUERY_RULES.products.find((r) => r.id === RELEVANCE_FIXTURE_RULE_ID)!;
  const promoted = rule.promote(items);
  const out: FixtureJudgment[] = [];
  for (const query of RELEVANCE_FIXTURE_QUERIES) {
    if (RELEVANCE_FIXTURE_RULE_QUERIES.includes(query.id)) {
      for (const itemId of promoted) out.push({ queryId: query.id, itemId, grade: 3 });
      continue;
    }
    for (const item of items) {
      if (String(item.title).toLowerCase().includes(query.text)) {
        out.push({ queryId: query.id, itemId: item.itemId, grade: gradeOf(item) });
      }
    }
  }
  return out;
}
