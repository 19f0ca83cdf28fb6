import { filterFields, type FilterField, type ProfileListParams } from './list-params';

// Apart from list-params.ts, which the list's data module loads before the page: only the filter bar and the
// selection's bar (loaded after it) show the filters as chips.

/** The filters' names as their boxes and chips say them. */
export const filterLabels: Record<FilterField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  city: 'City',
  phone: 'Phone',
};

/**
 * The filters in force as the list's chips say them ("City: Łódź", "Identified only"), in field order: the filter
 * bar shows them, and a bulk selection keeps them in words (selection-bar.tsx).
 */
export function filterChipLabels(
  params: Pick<ProfileListParams, 'filters' | 'anonymous'>,
): { id: string; label: string }[] {
  const chips: { id: string; label: string }[] = filterFields.flatMap((field) => {
    const value = params.filters[field];
    return value ? [{ id: field, label: `${filterLabels[field]}: ${value}` }] : [];
  });
  if (params.anonymous !== 'all')
    chips.push({ id: 'anonymous', label: params.anonymous === 'yes' ? 'Anonymous only' : 'Identified only' });
  return chips;
}
