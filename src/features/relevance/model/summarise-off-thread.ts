import type { Judgments, MetricOptions } from './metrics';
import type { MetricWorkerRequest, MetricWorkerResponse } from './metric-worker';
import type { QueryRanking, VariantSummary } from './run-summary';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (summaries: VariantSummary[]) => void>();

function metricWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./metric-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<MetricWorkerResponse>) => {
      waiting.get(event.data.id)?.(event.data.summaries);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

/**
 * The runs' summaries, computed in the metric worker; where there are no workers (the component tests in jsdom)
 * the same code runs in the page, loaded on first use.
 */
export async function summariseOffThread(
  runs: ReadonlyMap<string, QueryRanking>[],
  judgments: ReadonlyMap<string, Judgments>,
  options: MetricOptions,
): Promise<VariantSummary[]> {
  const request: MetricWorkerRequest = { id: nextId++, runs, judgments, options };
  if (typeof Worker === 'undefined') return (await import('./metric-worker')).answer(request).summaries;
  return new Promise((resolve) => {
    waiting.set(request.id, resolve);
    metricWorker().postMessage(request);
  });
}
