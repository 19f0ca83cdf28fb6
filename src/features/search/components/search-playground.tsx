import { LiteAlert, LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import {
  Badge,
  Checkbox,
  CopyButton,
  Grid,
  Pagination,
  Skeleton,
  Switch,
  TextInput,
} from '../../../components/ui/mantine';
import { DeferredSelect } from '../../../components/ui/deferred-select';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useDisclosure } from '@mantine/hooks';
import { useMediaQuery } from '../../../lib/use-media-query';
import { IconAdjustments, IconCheck, IconLink } from '@tabler/icons-react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LabelledSegmentedControl, SegmentedControl } from '../../../components/segmented-control';
import { useSearchUpdater } from '../../../lib/use-search-updater';
import { isApiError } from '../../../lib/api-error';
import { explainRefusal } from '../../../lib/permission-words';
import { buildSearchRequest, type BuildResult, type SearchRequestInput } from '../model/build-request';
import { addFacetFilter, addRangeFilter, hasFacetFilter, removeFacetFilter } from '../model/facet-filter';
import { attributesOf } from '../model/item-fields';
import { activeSortOf } from '../model/sort-value';
import { searchIndicesQuery } from '../api/list-indices';
import { parameterSpecs, searchTabs } from '../model/parameters';
import {
  searchFromState,
  sentValues,
  sideValues,
  stateFromSearch,
  withParameters,
  type PlaygroundState,
  type Side,
} from '../model/playground-state';
import { facetGroupsOf, suggestionText } from '../api/schemas';
import { exchangeOfError, pagingOf, type SearchOutcome } from '../api/run-search';
import type { SearchKey } from '../api/keys';
import { dropSearchResults, searchComparisonOffQuery, searchResultsQuery } from '../api/search-results';
import type { FacetSidebarProps } from './facet-sidebar';
import { IqlFilterInput } from './iql-filter-input';
import { MetaSummary } from './meta-summary';
import type { ParameterPanelProps } from './parameter-panel';
import { QueryBox } from './query-box';
import type { InspectedSide } from './request-inspector';
import { ResultsSection } from './results-section';
import { SavedSearchesStandIn, SearchPlaygroundHeader } from './search-playground-header';
import { panelEntries, SetParameterChips } from './set-parameter-chips';
import { SortSelect } from './sort-select';

import type { QueryImage } from './visual-query';
import { BottomDrawer } from '../../../components/bottom-drawer-on-demand';

// The page's other panels arrive after it has shown its query and results' place (decision 0118): their Mantine
// components (accordions, tabs, popovers, chips, a drawer) would otherwise be most of its first paint.
const ParameterPanel = lazyAfterFirstPaint<ParameterPanelProps>(
  async () => (await import('./parameter-panel')).ParameterPanel,
  () => <Skeleton height={320} radius="md" role="status" aria-label="Loading the parameters" />,
);
const FacetSidebar = lazyAfterFirstPaint<FacetSidebarProps>(async () => (await import('./facet-sidebar')).FacetSidebar);
const RequestInspector = lazyAfterFirstPaint<{ sides: InspectedSide[] }>(
  async () => (await import('./request-inspector')).RequestInspector,
);
const SavedSearchesMenu = lazyAfterFirstPaint<{ ws: string; search: string }>(
  async () => (await import('./saved-searches-menu')).SavedSearchesMenu,
  () => <SavedSearchesStandIn />,
);

// Parts only some searches need load when first shown: the visual tab, compare mode, the missing-item check.
const VisualQuery = lazy(() => import('./visual-query').then((module) => ({ default: module.VisualQuery })));
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

interface SearchPlaygroundProps {
  ws: string;
  trackerKey: string;
  /** A 401: the tracker key is not valid (the page asks for it again). */
  onKeyRefused: () => void;
}

/** Service field names (POST names, the distinctFilter object) → the playground's parameter names. */
const fieldAliases: Record<string, string> = {
  sortByGeoPoints: 'sortByGeoPoint',
  crossWorkspaceMode: 'crossWorkspaceModeEnabled',
  distinctFilter: 'distinctFilter.attribute',
};
const knownFields = new Set([...parameterSpecs.map((spec) => spec.name), 'image']);

function serviceFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const entry of error.fieldErrors) {
    const name = entry.field ? (fieldAliases[entry.field] ?? entry.field) : '';
    if (knownFields.has(name)) errors[name] ??= entry.message ?? 'This value was refused.';
  }
  return errors;
}

/**
 * Why the listing failed, with the service's own message; a 403 in words when the service names the permission
 * (the constant goes to a detail line: src/lib/permission-words.ts).
 */
function listingFailure(error: unknown): { text: string; detail: string | null } {
  if (!isApiError(error)) return { text: 'The service could not be reached.', detail: null };
  if (error.kind === 'network' || error.kind === 'timeout')
    return { text: `The service could not be reached (${error.message}).`, detail: null };
  if (error.kind === 'schema')
    return { text: `The service's answer could not be read (${error.message}).`, detail: null };
  const refusal = error.status === 403 ? explainRefusal(error.message, error.missingPermission) : null;
  const message = (refusal?.message ?? error.message).replace(/\.$/, '');
  const answered = message
    ? `The service answered ${error.status}: ${message}.`
    : `The service answered ${error.status}.`;
  return { text: refusal?.words ? `${refusal.words} ${answered}` : answered, detail: refusal?.detail ?? null };
}

/** The index id typed by hand (when the listing failed or is empty); applied on Enter or when leaving the field. */
function ManualIndexInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const apply = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <TextInput
      label="Index id"
      w={240}
      value={text}
      placeholder="the id of a search index"
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      spellCheck={false}
      autoComplete="off"
    />
  );
}

/**
 * The exchange the inspector shows for a side: nothing while the form has nothing to send (the visual tab before
 * an image), and never a previous request of another operation kept on screen while the new one loads (the
 * full-text request after switching to the visual tab).
 */
function shownExchange(built: BuildResult, indexId: string, query: UseQueryResult<SearchOutcome>) {
  if (!built.ok) return undefined;
  const exchange = query.data?.exchange ?? exchangeOfError(query.error);
  if (!exchange || !query.isPlaceholderData) return exchange;
  const path = built.request.endpoint.path(indexId);
  return exchange.url.split('?')[0]!.endsWith(path) ? exchange : undefined;
}

const listOf = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

const textOf = (value: string | readonly string[] | undefined) =>
  value === undefined ? '' : typeof value === 'string' ? value : value.join(',');

export function SearchPlayground({ ws, trackerKey, onKeyRefused }: SearchPlaygroundProps) {
  const queryClient = useQueryClient();
  const indices = useQuery(searchIndicesQuery(ws));
  const { search, update: updateSearch } = useSearchUpdater();
  const state = useMemo(() => stateFromSearch(search), [search]);
  const [editing, setEditing] = useState<Side>('a');
  const [image, setImage] = useState<QueryImage | null>(null);
  const imageCounter = useRef(0);

  const indexList = indices.data?.data ?? [];
  const fallbackIndex =
    indexList.find((index) => index.indexName === 'products') ??
    indexList.find((index) => index.enabled !== false) ??
    indexList[0];
  const indexId = state.indexId || fallbackIndex?.indexId || '';
  const currentIndex = indexList.find((index) => index.indexId === indexId || index.indexName === indexId);

  const update = useCallback(
    (next: (current: PlaygroundState) => PlaygroundState, replace = false) =>
      updateSearch((current) => searchFromState(next(stateFromSearch(current))), { replace }),
    [updateSearch],
  );
  const change = (side: Side, changes: Record<string, string | readonly string[] | undefined>, replace = false) =>
    update((current) => withParameters(current, side, changes), replace);

  // On a phone the parameters wait in a drawer, so the query and the results come first.
  const phone = useMediaQuery('(max-width: 48em)');
  const [parametersOpen, { open: openParameters, close: closeParameters }] = useDisclosure(false);

  const visual = state.tab === 'visual';
  const inputOf = (side: Side): SearchRequestInput => ({
    indexId,
    tab: state.tab,
    explain: state.explain,
    method: state.method,
    values: sentValues(state, side),
    image: visual ? (image?.blob ?? null) : null,
  });
  const imageId = visual ? (image?.id ?? null) : null;
  const inputA = inputOf('a');
  const inputB = inputOf('b');
  const builtA = buildSearchRequest(inputA);
  const builtB = buildSearchRequest(inputB);
  const optionsA = searchResultsQuery(ws, trackerKey, inputA, imageId);
  const optionsB = searchResultsQuery(ws, trackerKey, inputB, imageId);
  const queryA = useQuery(optionsA);
  // Outside compare mode B observes nothing: with A's key it would be a second, disabled observer of A's query.
  const queryB = useQuery<SearchOutcome, Error, SearchOutcome, SearchKey>(
    state.compare ? optionsB : searchComparisonOffQuery(ws),
  );

  // A 401 to a search: the tracker key is not (or no longer) valid. (The listing carries the session's token: its
  // 401s are the session's business, and a refused listing never sends the person back to the key form.)
  const unauthorized = [queryA.error, queryB.error].some((error) => isApiError(error) && error.status === 401);
  useEffect(() => {
    if (!unauthorized) return;
    dropSearchResults(queryClient, ws);
    onKeyRefused();
  }, [unauthorized, queryClient, ws, onKeyRefused]);

  // A 400 lands on the field it names, which takes focus.
  const editedQuery = editing === 'b' && state.compare ? queryB : queryA;
  const editedBuilt = editing === 'b' && state.compare ? builtB : builtA;
  const serverErrors = editedQuery.isFetching ? {} : serviceFieldErrors(editedQuery.error);
  const errors = { ...serverErrors, ...(editedBuilt.ok ? {} : editedBuilt.errors) };
  const firstServerField = Object.keys(serviceFieldErrors(editedQuery.error))[0];
  const errorStamp = editedQuery.errorUpdatedAt;
  const focus = useMemo(
    () => (firstServerField ? { field: firstServerField, at: errorStamp } : null),
    [firstServerField, errorStamp],
  );

  // On a desktop the parameters wait in a side panel opened on demand, so the results get the width; a 400
  // naming a parameter opens it (the field takes focus there).
  const [panelOpen, setPanelOpen] = useState(false);
  const [openedFor, setOpenedFor] = useState(focus);
  if (focus !== openedFor) {
    setOpenedFor(focus);
    if (focus) setPanelOpen(true);
  }

  const valuesA = sideValues(state, 'a');
  const editedSide: Side = state.compare ? editing : 'a';
  const editedValues = sideValues(state, editedSide);
  const setParameterCount = panelEntries(editedValues).length;
  const outcomeA = queryA.data;
  const pagingA = outcomeA ? pagingOf(outcomeA) : null;
  const offset = pagingA ? (pagingA.page - 1) * (pagingA.limit ?? outcomeA?.response.data.length ?? 0) : 0;
  const filters = textOf(valuesA.filters);
  const attributes = useMemo(() => {
    const { filtered, all } = facetGroupsOf(outcomeA?.response.extras);
    return [
      ...new Set([...attributesOf(outcomeA?.response.data ?? []), ...Object.keys(all), ...Object.keys(filtered)]),
    ].sort();
  }, [outcomeA]);

  // The index's facetable attributes (from the listing), else every attribute seen in the answer.
  const facetable = currentIndex?.facetableAttributes?.length ? currentIndex.facetableAttributes : attributes;
  const sortable = currentIndex?.sortableAttributes?.length ? currentIndex.sortableAttributes : attributes;
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

  const goToPage = (page: number) =>
    update((current) => {
      // Paging from the page size alone: the next pages ask for the size the first one came in.
      // (Set first: a limit change alone would start a new search at page 1.)
      const sized =
        pagingA?.source === 'page-size' && valuesA.limit === undefined && pagingA.limit !== null
          ? withParameters(current, 'a', { limit: String(pagingA.limit) })
          : current;
      const next = withParameters(sized, 'a', {
        page: String(page),
        correlationId: outcomeA?.response.extras?.correlationId ?? undefined,
      });
      return current.compare && queryB.data
        ? withParameters(next, 'b', { correlationId: queryB.data.response.extras?.correlationId ?? undefined })
        : next;
    });

  const onImage = useCallback((blob: Blob, name: string) => {
    imageCounter.current += 1;
    setImage((current) => {
      if (current) URL.revokeObjectURL(current.objectUrl);
      return { id: imageCounter.current, blob, name, objectUrl: URL.createObjectURL(blob) };
    });
  }, []);
  const clearImage = () => {
    if (image) URL.revokeObjectURL(image.objectUrl);
    setImage(null);
  };

  if (indices.isPending) {
    return <Skeleton height={240} radius="md" role="status" aria-label="Loading the indices" />;
  }
  if (unauthorized) return null;

  const listingReason = indices.isError ? listingFailure(indices.error) : null;
  const listingProblem = listingReason ? (
    <LiteAlert color="orange" title="The index list could not be loaded" role="alert">
      <LiteStack gap={4}>
        <LiteText size="sm">{listingReason.text}</LiteText>
        {listingReason.detail && (
          <LiteText size="xs" c="dimmed">
            {listingReason.detail}.
          </LiteText>
        )}
        <LiteText size="sm">Searching does not need the list: type the index id under &ldquo;Index id&rdquo;.</LiteText>
        <LiteGroup>
          <LiteButton size="compact-sm" variant="default" onClick={() => void indices.refetch()}>
            Try the list again
          </LiteButton>
        </LiteGroup>
      </LiteStack>
    </LiteAlert>
  ) : indexList.length === 0 ? (
    <LiteAlert color="gray" title="No search index in this workspace">
      The listing is empty. Create an index for the item catalogue first, or type the id of an index under &ldquo;Index
      id&rdquo;.
    </LiteAlert>
  ) : null;

  const emptyHint = !indexId ? (
    <LiteText c="dimmed">Type the id of the index to search.</LiteText>
  ) : visual ? (
    <LiteText c="dimmed">Give an image to search with: drop it, paste it, upload it, or enter its URL.</LiteText>
  ) : (
    <LiteText c="dimmed">Type a query to search {currentIndex?.indexName ?? indexId}.</LiteText>
  );
  const usedExchangeA = shownExchange(builtA, indexId, queryA);
  const usedExchangeB = shownExchange(builtB, indexId, queryB);
  const suggestions = outcomeA?.response.extras?.suggestions ?? [];
  const explanation = outcomeA?.response.extras?.explanation;

  // One panel: in a drawer on a phone, in the left column from a tablet up.
  const parameterPanel = (
    <ParameterPanel
      state={state}
      side={editedSide}
      onSideChange={setEditing}
      values={editedValues}
      errors={errors}
      onChange={(name, value) => change(editedSide, { [name]: value })}
      onMethodChange={(method) => update((current) => ({ ...current, method }))}
      attributes={attributes}
      focus={focus}
    />
  );

  // On a phone only the sort and the options' button stay above the results; the index, the search type and the
  // switches go in the drawer with the parameters, so the results start on the first screen (issue 34).
  const searchTarget = (
    <>
      {indexList.length > 0 ? (
        <DeferredSelect
          label="Index"
          w={200}
          allowDeselect={false}
          data={indexList.map((index) => ({
            value: index.indexId,
            label: `${index.indexName ?? index.indexId}${index.enabled === false ? ' (disabled)' : ''}`,
          }))}
          value={currentIndex?.indexId ?? null}
          onChange={(value) =>
            value && update((current) => ({ ...withParameters(current, 'a', { page: undefined }), indexId: value }))
          }
        />
      ) : (
        <ManualIndexInput
          value={state.indexId}
          onChange={(value) =>
            update((current) => ({ ...withParameters(current, 'a', { page: undefined }), indexId: value }))
          }
        />
      )}
      <LabelledSegmentedControl
        label="Search type"
        value={state.tab}
        onChange={(tab) => update((current) => ({ ...withParameters(current, 'a', { page: undefined }), tab }))}
        data={searchTabs.map((tab) => ({ value: tab.value, label: tab.label }))}
      />
    </>
  );
  const viewSwitches = (
    <>
      <Switch
        label="Explain"
        checked={state.explain}
        onChange={(event) => {
          const explain = event.currentTarget.checked;
          update((current) => ({ ...current, explain }));
        }}
      />
      <Switch
        label="Compare A and B"
        checked={state.compare}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setEditing(on ? 'b' : 'a');
          update((current) => ({ ...current, compare: on, b: {} }));
        }}
      />
    </>
  );

  return (
    <LiteStack gap="md">
      <SearchPlaygroundHeader>
        <LiteGroup gap="xs">
          <SavedSearchesMenu ws={ws} search={searchFromState({ ...state, indexId }).toString()} />
          <CopyButton value={typeof window === 'undefined' ? '' : window.location.href}>
            {({ copied, copy }) => (
              <LiteButton
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
              >
                {copied ? 'Link copied' : 'Copy link'}
              </LiteButton>
            )}
          </CopyButton>
        </LiteGroup>
      </SearchPlaygroundHeader>

      {listingProblem}
      {textOf(valuesA.clientUUID) !== '' && (
        <LiteAlert
          color="blue"
          title={state.record ? 'Recorded as this customer’s search' : 'A preview: not recorded as this customer'}
        >
          <LiteStack gap={6}>
            <LiteText size="sm">
              {state.record
                ? 'Searches are sent with the profile’s uuid (clientUUID): personalised, and each one is recorded as an item.search event in the customer’s timeline.'
                : 'The service records every search sent with a profile’s uuid (clientUUID) as an item.search event in that customer’s timeline, and has no setting to skip it. So these searches are sent without it: results are not personalised for this customer.'}
            </LiteText>
            <Checkbox
              label="Record as this customer’s search (personalised results; adds item.search events to their timeline)"
              checked={state.record}
              onChange={(event) => {
                const record = event.currentTarget.checked;
                update((current) => ({ ...current, record }));
              }}
            />
          </LiteStack>
        </LiteAlert>
      )}
      {/* The query and its filter first, then the options: the results start within the first screen. */}
      <Grid gap="md" align="flex-start">
        <Grid.Col span={visual ? 12 : { base: 12, lg: 6 }}>
          {visual ? (
            <Suspense fallback={partLoading}>
              <VisualQuery
                image={image}
                url={textOf(valuesA.url)}
                anchor={textOf(valuesA.filterAnchor)}
                region={explanation?.region ?? null}
                urlError={errors.url}
                imageError={errors.image}
                onImage={onImage}
                onClearImage={clearImage}
                onUrl={(url) => change('a', { url })}
                onAnchor={(anchor) => change('a', { filterAnchor: anchor })}
              />
            </Suspense>
          ) : (
            <QueryBox
              label={state.tab === 'autocomplete' ? 'Query (autocomplete prefix)' : 'Query'}
              value={textOf(valuesA.query)}
              busy={queryA.isFetching}
              error={errors.query}
              onChange={(query) => change('a', { query: query || undefined }, true)}
            />
          )}
        </Grid.Col>
        <Grid.Col span={visual ? 12 : { base: 12, lg: 6 }}>
          <IqlFilterInput
            value={filters}
            onChange={(value) => change('a', { filters: value })}
            serverError={errors.filters}
          />
        </Grid.Col>
      </Grid>
      {suggestions.length > 0 && (
        <LiteGroup gap={4}>
          <LiteText size="sm">Suggestions:</LiteText>
          {suggestions.map((suggestion, index) => {
            const text = suggestionText(suggestion);
            return text ? (
              <LiteButton
                key={`${text}-${index}`}
                size="compact-xs"
                variant="light"
                onClick={() => change('a', { query: text })}
              >
                {text}
              </LiteButton>
            ) : null;
          })}
        </LiteGroup>
      )}
      <LiteGroup gap="sm" align="flex-end" wrap="wrap">
        {!phone && searchTarget}
        <SortSelect
          label={state.compare ? `Sort ${editedSide.toUpperCase()}` : 'Sort'}
          values={editedValues}
          sortable={sortable}
          onChange={(changes) => change(editedSide, changes)}
        />
        {!phone && viewSwitches}
        <LiteButton
          variant={!phone && panelOpen ? 'light' : 'default'}
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={phone ? openParameters : () => setPanelOpen((open) => !open)}
          {...(phone ? { 'aria-haspopup': 'dialog' as const } : { 'aria-expanded': panelOpen })}
          rightSection={
            setParameterCount > 0 ? (
              <Badge size="xs" variant="light" aria-label={`${setParameterCount} set`}>
                {setParameterCount}
              </Badge>
            ) : undefined
          }
        >
          {phone ? 'Options' : 'Parameters'}
        </LiteButton>
      </LiteGroup>
      {(phone || !panelOpen) && (
        <SetParameterChips
          values={editedValues}
          side={state.compare ? editedSide : null}
          onRemove={(name) => change(editedSide, { [name]: '' })}
        />
      )}

      {phone && (
        <BottomDrawer title="Search options" size="100%" opened={parametersOpen} onClose={closeParameters}>
          <LiteStack gap="md">
            <LiteGroup gap="sm" align="flex-end" wrap="wrap">
              {searchTarget}
              {viewSwitches}
            </LiteGroup>
            {parameterPanel}
          </LiteStack>
        </BottomDrawer>
      )}
      <Grid gap="md">
        {!phone && panelOpen && (
          <Grid.Col span={{ base: 12, md: 4, xl: 3 }} order={{ base: 2, md: 1 }}>
            {parameterPanel}
          </Grid.Col>
        )}
        <Grid.Col span={phone || !panelOpen ? 12 : { base: 12, md: 8, xl: 9 }} order={{ base: 1, md: 2 }} miw={0}>
          <LiteStack gap="sm">
            {state.compare ? (
              <Suspense fallback={partLoading}>
                <CompareView
                  a={{ built: builtA, query: queryA, sort: activeSortOf(inputA.values) }}
                  b={{ built: builtB, query: queryB, sort: activeSortOf(inputB.values) }}
                  differences={state.b}
                  offset={offset}
                  emptyHint={emptyHint}
                />
              </Suspense>
            ) : (
              <>
                <LiteGroup justify="space-between" gap="xs">
                  {outcomeA && builtA.ok ? (
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
                {state.explain && explanation && builtA.ok && (
                  <Suspense fallback={partLoading}>
                    <SearchExplanationSummary explanation={explanation} />
                  </Suspense>
                )}
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 2, lg: 1 }}>
                    <FacetSidebar
                      extras={builtA.ok ? outcomeA?.response.extras : undefined}
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
                      built={builtA}
                      query={queryA}
                      view={state.view}
                      columns={Array.isArray(valuesA.displayAttributes) ? (valuesA.displayAttributes as string[]) : []}
                      offset={offset}
                      sort={activeSortOf(inputA.values)}
                      hasFilters={Boolean(filters)}
                      onClearFilters={() => change('a', { filters: undefined })}
                      emptyHint={emptyHint}
                    />
                  </Grid.Col>
                </Grid>
                {state.explain && builtA.ok && outcomeA && (
                  <Suspense fallback={partLoading}>
                    <MissingItemCheck
                      input={inputA}
                      trackerKey={trackerKey}
                      items={outcomeA.response.data}
                      offset={offset}
                      pageLimit={pagingA?.limit ?? Math.max(1, outcomeA.response.data.length)}
                    />
                  </Suspense>
                )}
              </>
            )}
            {pagingA &&
              pagingA.totalPages === null &&
              (pagingA.page > 1 || pagingA.hasNext) &&
              (builtA.ok || state.compare) && (
                <LiteGroup justify="center" role="navigation" aria-label="Pages">
                  <LiteButton
                    variant="default"
                    size="sm"
                    disabled={pagingA.page <= 1}
                    onClick={() => goToPage(pagingA.page - 1)}
                    aria-label="previous page"
                  >
                    Previous
                  </LiteButton>
                  <LiteText size="sm">Page {pagingA.page}</LiteText>
                  <LiteButton
                    variant="default"
                    size="sm"
                    disabled={!pagingA.hasNext}
                    onClick={() => goToPage(pagingA.page + 1)}
                    aria-label="next page"
                  >
                    Next
                  </LiteButton>
                </LiteGroup>
              )}
            {pagingA && pagingA.totalPages !== null && pagingA.totalPages > 1 && (builtA.ok || state.compare) && (
              <LiteGroup justify="center">
                <Pagination
                  total={pagingA.totalPages}
                  value={pagingA.page}
                  onChange={goToPage}
                  siblings={1}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                />
              </LiteGroup>
            )}
            <RequestInspector
              sides={[
                { label: 'A', exchange: usedExchangeA, paging: pagingA, meta: outcomeA?.response.meta },
                ...(state.compare
                  ? [
                      {
                        label: 'B',
                        exchange: usedExchangeB,
                        paging: queryB.data ? pagingOf(queryB.data) : null,
                        meta: queryB.data?.response.meta,
                      },
                    ]
                  : []),
              ]}
            />
          </LiteStack>
        </Grid.Col>
      </Grid>
    </LiteStack>
  );
}
