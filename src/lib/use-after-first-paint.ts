import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the first render, then true: for parts of the page nobody needs in its
 * first second (the notifications' outlet, the command palette, the simulator's button), whose code should load
 * after the page shows rather than compete with it. The frame's callback runs before that paint; the task it
 * queues runs after it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
