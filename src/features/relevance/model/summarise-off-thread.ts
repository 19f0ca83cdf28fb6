import { workerCall } from '../../../lib/worker-call';
import type { Judgments, MetricOptions } from './metrics';
import type { MetricWorkerRequest, MetricWorkerResponse } from './metric-worker';
import type { QueryRanking, VariantSummary } from './run-summary';

const summariseInWorker = workerCall<MetricWorkerRequest, MetricWorkerResponse>(
  () => new Worker(new URL('./metric-worker.ts', import.meta.url), { type: 'module' }),
  async () => (await import('./metric-worker')).answer,
);

/** The runs' summaries, computed in the metric worker (bootstrap resamples would otherwise hold the page). */
export async function summariseOffThread(
  runs: ReadonlyMap<string, QueryRanking>[],
  judgments: ReadonlyMap<string, Judgments>,
  options: MetricOptions,
): Promise<VariantSummary[]> {
  return (await summariseInWorker({ runs, judgments, options })).summaries;
}
