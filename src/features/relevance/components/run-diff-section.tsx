import { LiteStack, LiteText } from '../../../components/ui/lite';
import { SelectField } from '../../../components/ui/plain';
import { useState } from 'react';
import { compareRuns, explainDiff } from '../model/run-comparison';
import { judgmentMaps, type Run, type Suite } from '../model/suite';
import { ExplainDiffView } from './explain-diff-view';
import { RunDiffView } from './run-diff-view';

interface RunDiffSectionProps {
  suite: Suite;
  /** The stored runs, newest first. */
  runs: readonly Run[];
  baseline: Run | null;
  k: number;
  runLabel: (run: Run) => string;
}

/** The first pair shown: the baseline (else the oldest latest run) against the newest run of another variant. */
function defaultPair(runs: readonly Run[], baseline: Run | null): [string, string] {
  const before = baseline ?? runs[runs.length - 1];
  const after = runs.find((run) => run.variantId !== before?.variantId) ?? runs.find((run) => run.id !== before?.id);
  return [before?.id ?? '', after?.id ?? ''];
}

/**
 * Any two stored runs, or a run against the baseline: the run diff (verdict first, each query's change, flagged
 * regressions), then the explain diff of one query, the worst regressed one unless another is chosen.
 */
export function RunDiffSection({ suite, runs, baseline, k, runLabel }: RunDiffSectionProps) {
  const [pair, setPair] = useState<[string, string]>(() => defaultPair(runs, baseline));
  const [chosenQuery, setChosenQuery] = useState<string | null>(null);
  const before = runs.find((run) => run.id === pair[0]);
  const after = runs.find((run) => run.id === pair[1]);
  if (runs.length < 2) return <LiteText size="sm">Run the suite twice (or two variants) to compare runs.</LiteText>;
  const options = runs.map((run) => ({ value: run.id, label: runLabel(run) }));
  const judgments = judgmentMaps(suite.judgments);
  const queryText = (id: string) => suite.queries.find((query) => query.id === id)?.text ?? id;
  const comparison =
    before && after
      ? compareRuns(
          before,
          after,
          suite.queries.map((query) => query.id),
          judgments,
          { k },
        )
      : null;
  const ordered = comparison?.comparable ? comparison.diff.queries : [];
  const explained = chosenQuery ?? ordered.find((query) => query.flagged)?.queryId ?? ordered[0]?.queryId ?? null;
  return (
    <LiteStack gap="sm">
      <LiteStack gap="xs" style={{ maxWidth: 480 }}>
        <SelectField
          label="First run"
          data={options}
          value={pair[0]}
          onChange={(event) => setPair([event.currentTarget.value, pair[1]])}
        />
        <SelectField
          label="Second run"
          data={options}
          value={pair[1]}
          onChange={(event) => setPair([pair[0], event.currentTarget.value])}
        />
      </LiteStack>
      {comparison && (
        <RunDiffView
          k={k}
          notComparable={comparison.comparable ? null : comparison.reason}
          pairs={comparison.comparable ? comparison.pairs : []}
          queryText={queryText}
        />
      )}
      {before && after && comparison?.comparable && explained && (
        <LiteStack gap="xs">
          <SelectField
            label="Explain the change of"
            description="The regressed queries first; the explain diff lists the query's judged items in both runs."
            data={ordered.map((query) => ({
              value: query.queryId,
              label: `${queryText(query.queryId)}${query.flagged ? ' (regression)' : ''}`,
            }))}
            value={explained}
            onChange={(event) => setChosenQuery(event.currentTarget.value)}
            style={{ maxWidth: 480 }}
          />
          <ExplainDiffView
            rows={explainDiff(before, after, explained, judgments.get(explained) ?? new Map())}
            queryText={queryText(explained)}
          />
        </LiteStack>
      )}
    </LiteStack>
  );
}
