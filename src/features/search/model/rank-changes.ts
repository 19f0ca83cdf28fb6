import { itemIdOf } from './item-fields';
import type { SearchItem } from '../api/schemas';

/** Where an item of B stood in A: moved up (positive), down (negative), the same, or not in A's page. */
export type RankChange = { kind: 'same' } | { kind: 'up' | 'down'; by: number; from: number } | { kind: 'new' };

/** Rank changes of B's items relative to A's, both lists of the same page (ranks counted from `offset` + 1). */
export function rankChanges(a: readonly SearchItem[], b: readonly SearchItem[]): Map<string, RankChange> {
  const rankInA = new Map(a.map((item, index) => [itemIdOf(item), index]));
  const changes = new Map<string, RankChange>();
  b.forEach((item, index) => {
    const id = itemIdOf(item);
    const before = rankInA.get(id);
    if (before === undefined) changes.set(id, { kind: 'new' });
    else if (before === index) changes.set(id, { kind: 'same' });
    else changes.set(id, { kind: before > index ? 'up' : 'down', by: Math.abs(before - index), from: before + 1 });
  });
  return changes;
}

/** Items of A missing from B's page. */
export function droppedItems(a: readonly SearchItem[], b: readonly SearchItem[]): SearchItem[] {
  const inB = new Set(b.map(itemIdOf));
  return a.filter((item) => !inB.has(itemIdOf(item)));
}
