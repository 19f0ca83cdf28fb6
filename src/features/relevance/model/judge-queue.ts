// The Judge screen's queue (issue 38, "Judge"): the unjudged items of every variant's latest top k, grouped by
// query, shuffled within a query from a seed shown on screen so position in the results cannot sway the grade
// (docs/decisions/0192-judge-queue-order.md). Pure, so the order can be reproduced anywhere from the seed.
import { mulberry32 } from '../../../lib/seeded-random';

/** One query of the suite with the item ids of each variant's latest run, best first. */
export interface QueueQuery {
  queryId: string;
  rankings: readonly (readonly string[])[];
}

export interface QueueGroup {
  queryId: string;
  /** The items to judge, in the order shown. */
  itemIds: string[];
  /** The same items in result order (the first variant's rank first, then the next variant's new ones). */
  resultOrder: string[];
}

/** FNV-1a over the text: a query's own stream of the seed, so adding a query does not reorder the others. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function shuffled<T>(values: readonly T[], random: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The queue: per query (in the suite's order; queries with nothing left to judge left out), the union of the
 * rankings' top `k` minus what `isJudged` says is done, shuffled from `seed`. A shuffle that happens to give the
 * result order back is turned by one place: shown in result order, the items would carry the bias the shuffle is for.
 */
export function judgeQueue(
  queries: readonly QueueQuery[],
  isJudged: (queryId: string, itemId: string) => boolean,
  k: number,
  seed: number,
): QueueGroup[] {
  const groups: QueueGroup[] = [];
  for (const query of queries) {
    const resultOrder: string[] = [];
    const seen = new Set<string>();
    for (const ranking of query.rankings) {
      for (const itemId of ranking.slice(0, k)) {
        if (seen.has(itemId)) continue;
        seen.add(itemId);
        if (!isJudged(query.queryId, itemId)) resultOrder.push(itemId);
      }
    }
    if (resultOrder.length === 0) continue;
    let itemIds = shuffled(resultOrder, mulberry32((seed ^ hashText(query.queryId)) >>> 0));
    if (itemIds.length > 1 && itemIds.every((id, i) => id === resultOrder[i])) {
      itemIds = [...itemIds.slice(1), itemIds[0]!];
    }
    groups.push({ queryId: query.queryId, itemIds, resultOrder });
  }
  return groups;
}

/** A new seed to show: a 6-digit number, short enough to read out and type back. */
export function newJudgeSeed(random: () => number = Math.random): number {
  return 100_000 + Math.floor(random() * 900_000);
}

export type JudgeAction =
  { kind: 'grade'; grade: 0 | 1 | 2 | 3 } | { kind: 'skip' } | { kind: 'next' } | { kind: 'previous' };

/** The Judge screen's keys: 0–3 grade, x skips, the arrows move; anything else is left to the browser. */
export function judgeAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): JudgeAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case '0':
    case '1':
    case '2':
    case '3':
      return { kind: 'grade', grade: Number(event.key) as 0 | 1 | 2 | 3 };
    case 'x':
    case 'X':
      return { kind: 'skip' };
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'next' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'previous' };
    default:
      return null;
  }
}
