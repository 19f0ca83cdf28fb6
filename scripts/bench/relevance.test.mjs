import { describe, expect, it } from 'vitest';
import { benchQueries, cancelFigures, qrelsText } from './relevance.mjs';
import { RELEVANCE_FIXTURE_QUERIES } from '../../src/simulator/search/relevance-fixture';
import { parseJudgmentFile } from '../../src/features/relevance/model/judgment-import';

describe('relevance bench helpers', () => {
  it('draws the same 100 queries from the fixture on every run, each borrowing its fixture query', () => {
    const queries = benchQueries(RELEVANCE_FIXTURE_QUERIES, 100);
    expect(queries).toHaveLength(100);
    expect(benchQueries(RELEVANCE_FIXTURE_QUERIES, 100)).toEqual(queries);
    expect(new Set(queries.map((query) => query.id)).size).toBe(100);
    expect(queries[0]).toEqual({ id: 'b1', text: 'running shoes', fixtureId: 'q1' });
    expect(queries[24]).toEqual({ id: 'b25', text: 'running shoes', fixtureId: 'q1' });
    expect(queries[99].fixtureId).toBe(RELEVANCE_FIXTURE_QUERIES[99 % 24].id);
  });

  it('writes qrels lines the page imports without error, one judgment per line', () => {
    const queries = benchQueries(RELEVANCE_FIXTURE_QUERIES, 100);
    const text = qrelsText(queries, 1000);
    expect(text.split('\n').filter(Boolean)).toHaveLength(1000);
    const imported = parseJudgmentFile(text, 'trec-qrels');
    expect(imported.errors).toEqual([]);
    expect(imported.conflicts).toBe(0);
    expect(imported.judgments).toHaveLength(1000);
  });

  it('counts the requests started after Cancel and how long after it the last one did', () => {
    expect(cancelFigures([100, 900, 1000, 1200, 2500], 1000)).toEqual({
      lastAfterMs: 1500,
      before: 2,
      after: 3,
      afterOneSecond: 1,
    });
    expect(cancelFigures([100, 900], 1000)).toEqual({ lastAfterMs: 0, before: 2, after: 0, afterOneSecond: 0 });
  });
});
