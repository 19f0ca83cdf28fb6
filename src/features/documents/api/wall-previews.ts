import { isApiError } from '../../../lib/api-error';

/*
 * The wall's previews, a few at a time: 4 at once by default; a 429 halves that (down to 1) and waits until the
 * `Retry-After` the service gave before asking again, the refused preview included. Any other failure settles
 * that one item as failed (the wall offers Retry) and the others go on.
 */
export const wallConcurrency = 4;

export interface PreviewRunOptions<T, R> {
  items: readonly T[];
  preview: (item: T, signal: AbortSignal) => Promise<R>;
  onSettled: (item: T, outcome: { ok: true; value: R } | { ok: false; error: unknown }) => void;
  signal: AbortSignal;
  concurrency?: number;
  /** Waits (tests pass a fake clock). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Runs the previews; resolves once every item has settled (or the signal aborted). */
export async function runPreviews<T, R>({
  items,
  preview,
  onSettled,
  signal,
  concurrency = wallConcurrency,
  sleep = realSleep,
  now = Date.now,
}: PreviewRunOptions<T, R>): Promise<{ concurrency: number }> {
  const queue = [...items];
  let limit = concurrency;
  let running = 0;
  let resumeAt = 0;

  return new Promise((resolve) => {
    const pump = () => {
      if (signal.aborted) return resolve({ concurrency: limit });
      if (queue.length === 0 && running === 0) return resolve({ concurrency: limit });
      while (running < limit && queue.length > 0) {
        const item = queue.shift() as T;
        running += 1;
        void (async () => {
          const wait = resumeAt - now();
          if (wait > 0) await sleep(wait, signal);
          try {
            const value = await preview(item, signal);
            if (!signal.aborted) onSettled(item, { ok: true, value });
          } catch (error) {
            if (isApiError(error) && error.status === 429 && !signal.aborted) {
              limit = Math.max(1, Math.floor(limit / 2));
              resumeAt = Math.max(resumeAt, error.retryAt ?? now() + 1_000);
              queue.unshift(item);
            } else if (!signal.aborted) onSettled(item, { ok: false, error });
          } finally {
            running -= 1;
            pump();
          }
        })();
      }
    };
    pump();
  });
}
