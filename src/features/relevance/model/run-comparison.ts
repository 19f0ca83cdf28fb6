// Issue 38's Run diff on stored runs: the QueryPair[] run-diff.ts scores, "not comparable" when the runs searched
// another index or limit, and the explain diff of one query's judged items from both runs.
import { scoreQuery, type Judgments, type MetricOptions } from './metrics';
import { diffRuns, type QueryPair, type RunDiff } from './run-diff';
import type { RegressionRules } from './statistics';
import type { CompactExplanation, Run } from './suite';

export type RunComparison =
  | { comparable: true; pairs: QueryPair[]; diff: RunDiff }
  /** No change is shown: the numbers would compare different searches. */
  | { comparable: false; reason: string };

/** Why two runs cannot be compared, or null when they can. */
export function notComparableReason(before: Run, after: Run): string | null {
  if (before.indexId !== after.indexId)
    return `Not comparable: the runs searched different indexes (${before.indexId}, ${after.indexId}).`;
  if (before.limit !== after.limit)
    return `Not comparable: the runs asked for ${before.limit} and ${after.limit} results per query.`;
  return null;
}

/** Pairs each query's scores from both runs (null: failed or not run) in the order of `queryIds`. */
export function queryPairs(
  before: Run,
  after: Run,
  queryIds: readonly string[],
  judgments: ReadonlyMap<string, Judgments>,
  options: MetricOptions,
): QueryPair[] {
  const scoresOf = (run: Run, queryId: string) => {
    const outcome = run.queries[queryId];
    if (outcome?.status !== 'ok') return null;
    return scoreQuery(
      outcome.items.map((item) => item.itemId),
      judgments.get(queryId) ?? new Map(),
      options,
    );
  };
  return queryIds.map((queryId) => ({ queryId, before: scoresOf(before, queryId), after: scoresOf(after, queryId) }));
}

export function compareRuns(
  before: Run,
  after: Run,
  queryIds: readonly string[],
  judgments: ReadonlyMap<string, Judgments>,
  options: MetricOptions,
  rules?: RegressionRules,
): RunComparison {
  const reason = notComparableReason(before, after);
  if (reason) return { comparable: false, reason };
  const pairs = queryPairs(before, after, queryIds, judgments, options);
  return { comparable: true, pairs, diff: diffRuns(pairs, rules) };
}

/** One judged item in one run: where it ranked and why. */
export interface ItemSide {
  rank: number;
  score: number | null;
  scoreFactors: Record<string, number>;
  extendedScoreFactors: Record<string, unknown> | null;
  matchedElasticFilter: boolean | null;
  promotingRules: number[];
}

export interface ExplainDiffRow {
  itemId: string;
  grade: number;
  /** null: the item is not in that run's results. */
  before: ItemSide | null;
  after: ItemSide | null;
  /** Rank change, positive when it moved up; null when it is missing on a side. */
  rankChange: number | null;
  scoreChange: number | null;
  /** Each factor named on either side, with its change (null when one side does not name it). */
  factorChanges: { name: string; before: number | null; after: number | null; change: number | null }[];
  elasticFilterChanged: boolean;
  rulesOnlyBefore: number[];
  rulesOnlyAfter: number[];
}

function sideOf(run: Run, queryId: string, itemId: string): ItemSide | null {
  const outcome = run.queries[queryId];
  if (outcome?.status !== 'ok') return null;
  const index = outcome.items.findIndex((item) => item.itemId === itemId);
  if (index < 0) return null;
  const item = outcome.items[index]!;
  const explanation: CompactExplanation = item.explanation ?? {};
  return {
    rank: index + 1,
    score: item.score ?? explanation.score ?? null,
    scoreFactors: explanation.scoreFactors ?? {},
    extendedScoreFactors: explanation.extendedScoreFactors ?? null,
    matchedElasticFilter: explanation.matchedElasticFilter ?? null,
    promotingRules: item.promotingRules ?? [],
  };
}

const difference = (before: number | null | undefined, after: number | null | undefined) =>
  before == null || after == null ? null : after - before;

/**
 * The explain diff of one query: each judged item found in either run, best grade first, with its score, factors,
 * extended factors, elastic-filter match and promoting rules on both sides and what changed.
 */
export function explainDiff(before: Run, after: Run, queryId: string, judgments: Judgments): ExplainDiffRow[] {
  const rows: ExplainDiffRow[] = [];
  for (const [itemId, grade] of judgments) {
    const was = sideOf(before, queryId, itemId);
    const now = sideOf(after, queryId, itemId);
    if (!was && !now) continue;
    const names = [...new Set([...Object.keys(was?.scoreFactors ?? {}), ...Object.keys(now?.scoreFactors ?? {})])];
    const beforeRules = was?.promotingRules ?? [];
    const afterRules = now?.promotingRules ?? [];
    rows.push({
      itemId,
      grade,
      before: was,
      after: now,
      rankChange: was && now ? was.rank - now.rank : null,
      scoreChange: difference(was?.score, now?.score),
      factorChanges: names.sort().map((name) => {
        const b = was?.scoreFactors[name] ?? null;
        const a = now?.scoreFactors[name] ?? null;
        return { name, before: b, after: a, change: difference(b, a) };
      }),
      elasticFilterChanged: (was?.matchedElasticFilter ?? null) !== (now?.matchedElasticFilter ?? null),
      rulesOnlyBefore: beforeRules.filter((rule) => !afterRules.includes(rule)),
      rulesOnlyAfter: afterRules.filter((rule) => !beforeRules.includes(rule)),
    });
  }
  return rows.sort((a, b) => b.grade - a.grade || a.itemId.localeCompare(b.itemId));
}
