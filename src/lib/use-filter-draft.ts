import { useCallback, useState } from 'react';

interface DraftState<T> {
  /** The key of the applied value last seen. */
  seen: string;
  draft: T;
  /** The key of a value this box applied itself, until the URL shows it. */
  pending: string | null;
}

const jsonKey = (value: unknown) => JSON.stringify(value);

/**
 * What a filter box shows: the typed draft over the applied value (the URL's). Every filter box goes through here,
 * because a box that copies the URL into its state on each render loses typed text: the page parses a new params
 * object on every render (a refetch, a route transition), and the URL of a "Clear filters" arrives after the
 * person has started typing again ("Poznań" became "ań").
 *
 * So the draft follows the applied value only when the applied value itself changes, compared by value (`keyOf`),
 * and not when the change is the one this box asked for with `apply` (what was typed since stays).
 */
export function useFilterDraft<T>(
  applied: T,
  keyOf: (value: T) => string = jsonKey,
): [draft: T, setDraft: (next: T | ((current: T) => T)) => void, apply: (next: T) => void] {
  const key = keyOf(applied);
  const [state, setState] = useState<DraftState<T>>({ seen: key, draft: applied, pending: null });
  let current = state;
  if (state.seen !== key) {
    // The back button, a pasted link, a removed chip: show what is applied now. Our own apply: keep the draft.
    current = { seen: key, draft: state.pending === key ? state.draft : applied, pending: null };
    setState(current);
  }
  const setDraft = useCallback(
    (next: T | ((value: T) => T)) =>
      setState((s) => ({ ...s, draft: typeof next === 'function' ? (next as (value: T) => T)(s.draft) : next })),
    [],
  );
  const apply = useCallback(
    (next: T) =>
      setState((s) => {
        const nextKey = keyOf(next);
        return { ...s, draft: next, pending: nextKey === s.seen ? null : nextKey };
      }),
    [keyOf],
  );
  return [current.draft, setDraft, apply];
}
