import { useState } from 'react';
import type { Profile } from '../api/schemas';
import type { ProfileListParams } from '../model/list-params';

/** The profiles ticked in the list (by id, as listed), or every profile matching its filters. */
export interface ListSelection {
  picked: ReadonlyMap<number, Profile>;
  matching: boolean;
}

interface Held extends ListSelection {
  /** The workspace and filters it was made under: any other key reads as nothing selected. */
  key: string;
}

const nothing: ListSelection = { picked: new Map(), matching: false };

/** The selection's count as the bar shows it and the page announces it; empty when nothing is selected. */
export function selectionInWords({ picked, matching }: ListSelection, totalCount: number): string {
  if (matching) return `All ${totalCount.toLocaleString('en')} matching these filters selected`;
  return picked.size > 0 ? `${picked.size.toLocaleString('en')} selected` : '';
}

/**
 * The workspace and filters: a selection survives paging, sorting and page size, not a change of these. The filters
 * are in field order as listParamsFromSearch reads them, so equal filters give equal keys.
 */
const keyOf = (ws: string, params: ProfileListParams) => JSON.stringify([ws, params.anonymous, params.filters]);

/**
 * The list's selection (issue 37). Derived from its key rather than reset in an effect, so the render after a filter
 * or workspace change already shows nothing selected.
 */
export function useListSelection(ws: string, params: ProfileListParams) {
  const key = keyOf(ws, params);
  const [held, setHeld] = useState<Held>({ key, ...nothing });
  const selection: ListSelection = held.key === key ? held : nothing;
  const set = (next: ListSelection) => setHeld({ key, ...next });

  /** Ticks or unticks rows; unticking one while all matching are selected keeps the rest of the page ticked. */
  const toggle = (rows: readonly Profile[], on: boolean, page: readonly Profile[]) => {
    const picked = new Map(selection.matching ? page.map((p) => [p.clientId, p] as const) : selection.picked);
    for (const row of rows) {
      if (on) picked.set(row.clientId, row);
      else picked.delete(row.clientId);
    }
    set({ picked, matching: false });
  };
  return {
    selection,
    toggle,
    selectMatching: () => set({ picked: selection.picked, matching: true }),
    clear: () => set(nothing),
  };
}
