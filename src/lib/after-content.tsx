import {
  createContext,
  createElement,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { nextTask } from './next-task';

/**
 * What loads once the page's content shows (docs/decisions/0169-two-deferral-helpers.md): the moment itself
 * (whenContentShown, useAfterFirstPaint), and the parts that wait for it: a component (lazyAfterFirstPaint), a large
 * part wanted as early as the content allows (partAfterFirstPaint), a popover likely to be used soon
 * (overlayAfterFirstPaint). What loads only when someone wants it is in ./on-first-use.tsx.
 */

/**
 * Calls `callback` once the browser has shown the next frame: a frame's callback runs before its paint, and the
 * frame reaches the screen a little after that paint, so the call waits for the frame after it, then a task.
 * Returns a function that cancels the call.
 */
export function onNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      task = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** How long the first page waits for the browser to report its content before the extras load anyway. */
export const CONTENT_WAIT_MS = 2000;

const INPUTS = ['pointerdown', 'keydown'] as const;

function canObserveLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/**
 * Whether a largest-paint entry is the loading state (index.html's, or FullPageLoader's while a route loads): not
 * the page's content, though it may be painted after the first call (the entry's own scripts can run before it).
 */
function isLoadingState(entry: PerformanceEntry): boolean {
  const element = (entry as PerformanceEntry & { element?: Element | null }).element;
  return element?.closest('.boot-screen') != null;
}

let contentShown = !canObserveLargestPaint();
/** The moment the first page's content shows, while it is awaited. */
let contentShownPromise: Promise<void> | undefined;

/**
 * Resolves once the first page's content has reached the screen. A frame callback (onNextPaint) runs when a frame
 * is drawn, but on a busy phone the frame reaches the screen much later, and what loads in between competes with
 * the page for the connection. The browser reports the moment itself, as a largest-contentful-paint entry: this
 * waits for the first entry painted after its first call (which comes from the first page's render), for the
 * person's first press or key (the browser stops reporting there), or CONTENT_WAIT_MS, whichever comes first.
 * Browsers that do not report the entry, and every page after the first, go on at once. Each caller that waited
 * goes on in a task of its own: what waits for this moment (parts' code, a page's later requests; each import adds
 * the link elements of its files) then runs as several short tasks rather than one long one.
 */
export function whenContentShown(): Promise<void> {
  // A later page's parts go on at once: nothing else is waiting for the moment then.
  if (contentShown) return Promise.resolve();
  contentShownPromise ??= new Promise<void>((resolve) => {
    const since = performance.now();
    const done = () => {
      contentShown = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of INPUTS) removeEventListener(type, done, true);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since && !isLoadingState(entry))) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setTimeout(done, CONTENT_WAIT_MS);
    for (const type of INPUTS) addEventListener(type, done, { capture: true, passive: true });
  });
  return contentShownPromise.then(nextTask);
}

/** onNextPaint, once the first page's content has reached the screen (whenContentShown). */
export function onContentPaint(callback: () => void): () => void {
  if (contentShown) return onNextPaint(callback);
  let cancelPaint: (() => void) | undefined;
  let cancelled = false;
  void whenContentShown().then(() => {
    if (!cancelled) cancelPaint = onNextPaint(callback);
  });
  return () => {
    cancelled = true;
    cancelPaint?.();
  };
}

/** Resolves once the first page's content is on screen and the next frame has been painted (onContentPaint). */
export const afterContentPaint = () => new Promise<void>((resolve) => onContentPaint(resolve));

/**
 * False until the page's content is on screen (onContentPaint), then true: for parts of the page nobody needs in
 * its first second (the notifications' outlet, the command palette, the header's menus, tooltips), whose code
 * should load after the page shows rather than compete with it. The update is a transition: rendering what it
 * adds yields to the person's input.
 */
export function useAfterFirstPaint(): boolean {
  const pending = useContext(ContentPending);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (pending || painted) return;
    return onContentPaint(() => startTransition(() => setPainted(true)));
  }, [pending, painted]);
  return painted;
}

const ContentPending = createContext(false);

/**
 * For a page whose largest content paints well after its first content (the audience wall's tiles, filled in as
 * their previews arrive): the parts after the first paint inside (useAfterFirstPaint, lazyAfterFirstPaint) wait
 * until `pending` is false, then for the next painted frame, so their code does not compete with that content
 * (docs/decisions/0198-parts-wait-for-the-wall-tiles.md). Once shown, a part stays when `pending` turns true again.
 */
export function PartsAfterContent({ pending, children }: { pending: boolean; children: ReactNode }) {
  return createElement(ContentPending.Provider, { value: pending }, children);
}

function Nothing() {
  return null;
}

/**
 * A loaded part that replaced its stand-in: if the focus was on one of the stand-in's controls, which went with it,
 * it goes to the part's twin of that control (./focus-twin.ts, fetched only then).
 */
function keepingFocus<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function PartKeepingFocus(props: P) {
    // Read as the part first renders, while the stand-in is still in the page.
    const [before] = useState(() => document.activeElement);
    useLayoutEffect(() => {
      if (before?.isConnected === false) void import('./focus-twin').then((twin) => twin.focusTwinOf(before));
    }, [before]);
    return createElement(Part, props);
  };
}

/**
 * A part the page can do without in its first second (the command palette, the notifications' outlet, the
 * simulator's button, a tooltip): its code is asked for once the page is on screen (useAfterFirstPaint), so it does
 * not compete with the page. Until it has arrived `StandIn` renders in its place, with the same props (nothing, by
 * default). If the code cannot be downloaded (the connection dropped as the page showed), the stand-in stays rather
 * than the page turning into an error page: the browser keeps a failed module import, so it would fail on every
 * render after it too, the sign-in that follows an expired session included.
 */
export function lazyAfterFirstPaint<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P> = Nothing,
): ComponentType<P> {
  const Part = lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: keepingFocus(component) }),
      () => ({ default: StandIn }),
    ),
  );
  return function AfterFirstPaint(props: P) {
    const painted = useAfterFirstPaint();
    const standIn = <StandIn {...props} />;
    // The same stand-in element until the part has arrived: `painted` turns true in a transition, during which
    // React keeps what is shown rather than a fallback, so a control of the stand-in keeps the focus until then.
    return <Suspense fallback={standIn}>{painted ? <Part {...props} /> : standIn}</Suspense>;
  };
}

/**
 * A part a page shows only once its data has come (a list): its code is asked for as soon as the first page's
 * content is on screen (whenContentShown), from the moment the module that defines it is evaluated (with its page's
 * code), and at once on every page after the first. lazyAfterFirstPaint would start the download only when the part
 * first renders, with its data, and show it a round trip late. Until the code has arrived `StandIn` renders in its
 * place, with the same props; if it cannot be downloaded, the stand-in stays and the next render of the part that
 * mounts tries again.
 */
export function partAfterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = keepingFocus(component);
        for (const listener of listeners) listener();
      },
      () => {
        loading = undefined;
      },
    );
  };
  void whenContentShown().then(start);
  return function PartAfterFirstPaint(props: P) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return;
      // A transition: the part's first render (a form, 500 rows) yields to the browser in slices instead of one
      // long task, which an external store's update (always synchronous) would make it.
      const show = () => startTransition(() => setComponent(() => loaded));
      listeners.add(show);
      if (loaded) show();
      else void whenContentShown().then(start);
      return () => void listeners.delete(show);
    }, [component]);
    return createElement(component ?? StandIn, props);
  };
}

/** What an overlay made with overlayAfterFirstPaint is given: open at once, when its trigger was pressed before. */
export interface OverlayStart {
  openAtStart: boolean;
}

/**
 * A menu or popover whose trigger shows with the page while its code (Mantine's overlays: Menu, Popover and
 * floating-ui) arrives after the first paint: until then `Trigger` alone stands in, a plain button drawn the same
 * as the one the overlay wraps. A press on it in the meantime is remembered, and the overlay opens as it arrives.
 * If the code cannot be downloaded, the trigger stays (and does nothing): the page goes on. The overlay gets the
 * props given to the returned component (what it shows and changes), and `openAtStart`.
 */
export function overlayAfterFirstPaint<P extends object = object>(
  load: () => Promise<(props: P & OverlayStart) => ReactNode>,
  Trigger: ComponentType<{ onClick?: () => void; onPointerDown?: () => void }>,
): ComponentType<P> {
  type Given = P & OverlayStart & { onPress: () => void; pointerDown: { current: boolean } };
  // A pointer that went down on the stand-in counts as a press when the overlay replaces the stand-in before the
  // release: the browser then sends the click to neither button. It is read as the overlay mounts rather than kept
  // in state: a state change in the pointerdown handler would render at once, could swap the buttons during that
  // event, and the click would then land on the overlay's own button and close what it opened.
  const Overlay = lazyAfterFirstPaint<Given>(
    async () => {
      const Loaded = await load();
      return function OverlayOpenedByAPress({ openAtStart, pointerDown, onPress: _, ...props }: Given) {
        const [opened] = useState(() => openAtStart || pointerDown.current);
        return <Loaded {...(props as unknown as P)} openAtStart={opened} />;
      };
    },
    ({ onPress, pointerDown }) => (
      <Trigger
        onClick={onPress}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
      />
    ),
  );
  return function OverlayAfterFirstPaint(props: P) {
    // State, not a variable: the overlay may be waiting for its code already, and must be rendered again to open.
    const [pressed, setPressed] = useState(false);
    const pointerDown = useRef(false);
    return <Overlay {...props} openAtStart={pressed} pointerDown={pointerDown} onPress={() => setPressed(true)} />;
  };
}
