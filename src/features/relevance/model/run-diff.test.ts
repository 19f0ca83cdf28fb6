import { scoreQuery } from './metrics';
import { diffRuns, diffVerdict, type QueryPair } from './run-diff';

const grades = new Map([
  ['a', 3],
  ['b', 2],
  ['c', 0],
]);
const score = (ranking: string[]) => scoreQuery(ranking, grades, { k: 3 });
const best = score(['a', 'b', 'c']);
const worse = score(['c', 'b', 'a']);
const unscorable = scoreQuery(['x'], new Map([['x', 0]]), { k: 3 });

describe('the run diff', () => {
  it('flags the queries that dropped, sorted worst first; failed and unscorable ones change nothing', () => {
    const pairs: QueryPair[] = [
      { queryId: 'same', before: best, after: best },
      { queryId: 'dropped', before: best, after: worse },
      { queryId: 'better', before: worse, after: best },
      { queryId: 'failed', before: best, after: null },
      { queryId: 'unscorable', before: unscorable, after: unscorable },
    ];
    const diff = diffRuns(pairs);
    expect(diff.queries.map((q) => [q.queryId, q.flagged])).toEqual([
      ['dropped', true],
      ['same', false],
      ['better', false],
      ['failed', false],
      ['unscorable', false],
    ]);
    expect(diff.queries[0]!.change).toBeCloseTo(worse.ndcgExp! - best.ndcgExp!, 12);
    expect(diff.queries[0]!.changes.mrr).toBeCloseTo(worse.reciprocalRank - best.reciprocalRank, 12);
    expect(diff.queries[3]!.changes.ndcg).toBeNull();
    expect([diff.comparison.wins, diff.comparison.ties, diff.comparison.losses]).toEqual([1, 1, 1]);
    expect(diffVerdict(diff)).toBe(
      'Regression: 1 query drops by 0.10 or more; mean nDCG change +0.000 (too few queries to tell whether the suite moved); 1 wins, 1 ties, 1 losses.',
    );
  });

  it('says there is no regression when nothing dropped', () => {
    const diff = diffRuns([{ queryId: 'same', before: best, after: best }]);
    expect(diffVerdict(diff)).toMatch(/^No regression: mean nDCG change \+0\.000/);
  });
});
