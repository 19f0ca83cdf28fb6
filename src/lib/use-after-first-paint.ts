import { startTransition, useEffect, useState } from 'react';
import { nextTask } from './next-task';

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
  const [painted, setPainted] = useState(false);
  useEffect(() => onContentPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
