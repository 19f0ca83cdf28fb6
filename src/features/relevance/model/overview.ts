// What the suite overview reads from the stored runs (issue 38, "Suite overview"): each variant's latest run, the
// pinned baseline, and the per-query grid of nDCG changes against it with its verdict. Pure: the scores come from
// the metric worker's summaries (run-summary.ts), the order from worstChangeFirst.
import { notComparableReason } from './run-comparison';
import { worstChangeFirst, type VariantSummary } from './run-summary';
import { defaultRegressionRules, type RegressionRules } from './statistics';
import type { Run, Suite } from './suite';

/** Each variant's newest run (the store lists runs newest first), in the suite's variant order. */
export function latestRuns(suite: Suite, runs: readonly Run[]): Run[] {
  return suite.variants.flatMap((variant) => runs.find((run) => run.variantId === variant.id) ?? []);
}

/** The pinned baseline run, when the store still has it. */
export function baselineRun(suite: Suite, runs: readonly Run[]): Run | null {
  return runs.find((run) => run.id === suite.baselineRunId) ?? null;
}

export interface GridCell {
  runId: string;
  /** The query's nDCG in the run; null: failed, unscorable or not run. */
  ndcg: number | null;
  failed: boolean;
  /** Against the baseline; null when there is nothing to compare. */
  change: number | null;
}

export interface GridRow {
  queryId: string;
  /** The worst change of the row, for the order. */
  change: number | null;
  cells: GridCell[];
}

function ndcgOf(summary: VariantSummary | undefined, queryId: string): { ndcg: number | null; failed: boolean } {
  const result = summary?.queries.find((query) => query.queryId === queryId);
  if (!result) return { ndcg: null, failed: false };
  if (!result.scores) return { ndcg: null, failed: true };
  return { ndcg: result.scores.unscorable ? null : result.scores.ndcgExp, failed: false };
}

/**
 * One row per query, one cell per run in `runs` (each variant's latest), with the change against the baseline
 * (none against a run that is not comparable with it, nor for the baseline run itself); the worst change first.
 */
export function queryGrid(
  suite: Suite,
  runs: readonly Run[],
  summaries: ReadonlyMap<string, VariantSummary>,
  baseline: Run | null,
): GridRow[] {
  const base = baseline ? summaries.get(baseline.id) : undefined;
  const rows = suite.queries.map((query): GridRow => {
    const before = baseline && base ? ndcgOf(base, query.id).ndcg : null;
    const cells = runs.map((run): GridCell => {
      const { ndcg, failed } = ndcgOf(summaries.get(run.id), query.id);
      const comparable = baseline !== null && run.id !== baseline.id && notComparableReason(baseline, run) === null;
      const change = comparable && before !== null && ndcg !== null ? ndcg - before : null;
      return { runId: run.id, ndcg, failed, change };
    });
    const changes = cells.flatMap((cell) => (cell.change === null ? [] : [cell.change]));
    return { queryId: query.id, change: changes.length ? Math.min(...changes) : null, cells };
  });
  return worstChangeFirst(rows);
}

/**
 * The grid's verdict in one sentence: the variant worse on the most queries (a drop at or past the query rule's
 * threshold), naming them, or that none is; without a baseline, how to get one.
 */
export function gridVerdict(
  suite: Suite,
  runs: readonly Run[],
  rows: readonly GridRow[],
  baseline: Run | null,
  rules: RegressionRules = defaultRegressionRules,
): string {
  if (!baseline) return 'No baseline yet: pin a run as the baseline to see which queries each variant makes worse.';
  const nameOf = (run: Run) => suite.variants.find((variant) => variant.id === run.variantId)?.name ?? run.variantId;
  const worse = runs
    .map((run, i) => ({
      run,
      queries: rows.filter((row) => (row.cells[i]?.change ?? 0) <= rules.queryDrop).map((row) => row.queryId),
    }))
    .filter((entry) => entry.run.id !== baseline.id && entry.queries.length > 0)
    .sort((a, b) => b.queries.length - a.queries.length);
  const total = suite.queries.length;
  const first = worse[0];
  if (!first) return `No variant's latest run is worse than the baseline on any of the ${total} queries.`;
  const ids = [...first.queries].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const others = worse.length > 1 ? `; ${worse.length - 1} more variant${worse.length > 2 ? 's' : ''} also worse` : '';
  return `${nameOf(first.run)} is worse on ${ids.length} of ${total} queries: ${ids.join(', ')}${others}.`;
}
