import { LiteButton } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useId } from 'react';
import { FilterBar, type FilterChip } from '../../../components/filter-bar';
import { LabelledSegmentedControl, SegmentedControl } from '../../../components/segmented-control';
import { useFilterDraft } from '../../../lib/use-filter-draft';
import { filterChipLabels, filterLabels } from '../model/filter-words';
import { filterFields, type ProfileListParams } from '../model/list-params';

const anonymousOptions: { value: ProfileListParams['anonymous']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'no', label: 'Identified' },
  { value: 'yes', label: 'Anonymous' },
];

const cityNote = 'A deployment may ignore this filter.';

type Applied = Pick<ProfileListParams, 'filters' | 'anonymous'>;

export interface ProfileFiltersProps {
  params: ProfileListParams;
  onApply: (next: Applied) => void;
}

const trimmed = (filters: ProfileListParams['filters']) =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([field, value]) => [field, value?.trim()])
      .filter(([, value]) => value),
  ) as ProfileListParams['filters'];

/** Compared by value, whatever the order the boxes were typed in (the URL lists them in field order). */
const keyOfApplied = (value: Applied) =>
  JSON.stringify([filterFields.map((field) => value.filters[field]?.trim() ?? ''), value.anonymous]);

/** Filters of the listing; applied on "Apply" or Enter, so typing does not fire a request per key. */
export function ProfileFilters({ params, onApply }: ProfileFiltersProps) {
  const cityNoteId = useId();
  const [draft, setDraft, markApplied] = useFilterDraft<Applied>(
    {
      filters: params.filters,
      anonymous: params.anonymous,
    },
    keyOfApplied,
  );

  const apply = (next: Applied) => {
    const clean = { filters: trimmed(next.filters), anonymous: next.anonymous };
    markApplied(clean);
    onApply(clean);
  };

  const chips: FilterChip[] = filterChipLabels(params).map(({ id, label }) => ({
    id,
    label,
    onRemove: () =>
      id === 'anonymous'
        ? apply({ filters: params.filters, anonymous: 'all' })
        : apply({ filters: { ...params.filters, [id]: undefined }, anonymous: params.anonymous }),
  }));

  return (
    <FilterBar
      label="Filter profiles"
      chips={chips}
      onClearAll={chips.length > 0 ? () => apply({ filters: {}, anonymous: 'all' }) : undefined}
      onSubmit={() => apply(draft)}
    >
      {(layout) => (
        <>
          {filterFields.map((field) => (
            <TextField
              key={field}
              label={layout === 'drawer' ? filterLabels[field] : undefined}
              aria-label={layout === 'bar' ? filterLabels[field] : undefined}
              placeholder={layout === 'bar' ? filterLabels[field] : undefined}
              // The reference lists filters[city] but the vendor's clients never send it.
              // On the one-line bar the note is the box's hover title and accessible description, not a line under it.
              description={layout === 'drawer' && field === 'city' ? cityNote : undefined}
              title={layout === 'bar' && field === 'city' ? cityNote : undefined}
              aria-describedby={layout === 'bar' && field === 'city' ? cityNoteId : undefined}
              descriptionBelow
              rootStyle={layout === 'bar' ? { flex: '1 1 7.5rem', minWidth: '7.5rem' } : undefined}
              value={draft.filters[field] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, filters: { ...current.filters, [field]: value } }));
              }}
            />
          ))}
          {layout === 'bar' ? (
            <SegmentedControl
              aria-label="Profiles"
              value={draft.anonymous}
              onChange={(value) => setDraft((current) => ({ ...current, anonymous: value as Applied['anonymous'] }))}
              data={anonymousOptions}
            />
          ) : (
            <LabelledSegmentedControl
              label="Profiles"
              value={draft.anonymous}
              onChange={(anonymous) => setDraft((current) => ({ ...current, anonymous }))}
              data={anonymousOptions}
            />
          )}
          {layout === 'bar' && <VisuallyHidden id={cityNoteId}>{cityNote}</VisuallyHidden>}
          <LiteButton type="submit">Apply filters</LiteButton>
        </>
      )}
    </FilterBar>
  );
}
