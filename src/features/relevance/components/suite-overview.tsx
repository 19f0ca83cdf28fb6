import { LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../lib/use-session';
import { TrackerKeyForm, useTrackerKey } from '../../search';
import { searchForRun } from '../api/search-for-run';
import { suiteStoreFor, type SuiteStore } from '../model/suite-store';
import { withVariant } from '../model/variant-edit';
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LiteStack gap="sm" component="section" aria-label={title}>
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
  children,
}: Pick<SuiteOverviewProps, 'workspace' | 'fromSimulator'> & { children: (trackerKey: string) => ReactNode }) {
  const trackerKey = useTrackerKey(workspace);
  const name = useSession()?.workspace?.name ?? 'this workspace';
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

/**
 * One suite opened from the list (`?suite=<id>`): its variants, its Run, and what the stored runs say. Loaded after
 * the page's first paint with the store (docs/performance.md).
 */
export function SuiteOverview({ workspace, indexId, suiteId, fromSimulator }: SuiteOverviewProps) {
  const store = suiteStoreFor(workspace, indexId);
  const client = useQueryClient();
  const suite = useQuery(suiteQuery(workspace, indexId, suiteId, store));
  const refresh = () => client.invalidateQueries({ queryKey: suiteKey(workspace, indexId, suiteId) });
  if (suite.isPending) return <Skeleton height={200} role="status" aria-label="Loading the suite" />;
  if (suite.isError) return <ErrorState error={suite.error} title="This browser's suite could not be read" />;
  if (!suite.data)
    return (
      <LiteText role="status">
        This browser has no such suite for this index: it may have been removed, or kept in another browser.
      </LiteText>
    );
  const current = suite.data;
  return (
    <LiteStack gap="lg">
      <LiteTitle order={2} size="h2">
        {current.name}
      </LiteTitle>
      <Section title="Variants">
        <VariantEditor
          suite={current}
          onSave={async (variant) => {
            await store.putSuite(withVariant(current, variant));
            await refresh();
          }}
        />
      </Section>
      <Section title="Run">
        <WithTrackerKey workspace={workspace} fromSimulator={fromSimulator}>
          {(trackerKey) => (
            <SuiteRuns
              key={current.variants.map((variant) => variant.id).join()}
              store={store}
              suite={current}
              search={searchForRun(indexId, trackerKey)}
            />
          )}
        </WithTrackerKey>
      </Section>
    </LiteStack>
  );
}
