import {
  balancedPageOrder,
  isBalanced,
  shuffledPage,
  takeCandidate,
  type BalancedProgress,
} from '../model/wall-balanced';
import { runPreviews } from './wall-previews';

export { balancedSentence } from '../model/wall-balanced';

/*
 * Draws a Balanced sample (model/wall-balanced.ts, decision 0193): reads the listing a page of `size` at a time,
 * previews each page's profiles within the wall's concurrency rules (api/wall-previews.ts: 4 at once, halved on a
 * 429), keeps them in drawn order while their half is not full, reports every step (the wall previews as it
 * draws) and stops once balanced or after `maxPages` pages.
 */
export interface BalancedDrawOptions<P> {
  size: number;
  seed: number;
  readPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<{ profiles: P[]; totalCount: number }>;
  /** The preview's verdict for a profile: in the audience or not. */
  included: (profile: P, signal: AbortSignal) => Promise<boolean>;
  onProgress: (progress: BalancedProgress<P>) => void;
  signal: AbortSignal;
  maxPages?: number;
  concurrency?: number;
}

export async function drawBalanced<P>({
  size,
  seed,
  readPage,
  included,
  onProgress,
  signal,
  maxPages,
  concurrency,
}: BalancedDrawOptions<P>): Promise<BalancedProgress<P>> {
  let progress: BalancedProgress<P> = {
    profiles: [],
    in: 0,
    out: 0,
    pagesRead: 0,
    previewed: 0,
    failed: 0,
    state: 'drawing',
    totalCount: 0,
  };
  const report = (next: BalancedProgress<P>) => {
    progress = next;
    if (!signal.aborted) onProgress(progress);
  };

  let order = [1];
  for (let index = 0; index < order.length; index += 1) {
    const page = order[index] as number;
    const read = await readPage(page, size, signal);
    if (signal.aborted) return progress;
    if (index === 0) order = balancedPageOrder(seed, Math.ceil(read.totalCount / size), maxPages);
    report({ ...progress, pagesRead: progress.pagesRead + 1, totalCount: read.totalCount });

    const candidates = shuffledPage(seed, page, read.profiles);
    // Answers arrive in any order; they are taken in drawn order, so the same seed keeps the same profiles.
    const answers = new Array<boolean | 'failed' | undefined>(candidates.length);
    let next = 0;
    const enough = new AbortController();
    const stop = () => enough.abort();
    signal.addEventListener('abort', stop, { once: true });
    await runPreviews({
      items: candidates.map((profile, place) => ({ profile, place })),
      preview: ({ profile }, previewSignal) => included(profile, previewSignal),
      onSettled: ({ place }, outcome) => {
        answers[place] = outcome.ok ? outcome.value : 'failed';
        let step = { ...progress, previewed: progress.previewed + (outcome.ok ? 1 : 0) };
        if (!outcome.ok) step = { ...step, failed: step.failed + 1 };
        while (next < candidates.length && answers[next] !== undefined && !isBalanced(step, size)) {
          const answer = answers[next];
          if (answer !== 'failed') step = takeCandidate(step, size, candidates[next] as P, answer as boolean);
          next += 1;
        }
        report(step);
        if (isBalanced(step, size)) enough.abort();
      },
      signal: enough.signal,
      concurrency,
    });
    signal.removeEventListener('abort', stop);
    if (signal.aborted) return progress;
    if (isBalanced(progress, size)) {
      report({ ...progress, state: 'balanced' });
      return progress;
    }
  }
  const exhausted = progress.pagesRead >= Math.ceil(progress.totalCount / size);
  report({ ...progress, state: exhausted ? 'exhausted' : 'gave-up' });
  return progress;
}
