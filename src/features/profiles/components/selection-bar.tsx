import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { useState } from 'react';
import { LightBadge } from '../../../components/light-badge';
import { authorities } from '../../../lib/authorities';
import { downloadText } from '../../../lib/download';
import { overlayOnFirstOpen } from '../../../lib/on-first-use';
import { usePermission } from '../../../lib/use-session';
import type { BulkActionDrawerProps } from './bulk-action-drawer';
import { selectionInWords, type ListSelection } from '../hooks/use-list-selection';
import { MAX_SELECTION, tooManyToSelect } from '../model/bulk-job';
import type { BulkSelection } from '../model/bulk-selection';
import { filterChipLabels } from '../model/filter-words';
import type { ProfileListParams } from '../model/list-params';

export interface SelectionBarProps {
  selection: ListSelection;
  params: ProfileListParams;
  /** The listing's total (X-Pagination-Total-Count): what "all matching" selects. */
  totalCount: number;
  onSelectMatching: () => void;
  onClear: () => void;
  /** What "Act on N profiles…" does; by default it opens the bulk action drawer on the selection. */
  onAct?: (selection: BulkSelection) => void;
}

// The drawer (the action form, the dry run, the run) loads when it is first opened, and mounts closed so that it
// gives the focus back to its opener on the first close too (src/lib/on-first-use.tsx).
const BulkActionDrawer = overlayOnFirstOpen<BulkActionDrawerProps>(
  async () => (await import('./bulk-action-drawer')).BulkActionDrawer,
);

const n = (value: number) => value.toLocaleString('en');
const profiles = (value: number) => `${n(value)} ${value === 1 ? 'profile' : 'profiles'}`;

/** The ticked rows as a CSV file, the fields as the full export writes them (decision 0184). */
async function exportTicked(picked: ListSelection['picked']) {
  // The export's code (CSV, the profile's fields) loads on the press, as the full export's does (export-button.tsx).
  const [{ toCsv }, { csvRowOf }] = await Promise.all([import('../../../lib/csv'), import('../api/export-profiles')]);
  const csv = await toCsv([...picked.values()].map(csvRowOf));
  downloadText(`profiles-selected-${picked.size}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}

/**
 * The selection in one line ("50 selected · Select all 12,408 matching these filters"), the filters it was made
 * under, and what can be done with it: act (with ROLE_CLIENT_EDIT) or export. Its code loads when something is
 * first ticked; until then the page shows the count alone, in the same region (profiles-list-page.tsx).
 */
export function SelectionBar({ selection, params, totalCount, onSelectMatching, onClear, onAct }: SelectionBarProps) {
  const edit = usePermission(authorities.profilesEdit);
  const [drawer, setDrawer] = useState<{ opened: boolean; selection: BulkSelection | null }>({
    opened: false,
    selection: null,
  });
  const act = onAct ?? ((chosen: BulkSelection) => setDrawer({ opened: true, selection: chosen }));
  const { picked, matching } = selection;
  const count = matching ? totalCount : picked.size;
  const chips = filterChipLabels(params);
  // The filters in one line ("City: Łódź · Identified only"), empty without any: what the job's journal keeps.
  const filter = chips.map((chip) => chip.label).join(' · ');
  const bulk: BulkSelection = matching
    ? { kind: 'matching', params, total: totalCount, filter }
    : { kind: 'ids', ids: [...picked.keys()], params, filter };

  return (
    <LiteStack gap="xs">
      <LiteGroup gap="xs">
        {/* Announced by the page's own status region, which stays while this bar replaces its stand-in. */}
        <LiteText size="sm" fw={600}>
          {selectionInWords(selection, totalCount)}
        </LiteText>
        {!matching &&
          count < totalCount &&
          (totalCount > MAX_SELECTION ? (
            <LiteText size="sm">Not all can be selected: {tooManyToSelect(totalCount)}</LiteText>
          ) : (
            <LiteButton size="compact-sm" variant="subtle" onClick={onSelectMatching}>
              {`Select all ${n(totalCount)} matching these filters`}
            </LiteButton>
          ))}
        <LiteButton size="compact-sm" variant="subtle" onClick={onClear}>
          Clear selection
        </LiteButton>
      </LiteGroup>
      <LiteGroup gap={6} role="list" aria-label="Filters of the selection">
        {chips.length === 0 ? (
          <LiteText size="sm" c="dimmed" role="listitem">
            No filters: every profile of the workspace
          </LiteText>
        ) : (
          chips.map((chip) => (
            <span role="listitem" key={chip.id}>
              <LightBadge color="gray" letterCase="as-written">
                {chip.label}
              </LightBadge>
            </span>
          ))
        )}
      </LiteGroup>
      <LiteGroup gap="xs">
        {edit.allowed && (
          <LiteButton size="compact-sm" onClick={() => act(bulk)}>
            {`Act on ${profiles(count)}…`}
          </LiteButton>
        )}
        {matching ? (
          <LiteText size="sm">“Export CSV” above exports these {profiles(count)}.</LiteText>
        ) : (
          <LiteButton size="compact-sm" variant="default" onClick={() => void exportTicked(picked)}>
            {`Export ${n(count)} selected`}
          </LiteButton>
        )}
      </LiteGroup>
      <BulkActionDrawer
        opened={drawer.opened}
        onClose={() => setDrawer((shown) => ({ ...shown, opened: false }))}
        selection={drawer.selection}
      />
      {!edit.allowed && (
        <LiteText size="sm">
          {edit.reason} Bulk changes are not offered; the selection can still be exported.{' '}
          <LiteText span size="xs" c="dimmed">
            {edit.detail}.
          </LiteText>
        </LiteText>
      )}
    </LiteStack>
  );
}
