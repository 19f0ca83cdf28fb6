import { useCallback, useSyncExternalStore } from 'react';

/** The query's list, where the environment has media queries (not jsdom). */
const mediaQueryList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether the media query matches, right from the first render (Mantine's hook answered `false` first and the real
 * value from an effect: on a phone every page rendered its desktop layout, committed it, and rendered the whole
 * shell again as the phone's). Plain React, so the shell needs none of Mantine's hooks (decision 0114).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
