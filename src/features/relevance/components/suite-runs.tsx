import { LiteStack } from '../../../components/ui/lite';
import type { RunOptions } from '../model/run-engine';
import type { SuiteStore } from '../model/suite-store';
import type { Run, Suite } from '../model/suite';
import { MetricsTable, type VariantRow } from './metrics-table';
import { RunPanel } from './run-panel';

interface SuiteRunsProps {
  store: SuiteStore;
  suite: Suite;
  search: RunOptions['search'];
  /** The metrics table's rows: each variant's latest stored run, scored (the overview reads them from the store). */
  rows: readonly VariantRow[];
  /** After the new runs are saved: the overview reads the store again. */
  onStored: () => void;
  k?: number;
}

/**
 * Run a suite's variants and see them scored: each run goes to the suite's store (which keeps the newest 30 per
 * variant and every baseline); the metrics table shows each variant's latest stored run, not only those just made.
 */
export function SuiteRuns({ store, suite, search, rows, onStored, k = 10 }: SuiteRunsProps) {
  async function stored(runs: Run[]) {
    for (const run of runs) await store.putRun(run);
    onStored();
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
