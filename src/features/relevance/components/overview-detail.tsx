import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { SelectField } from '../../../components/ui/plain';
import { useState } from 'react';
import { excludingRule } from '../model/ablation';
import { newRunId, type Grade, type Run, type Suite, type Variant } from '../model/suite';
import type { RunOptions } from '../model/run-engine';
import type { SuiteStore } from '../model/suite-store';
import { withVariant } from '../model/variant-edit';
import { CoveragePanel } from './coverage-panel';
import { QueryDetail, type DetailColumn } from './query-detail';
import { SuiteJudge, queueQueries } from './suite-judge';

interface DetailSectionProps {
  suite: Suite;
  /** Each variant's latest run. */
  latest: readonly Run[];
  queryId: string;
  onQuery: (queryId: string) => void;
  store: SuiteStore;
  onChanged: () => void;
  /** The workspace's search (null until the tracker key is saved): rule blame runs its variant at once. */
  search: RunOptions['search'] | null;
}

function columnsOf(suite: Suite, latest: readonly Run[], queryId: string): DetailColumn[] {
  const grades = new Map(suite.judgments.filter((j) => j.queryId === queryId).map((j) => [j.itemId, j] as const));
  return latest.map((run) => {
    const outcome = run.queries[queryId];
    const items = outcome?.status === 'ok' ? outcome.items : [];
    return {
      variant: suite.variants.find((variant) => variant.id === run.variantId)?.name ?? run.variantId,
      items: items.map((item) => ({
        itemId: item.itemId,
        grade: grades.get(item.itemId)?.grade,
        title: grades.get(item.itemId)?.title,
        promotedBy: item.promotingRules ?? [],
      })),
    };
  });
}

/**
 * One query's results in each variant's latest run, side by side: an unjudged item takes its grade by key, an
 * item graded 0 that a rule promoted runs a variant without that rule in one click (kept in the suite).
 */
export function QueryDetailSection({ suite, latest, queryId, onQuery, store, onChanged, search }: DetailSectionProps) {
  const [said, setSaid] = useState('');
  const text = suite.queries.find((query) => query.id === queryId)?.text ?? queryId;
  const grade = (itemId: string, value: Grade) =>
    void store.saveJudgment(suite.id, { queryId, itemId, grade: value }).then(() => {
      setSaid(`Graded ${itemId} ${value} for “${text}”.`);
      onChanged();
    });
  const excludeRule = (variantName: string, ruleId: number) => {
    const from = suite.variants.find((variant) => variant.name === variantName);
    if (!from) return;
    const name = `${from.name} without rule ${ruleId}`;
    const existing = suite.variants.find((variant) => variant.name === name);
    const variant: Variant = existing ?? { id: crypto.randomUUID(), name, params: excludingRule(from.params, ruleId) };
    const next = withVariant(suite, variant);
    void store.putSuite(next).then(async () => {
      onChanged();
      if (!search) return setSaid(`${name} is a variant of the suite: save the tracker key under Run to run it.`);
      setSaid(`Running ${name}…`);
      const { runVariants } = await import('../model/run-variants');
      const result = await runVariants(next, [variant], newRunId, { search });
      if (result.status === 'invalid') return setSaid(`${name} cannot run: check it under Variants.`);
      for (const run of result.runs) await store.putRun(run);
      onChanged();
      setSaid(`Ran ${name}: its results are in the grid, the detail and the run diff.`);
    });
  };
  return (
    <LiteStack gap="sm">
      <SelectField
        label="Query"
        data={suite.queries.map((query) => ({ value: query.id, label: query.text }))}
        value={queryId}
        onChange={(event) => onQuery(event.currentTarget.value)}
        style={{ maxWidth: 480 }}
      />
      {latest.length === 0 ? (
        <LiteText size="sm">No stored run yet: run the suite to see its results.</LiteText>
      ) : (
        <QueryDetail
          queryText={text}
          columns={columnsOf(suite, latest, queryId)}
          onGrade={grade}
          onExcludeRule={excludeRule}
        />
      )}
      <LiteText size="sm" role="status">
        {said}
      </LiteText>
    </LiteStack>
  );
}

interface CoverageSectionProps {
  suite: Suite;
  runs: readonly Run[];
  store: SuiteStore;
  k: number;
  onChanged: () => void;
}

/** Coverage of the latest runs' top k, and the Judge screen on the least judged query, one click away. */
export function CoverageSection({ suite, runs, store, k, onChanged }: CoverageSectionProps) {
  const [judging, setJudging] = useState<string | null>(null);
  const judged = new Set(suite.judgments.map((j) => `${j.queryId}\u0000${j.itemId}`));
  const queryText = (id: string) => suite.queries.find((query) => query.id === id)?.text ?? id;
  if (runs.length === 0)
    return <LiteText size="sm">No stored run yet: coverage reads the runs&apos; results.</LiteText>;
  const judgingQuery = suite.queries.find((query) => query.id === judging);
  if (judgingQuery)
    return (
      <LiteStack gap="sm">
        <LiteGroup>
          <LiteButton variant="default" onClick={() => setJudging(null)}>
            Back to coverage
          </LiteButton>
        </LiteGroup>
        <SuiteJudge suite={{ ...suite, queries: [judgingQuery] }} runs={runs} store={store} k={k} onSaved={onChanged} />
      </LiteStack>
    );
  return (
    <CoveragePanel
      queries={queueQueries(suite, runs)}
      isJudged={(queryId, itemId) => judged.has(`${queryId}\u0000${itemId}`)}
      k={k}
      queryText={queryText}
      onJudge={setJudging}
    />
  );
}
