import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Nothing() {
  return null;
}

/**
 * A part the page can do without in its first second (the command palette, the notifications' outlet, the
 * simulator's button): its code is asked for once the page is on screen (useAfterFirstPaint), so it does not
 * compete with the page. If the code cannot be downloaded (the connection dropped as the page showed), the part
 * renders nothing rather than turning the page into an error page: the browser keeps a failed module import, so it
 * would fail on every render after it too, the sign-in that follows an expired session included.
 */
export function lazyAfterFirstPaint(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );
  return function AfterFirstPaint() {
    const painted = useAfterFirstPaint();
    if (!painted) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
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
 * If the code cannot be downloaded, the trigger stays (and does nothing): the page goes on.
 */
export function overlayAfterFirstPaint(
  load: () => Promise<ComponentType<OverlayStart>>,
  Trigger: ComponentType<{ onClick?: () => void }>,
): ComponentType {
  const Overlay = lazy<ComponentType<OverlayStart>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => <Trigger /> }),
    ),
  );
  return function OverlayAfterFirstPaint() {
    const painted = useAfterFirstPaint();
    // State, not a variable: the overlay may be waiting for its code already, and must be rendered again to open.
    const [pressed, setPressed] = useState(false);
    const standIn = <Trigger onClick={() => setPressed(true)} />;
    if (!painted) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Overlay openAtStart={pressed} />
      </Suspense>
    );
  };
}
