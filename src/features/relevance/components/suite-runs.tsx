import { LiteStack } from '../../../components/ui/lite';
import { useState } from 'react';
import type { RunOptions } from '../model/run-engine';
import type { SuiteStore } from '../model/suite-store';
import { judgmentMaps, runRankings, type Run, type Suite } from '../model/suite';
import { summariseOffThread } from '../model/summarise-off-thread';
import { MetricsTable, type VariantRow } from './metrics-table';
import { RunPanel } from './run-panel';

interface SuiteRunsProps {
  store: SuiteStore;
  suite: Suite;
  search: RunOptions['search'];
  k?: number;
}

/**
 * Run a suite's variants and see them scored: each run goes to the suite's store (which keeps the newest 30 per
 * variant and every baseline), then the metrics table shows the runs just made, scored in the metric worker.
 */
export function SuiteRuns({ store, suite, search, k = 10 }: SuiteRunsProps) {
  const [rows, setRows] = useState<VariantRow[]>(
    suite.variants.map((variant) => ({ name: variant.name, summary: null })),
  );

  async function stored(runs: Run[]) {
    for (const run of runs) await store.putRun(run);
    const summaries = await summariseOffThread(
      runs.map((run) => runRankings(run, suite.queries)),
      judgmentMaps(suite.judgments),
      { k },
    );
    const byVariant = new Map(runs.map((run, i) => [run.variantId, summaries[i]!]));
    setRows(suite.variants.map((variant) => ({ name: variant.name, summary: byVariant.get(variant.id) ?? null })));
  }

  return (
    <LiteStack gap="md">
      <RunPanel
        suite={suite}
        baselineVariantId={suite.variants[0]?.id ?? ''}
        search={search}
        onRuns={(runs) => void stored(runs)}
      />
      <MetricsTable k={k} unjudged="pessimistic" threshold={1} variants={rows} />
    </LiteStack>
  );
}
