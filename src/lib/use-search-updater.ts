import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's URL query, and a way to change it that builds on the last query the page asked for, even before
 * the router has rendered it: React Router applies a navigation in a transition, so two changes in quick
 * succession (a click just after another, a debounced query next to a click) would otherwise each start from
 * the same old query and the second would undo the first.
 */
export function useSearchUpdater() {
  const [search, setSearch] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === search.toString()) pending.current = null;
  }, [search]);
  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, { replace = false }: { replace?: boolean } = {}) => {
      const target = next(pending.current ?? search);
      pending.current = target;
      setSearch(target, { replace });
    },
    [search, setSearch],
  );
  return { search, update };
}
