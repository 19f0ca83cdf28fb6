import { createElement, lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A part of the signed-in pages mounted only once something asks for it (the command palette, the notifications'
 * and the confirmations' outlets): until then none of its code is downloaded, run or rendered, so it costs the page
 * nothing while it loads (docs/decisions/0130-shell-parts-on-demand.md).
 */
export interface Demand {
  /** Asks for the part: where `useWanted` is read, it mounts (once; later calls change nothing). */
  want(): void;
  /** Whether the part has been asked for: a hook for the component that mounts it. */
  useWanted(): boolean;
  /** Resolves once the part is mounted (its effects have run), for callers that must talk to it then. */
  mounted(): Promise<void>;
  /** Called by the part as it mounts (an effect): resolves `mounted`; returns the effect's cleanup. */
  markMounted(): () => void;
}

export function createDemand(): Demand {
  let wanted = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const read = () => wanted;
  // Remade as the part unmounts (signing out): a caller then waits for the next mount.
  let resolveMounted!: () => void;
  const waitForMount = () => new Promise<void>((resolve) => (resolveMounted = resolve));
  let mounted = waitForMount();
  return {
    want() {
      if (wanted) return;
      wanted = true;
      for (const listener of listeners) listener();
    },
    useWanted: () => useSyncExternalStore(subscribe, read, read),
    mounted: () => mounted,
    markMounted() {
      resolveMounted();
      return () => {
        mounted = waitForMount();
      };
    },
  };
}

/**
 * True from the first render in which `condition` holds on: a part mounted the first time it is needed (a drawer
 * opened, a form changed) stays mounted, so that it can close with its transition and open again at once.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [reached, setReached] = useState(condition);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (condition && !reached) setReached(true);
  return reached || condition;
}

function Nothing() {
  return null;
}

/**
 * A dialog or drawer a person opens (`opened`), whose code is downloaded the first time it opens and which stays
 * mounted from then on, so that it closes with its transition and keeps what was typed in it. The loaded part
 * mounts closed and opens in the next render: Mantine's overlays note the element to give the focus back to (the
 * opener) only when `opened` changes to true, so one mounted already open would give it to `<body>` on its first
 * close (docs/decisions/0173-where-focus-goes.md). If the code cannot be downloaded, the part stays closed.
 */
export function overlayOnFirstOpen<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy<ComponentType<P>>(() =>
    load().then(
      (Loaded) => ({
        default: function OpenedAfterMount(props: P) {
          const [mounted, setMounted] = useState(false);
          useEffect(() => setMounted(true), []);
          return createElement(Loaded, { ...props, opened: props.opened && mounted });
        },
      }),
      () => ({ default: Nothing }),
    ),
  );
  return function OverlayOnFirstOpen(props: P) {
    const needed = useOnceTrue(props.opened);
    return needed ? createElement(Suspense, { fallback: null }, createElement(Part, props)) : null;
  };
}
