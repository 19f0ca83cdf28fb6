// Issue 38's Coverage: the suite's queries by the share of their variants' latest top k that has a grade, so the
// person sees where judging is missing and can start with the worst.
import type { QueueQuery } from './judge-queue';

export type CoverageBand = 'none' | 'under-half' | 'partial' | 'full';

export const coverageBands: readonly { band: CoverageBand; label: string }[] = [
  { band: 'none', label: '0 %' },
  { band: 'under-half', label: '< 50 %' },
  { band: 'partial', label: '< 100 %' },
  { band: 'full', label: '100 %' },
];

export interface QueryCoverage {
  queryId: string;
  judged: number;
  /** Distinct items in the variants' top k. */
  total: number;
  /** judged / total; null for a query whose runs returned nothing. */
  share: number | null;
  band: CoverageBand | null;
}

function bandOf(share: number): CoverageBand {
  if (share === 0) return 'none';
  if (share < 0.5) return 'under-half';
  if (share < 1) return 'partial';
  return 'full';
}

/** Each query's coverage, the least covered first (queries without results last, each group in suite order). */
export function queryCoverage(
  queries: readonly QueueQuery[],
  isJudged: (queryId: string, itemId: string) => boolean,
  k: number,
): QueryCoverage[] {
  const rows = queries.map((query, order) => {
    const items = new Set(query.rankings.flatMap((ranking) => ranking.slice(0, k)));
    const judged = [...items].filter((itemId) => isJudged(query.queryId, itemId)).length;
    const share = items.size === 0 ? null : judged / items.size;
    return {
      order,
      row: { queryId: query.queryId, judged, total: items.size, share, band: share === null ? null : bandOf(share) },
    };
  });
  rows.sort((a, b) => {
    const sa = a.row.share ?? Infinity;
    const sb = b.row.share ?? Infinity;
    return sa === sb ? a.order - b.order : sa - sb;
  });
  return rows.map(({ row }) => row);
}

/** How many queries fall in each band, in the bands' order. */
export function bandCounts(rows: readonly QueryCoverage[]): Record<CoverageBand, number> {
  const counts: Record<CoverageBand, number> = { none: 0, 'under-half': 0, partial: 0, full: 0 };
  for (const row of rows) if (row.band) counts[row.band] += 1;
  return counts;
}
