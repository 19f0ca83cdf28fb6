import { describe, expect, it } from 'vitest';
import { judgmentMaps, readRun, readSuite, runRankings, variantParams, type Run, type Suite } from './suite';
import { suiteDefaults } from './suite-fixture';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Shoes',
  indexId: 'idx-1',
  queries: [
    { id: 'q1', kind: 'text', text: 'red shoes', filter: "brand = 'Acme'", informationNeed: 'Red running shoes' },
    { id: 'q2', kind: 'visual', text: 'https://img.example/a.jpg', anchorItemId: 'i9' },
    { id: 'q3', kind: 'autocomplete', text: 'sne', testProfile: { clientId: 42, label: 'Test shopper' } },
  ],
  judgments: [
    { queryId: 'q1', itemId: 'i1', grade: 3, title: 'Red shoe', image: 'https://img.example/1.jpg', brand: 'Acme' },
    { queryId: 'q1', itemId: 'i2', grade: 0 },
  ],
  variants: [{ id: 'v1', name: 'Baseline', params: { phrase: 'x', facets: ['brand', 'size'] } }],
  baselineRunId: 'r1',
};

const run: Run = {
  id: 'r1',
  suiteId: 's1',
  variantId: 'v1',
  startedAt: '2026-11-02T00:00:00.000Z',
  finishedAt: '2026-11-02T00:01:00.000Z',
  params: { explain: 'true' },
  indexId: 'idx-1',
  limit: 10,
  state: 'finished',
  queries: {
    q1: {
      status: 'ok',
      items: [
        { itemId: 'i1', score: 2.5, promotingRules: [7], explanation: { score: 2.5, scoreFactors: { text: 1.2 } } },
        { itemId: 'i3' },
      ],
    },
    q2: { status: 'failed', reason: '500 after two retries' },
  },
};

describe('the suite format', () => {
  it('reads back exactly what it wrote', () => {
    expect(readSuite(JSON.parse(JSON.stringify(suite)))).toEqual(suite);
    expect(readRun(JSON.parse(JSON.stringify(run)))).toEqual(run);
  });

  it('refuses a suite without its identity', () => {
    expect(readSuite({ ...suite, id: '' })).toBeNull();
    expect(readSuite({ ...suite, indexId: undefined })).toBeNull();
    expect(readSuite('suite')).toBeNull();
    expect(readRun({ ...run, limit: 0 })).toBeNull();
  });

  it('drops unreadable entries and fields instead of the whole suite', () => {
    const read = readSuite({
      ...suite,
      scale: { 3: 'Exact' },
      queries: [...suite.queries, { id: 'q4' }, { id: 'q5', kind: 'spoken', text: 'x', notes: 5 }],
      judgments: [
        ...suite.judgments,
        { queryId: 'q1', itemId: 'i4', grade: 4 },
        { queryId: 'q1', itemId: 'i5', grade: 1.5 },
      ],
      variants: 'none',
    });
    expect(read?.queries.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q5']);
    expect(read?.queries[3]).toEqual({ id: 'q5', kind: 'text', text: 'x' });
    expect(read?.judgments).toHaveLength(2);
    expect(read?.variants).toEqual([]);
    expect(read?.scale).toEqual({ 0: 'Irrelevant', 1: 'Related', 2: 'Relevant', 3: 'Exact' });
  });

  it('keeps a run whose query outcomes are partly unreadable', () => {
    const read = readRun({ ...run, state: 'exploded', queries: { ...run.queries, q3: { status: 'maybe' } } });
    expect(read?.state).toBe('cancelled');
    expect(Object.keys(read!.queries)).toEqual(['q1', 'q2']);
  });

  it('always explains a variant', () => {
    expect(variantParams({ id: 'v', name: 'n', params: { explain: 'false', phrase: 'a' } })).toEqual({
      explain: 'true',
      phrase: 'a',
    });
  });

  it('feeds the metric code: judgments per query and rankings in the suite order', () => {
    expect(judgmentMaps(suite.judgments).get('q1')).toEqual(
      new Map([
        ['i1', 3],
        ['i2', 0],
      ]),
    );
    expect([...runRankings(run, suite.queries)]).toEqual([
      ['q1', ['i1', 'i3']],
      ['q2', 'failed'],
    ]);
  });
});
