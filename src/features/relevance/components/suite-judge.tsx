import { useState } from 'react';
import type { QueueQuery } from '../model/judge-queue';
import { newJudgeSeed } from '../model/judge-queue';
import type { Grade, Run, Suite } from '../model/suite';
import type { SuiteStore } from '../model/suite-store';
import { JudgeScreen, type JudgeItemDetails } from './judge-screen';

/** Per query, the ok item ids of each variant's latest run (runs come newest first from the store). */
export function queueQueries(suite: Suite, runs: readonly Run[]): QueueQuery[] {
  const latest = new Map<string, Run>();
  for (const run of runs) if (!latest.has(run.variantId)) latest.set(run.variantId, run);
  return suite.queries.map((query) => ({
    queryId: query.id,
    rankings: [...latest.values()].flatMap((run) => {
      const outcome = run.queries[query.id];
      return outcome?.status === 'ok' ? [outcome.items.map((item) => item.itemId)] : [];
    }),
  }));
}

interface SuiteJudgeProps {
  suite: Suite;
  runs: readonly Run[];
  store: SuiteStore;
  k: number;
  /** The item's title, image and brand as the run's search returned them, kept beside the grade. */
  details?: (queryId: string, itemId: string) => JudgeItemDetails | undefined;
  onSaved?: (suite: Suite) => void;
}

/**
 * The judge screen over a stored suite: each grade is saved into the store as it is given (so it survives a
 * reload), with the item's details kept beside it.
 */
export function SuiteJudge({ suite, runs, store, k, details, onSaved }: SuiteJudgeProps) {
  const [seed] = useState(() => newJudgeSeed());
  const [judged] = useState(() => new Set(suite.judgments.map((j) => JSON.stringify([j.queryId, j.itemId]))));
  const stored = (queryId: string, itemId: string) =>
    suite.judgments.find((j) => j.queryId === queryId && j.itemId === itemId);
  const item = (queryId: string, itemId: string): JudgeItemDetails | undefined => {
    const kept = stored(queryId, itemId);
    return details?.(queryId, itemId) ?? (kept && { title: kept.title, imageUrl: kept.image, brand: kept.brand });
  };
  const onGrade = (queryId: string, itemId: string, grade: Grade) => {
    const shown = item(queryId, itemId);
    const judgment = {
      queryId,
      itemId,
      grade,
      ...(shown?.title !== undefined && { title: shown.title }),
      ...(shown?.imageUrl !== undefined && { image: shown.imageUrl }),
      ...(shown?.brand !== undefined && { brand: shown.brand }),
    };
    void store.saveJudgment(suite.id, judgment).then((saved) => saved && onSaved?.(saved));
  };
  return (
    <JudgeScreen
      key={seed}
      queries={queueQueries(suite, runs)}
      isJudged={(queryId, itemId) => judged.has(JSON.stringify([queryId, itemId]))}
      k={k}
      seed={seed}
      queryText={(queryId) => suite.queries.find((query) => query.id === queryId)?.text ?? queryId}
      item={item}
      onGrade={onGrade}
    />
  );
}
