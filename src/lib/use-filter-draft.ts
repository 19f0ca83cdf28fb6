import { useCallback, useLayoutEffect, useRef, useState } from 'react';

const jsonKey = (value: unknown) => JSON.stringify(value);

/**
 * What a filter box shows: the typed draft over the applied value (the URL's). Every filter box goes through here,
 * because a box that copies the URL into its state while rendering loses typed text: the page parses a new params
 * object on every render (a refetch), and a navigation (a "Clear filters") renders the new URL in a transition
 * while each keystroke still renders the old one, so the box flipped between them ("Poznań" became "ań").
 *
 * So the draft follows the applied value only once a change of it is committed (an effect, never a render),
 * compared by value (`keyOf`), and not when the change is the one this box asked for with `apply` (what was typed
 * since stays).
 */
export function useFilterDraft<T>(
  applied: T,
  keyOf: (value: T) => string = jsonKey,
): [draft: T, setDraft: (next: T | ((current: T) => T)) => void, apply: (next: T) => void] {
  const key = keyOf(applied);
  const [draft, setDraft] = useState(applied);
  /** The key of the applied value last committed. */
  const seen = useRef(key);
  /** The key of a value this box applied itself, until the URL shows it. */
  const pending = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    const own = pending.current === key;
    pending.current = null;
    // The back button, a pasted link, a removed chip: show what is applied now. Our own apply: keep the draft.
    if (!own) setDraft(applied);
  }, [key, applied]);

  const apply = useCallback(
    (next: T) => {
      const nextKey = keyOf(next);
      pending.current = nextKey === seen.current ? null : nextKey;
      setDraft(next);
    },
    [keyOf],
  );
  return [draft, setDraft, apply];
}
