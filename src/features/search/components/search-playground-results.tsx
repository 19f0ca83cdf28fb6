import { Badge, Grid, Skeleton } from '../../../components/ui/mantine';
import { LiteGroup, LiteStack } from '../../../components/ui/lite';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { lazy, Suspense, type ReactNode } from 'react';
import { SegmentedControl } from '../../../components/segmented-control';
import { addFacetFilter, addRangeFilter, hasFacetFilter, removeFacetFilter } from '../model/facet-filter';
import { activeSortOf } from '../model/sort-value';
import { withParameters } from '../model/playground-state';
import { pagingOf } from '../api/run-search';
import { listOf, textOf, type PlaygroundSearch } from '../hooks/use-playground-search';
import type { FacetSidebarProps } from './facet-sidebar';
import { MetaSummary } from './meta-summary';
import type { InspectedSide } from './request-inspector';
import { ResultsSection } from './results-section';
import { SearchPager } from './search-playground-pager';

// The facets and the inspector arrive after the page has shown its query and results' place (decision 0118).
const FacetSidebar = lazyAfterFirstPaint<FacetSidebarProps>(async () => (await import('./facet-sidebar')).FacetSidebar);
const RequestInspector = lazyAfterFirstPaint<{ sides: InspectedSide[] }>(
  async () => (await import('./request-inspector')).RequestInspector,
);

// Parts only some searches need load when first shown: compare mode, the missing-item check.
const CompareView = lazy(() => import('./compare-view').then((module) => ({ default: module.CompareView })));
const MissingItemCheck = lazy(() =>
  import('./missing-item-check').then((module) => ({ default: module.MissingItemCheck })),
);
// The explanation's summary lists unknown fields in Mantine's Table, which brings its scroll area and floating-ui
// (20 KB): only a search with "explain" on shows it.
const SearchExplanationSummary = lazy(() =>
  import('./search-explanation-summary').then((module) => ({ default: module.SearchExplanationSummary })),
);
const partLoading = <Skeleton height={120} radius="md" />;

interface ResultsProps {
  search: PlaygroundSearch;
  trackerKey: string;
  /** What to say while there is nothing to search with. */
  emptyHint: ReactNode;
}

/** A's results (outside compare mode): the summary and the view, the explanation, the facets and the items. */
function SingleResults({ search, trackerKey, emptyHint }: ResultsProps) {
  const { state, update, change, valuesA, a, pagingA, offset, facetable } = search;
  const outcomeA = a.query.data;
  const explanation = outcomeA?.response.extras?.explanation;
  const filters = textOf(valuesA.filters);
  // Facet picks build on the state of the last change, not on this render's: a second pick made before the
  // first one has rendered (the URL changes in a transition) would otherwise undo the first.
  const toggleFacetValue = (attribute: string, value: string) =>
    update((current) => {
      const now = textOf(current.a.filters);
      const next = hasFacetFilter(now, attribute, value)
        ? removeFacetFilter(now, attribute, value)
        : addFacetFilter(now, attribute, value);
      return withParameters(current, 'a', { filters: next || undefined });
    });
  const toggleFacet = (attribute: string) =>
    update((current) => {
      const now = listOf(current.a.facets);
      const next = now.includes(attribute) ? now.filter((name) => name !== attribute) : [...now, attribute];
      return withParameters(current, 'a', { facets: next.length > 0 ? next : undefined });
    });
  return (
    <>
      <LiteGroup justify="space-between" gap="xs">
        {outcomeA && a.built.ok ? (
          <MetaSummary
            paging={pagingA}
            extras={outcomeA.response.extras}
            count={outcomeA.response.data.length}
            durationMs={outcomeA.exchange.durationMs}
          />
        ) : (
          <span />
        )}
        <LiteGroup gap="xs">
          {state.explain && <Badge variant="light">explain</Badge>}
          <SegmentedControl
            size="xs"
            aria-label="Results as"
            value={state.view}
            onChange={(view) => update((current) => ({ ...current, view }), true)}
            data={[
              { value: 'grid', label: 'Image grid' },
              { value: 'table', label: 'Table' },
            ]}
          />
        </LiteGroup>
      </LiteGroup>
      {state.explain && explanation && a.built.ok && (
        <Suspense fallback={partLoading}>
          <SearchExplanationSummary explanation={explanation} />
        </Suspense>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 2, lg: 1 }}>
          <FacetSidebar
            extras={a.built.ok ? outcomeA?.response.extras : undefined}
            filters={filters}
            onToggle={toggleFacetValue}
            onRange={(attribute, min, max) =>
              update((current) =>
                withParameters(current, 'a', {
                  filters: addRangeFilter(textOf(current.a.filters), attribute, min, max),
                }),
              )
            }
            available={facetable}
            chosen={listOf(valuesA.facets)}
            onChoose={toggleFacet}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 1, lg: 2 }} miw={0}>
          <ResultsSection
            label="Results"
            built={a.built}
            query={a.query}
            view={state.view}
            columns={Array.isArray(valuesA.displayAttributes) ? (valuesA.displayAttributes as string[]) : []}
            offset={offset}
            sort={activeSortOf(a.input.values)}
            hasFilters={Boolean(filters)}
            onClearFilters={() => change('a', { filters: undefined })}
            emptyHint={emptyHint}
          />
        </Grid.Col>
      </Grid>
      {state.explain && a.built.ok && outcomeA && (
        <Suspense fallback={partLoading}>
          <MissingItemCheck
            input={a.input}
            trackerKey={trackerKey}
            items={outcomeA.response.data}
            offset={offset}
            pageLimit={pagingA?.limit ?? Math.max(1, outcomeA.response.data.length)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The results (A's, or A's beside B's in compare mode), their pages and the request inspector. */
export function PlaygroundResults(props: ResultsProps) {
  const { state, a, b, pagingA, offset, goToPage } = props.search;
  return (
    <LiteStack gap="sm">
      {state.compare ? (
        <Suspense fallback={partLoading}>
          <CompareView
            a={{ built: a.built, query: a.query, sort: activeSortOf(a.input.values) }}
            b={{ built: b.built, query: b.query, sort: activeSortOf(b.input.values) }}
            differences={state.b}
            offset={offset}
            emptyHint={props.emptyHint}
          />
        </Suspense>
      ) : (
        <SingleResults {...props} />
      )}
      {pagingA && (a.built.ok || state.compare) && <SearchPager paging={pagingA} onPage={goToPage} />}
      <RequestInspector
        sides={[
          { label: 'A', exchange: a.exchange, paging: pagingA, meta: a.query.data?.response.meta },
          ...(state.compare
            ? [
                {
                  label: 'B',
                  exchange: b.exchange,
                  paging: b.query.data ? pagingOf(b.query.data) : null,
                  meta: b.query.data?.response.meta,
                },
              ]
            : []),
        ]}
      />
    </LiteStack>
  );
}
