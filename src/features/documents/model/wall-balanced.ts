import { mulberry32 } from '../../../lib/seeded-random';

/*
 * The Balanced sample (issue 36, decision 0193): profiles drawn from the listing, a page at a time in a seeded
 * order, each previewed, and kept while its half (in or out of the audience) is not full, until about half are in
 * and half out, or `balancedMaxPages` listing pages have been read. In or out is the preview's verdict
 * (decision 0177), never decided here; a failed preview is skipped, never counted as out.
 */

/** The listing pages a Balanced sample reads at most before it gives up. */
export const balancedMaxPages = 10;

/** How many in and how many out make the sample balanced: half each, the odd one in. */
export const balancedTargets = (size: number) => ({ in: Math.ceil(size / 2), out: Math.floor(size / 2) });

/**
 * The listing pages (1-based, of the sample's size) in the order a seed reads them: page 1 first (its answer
 * gives the total), then the others in a seeded random order, at most `balancedMaxPages` in all.
 */
export function balancedPageOrder(seed: number, pageCount: number, maxPages = balancedMaxPages): number[] {
  const random = mulberry32(seed);
  const rest = Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => i + 2);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as number, rest[i] as number];
  }
  return [1, ...rest].slice(0, Math.max(0, Math.min(maxPages, pageCount)));
}

/** A page's profiles in a seeded order (the seed and the page number decide it). */
export function shuffledPage<T>(seed: number, page: number, items: readonly T[]): T[] {
  const random = mulberry32((seed * 7919 + page) >>> 0);
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

export type BalancedState = 'drawing' | 'balanced' | 'gave-up' | 'exhausted';

export interface BalancedProgress<P> {
  /** The profiles kept so far, in the order they were drawn. */
  profiles: P[];
  in: number;
  out: number;
  /** Listing pages read so far. */
  pagesRead: number;
  /** Previews asked for while drawing (the kept ones and the ones whose half was already full). */
  previewed: number;
  /** Previews that failed: those profiles were skipped. */
  failed: number;
  state: BalancedState;
  /** The workspace's profiles, as the listing counts them (0 until the first page is read). */
  totalCount: number;
}

/**
 * Takes one previewed candidate: kept when its half is not full yet. Candidates are taken in the order they were
 * drawn (not the order the answers came in), so a seed always keeps the same profiles.
 */
export function takeCandidate<P>(
  progress: BalancedProgress<P>,
  size: number,
  profile: P,
  included: boolean,
): BalancedProgress<P> {
  const targets = balancedTargets(size);
  if (included ? progress.in >= targets.in : progress.out >= targets.out) return progress;
  return {
    ...progress,
    profiles: [...progress.profiles, profile],
    in: progress.in + (included ? 1 : 0),
    out: progress.out + (included ? 0 : 1),
  };
}

export const isBalanced = (progress: Pick<BalancedProgress<unknown>, 'in' | 'out'>, size: number) => {
  const targets = balancedTargets(size);
  return progress.in >= targets.in && progress.out >= targets.out;
};

/** The Balanced sample's line in the summary, verdict first. */
export function balancedSentence(progress: BalancedProgress<unknown>, size: number): string {
  const targets = balancedTargets(size);
  const pages = `${progress.pagesRead} listing ${progress.pagesRead === 1 ? 'page' : 'pages'}`;
  const skipped = progress.failed > 0 ? ` · ${progress.failed} failed previews skipped` : '';
  switch (progress.state) {
    case 'drawing':
      return `Balancing: ${progress.in} of ${targets.in} in and ${progress.out} of ${targets.out} out so far, ${pages} read${skipped}`;
    case 'balanced':
      return `Balanced: ${progress.in} in and ${progress.out} out, drawn from ${pages}${skipped}`;
    case 'gave-up':
      return (
        `Gave up after ${pages}: ${progress.in} in and ${progress.out} out, not the ${targets.in} and ` +
        `${targets.out} asked for${skipped}`
      );
    case 'exhausted':
      return (
        `Every profile was drawn (${pages}): ${progress.in} in and ${progress.out} out, not the ${targets.in} and ` +
        `${targets.out} asked for${skipped}`
      );
  }
}
