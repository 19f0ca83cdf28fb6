import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { useRef, useState } from 'react';
import { ablationCopies, ablationVerdict, switchEffects, type SwitchEffect } from '../model/ablation-runs';
import type { RunOptions, RunProgressEvent } from '../model/run-engine';
import { newRunId, type Run, type Suite } from '../model/suite';
import type { SuiteStore } from '../model/suite-store';
import { withVariant } from '../model/variant-edit';
import { RunProgress } from './run-progress';

interface AblationSectionProps {
  suite: Suite;
  store: SuiteStore;
  search: RunOptions['search'];
  k: number;
  onStored: () => void;
}

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(3)}`;

/**
 * Ablation: one click runs the baseline variant and its copies with query rules ignored, classification off, the
 * reranker off (and personalisation off for a test profile), stores the runs, and shows each switch's change.
 */
export function AblationSection({ suite, store, search, k, onStored }: AblationSectionProps) {
  const [progress, setProgress] = useState<RunProgressEvent | null>(null);
  const [effects, setEffects] = useState<SwitchEffect[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const base = suite.variants[0];
  if (!base) return null;

  async function ablate() {
    const copies = ablationCopies(suite);
    const withCopies = copies.reduce((next, copy) => withVariant(next, copy), suite);
    await store.putSuite(withCopies);
    controller.current = new AbortController();
    setRunning(true);
    setEffects(null);
    setProblem(null);
    try {
      const { runVariants } = await import('../model/run-variants');
      const result = await runVariants(withCopies, [base!, ...copies], newRunId, {
        search,
        signal: controller.current.signal,
        onProgress: setProgress,
      });
      if (result.status === 'invalid') {
        setProblem(`${base!.name} cannot run: ${result.problems.flatMap((p) => Object.values(p.errors)).join(' ')}`);
        return;
      }
      for (const run of result.runs) await store.putRun(run);
      onStored();
      const [baseRun, ...rest] = result.runs as [Run, ...Run[]];
      if (result.status === 'completed')
        setEffects(
          switchEffects(
            withCopies,
            baseRun,
            rest.map((run, i) => ({ variant: copies[i]!, run })),
            k,
          ),
        );
    } finally {
      controller.current = null;
      setRunning(false);
    }
  }

  return (
    <LiteStack gap="sm">
      <LiteText size="sm">
        Runs {base.name} and a copy of it per switch; the copies are kept as variants of the suite.
      </LiteText>
      <LiteGroup>
        <LiteButton onClick={() => void ablate()} disabled={running}>
          Run the ablation
        </LiteButton>
      </LiteGroup>
      {progress && <RunProgress {...progress} onCancel={running ? () => controller.current?.abort() : undefined} />}
      {problem && (
        <LiteText size="sm" c="red" role="alert">
          {problem}
        </LiteText>
      )}
      {effects && (
        <LiteStack gap="xs">
          <LiteText fw={500}>{ablationVerdict(effects)}</LiteText>
          <DataTable label="Change per switch" minWidth={480} scrollLabel="Change per switch, scrollable">
            <thead>
              <tr>
                <th scope="col">Switch</th>
                <th scope="col" data-numeric>
                  Mean nDCG@{k} change
                </th>
                <th scope="col">Wins / ties / losses</th>
              </tr>
            </thead>
            <tbody>
              {effects.map(({ variant, diff, reason }) => (
                <tr key={variant.id}>
                  <th scope="row">{variant.name}</th>
                  <td data-numeric>{diff ? signed(diff.comparison.meanChange) : reason}</td>
                  <td>
                    {diff ? `${diff.comparison.wins} / ${diff.comparison.ties} / ${diff.comparison.losses}` : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </LiteStack>
      )}
    </LiteStack>
  );
}
