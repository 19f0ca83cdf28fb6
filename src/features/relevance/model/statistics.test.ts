import { describe, expect, it } from 'vitest';
import { bootstrapMean, comparePaired } from './statistics';

describe('bootstrapMean', () => {
  it('gives the plain mean, an interval around it, and the same interval every time', () => {
    const values = Array.from({ length: 30 }, (_, i) => (i % 10) / 10);
    const first = bootstrapMean(values);
    expect(first?.mean).toBeCloseTo(0.45, 12);
    expect(first?.low).toBeLessThan(0.45);
    expect(first?.high).toBeGreaterThan(0.45);
    expect(bootstrapMean(values)).toEqual(first);
  });

  it('has no mean when nothing was scored', () => {
    expect(bootstrapMean([])).toBeNull();
  });
});

describe('comparePaired', () => {
  it('says too few queries to tell under 20 pairs, but still flags a query drop', () => {
    const result = comparePaired([
      [0.5, 0.5],
      [0.6, 0.45],
      [0.2, 0.3],
    ]);
    expect(result.tooFewToTell).toBe(true);
    expect(result.p).toBeNull();
    expect(result.suiteRegression).toBe(false);
    expect([result.wins, result.ties, result.losses]).toEqual([1, 1, 1]);
    expect(result.flaggedQueries).toEqual([1]);
  });

  it('flags exactly the three dropped queries and a significant suite drop', () => {
    const pairs: [number, number][] = Array.from({ length: 25 }, (_, i) => (i < 3 ? [0.9, 0.5] : [0.6, 0.6]));
    const result = comparePaired(pairs);
    expect(result.flaggedQueries).toEqual([0, 1, 2]);
    expect(result.meanChange).toBeCloseTo(-0.048, 12);
    // Only sign flips of the three drops matter: P(all three same sign) = 1/4.
    expect(result.p).toBeGreaterThan(0.2);
    expect(result.suiteRegression).toBe(false);
  });

  it('calls a consistent drop across many queries a suite regression', () => {
    const pairs: [number, number][] = Array.from({ length: 25 }, (_, i) => [0.6, 0.6 - 0.03 - (i % 3) * 0.01]);
    const result = comparePaired(pairs);
    expect(result.p).toBeLessThan(0.001);
    expect(result.suiteRegression).toBe(true);
    expect(result.flaggedQueries).toEqual([]);
  });

  it('sees no change on identical runs', () => {
    const pairs: [number, number][] = Array.from({ length: 25 }, (_, i) => [i / 25, i / 25]);
    const result = comparePaired(pairs);
    expect(result.meanChange).toBe(0);
    expect(result.suiteRegression).toBe(false);
    expect(result.flaggedQueries).toEqual([]);
    expect(result.ties).toBe(25);
  });
});
