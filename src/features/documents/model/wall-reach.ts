/*
 * The reach estimate's arithmetic, apart from model/wall.ts: the estimate is asked for with a press, and its code
 * (components/reach-estimate.tsx) loads after the wall shows, with this.
 */

/** The Wilson score interval for k successes of n at 95 % (z = 1.96): it stays inside 0–1 and works for k = 0. */
export function wilsonInterval(k: number, n: number, z = 1.96): { share: number; low: number; high: number } {
  if (n <= 0) return { share: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ReachEstimate {
  share: number;
  low: number;
  high: number;
  /** The share of the workspace's profiles, rounded. */
  profiles: number;
  population: number;
}

export function reachEstimate(inside: number, sampled: number, population: number): ReachEstimate {
  const interval = wilsonInterval(inside, sampled);
  return { ...interval, profiles: Math.round(interval.share * population), population };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** "in the audience: 23 % (95 % Wilson interval 19–27 %) ≈ 11,500 of 50,000 profiles". */
export function reachSentence(estimate: ReachEstimate): string {
  const low = Math.round(estimate.low * 100);
  const high = Math.round(estimate.high * 100);
  return (
    `In the audience: ${percent(estimate.share)} (95 % Wilson interval ${low}–${high} %) ≈ ` +
    `${estimate.profiles.toLocaleString('en-US')} of ${estimate.population.toLocaleString('en-US')} profiles`
  );
}
