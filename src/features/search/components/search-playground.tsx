import { Grid, Skeleton } from '../../../components/ui/mantine';
import { LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useDisclosure } from '@mantine/hooks';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useState } from 'react';
import { searchFromState } from '../model/playground-state';
import { textOf, usePlaygroundSearch, type PlaygroundSearch } from '../hooks/use-playground-search';
import type { ParameterPanelProps } from './parameter-panel';
import { SearchPlaygroundHeader } from './search-playground-header';
import { CustomerSearchNotice, IndexListingNotice } from './search-playground-notices';
import { QueryInputs, QuerySuggestions } from './search-playground-query';
import { PlaygroundResults } from './search-playground-results';
import { ParametersButton, PlaygroundActions, SearchTarget, ViewSwitches } from './search-playground-toolbar';
import { panelEntries, SetParameterChips } from './set-parameter-chips';
import { SortSelect } from './sort-select';

import { BottomDrawer } from '../../../components/bottom-drawer-on-demand';

// The page's other panels arrive after it has shown its query and results' place (decision 0118): their Mantine
// components (accordions, tabs, popovers, chips, a drawer) would otherwise be most of its first paint.
const ParameterPanel = lazyAfterFirstPaint<ParameterPanelProps>(
  async () => (await import('./parameter-panel')).ParameterPanel,
  () => <Skeleton height={320} radius="md" role="status" aria-label="Loading the parameters" />,
);

interface SearchPlaygroundProps {
  ws: string;
  trackerKey: string;
  /** A 401: the tracker key is not valid (the page asks for it again). */
  onKeyRefused: () => void;
}

/**
 * On a desktop the parameters wait in a side panel opened on demand, so the results get the width; a 400 naming a
 * parameter opens it (the field takes focus there).
 */
function useSidePanel(focus: PlaygroundSearch['focus']) {
  const [panelOpen, setPanelOpen] = useState(false);
  const [openedFor, setOpenedFor] = useState(focus);
  if (focus !== openedFor) {
    setOpenedFor(focus);
    if (focus) setPanelOpen(true);
  }
  return [panelOpen, () => setPanelOpen((open) => !open)] as const;
}

/** What to say while there are no results to show: what is missing to search. */
function EmptyHint({ search }: { search: PlaygroundSearch }) {
  if (!search.indexId) return <LiteText c="dimmed">Type the id of the index to search.</LiteText>;
  if (search.visual)
    return (
      <LiteText c="dimmed">Give an image to search with: drop it, paste it, upload it, or enter its URL.</LiteText>
    );
  return <LiteText c="dimmed">Type a query to search {search.currentIndex?.indexName ?? search.indexId}.</LiteText>;
}

export function SearchPlayground({ ws, trackerKey, onKeyRefused }: SearchPlaygroundProps) {
  const search = usePlaygroundSearch(ws, trackerKey, onKeyRefused);
  const { state, update, change, editedSide, editedValues } = search;
  // On a phone the parameters wait in a drawer, so the query and the results come first.
  const phone = useMediaQuery('(max-width: 48em)');
  const [parametersOpen, { open: openParameters, close: closeParameters }] = useDisclosure(false);
  const [panelOpen, togglePanel] = useSidePanel(search.focus);

  if (search.indices.isPending) {
    return <Skeleton height={240} radius="md" role="status" aria-label="Loading the indices" />;
  }
  if (search.unauthorized) return null;

  // One panel: in a drawer on a phone, in the left column from a tablet up.
  const parameterPanel = (
    <ParameterPanel
      state={state}
      side={editedSide}
      onSideChange={search.setEditing}
      values={editedValues}
      errors={search.errors}
      onChange={(name, value) => change(editedSide, { [name]: value })}
      onMethodChange={(method) => update((current) => ({ ...current, method }))}
      attributes={search.attributes}
      focus={search.focus}
    />
  );
  // On a phone only the sort and the options' button stay above the results; the index, the search type and the
  // switches go in the drawer with the parameters, so the results start on the first screen (issue 34).
  const searchTarget = <SearchTarget {...search} />;
  const viewSwitches = <ViewSwitches state={state} update={update} setEditing={search.setEditing} />;

  return (
    <LiteStack gap="md">
      <SearchPlaygroundHeader>
        <PlaygroundActions ws={ws} search={searchFromState({ ...state, indexId: search.indexId }).toString()} />
      </SearchPlaygroundHeader>

      <IndexListingNotice indices={search.indices} />
      {textOf(search.valuesA.clientUUID) !== '' && (
        <CustomerSearchNotice
          record={state.record}
          onRecord={(record) => update((current) => ({ ...current, record }))}
        />
      )}
      {/* The query and its filter first, then the options: the results start within the first screen. */}
      <QueryInputs {...search} />
      <QuerySuggestions {...search} />
      <LiteGroup gap="sm" align="flex-end" wrap="wrap">
        {!phone && searchTarget}
        <SortSelect
          label={state.compare ? `Sort ${editedSide.toUpperCase()}` : 'Sort'}
          values={editedValues}
          sortable={search.sortable}
          onChange={(changes) => change(editedSide, changes)}
        />
        {!phone && viewSwitches}
        <ParametersButton
          phone={phone}
          panelOpen={panelOpen}
          setCount={panelEntries(editedValues).length}
          onClick={phone ? openParameters : togglePanel}
        />
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
          <PlaygroundResults search={search} trackerKey={trackerKey} emptyHint={<EmptyHint search={search} />} />
        </Grid.Col>
      </Grid>
    </LiteStack>
  );
}
