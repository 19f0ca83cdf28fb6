import { ApiError } from '../../../lib/api-error';
import { runPreviews } from './wall-previews';

const failure = (status: number, retryAt?: number) =>
  new ApiError({ kind: 'http', status, method: 'POST', path: '/documents/d/preview', retryAt });

describe('the wall previews a few at a time', () => {
  it('keeps at most 4 in flight and settles every item once', async () => {
    let inFlight = 0;
    let most = 0;
    const settled: number[] = [];
    await runPreviews({
      items: Array.from({ length: 20 }, (_, i) => i),
      preview: async (i) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
        if (i === 7) throw failure(500);
        return i * 2;
      },
      onSettled: (i, outcome) => settled.push(outcome.ok ? i : -i),
      signal: new AbortController().signal,
    });
    expect(most).toBe(4);
    expect(settled.sort((a, b) => a - b)).toEqual([
      -7,
      ...Array.from({ length: 20 }, (_, i) => i).filter((i) => i !== 7),
    ]);
  });

  it('a 429 halves the concurrency, waits for Retry-After and asks for the refused preview again', async () => {
    let clock = 0;
    const waits: number[] = [];
    let refused = false;
    const outcomes = new Map<number, boolean>();
    const result = await runPreviews({
      items: [1, 2, 3, 4, 5, 6],
      preview: async (i) => {
        if (i === 2 && !refused) {
          refused = true;
          throw failure(429, clock + 3_000);
        }
        return i;
      },
      onSettled: (i, outcome) => outcomes.set(i, outcome.ok),
      signal: new AbortController().signal,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
      now: () => clock,
    });
    expect(result.concurrency).toBe(2);
    expect(waits[0]).toBe(3_000);
    expect([...outcomes.entries()].sort()).toEqual([1, 2, 3, 4, 5, 6].map((i) => [i, true]));
  });
});
