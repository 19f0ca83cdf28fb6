import { describe, expect, it } from 'vitest';
import { createSearchTester, ids, WS, FIRST_SEARCH_TIMEOUT_MS, type Query } from './test-support';
import {
  RELEVANCE_FIXTURE_QUERIES,
  RELEVANCE_FIXTURE_RULE_ID,
  RELEVANCE_FIXTURE_RULE_QUERIES,
  relevanceFixtureJudgments,
} from './relevance-fixture';
import type { Loose } from '../test-support';

const s = createSearchTester();

interface Side {
  ids: string[];
  total: number;
  /** Rule ids the explanation names: the applied rules and the items' `_promotedByRules`. */
  rules: number[];
}

async function side(text: string, extra: Query = {}): Promise<Side> {
  const r = await s.get('products', 'query/explain', { query: text, limit: 10, ...extra });
  expect(r.status).toBe(200);
  const items = r.body.data as Loose[];
  const applied = (r.body.extras.explanation.appliedRules as Array<{ id: number }>).map((rule) => rule.id);
  const promoted = items.flatMap((i) => (i._promotedByRules as number[] | undefined) ?? []);
  return { ids: ids(r.body), total: r.body.meta.totalCount as number, rules: [...new Set([...applied, ...promoted])] };
}

describe('the relevance fixture', () => {
  it(
    'excluding its rule changes exactly its three queries, and the explanation names the rule on one side only',
    async () => {
      const changed: string[] = [];
      for (const query of RELEVANCE_FIXTURE_QUERIES) {
        const on = await side(query.text);
        const off = await side(query.text, { excludeQueryRules: [RELEVANCE_FIXTURE_RULE_ID] });
        expect(off.rules).not.toContain(RELEVANCE_FIXTURE_RULE_ID);
        if (JSON.stringify(on) !== JSON.stringify(off)) {
          changed.push(query.id);
          expect(on.rules).toContain(RELEVANCE_FIXTURE_RULE_ID);
        } else {
          expect(on.rules).not.toContain(RELEVANCE_FIXTURE_RULE_ID);
        }
      }
      expect(changed).toEqual(RELEVANCE_FIXTURE_RULE_QUERIES);
    },
    FIRST_SEARCH_TIMEOUT_MS,
  );

  it('judges the rule queries by the rule alone, so excluding it loses every judged item', async () => {
    const judgments = relevanceFixtureJudgments(WS);
    for (const queryId of RELEVANCE_FIXTURE_RULE_QUERIES) {
      const text = RELEVANCE_FIXTURE_QUERIES.find((q) => q.id === queryId)!.text;
      const judged = judgments.filter((j) => j.queryId === queryId && j.grade > 0).map((j) => j.itemId);
      expect(judged).toHaveLength(3);
      const on = await side(text);
      const off = await side(text, { excludeQueryRules: [RELEVANCE_FIXTURE_RULE_ID] });
      expect(on.ids.slice(0, 3)).toEqual(judged);
      for (const id of judged) expect(off.ids).not.toContain(id);
    }
  });

  it('every other query has a relevant judged item, so the whole suite is scorable', () => {
    const judgments = relevanceFixtureJudgments(WS);
    for (const query of RELEVANCE_FIXTURE_QUERIES) {
      expect(
        judgments.some((j) => j.queryId === query.id && j.grade > 0),
        query.text,
      ).toBe(true);
    }
  });
});
