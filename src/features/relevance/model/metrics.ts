// Per-query relevance metrics with trec_eval's conventions; see issue 38's
// "The numbers, exactly". Pure and synchronous so a worker and the command line
// can share them.

/** Judged grades of one query: item id → grade (0 = judged not relevant). */
export type Judgments = ReadonlyMap<string, number>;

export type UnjudgedMode = 'pessimistic' | 'condensed';

export interface MetricOptions {
  k: number;
  /** An item is relevant when its grade is at least this (default 1). */
  threshold?: number;
  /** Unjudged results count as 0 (pessimistic, default) or are dropped (condensed). */
  unjudged?: UnjudgedMode;
}

export interface QueryScores {
  /** nDCG@k with gain 2^rel − 1, the number on screen; null when unscorable. */
  ndcgExp: number | null;
  /** nDCG@k with linear gain, trec_eval's ndcg_cut; null when unscorable. */
  ndcgLinear: number | null;
  precision: number;
  reciprocalRank: number;
  err: number;
  /** null when the query has no relevant judged item. */
  recall: number | null;
  judged: number;
  /** IDCG = 0: listed, but left out of every nDCG mean. */
  unscorable: boolean;
}

const expGain = (rel: number): number => 2 ** rel - 1;
const linearGain = (rel: number): number => rel;

function dcg(grades: readonly number[], gain: (rel: number) => number): number {
  let sum = 0;
  grades.forEach((rel, i) => {
    sum += gain(rel) / Math.log2(i + 2);
  });
  return sum;
}

/** Grades along the ranking after applying the unjudged mode, with their judged flag. */
function rankedGrades(ranking: readonly string[], judgments: Judgments, mode: UnjudgedMode): number[] {
  const grades: number[] = [];
  for (const id of ranking) {
    const grade = judgments.get(id);
    if (grade === undefined) {
      if (mode === 'pessimistic') grades.push(0);
    } else {
      grades.push(grade);
    }
  }
  return grades;
}

function ndcg(top: readonly number[], ideal: readonly number[], gain: (rel: number) => number): number | null {
  const idcg = dcg(ideal, gain);
  if (idcg === 0) return null;
  return dcg(top, gain) / idcg;
}

/** Chapelle's cascade ERR with R = (2^rel − 1) / 2^3 (maximum grade 3). */
function err(top: readonly number[]): number {
  let sum = 0;
  let stillLooking = 1;
  top.forEach((rel, i) => {
    const r = expGain(rel) / 8;
    sum += (stillLooking * r) / (i + 1);
    stillLooking *= 1 - r;
  });
  return sum;
}

export function scoreQuery(ranking: readonly string[], judgments: Judgments, options: MetricOptions): QueryScores {
  const { k } = options;
  const threshold = options.threshold ?? 1;
  const mode = options.unjudged ?? 'pessimistic';
  const top = rankedGrades(ranking, judgments, mode).slice(0, k);
  const ideal = [...judgments.values()].sort((a, b) => b - a).slice(0, k);
  const ndcgExp = ndcg(top, ideal, expGain);
  const ndcgLinear = ndcg(top, ideal, linearGain);
  const relevantTop = top.filter((rel) => rel >= threshold).length;
  const relevantJudged = [...judgments.values()].filter((rel) => rel >= threshold).length;
  const firstRelevant = top.findIndex((rel) => rel >= threshold);
  const judgedTop = ranking.slice(0, k).filter((id) => judgments.has(id)).length;
  return {
    ndcgExp,
    ndcgLinear,
    precision: relevantTop / k,
    reciprocalRank: firstRelevant === -1 ? 0 : 1 / (firstRelevant + 1),
    err: err(top),
    recall: relevantJudged === 0 ? null : relevantTop / relevantJudged,
    judged: judgedTop / k,
    unscorable: ndcgExp === null,
  };
}
