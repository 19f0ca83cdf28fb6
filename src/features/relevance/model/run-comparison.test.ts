import { compareRuns, explainDiff } from './run-comparison';
import type { QueryOutcome, Run } from './suite';

const run = (id: string, queries: Record<string, QueryOutcome>, over: Partial<Run> = {}): Run => ({
  id,
  suiteId: 's',
  variantId: id,
  startedAt: '2026-11-28T00:00:00Z',
  params: {},
  indexId: 'products',
  limit: 10,
  state: 'finished',
  queries,
  ...over,
});
const ok = (...ids: string[]): QueryOutcome => ({ status: 'ok', items: ids.map((itemId) => ({ itemId })) });
const judgments = new Map([
  [
    'q1',
    new Map([
      ['a', 3],
      ['b', 1],
    ]),
  ],
  ['q2', new Map([['c', 2]])],
]);

describe('comparing two stored runs', () => {
  it('pairs each query, with a failed query on either side paired as null', () => {
    const before = run('r1', { q1: ok('a', 'b'), q2: ok('c') });
    const after = run('r2', { q1: ok('b', 'a'), q2: { status: 'failed', reason: '500' } });
    const result = compareRuns(before, after, ['q1', 'q2'], judgments, { k: 10 });
    if (!result.comparable) throw new Error(result.reason);
    expect(result.pairs[0]!.after!.ndcgExp).toBeLessThan(1);
    expect(result.pairs[1]).toMatchObject({ queryId: 'q2', after: null });
    expect(result.diff.queries.find((q) => q.queryId === 'q1')!.change).toBeLessThan(0);
    expect(result.diff.queries.find((q) => q.queryId === 'q2')!.change).toBeNull();
  });

  it('says "not comparable" and shows no change when the index or the limit differ', () => {
    const before = run('r1', { q1: ok('a') });
    expect(compareRuns(before, run('r2', { q1: ok('b') }, { limit: 20 }), ['q1'], judgments, { k: 10 })).toEqual({
      comparable: false,
      reason: 'Not comparable: the runs asked for 10 and 20 results per query.',
    });
    expect(compareRuns(before, run('r2', { q1: ok('b') }, { indexId: 'other' }), ['q1'], judgments, { k: 10 })).toEqual(
      {
        comparable: false,
        reason: 'Not comparable: the runs searched different indexes (products, other).',
      },
    );
  });
});

describe('the explain diff', () => {
  it('shows score, factors, elastic-filter match and a rule on one side only, with the change', () => {
    const before = run('r1', {
      q1: {
        status: 'ok',
        items: [
          {
            itemId: 'b',
            score: 9,
            promotingRules: [7],
            explanation: { score: 9, scoreFactors: { personalization: 0.5 }, matchedElasticFilter: true },
          },
          {
            itemId: 'a',
            score: 5,
            explanation: { scoreFactors: { personalization: 0.2 }, matchedElasticFilter: true },
          },
        ],
      },
    });
    const after = run('r2', {
      q1: {
        status: 'ok',
        items: [
          {
            itemId: 'a',
            score: 6,
            explanation: { scoreFactors: { personalization: 0.7 }, matchedElasticFilter: false },
          },
          {
            itemId: 'b',
            score: 4,
            explanation: { scoreFactors: { personalization: 0.5 }, matchedElasticFilter: true },
          },
        ],
      },
    });
    const rows = explainDiff(before, after, 'q1', judgments.get('q1')!);
    expect(rows.map((row) => row.itemId)).toEqual(['a', 'b']);
    expect(rows[0]).toMatchObject({
      rankChange: 1,
      scoreChange: 1,
      elasticFilterChanged: true,
      rulesOnlyBefore: [],
      rulesOnlyAfter: [],
    });
    expect(rows[0]!.factorChanges[0]!.change).toBeCloseTo(0.5);
    expect(rows[1]).toMatchObject({ rankChange: -1, scoreChange: -5, rulesOnlyBefore: [7], rulesOnlyAfter: [] });
  });

  it('leaves out judged items found in neither run and keeps one found on one side', () => {
    const rows = explainDiff(run('r1', { q1: ok('b') }), run('r2', { q1: ok('x') }), 'q1', judgments.get('q1')!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ itemId: 'b', after: null, rankChange: null, scoreChange: null });
  });
});
