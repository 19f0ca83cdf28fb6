import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { OverlayStart } from './after-content';

/**
 * What loads only when someone first wants it (docs/decisions/0169-two-deferral-helpers.md): a menu on the intent to
 * use it (overlayOnIntent), an app-wide outlet asked for by a call (createDemand), a drawer or dialog mounted the
 * first time it opens (useOnceTrue, overlayOnFirstOpen). What loads once the content shows is in ./after-content.tsx.
 */

/** What a trigger standing in for an overlay on intent is given (overlayOnIntent). */
export interface IntentTriggerProps {
  onClick?: () => void;
  onPointerDown?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

const intentEvents = ['onClick', 'onPointerDown', 'onPointerEnter', 'onFocus', 'onBlur'] as const;

/** The intent handlers among a trigger's props (overlayOnIntent gives it the page's props too). */
export function intentHandlers(props: IntentTriggerProps): IntentTriggerProps {
  return Object.fromEntries(intentEvents.map((event) => [event, props[event]]));
}

/** What an overlay made with overlayOnIntent is given besides the page's props. */
export interface IntentOverlayStart extends OverlayStart {
  /** Its trigger replaces one that had the focus: it takes the focus as it mounts. */
  focusAtStart: boolean;
}

/**
 * A menu a page seldom needs (a record's "…" actions): its trigger shows with the page, and its code is asked for
 * only when the person shows the intent to use it: points at the trigger, focuses it or presses it. A page whose
 * menu is never opened never loads it, so it competes neither with the page nor with the next one. The trigger
 * stays the same element until the code has arrived (no Suspense: a fallback would be a new element, and the focus
 * would be lost); then the overlay replaces it, opened if it was pressed, focused if it had the focus. A press
 * counts from the pointer going down, as menus do (Radix's open on pointerdown): code arriving between the press and
 * the release replaces the button under the pointer, and the browser then sends the click to neither. If the code
 * cannot be downloaded, the trigger stays. The trigger is given the page's props too (a `disabled`), with the intent
 * handlers (intentHandlers picks these).
 */
export function overlayOnIntent<P extends object = object>(
  load: () => Promise<(props: P & IntentOverlayStart) => ReactNode>,
  Trigger: ComponentType<IntentTriggerProps & P>,
): ComponentType<P> {
  let loading: Promise<(props: P & IntentOverlayStart) => ReactNode> | undefined;
  return function OverlayOnIntent(props: P) {
    const [Overlay, setOverlay] = useState<((props: P & IntentOverlayStart) => ReactNode) | null>(null);
    // Refs, read as the overlay mounts, not state: a state change in the pointerdown (or focus) handler renders at
    // once, could swap the buttons during that event, and the click would then land on the overlay's own button and
    // close what it opened (as in overlayAfterFirstPaint).
    const pressed = useRef(false);
    const focused = useRef(false);
    const want = () => {
      loading ??= load();
      loading.then(
        (component) => setOverlay(() => component),
        () => {
          // Offline: the trigger stays, and a later intent may try again.
          loading = undefined;
        },
      );
    };
    const press = () => {
      pressed.current = true;
      want();
    };
    if (Overlay) return <OverlayStarted Overlay={Overlay} props={props} pressed={pressed} focused={focused} />;
    return (
      <Trigger
        {...props}
        onPointerEnter={want}
        onFocus={() => {
          focused.current = true;
          want();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onPointerDown={press}
        onClick={press}
      />
    );
  };
}

/** An overlay of overlayOnIntent, given how its stand-in was left as it mounts (and that only once). */
function OverlayStarted<P extends object>({
  Overlay,
  props,
  pressed,
  focused,
}: {
  Overlay: (props: P & IntentOverlayStart) => ReactNode;
  props: P;
  pressed: { current: boolean };
  focused: { current: boolean };
}) {
  const [start] = useState(() => ({ openAtStart: pressed.current, focusAtStart: focused.current }));
  return <Overlay {...props} {...start} />;
}

/**
 * An overlay of overlayOnIntent's `opened` state, for a menu or popover pressed while its code was on its way: it
 * mounts closed and opens just after, so that Mantine notes the element to give the focus back to (its trigger,
 * focused as it mounts) as it does for every later opening (docs/decisions/0173-where-focus-goes.md). Spread onto
 * the Menu or Popover.
 */
export function useOpenedAfterMount(openAtStart: boolean): { opened: boolean; onChange: (opened: boolean) => void } {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openAtStart) return;
    // The next frame: the trigger is in the page and focused by then.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [openAtStart]);
  return { opened, onChange: setOpened };
}

/**
 * A part of the signed-in pages mounted only once something asks for it (the command palette, the notifications'
 * and the confirmations' outlets): until then none of its code is downloaded, run or rendered, so it costs the page
 * nothing while it loads (docs/decisions/0164-parts-on-demand.md).
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
