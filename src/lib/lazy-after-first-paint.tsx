import {
  createElement,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useAfterFirstPaint, whenContentShown } from './use-after-first-paint';

function Nothing() {
  return null;
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
      (component) => ({ default: component }),
      () => ({ default: StandIn }),
    ),
  );
  return function AfterFirstPaint(props: P) {
    const painted = useAfterFirstPaint();
    const standIn = <StandIn {...props} />;
    if (!painted) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Part {...props} />
      </Suspense>
    );
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
        loaded = component;
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
