import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VariantSummary } from '../model/run-summary';
import { judgmentMaps, runRankings, type Run, type Suite } from '../model/suite';
import { summariseOffThread } from '../model/summarise-off-thread';

/** Keyed by what the scores depend on: the runs, the queries and their judgments, the cut-off. */
const summariesQuery = (suite: Suite, runs: readonly Run[], k: number) =>
  queryOptions({
    queryKey: ['relevance', 'summaries', k, runs.map((run) => run.id), suite.queries, suite.judgments],
    queryFn: async () => {
      const summaries = await summariseOffThread(
        runs.map((run) => runRankings(run, suite.queries)),
        judgmentMaps(suite.judgments),
        { k },
      );
      return new Map(runs.map((run, i) => [run.id, summaries[i]!]));
    },
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/**
 * The runs' summaries by run id, scored in the metric worker against the suite's current judgments; null until
 * the first answer. A new grade or a new run scores again; the last answer stays on
 * screen meanwhile.
 */
export function useRunSummaries(
  suite: Suite,
  runs: readonly Run[],
  k: number,
): ReadonlyMap<string, VariantSummary> | null {
  const answer = useQuery(summariesQuery(suite, runs, k));
  return answer.data ?? null;
}
