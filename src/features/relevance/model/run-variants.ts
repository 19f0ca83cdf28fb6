// The page's Run (issue 38, "Suite overview"): the chosen variants, each checked before anything is sent, then run
// one after another with one progress line over all of them.
import { checkVariant, runSuiteVariant, suiteContext, type RunOptions, type VariantProblem } from './run-engine';
import type { Run, Suite, Variant } from './suite';

export type RunVariantsResult =
  /** Nothing was sent: every problem of every chosen variant, so all can be fixed at once. */
  { status: 'invalid'; problems: VariantProblem[] } | { status: 'completed' | 'cancelled'; runs: Run[] };

export async function runVariants(
  suite: Suite,
  variants: readonly Variant[],
  newRunId: (variant: Variant) => string,
  options: RunOptions,
): Promise<RunVariantsResult> {
  const ids = variants.map(newRunId);
  const problems = variants.flatMap((variant, i) => checkVariant(variant, suiteContext(suite, ids[i]!)) ?? []);
  if (problems.length > 0) return { status: 'invalid', problems };
  const total = suite.queries.length * variants.length;
  const runs: Run[] = [];
  let doneBefore = 0;
  let failedBefore = 0;
  for (const [i, variant] of variants.entries()) {
    if (options.signal?.aborted) return { status: 'cancelled', runs };
    let failedHere = 0;
    const result = await runSuiteVariant(suite, variant, ids[i]!, {
      ...options,
      onProgress: (event) => {
        failedHere = event.failed;
        options.onProgress?.({ done: doneBefore + event.done, total, failed: failedBefore + event.failed });
      },
    });
    if (!result.ok) return { status: 'invalid', problems: [result.problem] };
    runs.push(result.run);
    doneBefore += suite.queries.length;
    failedBefore += failedHere;
    if (result.run.state === 'cancelled') return { status: 'cancelled', runs };
  }
  return { status: 'completed', runs };
}
