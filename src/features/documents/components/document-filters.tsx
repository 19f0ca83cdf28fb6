import { LiteButton } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { DeferredSelect } from '../../../components/ui/deferred-select';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilterBar, type FilterChip, type FilterLayout } from '../../../components/filter-bar';
import { useFilterDraft } from '../../../lib/use-filter-draft';
import { documentStatuses, type DocumentListParams, type DocumentSort } from '../model/list-params';
import { directoriesQuery, documentTypesQuery, groupsQuery } from '../api/catalog';

interface DocumentFiltersProps {
  params: DocumentListParams;
  workspaceGuid: string;
  onChange(next: Partial<DocumentListParams>): void;
  /** The directory tree, shown in the drawer on a phone (beside the list on a desktop). */
  directoryPicker: ReactNode;
}

/**
 * The order in one choice: the table's sort headers hide with their columns on a narrow screen (decision 0154),
 * so the order is chosen here too, at any width.
 */
const sortOptions: { value: `${DocumentSort}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'updatedAt:desc', label: 'Newest update' },
  { value: 'updatedAt:asc', label: 'Oldest update' },
  { value: 'priority:desc', label: 'Highest priority' },
  { value: 'priority:asc', label: 'Lowest priority' },
];

const statusLabel = (status: string) => (status === 'DRAFT' ? 'Draft' : 'Published');
const searchKey = (value: string) => value.trim();

/**
 * Search (applied on Enter) and the select filters (applied at once), with the filters in force as chips. It reads
 * the groups, types and directories itself, so their arrival re-renders the filters, not the whole list page.
 */
export function DocumentFilters({ params, workspaceGuid, onChange, directoryPicker }: DocumentFiltersProps) {
  const [search, setSearch, markApplied] = useFilterDraft(params.search, searchKey);
  const groups = useQuery(groupsQuery(workspaceGuid)).data;
  const types = useQuery(documentTypesQuery(workspaceGuid)).data;
  const directories = useQuery(directoriesQuery(workspaceGuid)).data;

  const chips: FilterChip[] = [];
  if (params.search)
    chips.push({
      id: 'search',
      label: `Search: ${params.search}`,
      onRemove: () => {
        markApplied('');
        onChange({ search: '' });
      },
    });
  if (params.directoryId)
    chips.push({
      id: 'directory',
      label: `Directory: ${directories?.find((d) => d.id === params.directoryId)?.name ?? params.directoryId}`,
      onRemove: () => onChange({ directoryId: '' }),
    });
  if (params.groupId)
    chips.push({
      id: 'group',
      label: `Group: ${groups?.find((g) => g.id === params.groupId)?.name ?? params.groupId}`,
      onRemove: () => onChange({ groupId: '' }),
    });
  if (params.schema)
    chips.push({ id: 'type', label: `Type: ${params.schema}`, onRemove: () => onChange({ schema: '' }) });
  if (params.status)
    chips.push({
      id: 'status',
      label: `Status: ${statusLabel(params.status)}`,
      onRemove: () => onChange({ status: '' }),
    });

  const field = (layout: FilterLayout, label: string, width: string) => ({
    label: layout === 'drawer' ? label : undefined,
    'aria-label': layout === 'bar' ? label : undefined,
    style: layout === 'bar' ? { flex: `1 1 ${width}`, minWidth: width } : undefined,
  });
  // The plain text field takes the same, its root's style under its own name.
  const textField = (layout: FilterLayout, label: string, width: string) => {
    const { style, ...named } = field(layout, label, width);
    return { ...named, rootStyle: style };
  };

  return (
    <FilterBar
      label="Filter documents"
      chips={chips}
      onClearAll={
        chips.length > 0
          ? () => {
              markApplied('');
              onChange({ search: '', directoryId: '', groupId: '', schema: '', status: '' });
            }
          : undefined
      }
      onSubmit={() => {
        markApplied(search.trim());
        onChange({ search: search.trim() });
      }}
      drawerExtra={directoryPicker}
    >
      {(layout) => (
        <>
          <TextField
            {...textField(layout, 'Search', '12rem')}
            placeholder="Name or slug"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
          />
          <DeferredSelect
            {...field(layout, 'Group', '9rem')}
            placeholder="Any group"
            data={(groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
            value={params.groupId || null}
            onChange={(value) => onChange({ groupId: value ?? '' })}
            clearable
          />
          <DeferredSelect
            {...field(layout, 'Type', '9rem')}
            placeholder="Any type"
            data={(types ?? []).map((type) => type.name)}
            value={params.schema || null}
            onChange={(value) => onChange({ schema: value ?? '' })}
            clearable
          />
          <DeferredSelect
            {...field(layout, 'Status', '8rem')}
            placeholder="Any status"
            data={documentStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
            value={params.status || null}
            onChange={(value) => onChange({ status: value ?? '' })}
            clearable
          />
          <DeferredSelect
            {...field(layout, 'Sort', '11rem')}
            data={sortOptions}
            value={`${params.sortBy}:${params.ordering}`}
            onChange={(value) => {
              const chosen = sortOptions.find((option) => option.value === value);
              if (!chosen) return;
              const [sortBy, ordering] = chosen.value.split(':') as [DocumentSort, 'asc' | 'desc'];
              onChange({ sortBy, ordering });
            }}
            allowDeselect={false}
          />
          {/* Enter in the search box submits through it: a form of several boxes needs a submit button. */}
          <LiteButton type="submit" variant="default">
            Search
          </LiteButton>
        </>
      )}
    </FilterBar>
  );
}
