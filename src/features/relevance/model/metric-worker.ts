// The metric code off the main thread (issue 38: "metric code in a worker"; decision 0018): a suite of hundreds of
// queries and 2,000 bootstrap resamples per metric would otherwise hold the page for a long task.
import { answerRequests } from '../../../lib/worker-call';
import type { Judgments, MetricOptions } from './metrics';
import { summariseRun, type QueryRanking, type VariantSummary } from './run-summary';

export interface MetricWorkerRequest {
  id: number;
  /** Per run: query id → its ranking or 'failed'. Maps survive structured cloning. */
  runs: ReadonlyMap<string, QueryRanking>[];
  judgments: ReadonlyMap<string, Judgments>;
  options: MetricOptions;
}

export interface MetricWorkerResponse {
  id: number;
  summaries: VariantSummary[];
}

export function answer(request: MetricWorkerRequest): MetricWorkerResponse {
  return {
    id: request.id,
    summaries: request.runs.map((run) => summariseRun(run, request.judgments, request.options)),
  };
}

// In a worker, answer the page; where the tests import `answer` in Node this does nothing.
answerRequests(answer);
