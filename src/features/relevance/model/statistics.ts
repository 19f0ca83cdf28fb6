// Suite-level numbers from per-query scores; see issue 38's "The numbers, exactly".
// Seeded so the same run always shows the same interval and p-value.

import { mulberry32 } from '../../../lib/seeded-random';

const average = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface MeanWithInterval {
  mean: number;
  low: number;
  high: number;
}

/** Mean with a 95 % percentile bootstrap interval; null when nothing was scored. */
export function bootstrapMean(values: readonly number[], seed = 38, resamples = 2000): MeanWithInterval | null {
  if (values.length === 0) return null;
  const random = mulberry32(seed);
  const means: number[] = [];
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) {
      sum += values[Math.floor(random() * values.length)] ?? 0;
    }
    means.push(sum / values.length);
  }
  means.sort((a, b) => a - b);
  return {
    mean: average(values),
    low: means[Math.floor(0.025 * resamples)] ?? 0,
    high: means[Math.ceil(0.975 * resamples) - 1] ?? 0,
  };
}

export interface RegressionRules {
  queryDrop: number;
  suiteDrop: number;
  alpha: number;
}

export const defaultRegressionRules: RegressionRules = {
  queryDrop: -0.1,
  suiteDrop: -0.02,
  alpha: 0.05,
};

/** Under this many paired queries the comparison says "too few queries to tell". */
export const minimumQueriesToTell = 20;

export interface PairedComparison {
  meanChange: number;
  wins: number;
  ties: number;
  losses: number;
  /** Two-sided p of the paired randomisation test; null under minimumQueriesToTell. */
  p: number | null;
  tooFewToTell: boolean;
  /** Indexes (into the pairs) of queries whose change is at or below queryDrop. */
  flaggedQueries: number[];
  suiteRegression: boolean;
}

/**
 * Compares paired scores (baseline, candidate) of the queries both runs scored.
 * Callers leave out failed and unscorable queries before pairing.
 */
export function comparePaired(
  pairs: readonly (readonly [number, number])[],
  rules: RegressionRules = defaultRegressionRules,
  seed = 38,
  permutations = 10_000,
): PairedComparison {
  const changes = pairs.map(([before, after]) => after - before);
  const meanChange = changes.length === 0 ? 0 : average(changes);
  const epsilon = 1e-12;
  const wins = changes.filter((c) => c > epsilon).length;
  const losses = changes.filter((c) => c < -epsilon).length;
  const tooFewToTell = changes.length < minimumQueriesToTell;
  let p: number | null = null;
  if (!tooFewToTell) {
    const random = mulberry32(seed);
    const observed = Math.abs(meanChange);
    let atLeast = 0;
    for (let r = 0; r < permutations; r++) {
      let sum = 0;
      for (const c of changes) sum += random() < 0.5 ? -c : c;
      if (Math.abs(sum / changes.length) >= observed - epsilon) atLeast++;
    }
    p = (atLeast + 1) / (permutations + 1);
  }
  const flaggedQueries = changes.flatMap((c, i) => (c <= rules.queryDrop + epsilon ? [i] : []));
  return {
    meanChange,
    wins,
    ties: changes.length - wins - losses,
    losses,
    p,
    tooFewToTell,
    flaggedQueries,
    suiteRegression: p !== null && meanChange <= rules.suiteDrop + epsilon && p < rules.alpha,
  };
}
