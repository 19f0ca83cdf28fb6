// What the suite overview shows of runs (issue 38, "Suite overview"): per variant, each metric's mean over the
// scorable queries with its bootstrap interval and the counts beside it; the run's progress in words; the per-query
// grid's order. Pure, so the metric worker (metric-worker.ts) and the tests share it.
import { scoreQuery, type Judgments, type MetricOptions, type QueryScores } from './metrics';
import { bootstrapMean, type MeanWithInterval } from './statistics';

export type MetricKey = 'ndcg' | 'precision' | 'mrr' | 'err' | 'recall' | 'judged';

export interface MetricColumn {
  key: MetricKey;
  /** The column's heading at cut-off k. */
  label: (k: number) => string;
  /** A query's value, or null when the metric says nothing about it (recall without a relevant judged item). */
  pick: (scores: QueryScores) => number | null;
}

/** All six at once, in the order; nDCG is the exponential-gain one (decision 0185). */
export const metricColumns: readonly MetricColumn[] = [
  { key: 'ndcg', label: (k) => `nDCG@${k}`, pick: (s) => s.ndcgExp },
  { key: 'precision', label: (k) => `P@${k}`, pick: (s) => s.precision },
  { key: 'mrr', label: () => 'MRR', pick: (s) => s.reciprocalRank },
  { key: 'err', label: (k) => `ERR@${k}`, pick: (s) => s.err },
  { key: 'recall', label: (k) => `Recall@${k}`, pick: (s) => s.recall },
  { key: 'judged', label: (k) => `Judged@${k}`, pick: (s) => s.judged },
];

/** A query of a run: its ranking (item ids, best first), or failed after its retries. */
export type QueryRanking = readonly string[] | 'failed';

export interface QueryResult {
  queryId: string;
  /** null for a failed query: shown, never scored. */
  scores: QueryScores | null;
}

export interface VariantSummary {
  means: Record<MetricKey, MeanWithInterval | null>;
  scored: number;
  failed: number;
  unscorable: number;
  queries: QueryResult[];
}

/**
 * Scores every query of one run and takes the means over the scorable ones: a failed query and an unscorable one
 * (IDCG = 0) are counted beside the numbers and enter no mean, never as 0.
 */
export function summariseRun(
  rankings: ReadonlyMap<string, QueryRanking>,
  judgments: ReadonlyMap<string, Judgments>,
  options: MetricOptions,
): VariantSummary {
  const queries: QueryResult[] = [];
  let failed = 0;
  let unscorable = 0;
  const scored: QueryScores[] = [];
  for (const [queryId, ranking] of rankings) {
    if (ranking === 'failed') {
      failed += 1;
      queries.push({ queryId, scores: null });
      continue;
    }
    const scores = scoreQuery(ranking, judgments.get(queryId) ?? new Map(), options);
    queries.push({ queryId, scores });
    if (scores.unscorable) unscorable += 1;
    else scored.push(scores);
  }
  const means = Object.fromEntries(
    metricColumns.map((column) => [
      column.key,
      bootstrapMean(scored.map(column.pick).filter((value): value is number => value !== null)),
    ]),
  ) as Record<MetricKey, MeanWithInterval | null>;
  return { means, scored: scored.length, failed, unscorable, queries };
}

/** The run's progress in one line: "73/200 queries · 2 failed". */
export function runProgressLabel(done: number, total: number, failed: number): string {
  return `${done}/${total} queries · ${failed} failed`;
}

export const concurrencyRange = { min: 1, max: 8, default: 4 } as const;

/** A concurrency typed or stored: a whole number from 1 to 8, else the default 4. */
export function concurrencyFrom(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return concurrencyRange.default;
  return Math.min(concurrencyRange.max, Math.max(concurrencyRange.min, n));
}

export interface QueryChange {
  queryId: string;
  /** The change against the baseline; null when there is none to show (failed, unscorable, not comparable). */
  change: number | null;
}

/** The per-query grid's order: the worst change first, the queries without a change last, each by id. */
export function worstChangeFirst<T extends QueryChange>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.change === null || b.change === null) {
      if (a.change !== b.change) return a.change === null ? 1 : -1;
    } else if (a.change !== b.change) {
      return a.change - b.change;
    }
    return a.queryId.localeCompare(b.queryId);
  });
}
