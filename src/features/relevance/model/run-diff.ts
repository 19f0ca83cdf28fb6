// The run diff's numbers (issue 38, "Run diff"): per query the change in each metric, and the suite's verdict from
// statistics.ts on the nDCG of the queries both runs scored.
import type { QueryScores } from './metrics';
import { metricColumns, worstChangeFirst, type MetricKey } from './run-summary';
import { comparePaired, defaultRegressionRules, type PairedComparison, type RegressionRules } from './statistics';

export interface QueryPair {
  queryId: string;
  /** null: failed, or not in that run. */
  before: QueryScores | null;
  after: QueryScores | null;
}

export interface QueryDiff {
  queryId: string;
  /** nDCG's change; null when either side is failed or unscorable (then it enters nothing). */
  change: number | null;
  changes: Record<MetricKey, number | null>;
  flagged: boolean;
}

export interface RunDiff {
  comparison: PairedComparison;
  queries: QueryDiff[];
}

export function diffRuns(pairs: readonly QueryPair[], rules: RegressionRules = defaultRegressionRules): RunDiff {
  const paired = pairs.filter((pair) => pair.before?.ndcgExp != null && pair.after?.ndcgExp != null) as (QueryPair & {
    before: QueryScores;
    after: QueryScores;
  })[];
  const comparison = comparePaired(
    paired.map((pair) => [pair.before.ndcgExp!, pair.after.ndcgExp!] as const),
    rules,
  );
  const flagged = new Set(comparison.flaggedQueries.map((i) => paired[i]!.queryId));
  const queries = pairs.map((pair): QueryDiff => {
    const changes = Object.fromEntries(
      metricColumns.map((column) => {
        const before = pair.before ? column.pick(pair.before) : null;
        const after = pair.after ? column.pick(pair.after) : null;
        return [column.key, before === null || after === null ? null : after - before];
      }),
    ) as Record<MetricKey, number | null>;
    return { queryId: pair.queryId, change: changes.ndcg, changes, flagged: flagged.has(pair.queryId) };
  });
  return { comparison, queries: worstChangeFirst(queries) };
}

/** The verdict, first and in one sentence. */
export function diffVerdict({ comparison }: RunDiff, rules: RegressionRules = defaultRegressionRules): string {
  const flagged = comparison.flaggedQueries.length;
  const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(3)}`;
  const mean = `mean nDCG change ${signed(comparison.meanChange)}`;
  const tally = `${comparison.wins} wins, ${comparison.ties} ties, ${comparison.losses} losses`;
  const test = comparison.tooFewToTell
    ? 'too few queries to tell whether the suite moved'
    : `p = ${comparison.p!.toFixed(3)}`;
  if (comparison.suiteRegression)
    return `Regression: the suite's ${mean} is at or below ${signed(rules.suiteDrop)} (${test}); ${tally}.`;
  if (flagged > 0)
    return `Regression: ${flagged} ${flagged === 1 ? 'query drops' : 'queries drop'} by ${Math.abs(rules.queryDrop).toFixed(2)} or more; ${mean} (${test}); ${tally}.`;
  return `No regression: ${mean} (${test}); ${tally}.`;
}
