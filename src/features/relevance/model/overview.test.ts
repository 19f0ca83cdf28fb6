import { scoreQuery } from './metrics';
import { baselineRun, gridVerdict, latestRuns, queryGrid } from './overview';
import { summariseRun, type VariantSummary } from './run-summary';
import { judgmentMaps, runRankings, type Run, type Suite } from './suite';
import { suiteDefaults } from './suite-fixture';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Shoes',
  indexId: 'idx',
  queries: ['q1', 'q2', 'q3'].map((id) => ({ id, kind: 'text' as const, text: `text ${id}` })),
  judgments: ['q1', 'q2', 'q3'].flatMap((queryId) => [
    { queryId, itemId: 'a', grade: 3 as const },
    { queryId, itemId: 'b', grade: 0 as const },
  ]),
  variants: [
    { id: 'base', name: 'Baseline', params: {} },
    { id: 'b', name: 'Variant B', params: {} },
  ],
  baselineRunId: 'r1',
};

const run = (id: string, variantId: string, startedAt: string, queries: Run['queries'], limit = 10): Run => ({
  id,
  suiteId: 's1',
  variantId,
  startedAt,
  params: {},
  indexId: 'idx',
  limit,
  state: 'finished',
  queries,
});
const good = { status: 'ok' as const, items: [{ itemId: 'a' }, { itemId: 'b' }] };
const bad = { status: 'ok' as const, items: [{ itemId: 'b' }, { itemId: 'a' }] };

const r1 = run('r1', 'base', '2026-11-01T00:00:00Z', { q1: good, q2: good, q3: good });
const r2 = run('r2', 'b', '2026-11-02T00:00:00Z', { q1: good, q2: bad, q3: { status: 'failed', reason: '500' } });
const r3 = run('r3', 'base', '2026-11-03T00:00:00Z', { q1: good, q2: good, q3: good });
const newestFirst = [r3, r2, r1];

const summariesOf = (runs: Run[]) =>
  new Map<string, VariantSummary>(
    runs.map((r) => [r.id, summariseRun(runRankings(r, suite.queries), judgmentMaps(suite.judgments), { k: 10 })]),
  );

describe('the suite overview’s reading of stored runs', () => {
  it('takes each variant’s newest run and the pinned baseline, even when it is not the newest', () => {
    expect(latestRuns(suite, newestFirst).map((r) => r.id)).toEqual(['r3', 'r2']);
    expect(baselineRun(suite, newestFirst)?.id).toBe('r1');
    expect(baselineRun({ ...suite, baselineRunId: 'gone' }, newestFirst)).toBeNull();
  });

  it('sorts the grid by the worst change; a failed query shows as failed, with no change', () => {
    const runs = [r1, r3, r2];
    const rows = queryGrid(suite, runs, summariesOf(runs), r1);
    expect(rows.map((row) => row.queryId)).toEqual(['q2', 'q1', 'q3']);
    const drop =
      scoreQuery(
        ['b', 'a'],
        new Map([
          ['a', 3],
          ['b', 0],
        ]),
        { k: 10 },
      ).ndcgExp! - 1;
    expect(rows[0]!.change).toBeCloseTo(drop);
    // The baseline's own cell has no change; the failed query has none either.
    expect(rows[0]!.cells[0]).toMatchObject({ runId: 'r1', change: null });
    expect(rows[2]!.cells[2]).toEqual({ runId: 'r2', ndcg: null, failed: true, change: null });
    expect(gridVerdict(suite, runs, rows, r1)).toBe('Variant B is worse on 1 of 3 queries: q2.');
  });

  it('shows no change against a baseline of another limit, and asks for a baseline when none is pinned', () => {
    const other = run('r4', 'b', '2026-11-04T00:00:00Z', { q2: bad }, 20);
    const runs = [r1, other];
    const rows = queryGrid(suite, runs, summariesOf(runs), r1);
    expect(rows.every((row) => row.change === null)).toBe(true);
    expect(gridVerdict(suite, runs, rows, r1)).toBe(
      "No variant's latest run is worse than the baseline on any of the 3 queries.",
    );
    expect(gridVerdict(suite, runs, rows, null)).toMatch(/^No baseline yet: pin a run/);
  });
});
