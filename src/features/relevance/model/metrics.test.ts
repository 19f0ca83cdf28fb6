import { describe, expect, it } from 'vitest';
import { scoreQuery } from './metrics';

// A second, deliberately plain implementation written from the formulas,
// used as the reference for a seeded fixture of 20 queries × 10 ranks.
function reference(ranking: string[], judged: Map<string, number>, k: number, condensed: boolean) {
  const grades: number[] = [];
  for (const id of ranking) {
    if (judged.has(id)) grades.push(judged.get(id) as number);
    else if (!condensed) grades.push(0);
  }
  let dcgE = 0;
  let dcgL = 0;
  let rel = 0;
  let rr = 0;
  let errSum = 0;
  let p = 1;
  for (let i = 1; i <= Math.min(k, grades.length); i++) {
    const g = grades[i - 1] ?? 0;
    dcgE += (Math.pow(2, g) - 1) / Math.log2(i + 1);
    dcgL += g / Math.log2(i + 1);
    if (g >= 1) {
      rel++;
      if (rr === 0) rr = 1 / i;
    }
    const r = (Math.pow(2, g) - 1) / Math.pow(2, 3);
    errSum += (p * r) / i;
    p *= 1 - r;
  }
  const ideal = [...judged.values()].sort((a, b) => b - a);
  let idcgE = 0;
  let idcgL = 0;
  for (let i = 1; i <= Math.min(k, ideal.length); i++) {
    idcgE += (Math.pow(2, ideal[i - 1] ?? 0) - 1) / Math.log2(i + 1);
    idcgL += (ideal[i - 1] ?? 0) / Math.log2(i + 1);
  }
  const allRelevant = ideal.filter((g) => g >= 1).length;
  let judgedTop = 0;
  for (let i = 0; i < k && i < ranking.length; i++) if (judged.has(ranking[i] ?? '')) judgedTop++;
  return {
    ndcgExp: idcgE === 0 ? null : dcgE / idcgE,
    ndcgLinear: idcgL === 0 ? null : dcgL / idcgL,
    precision: rel / k,
    reciprocalRank: rr,
    err: errSum,
    recall: allRelevant === 0 ? null : rel / allRelevant,
    judged: judgedTop / k,
    unscorable: idcgE === 0,
  };
}

function fixture() {
  let seed = 38;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: 20 }, (_, q) => {
    const ranking = Array.from({ length: 10 }, (_, r) => `q${q}-i${r}`);
    const judged = new Map<string, number>();
    if (q === 0) {
      // Unscorable: everything judged 0.
      ranking.forEach((id) => judged.set(id, 0));
    } else if (q === 1) {
      // All unjudged, but one relevant item judged outside the results.
      judged.set(`q1-missing`, 2);
    } else {
      ranking.forEach((id) => {
        if (next() < 0.8) judged.set(id, Math.floor(next() * 4));
      });
      judged.set(`q${q}-extra`, 3);
    }
    return { ranking, judged };
  });
}

function close(actual: number | null, expected: number | null) {
  if (expected === null) expect(actual).toBeNull();
  else expect(Math.abs((actual as number) - expected)).toBeLessThan(1e-9);
}

describe('scoreQuery', () => {
  for (const condensed of [false, true]) {
    for (const k of [5, 10]) {
      it(`matches the reference on 20 × 10 (${condensed ? 'condensed' : 'pessimistic'}, k=${k})`, () => {
        for (const { ranking, judged } of fixture()) {
          const got = scoreQuery(ranking, judged, { k, unjudged: condensed ? 'condensed' : 'pessimistic' });
          const want = reference(ranking, judged, k, condensed);
          close(got.ndcgExp, want.ndcgExp);
          close(got.ndcgLinear, want.ndcgLinear);
          close(got.precision, want.precision);
          close(got.reciprocalRank, want.reciprocalRank);
          close(got.err, want.err);
          close(got.recall, want.recall);
          close(got.judged, want.judged);
          expect(got.unscorable).toBe(want.unscorable);
        }
      });
    }
  }

  it('gives hand-derived values on a small ranking', () => {
    const judged = new Map([
      ['a', 3],
      ['b', 0],
      ['c', 1],
      ['d', 2],
    ]);
    const got = scoreQuery(['b', 'a', 'x', 'c'], judged, { k: 3 });
    // DCG_exp = 0 + 7/log2(3); IDCG_exp cut at 3 = 7 + 3/log2(3) + 1/2.
    close(got.ndcgExp, 7 / Math.log2(3) / (7 + 3 / Math.log2(3) + 0.5));
    close(got.ndcgLinear, 3 / Math.log2(3) / (3 + 2 / Math.log2(3) + 0.5));
    close(got.precision, 1 / 3);
    close(got.reciprocalRank, 1 / 2);
    close(got.err, 7 / 8 / 2);
    close(got.recall, 1 / 3);
    close(got.judged, 2 / 3);
  });

  it('marks a query whose judged grades are all 0 unscorable, never 0', () => {
    const got = scoreQuery(['a'], new Map([['a', 0]]), { k: 10 });
    expect(got.unscorable).toBe(true);
    expect(got.ndcgExp).toBeNull();
  });
});
