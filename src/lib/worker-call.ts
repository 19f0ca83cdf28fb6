/// <reference lib="webworker" />
/**
 * One request → answer channel to a module worker, for work that would otherwise hold the page for a long task
 * (decision 0018). The worker starts on the first call; every request carries an id and its answer settles that
 * call. Where there are no workers (the component tests in jsdom) the same `answer` runs in the page, loaded on
 * first use.
 *
 * Vite bundles a worker only from a literal `new Worker(new URL('…', import.meta.url))`, so the caller passes a
 * function that contains it.
 */
export function workerCall<Request extends { id: number }, Response extends { id: number }>(
  startWorker: () => Worker,
  inPage: () => Promise<(request: Request) => Response>,
): (request: Omit<Request, 'id'>) => Promise<Response> {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, (response: Response) => void>();
  const started = () => {
    if (!worker) {
      worker = startWorker();
      worker.onmessage = (event: MessageEvent<Response>) => {
        waiting.get(event.data.id)?.(event.data);
        waiting.delete(event.data.id);
      };
    }
    return worker;
  };
  return async (fields) => {
    const request = { ...fields, id: nextId++ } as Request;
    if (typeof Worker === 'undefined') return (await inPage())(request);
    return new Promise((resolve) => {
      waiting.set(request.id, resolve);
      started().postMessage(request);
    });
  };
}

/** The worker's side of `workerCall`: answers each request; does nothing when the module is imported in a page. */
export function answerRequests<Request, Response>(answer: (request: Request) => Response): void {
  if (typeof WorkerGlobalScope === 'undefined' || !(self instanceof WorkerGlobalScope)) return;
  self.onmessage = (event: MessageEvent<Request>) => {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer(event.data));
  };
}
