import { scoreQuery } from './metrics';
import {
  concurrencyFrom,
  metricColumns,
  runProgressLabel,
  summariseRun,
  worstChangeFirst,
  type QueryRanking,
} from './run-summary';
import { bootstrapMean } from './statistics';

const judgments = new Map([
  [
    'good',
    new Map([
      ['a', 3],
      ['b', 1],
      ['c', 0],
    ]),
  ],
  [
    'fair',
    new Map([
      ['x', 2],
      ['y', 0],
    ]),
  ],
  // Every judged grade 0: IDCG = 0, unscorable.
  ['none', new Map([['p', 0]])],
]);
const options = { k: 3 };

describe('a run’s summary', () => {
  const rankings = new Map<string, QueryRanking>([
    ['good', ['a', 'c', 'b']],
    ['fair', ['y', 'z', 'x']],
    ['none', ['p', 'q']],
    ['down', 'failed'],
  ]);
  const summary = summariseRun(rankings, judgments, options);

  it('counts scored, failed and unscorable queries beside the numbers', () => {
    expect([summary.scored, summary.failed, summary.unscorable]).toEqual([2, 1, 1]);
    expect(summary.queries.map((query) => query.queryId)).toEqual(['good', 'fair', 'none', 'down']);
    expect(summary.queries[3]!.scores).toBeNull();
  });

  it('takes each mean over the scorable queries only: a failed or unscorable query is never a 0', () => {
    const good = scoreQuery(['a', 'c', 'b'], judgments.get('good')!, options);
    const fair = scoreQuery(['y', 'z', 'x'], judgments.get('fair')!, options);
    for (const column of metricColumns) {
      expect(summary.means[column.key], column.key).toEqual(bootstrapMean([column.pick(good)!, column.pick(fair)!]));
    }
    expect(summary.means.ndcg!.mean).toBeCloseTo((good.ndcgExp! + fair.ndcgExp!) / 2, 12);
  });

  it('has no mean when nothing was scored', () => {
    const empty = summariseRun(new Map([['down', 'failed' as const]]), judgments, options);
    expect(empty.means.ndcg).toBeNull();
    expect([empty.scored, empty.failed, empty.unscorable]).toEqual([0, 1, 0]);
  });

  it('names the columns at k', () => {
    expect(metricColumns.map((column) => column.label(10))).toEqual([
      'nDCG@10',
      'P@10',
      'MRR',
      'ERR@10',
      'Recall@10',
      'Judged@10',
    ]);
  });
});

describe('the run’s controls', () => {
  it('says the progress in one line', () => {
    expect(runProgressLabel(73, 200, 2)).toBe('73/200 queries · 2 failed');
  });

  it('keeps the concurrency between 1 and 8, 4 by default', () => {
    expect([concurrencyFrom(undefined), concurrencyFrom(''), concurrencyFrom('abc'), concurrencyFrom(2.5)]).toEqual([
      4, 4, 4, 4,
    ]);
    expect([concurrencyFrom(0), concurrencyFrom('1'), concurrencyFrom(8), concurrencyFrom(12)]).toEqual([1, 1, 8, 8]);
  });

  it('sorts the per-query grid by the worst change, those without a change last', () => {
    const rows = [
      { queryId: 'b', change: 0.1 },
      { queryId: 'n', change: null },
      { queryId: 'c', change: -0.3 },
      { queryId: 'a', change: 0 },
      { queryId: 'd', change: -0.3 },
      { queryId: 'm', change: null },
    ];
    expect(worstChangeFirst(rows).map((row) => row.queryId)).toEqual(['c', 'd', 'a', 'b', 'm', 'n']);
  });
});
