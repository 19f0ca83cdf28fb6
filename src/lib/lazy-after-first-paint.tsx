import { lazy, Suspense, type ComponentType } from 'react';
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
