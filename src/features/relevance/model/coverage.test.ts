import { bandCounts, queryCoverage } from './coverage';
import type { QueueQuery } from './judge-queue';

const queries: QueueQuery[] = [
  {
    queryId: 'full',
    rankings: [
      ['a', 'b'],
      ['b', 'a'],
    ],
  },
  { queryId: 'empty', rankings: [[]] },
  { queryId: 'half', rankings: [['c', 'd'], ['e']] },
  { queryId: 'none', rankings: [['f', 'g', 'h']] },
  { queryId: 'most', rankings: [['i', 'j', 'k', 'l', 'z']] },
];
const judged = new Set(['full|a', 'full|b', 'half|c', 'most|i', 'most|j', 'most|k', 'most|z', 'most|l']);
const isJudged = (q: string, item: string) => judged.has(`${q}|${item}`);

describe('coverage', () => {
  it('puts the least judged query first, counting each item of the variants’ top k once', () => {
    const rows = queryCoverage(queries, isJudged, 4);
    expect(rows.map((row) => [row.queryId, row.judged, row.total, row.band])).toEqual([
      ['none', 0, 3, 'none'],
      ['half', 1, 3, 'under-half'],
      ['full', 2, 2, 'full'],
      ['most', 4, 4, 'full'],
      ['empty', 0, 0, null],
    ]);
  });

  it('cuts each ranking at k before counting', () => {
    const most = queryCoverage([queries[4]!], (_, item) => item !== 'z' && item !== 'l', 5)[0]!;
    expect([most.judged, most.total, most.band]).toEqual([3, 5, 'partial']);
  });

  it('counts the queries per band', () => {
    expect(bandCounts(queryCoverage(queries, isJudged, 4))).toEqual({ none: 1, 'under-half': 1, partial: 0, full: 2 });
  });
});
