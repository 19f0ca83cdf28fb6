import { LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../lib/use-session';
import { TrackerKeyForm, useTrackerKey } from '../../search/after-paint';
import { searchForRun } from '../api/search-for-run';
import { suiteStoreFor, type SuiteStore } from '../model/suite-store';
import { withVariant } from '../model/variant-edit';
import { baselineRun, latestRuns, queryGrid } from '../model/overview';
import type { RunOptions } from '../model/run-engine';
import type { Run, Suite } from '../model/suite';
import type { VariantRow } from './metrics-table';
import { AblationSection } from './ablation-section';
import { CoverageSection, QueryDetailSection } from './overview-detail';
import { QueryGrid } from './query-grid';
import { RunDiffSection } from './run-diff-section';
import { StoredRuns } from './stored-runs';
import { useRunSummaries } from './use-run-summaries';
import { SuiteRuns } from './suite-runs';
import { VariantEditor } from './variant-editor';

export interface SuiteOverviewProps {
  workspace: string;
  indexId: string;
  suiteId: string;
  /** Simulator builds: the simulator's tracker key of a workspace (src/app/routes/search.data.ts). */
  fromSimulator?: (ws: string) => Promise<string | null>;
}

/** The suite and its stored runs share one key prefix, so a save refreshes both. */
export const suiteKey = (ws: string, indexId: string, suiteId: string) =>
  ['relevance', 'suite', ws, indexId, suiteId] as const;

const suiteQuery = (ws: string, indexId: string, suiteId: string, store: SuiteStore) =>
  queryOptions({
    queryKey: [...suiteKey(ws, indexId, suiteId), 'record'],
    queryFn: async () => (await store.getSuite(suiteId)) ?? null,
  });

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <LiteStack gap="sm" component="section" aria-label={title} id={id}>
      <LiteTitle order={2} size="h3">
        {title}
      </LiteTitle>
      {children}
    </LiteStack>
  );
}

/** Searching needs the workspace's tracker key: the playground's form asks for it once, then the part shows. */
function WithTrackerKey({
  workspace,
  fromSimulator,
  asks,
  children,
}: Pick<SuiteOverviewProps, 'workspace' | 'fromSimulator'> & {
  /** Whether this part shows the form; the others point to it (one form on the page). */
  asks: boolean;
  children: (trackerKey: string) => ReactNode;
}) {
  const trackerKey = useTrackerKey(workspace);
  const name = useSession()?.workspace?.name ?? 'this workspace';
  if (!trackerKey && !asks) return <LiteText size="sm">Searching needs the tracker key: save it under Run.</LiteText>;
  if (!trackerKey)
    return (
      <TrackerKeyForm
        ws={workspace}
        workspaceName={name}
        refused={false}
        fromSimulator={fromSimulator}
        onSaved={() => {}}
      />
    );
  return children(trackerKey);
}

const runsQuery = (ws: string, indexId: string, suiteId: string, store: SuiteStore) =>
  queryOptions({ queryKey: [...suiteKey(ws, indexId, suiteId), 'runs'], queryFn: () => store.listRuns(suiteId) });

/** The cut-off every section scores at. */
const k = 10;

/**
 * One suite opened from the list (`?suite=<id>`): its variants, its Run, and what the stored runs say. Loaded after
 * the page's first paint with the store (docs/performance.md).
 */
export function SuiteOverview({ workspace, indexId, suiteId, fromSimulator }: SuiteOverviewProps) {
  const store = suiteStoreFor(workspace, indexId);
  const client = useQueryClient();
  const suite = useQuery(suiteQuery(workspace, indexId, suiteId, store));
  const runs = useQuery(runsQuery(workspace, indexId, suiteId, store));
  const trackerKey = useTrackerKey(workspace);
  const refresh = () => client.invalidateQueries({ queryKey: suiteKey(workspace, indexId, suiteId) });
  if (suite.isPending || runs.isPending) return <Skeleton height={200} role="status" aria-label="Loading the suite" />;
  if (suite.isError || runs.isError)
    return <ErrorState error={suite.error ?? runs.error} title="This browser's suite could not be read" />;
  if (!suite.data)
    return (
      <LiteText role="status">
        This browser has no such suite for this index: it may have been removed, or kept in another browser.
      </LiteText>
    );
  return (
    <OverviewBody
      suite={suite.data}
      runs={runs.data}
      store={store}
      refresh={refresh}
      search={(trackerKey) => searchForRun(indexId, trackerKey)}
      trackerKey={trackerKey}
      keyGate={(children, asks = false) => (
        <WithTrackerKey workspace={workspace} fromSimulator={fromSimulator} asks={asks}>
          {children}
        </WithTrackerKey>
      )}
    />
  );
}

interface OverviewBodyProps {
  suite: Suite;
  /** Newest first. */
  runs: Run[];
  store: SuiteStore;
  refresh: () => Promise<void>;
  search: (trackerKey: string) => RunOptions['search'];
  trackerKey: string | null;
  /** `asks`: the one part that shows the tracker key's form when there is none. */
  keyGate: (children: (trackerKey: string) => ReactNode, asks?: boolean) => ReactNode;
}

function OverviewBody({ suite, runs, store, refresh, search, trackerKey, keyGate }: OverviewBodyProps) {
  const [detailQuery, setDetailQuery] = useState<string | null>(null);
  const latest = latestRuns(suite, runs);
  const baseline = baselineRun(suite, runs);
  const scored = baseline && !latest.includes(baseline) ? [baseline, ...latest] : latest;
  const summaries = useRunSummaries(suite, scored, k);
  const nameOf = (run: Run) => suite.variants.find((variant) => variant.id === run.variantId)?.name ?? run.variantId;
  const runLabel = (run: Run) => `${nameOf(run)}, ${new Date(run.startedAt).toLocaleString()}`;
  const rows: VariantRow[] = suite.variants.map((variant) => {
    const run = latest.find((candidate) => candidate.variantId === variant.id);
    return { name: variant.name, summary: (run && summaries?.get(run.id)) ?? null };
  });
  const shownQuery = detailQuery ?? suite.queries[0]?.id ?? null;
  return (
    <LiteStack gap="lg">
      <LiteTitle order={2} size="h2">
        {suite.name}
      </LiteTitle>
      <Section title="Variants">
        <VariantEditor
          suite={suite}
          onSave={async (variant) => {
            await store.putSuite(withVariant(suite, variant));
            await refresh();
          }}
        />
      </Section>
      <Section title="Run">
        {keyGate(
          (trackerKey) => (
            <SuiteRuns
              key={suite.variants.map((variant) => variant.id).join()}
              store={store}
              suite={suite}
              search={search(trackerKey)}
              rows={rows}
              k={k}
              onStored={() => void refresh()}
            />
          ),
          true,
        )}
      </Section>
      <Section title="Ablation">
        {keyGate((trackerKey) => (
          <AblationSection
            suite={suite}
            store={store}
            search={search(trackerKey)}
            k={k}
            onStored={() => void refresh()}
          />
        ))}
      </Section>
      <Section title="Stored runs">
        <StoredRuns
          suite={suite}
          runs={runs}
          runLabel={runLabel}
          onPin={(runId) => void store.pinBaseline(suite.id, runId).then(refresh)}
        />
      </Section>
      {summaries && scored.length > 0 && (
        <Section title="Queries">
          <QueryGrid
            suite={suite}
            runs={scored}
            rows={queryGrid(suite, scored, summaries, baseline)}
            baseline={baseline}
            k={k}
            onDetail={(queryId) => {
              setDetailQuery(queryId);
              document.getElementById('query-detail')?.scrollIntoView({ block: 'start' });
            }}
          />
        </Section>
      )}
      {shownQuery && (
        <Section title="Query detail" id="query-detail">
          <QueryDetailSection
            suite={suite}
            latest={latest}
            queryId={shownQuery}
            onQuery={setDetailQuery}
            store={store}
            onChanged={() => void refresh()}
            search={trackerKey ? search(trackerKey) : null}
          />
        </Section>
      )}
      <Section title="Run diff">
        <RunDiffSection
          key={`${runs[0]?.id}-${baseline?.id}`}
          suite={suite}
          runs={runs}
          baseline={baseline}
          k={k}
          runLabel={runLabel}
        />
      </Section>
      <Section title="Judgment coverage">
        <CoverageSection suite={suite} runs={runs} store={store} k={k} onChanged={() => void refresh()} />
      </Section>
    </LiteStack>
  );
}
