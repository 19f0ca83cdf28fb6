import { LiteStack, LiteText } from '../../../components/ui/lite';
import { SelectField } from '../../../components/ui/plain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useSession } from '../../../lib/use-session';
// The playground's own listing and cache entry: the route's loader has filled it (src/app/routes/search.data.ts).
import { searchIndicesQuery } from '../../search';
import { appPath } from '../../../lib/app-path';
import { Link } from '../../../components/router-link';
import type { SuiteOverviewProps } from './suite-overview';

/** Harvesting (its form, table and sampling) is not part of the first paint: it arrives once the page shows. */
const HarvestPanel = lazyAfterFirstPaint<{ indexId: string }>(
  async () => (await import('./harvest-panel')).HarvestPanel,
  () => <Skeleton height={120} role="status" aria-label="Loading query harvesting" />,
);

/** The suites' store and the import parsers load after the first paint too (docs/performance.md). */
const SuitesPanel = lazyAfterFirstPaint<{ workspace: string; indexId: string }>(
  async () => (await import('./suites-panel')).SuitesPanel,
  () => <Skeleton height={120} role="status" aria-label="Loading the suites" />,
);

/** An opened suite: its variants, runs and what they say, with the store, after the first paint too. */
const SuiteOverview = lazyAfterFirstPaint<SuiteOverviewProps>(
  async () => (await import('./suite-overview')).SuiteOverview,
  () => <Skeleton height={200} role="status" aria-label="Loading the suite" />,
);

/** The chosen index: the URL's, else the first listed (left out of the URL while it is the default). */
function useChosenIndex(indexIds: readonly string[]): [string | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('index');
  const chosen = asked && indexIds.includes(asked) ? asked : (indexIds[0] ?? null);
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === indexIds[0]) next.delete('index');
        else next.set('index', id);
        return next;
      },
      { replace: true },
    );
  return [chosen, choose];
}

/**
 * `/relevance`: the suites of judged queries of one index. Drawn with the kit's lite parts and plain fields only,
 * so the page's first paint stays within docs/performance.md's budget; what needs the suites' store and the
 * metric worker arrives after it.
 */
export function RelevancePage({ fromSimulator }: Pick<SuiteOverviewProps, 'fromSimulator'>) {
  const suiteId = useSearchParams()[0].get('suite');
  const ws = useSession()?.workspace?.guid ?? '';
  const indices = useQuery(searchIndicesQuery(ws));
  const indexList = indices.data?.data ?? [];
  const [index, chooseIndex] = useChosenIndex(indexList.map((entry) => entry.indexId));

  return (
    <LiteStack gap="md">
      <PageHeader
        title="Relevance"
        description="Is search getting better or worse, and on which queries? Judged queries, scored for each set of search parameters."
      />
      {indices.isPending ? (
        <LiteStack gap="sm" role="status" aria-label="Loading the indices">
          <Skeleton height={60} width={280} />
          <Skeleton height={200} radius="md" />
        </LiteStack>
      ) : indices.isError ? (
        <ErrorState
          error={indices.error}
          title="The index list could not be loaded"
          onRetry={() => void indices.refetch()}
        />
      ) : indexList.length === 0 || index === null ? (
        <EmptyList message="This workspace has no search index yet: a relevance suite tests the queries of one index." />
      ) : (
        <LiteStack gap="sm">
          <SelectField
            label="Index"
            description="Suites, judgments and runs are kept per index."
            data={indexList.map((entry) => ({
              value: entry.indexId,
              label: entry.indexName ? `${entry.indexName} (${entry.indexId})` : entry.indexId,
            }))}
            value={index}
            onChange={(event) => chooseIndex(event.currentTarget.value)}
            style={{ maxWidth: 360 }}
          />
          <LiteText size="sm" c="dimmed">
            Suites are kept in this browser, per workspace and index; export one to share it or to run it from the
            command line.
          </LiteText>
          {suiteId ? (
            <>
              <Link
                to={appPath(
                  `/relevance${index === indexList[0]?.indexId ? '' : `?index=${encodeURIComponent(index)}`}`,
                )}
              >
                All suites of this index
              </Link>
              <SuiteOverview
                key={`${index}-${suiteId}`}
                workspace={ws}
                indexId={index}
                suiteId={suiteId}
                fromSimulator={fromSimulator}
              />
            </>
          ) : (
            <>
              <SuitesPanel key={`suites-${index}`} workspace={ws} indexId={index} />
              <HarvestPanel key={index} indexId={index} />
            </>
          )}
        </LiteStack>
      )}
    </LiteStack>
  );
}
