import { LiteButton, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { LightBadge } from '../../../components/light-badge';
import type { Run, Suite } from '../model/suite';

interface StoredRunsProps {
  suite: Suite;
  /** Newest first. */
  runs: readonly Run[];
  runLabel: (run: Run) => string;
  /** Pins the run as the suite's baseline, or with null unpins it. */
  onPin: (runId: string | null) => void;
}

const stateWords: Record<Run['state'], string> = {
  running: 'running',
  paused: 'paused',
  cancelled: 'cancelled',
  finished: 'finished',
};

/**
 * The suite's stored runs, newest first: each with its state, how many queries it scored and which failed (listed,
 * never scored 0), and the baseline pin.
 */
export function StoredRuns({ suite, runs, runLabel, onPin }: StoredRunsProps) {
  if (runs.length === 0) return <LiteText size="sm">No stored run yet: run the suite above.</LiteText>;
  const queryText = (id: string) => suite.queries.find((query) => query.id === id)?.text ?? id;
  return (
    <DataTable label="Stored runs" minWidth={640} scrollLabel="Stored runs, scrollable">
      <thead>
        <tr>
          <th scope="col">Run</th>
          <th scope="col">State</th>
          <th scope="col">Failed queries</th>
          <th scope="col">Baseline</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => {
          const outcomes = Object.entries(run.queries);
          const failed = outcomes.filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id);
          const pinned = suite.baselineRunId === run.id;
          return (
            <tr key={run.id}>
              <th scope="row">{runLabel(run)}</th>
              <td>
                {stateWords[run.state]}, {outcomes.length}/{suite.queries.length} queries
              </td>
              <td>
                {failed.length === 0
                  ? 'none'
                  : `${failed.length} failed, in no mean: ${failed.map((id) => `“${queryText(id)}”`).join(', ')}`}
              </td>
              <td>
                {pinned ? (
                  <>
                    <LightBadge color="blue">baseline</LightBadge>{' '}
                    <LiteButton size="compact-xs" variant="subtle" onClick={() => onPin(null)}>
                      Unpin {runLabel(run)}
                    </LiteButton>
                  </>
                ) : (
                  <LiteButton size="compact-xs" variant="default" onClick={() => onPin(run.id)}>
                    Pin {runLabel(run)} as the baseline
                  </LiteButton>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
