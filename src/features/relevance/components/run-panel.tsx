import { LiteAlert, LiteStack, LiteText } from '../../../components/ui/lite';
import { useRef, useState } from 'react';
import type { RunOptions, RunProgressEvent, VariantProblem } from '../model/run-engine';
import { newRunId as randomRunId, type Run, type Suite } from '../model/suite';
import { RunControls, RunProgress } from './run-progress';

interface RunPanelProps {
  suite: Suite;
  /** The variant every run is compared against: always run, never unticked. */
  baselineVariantId: string;
  search: RunOptions['search'];
  /** The finished or cancelled runs, for the store and the metrics table. */
  onRuns: (runs: Run[]) => void;
  newRunId?: () => string;
}

/**
 * The suite's Run: the baseline and at least one more variant, the concurrency, the progress with Cancel. The
 * engine is imported on the first Run, never with the page (docs/performance.md).
 */
export function RunPanel({ suite, baselineVariantId, search, onRuns, newRunId = randomRunId }: RunPanelProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set([baselineVariantId]));
  const [progress, setProgress] = useState<RunProgressEvent | null>(null);
  const [running, setRunning] = useState(false);
  const [problems, setProblems] = useState<VariantProblem[]>([]);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const nameOf = (id: string) => suite.variants.find((variant) => variant.id === id)?.name ?? id;

  async function run(concurrency: number) {
    if (chosen.size < 2) {
      setChoiceError('Choose at least one variant beside the baseline.');
      return;
    }
    setChoiceError(null);
    setProblems([]);
    setRunning(true);
    controller.current = new AbortController();
    try {
      const { runVariants } = await import('../model/run-variants');
      const variants = suite.variants.filter((variant) => chosen.has(variant.id));
      setProgress({ done: 0, total: suite.queries.length * variants.length, failed: 0 });
      const result = await runVariants(suite, variants, newRunId, {
        search,
        concurrency,
        signal: controller.current.signal,
        onProgress: setProgress,
      });
      if (result.status === 'invalid') setProblems(result.problems);
      else onRuns(result.runs);
    } finally {
      setRunning(false);
      controller.current = null;
    }
  }

  return (
    <LiteStack gap="sm">
      <fieldset aria-describedby={choiceError ? 'run-variants-error' : undefined} style={{ border: 0, padding: 0 }}>
        <legend>Variants to run</legend>
        {suite.variants.map((variant) => (
          <label key={variant.id} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={chosen.has(variant.id)}
              disabled={variant.id === baselineVariantId || running}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(variant.id);
                else next.delete(variant.id);
                setChosen(next);
              }}
            />{' '}
            {variant.name}
            {variant.id === baselineVariantId ? ' (baseline, always run)' : ''}
          </label>
        ))}
        {choiceError && (
          <LiteText id="run-variants-error" size="sm" c="red">
            {choiceError}
          </LiteText>
        )}
      </fieldset>
      <RunControls running={running} onRun={(concurrency) => void run(concurrency)} />
      {progress && <RunProgress {...progress} onCancel={running ? () => controller.current?.abort() : undefined} />}
      {problems.map((problem) => (
        <LiteAlert key={problem.variantId} color="red" title={`${nameOf(problem.variantId)} cannot run`}>
          {Object.entries(problem.errors).map(([parameter, message]) => (
            <LiteText key={parameter} size="sm">
              {parameter}: {message}
            </LiteText>
          ))}
        </LiteAlert>
      ))}
    </LiteStack>
  );
}
