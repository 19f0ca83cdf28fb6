import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerCall } from './worker-call';

interface Doubling {
  id: number;
  n: number;
}

/** A worker double that answers its requests in reverse order, as a busy worker may. */
function reversingWorker() {
  const held: Doubling[] = [];
  const fake = {
    onmessage: null as ((event: MessageEvent<Doubling>) => void) | null,
    postMessage(request: Doubling) {
      held.push(request);
    },
    flush() {
      for (const request of held.splice(0).reverse())
        fake.onmessage?.({ data: { id: request.id, n: request.n * 2 } } as MessageEvent<Doubling>);
    },
  };
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('workerCall', () => {
  it('settles each call with its own answer and starts the worker once, on the first call', async () => {
    vi.stubGlobal('Worker', class {});
    const fake = reversingWorker();
    const start = vi.fn(() => fake as unknown as Worker);
    const double = workerCall<Doubling, Doubling>(start, async () => () => ({ id: 0, n: -1 }));
    expect(start).not.toHaveBeenCalled();
    const answers = Promise.all([double({ n: 1 }), double({ n: 2 }), double({ n: 3 })]);
    fake.flush();
    expect((await answers).map((answer) => answer.n)).toEqual([2, 4, 6]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers in the page where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const start = vi.fn(() => reversingWorker() as unknown as Worker);
    const double = workerCall<Doubling, Doubling>(start, async () => (request) => ({ ...request, n: request.n * 2 }));
    expect((await double({ n: 5 })).n).toBe(10);
    expect(start).not.toHaveBeenCalled();
  });
});
