import { Badge, CopyButton, Switch, TextInput } from '../../../components/ui/mantine';
import { LiteButton, LiteGroup } from '../../../components/ui/lite';
import { DeferredSelect } from '../../../components/ui/deferred-select';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { IconAdjustments, IconCheck, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/segmented-control';
import { searchTabs } from '../model/parameters';
import { withParameters } from '../model/playground-state';
import type { PlaygroundSearch, PlaygroundUpdate } from '../hooks/use-playground-search';
import { SavedSearchesStandIn } from './search-playground-header';

// Its popovers arrive after the page has shown its query and results' place (decision 0118).
const SavedSearchesMenu = lazyAfterFirstPaint<{ ws: string; search: string }>(
  async () => (await import('./saved-searches-menu')).SavedSearchesMenu,
  () => <SavedSearchesStandIn />,
);

/** The heading's actions: the saved searches, and a link to this search. */
export function PlaygroundActions({ ws, search }: { ws: string; search: string }) {
  return (
    <LiteGroup gap="xs">
      <SavedSearchesMenu ws={ws} search={search} />
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
  );
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

/** What is searched: the index (chosen from the listing, else typed) and the search type; each starts at page 1. */
export function SearchTarget({
  state,
  update,
  indexList,
  currentIndex,
}: Pick<PlaygroundSearch, 'state' | 'update' | 'indexList' | 'currentIndex'>) {
  const chooseIndex = (indexId: string) =>
    update((current) => ({ ...withParameters(current, 'a', { page: undefined }), indexId }));
  return (
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
          onChange={(value) => value && chooseIndex(value)}
        />
      ) : (
        <ManualIndexInput value={state.indexId} onChange={chooseIndex} />
      )}
      <LabelledSegmentedControl
        label="Search type"
        value={state.tab}
        onChange={(tab) => update((current) => ({ ...withParameters(current, 'a', { page: undefined }), tab }))}
        data={searchTabs.map((tab) => ({ value: tab.value, label: tab.label }))}
      />
    </>
  );
}

/** "Explain" and "Compare A and B" (turning compare on starts B empty and edits it). */
export function ViewSwitches({
  state,
  update,
  setEditing,
}: Pick<PlaygroundSearch, 'state' | 'setEditing'> & { update: PlaygroundUpdate }) {
  return (
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
}

interface ParametersButtonProps {
  phone: boolean;
  /** From a tablet up: whether the side panel is open. */
  panelOpen: boolean;
  /** How many parameters the edited side sets. */
  setCount: number;
  onClick: () => void;
}

/** Opens the parameters: the drawer on a phone ("Options"), the side panel from a tablet up ("Parameters"). */
export function ParametersButton({ phone, panelOpen, setCount, onClick }: ParametersButtonProps) {
  return (
    <LiteButton
      variant={!phone && panelOpen ? 'light' : 'default'}
      leftSection={<IconAdjustments size={16} aria-hidden />}
      onClick={onClick}
      {...(phone ? { 'aria-haspopup': 'dialog' as const } : { 'aria-expanded': panelOpen })}
      rightSection={
        setCount > 0 ? (
          <Badge size="xs" variant="light" aria-label={`${setCount} set`}>
            {setCount}
          </Badge>
        ) : undefined
      }
    >
      {phone ? 'Options' : 'Parameters'}
    </LiteButton>
  );
}
