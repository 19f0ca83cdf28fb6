import { balancedSentence, balancedPageOrder, balancedTargets } from '../model/wall-balanced';
import { drawBalanced } from './wall-balanced';

// A listing of `total` profiles (ids 1..total); `inside` says which are in the audience.
function fakeService(total: number, inside: (id: number) => boolean, fails: (id: number) => boolean = () => false) {
  const pagesRead: number[] = [];
  const previewed: number[] = [];
  let running = 0;
  let most = 0;
  return {
    pagesRead,
    previewed,
    most: () => most,
    readPage: async (page: number, pageSize: number) => {
      pagesRead.push(page);
      const start = (page - 1) * pageSize;
      const profiles = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i + 1);
      return { profiles, totalCount: total };
    },
    included: async (id: number) => {
      running += 1;
      most = Math.max(most, running);
      // Answers come back in a jumbled order: the draw must not depend on it.
      await new Promise((resolve) => setTimeout(resolve, (id * 7) % 5));
      running -= 1;
      previewed.push(id);
      if (fails(id)) throw new Error('500');
      return inside(id);
    },
  };
}

const run = (service: ReturnType<typeof fakeService>, size: number, seed = 1) =>
  drawBalanced({
    size,
    seed,
    readPage: service.readPage,
    included: service.included,
    onProgress: () => {},
    signal: new AbortController().signal,
  });

describe('the Balanced sample', () => {
  it('keeps half in and half out, and the same seed keeps the same profiles', async () => {
    // One profile in five is in the audience.
    const service = fakeService(2000, (id) => id % 5 === 0);
    const first = await run(service, 24, 3);
    expect(first.state).toBe('balanced');
    expect([first.in, first.out]).toEqual([12, 12]);
    expect(first.profiles).toHaveLength(24);
    expect(first.profiles.filter((id) => id % 5 === 0)).toHaveLength(12);
    expect(new Set(first.profiles).size).toBe(24);
    expect(service.pagesRead.length).toBeLessThanOrEqual(10);
    // Within the wall's concurrency rule: never more than 4 previews at once.
    expect(service.most()).toBeLessThanOrEqual(4);

    const again = await run(
      fakeService(2000, (id) => id % 5 === 0),
      24,
      3,
    );
    expect(again.profiles).toEqual(first.profiles);
    const other = await run(
      fakeService(2000, (id) => id % 5 === 0),
      24,
      4,
    );
    expect(other.profiles).not.toEqual(first.profiles);
  });

  it('gives up after 10 listing pages, and says so', async () => {
    // Everybody is in: the out half never fills.
    const service = fakeService(2000, () => true);
    const progress = await run(service, 12);
    expect(progress.state).toBe('gave-up');
    expect(service.pagesRead).toHaveLength(10);
    expect(service.previewed).toHaveLength(120);
    expect([progress.in, progress.out]).toEqual([6, 0]);
    expect(balancedSentence(progress, 12)).toBe(
      'Gave up after 10 listing pages: 6 in and 0 out, not the 6 and 6 asked for',
    );
  });

  it('says when every profile was drawn before it balanced', async () => {
    const service = fakeService(30, (id) => id === 1);
    const progress = await run(service, 12);
    expect(progress.state).toBe('exhausted');
    expect(service.pagesRead).toHaveLength(3);
    expect([progress.in, progress.out]).toEqual([1, 6]);
    expect(balancedSentence(progress, 12)).toMatch(/^Every profile was drawn \(3 listing pages\): 1 in and 6 out/);
  });

  it('skips a failed preview: never counted as out', async () => {
    const service = fakeService(
      500,
      (id) => id % 2 === 0,
      (id) => id % 3 === 0,
    );
    const progress = await run(service, 12);
    expect(progress.state).toBe('balanced');
    expect(progress.profiles.some((id) => id % 3 === 0)).toBe(false);
    expect(progress.failed).toBeGreaterThan(0);
    expect(balancedSentence(progress, 12)).toContain('failed previews skipped');
  });

  it('reports as it draws, and stops reading once balanced', async () => {
    const service = fakeService(2000, (id) => id % 2 === 0);
    const seen: number[] = [];
    const progress = await drawBalanced({
      size: 12,
      seed: 1,
      readPage: service.readPage,
      included: service.included,
      onProgress: (step) => seen.push(step.profiles.length),
      signal: new AbortController().signal,
    });
    expect(progress.state).toBe('balanced');
    expect(seen.length).toBeGreaterThan(2);
    expect(Math.max(...seen)).toBe(12);
    expect(service.pagesRead.length).toBeLessThanOrEqual(2);
  });

  it('reads page 1 first, then the others in a seeded order, 10 at most', () => {
    expect(balancedPageOrder(1, 50)).toHaveLength(10);
    expect(balancedPageOrder(1, 50)[0]).toBe(1);
    expect(balancedPageOrder(1, 50)).toEqual(balancedPageOrder(1, 50));
    expect(balancedPageOrder(1, 50)).not.toEqual(balancedPageOrder(2, 50));
    expect(balancedPageOrder(1, 3).sort()).toEqual([1, 2, 3]);
    expect(balancedTargets(25)).toEqual({ in: 13, out: 12 });
  });
});
