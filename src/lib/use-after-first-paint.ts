import { startTransition, useEffect, useState } from 'react';

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

/** Resolves once the browser has painted the next frame (onNextPaint). */
export const afterNextPaint = () => new Promise<void>((resolve) => onNextPaint(resolve));

/**
 * False until the browser has painted the first render, then true: for parts of the page nobody needs in its
 * first second (the notifications' outlet, the command palette, the simulator's button), whose code should load
 * after the page shows rather than compete with it. The update is a transition: rendering what it adds yields to
 * the person's input.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => onNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
