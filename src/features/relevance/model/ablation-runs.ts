// Issue 38's Ablation on a stored suite: the baseline variant's copies (ablation.ts) as variants of the suite, and
// what one ablation's runs say per switch, against the baseline run made with them.
import { ablationVariants } from './ablation';
import { compareRuns } from './run-comparison';
import type { RunDiff } from './run-diff';
import { judgmentMaps, type Run, type Suite, type Variant } from './suite';

/** The copies of the suite's first variant, one per switch, with ids that stay the same from one ablation to the next. */
export function ablationCopies(suite: Suite): Variant[] {
  const base = suite.variants[0];
  if (!base) return [];
  return ablationVariants(base.params).map(({ switch: option, params }) => ({
    id: `ablation-${option.id}`,
    name: `${base.name}: ${option.label.toLowerCase()}`,
    params,
  }));
}

export interface SwitchEffect {
  variant: Variant;
  /** null: the two runs are not comparable (the reason is given instead). */
  diff: RunDiff | null;
  reason?: string;
}

/** Each copy's run against the baseline run of the same ablation: the run diff of each switch. */
export function switchEffects(
  suite: Suite,
  baseRun: Run,
  copies: readonly { variant: Variant; run: Run }[],
  k: number,
) {
  const queryIds = suite.queries.map((query) => query.id);
  const judgments = judgmentMaps(suite.judgments);
  return copies.map(({ variant, run }): SwitchEffect => {
    const comparison = compareRuns(baseRun, run, queryIds, judgments, { k });
    return comparison.comparable
      ? { variant, diff: comparison.diff }
      : { variant, diff: null, reason: comparison.reason };
  });
}

/** The ablation's verdict: the switch that moves nDCG the most, in one sentence. */
export function ablationVerdict(effects: readonly SwitchEffect[]): string {
  const moved = effects
    .filter((effect): effect is SwitchEffect & { diff: RunDiff } => effect.diff !== null)
    .sort((a, b) => Math.abs(b.diff.comparison.meanChange) - Math.abs(a.diff.comparison.meanChange));
  const top = moved[0];
  if (!top) return 'No switch could be compared with the baseline run.';
  const change = top.diff.comparison.meanChange;
  if (change === 0) return 'No switch changes the suite’s nDCG.';
  const signed = `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(3)}`;
  const dropped = top.diff.comparison.flaggedQueries.length;
  return `${top.variant.name} moves the mean nDCG most: ${signed}${dropped ? `, ${dropped} ${dropped === 1 ? 'query drops' : 'queries drop'} by 0.10 or more` : ''}.`;
}
