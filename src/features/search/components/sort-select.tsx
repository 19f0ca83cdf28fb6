import { NativeSelect } from '../../../components/ui/mantine';
import type { ParameterValues } from '../model/parameters';

interface SortSelectProps {
  label: string;
  /** The parameters of the side being edited. */
  values: ParameterValues;
  /** The index's sortable attributes (from the listing), else the attributes seen in the answer. */
  sortable: readonly string[];
  onChange: (changes: Record<string, string>) => void;
}

const textOf = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The sort in one choice beside the results: relevance, or an attribute ascending or descending (`sortBy` and
 * `ordering`). A metric or distance sort set under Parameters shows as its own option. An empty value clears a
 * parameter (on B: "not sent in B").
 */
export function SortSelect({ label, values, sortable, onChange }: SortSelectProps) {
  const sortBy = textOf(values.sortBy);
  const ordering = textOf(values.ordering) === 'desc' ? 'desc' : 'asc';
  const other = textOf(values.sortByMetric) || (textOf(values.sortByGeoPoint) ? 'distance' : '');
  const value = sortBy ? `${sortBy}:${ordering}` : other ? 'other' : '';
  const attributes = sortBy && !sortable.includes(sortBy) ? [sortBy, ...sortable] : sortable;
  const data = [
    { value: '', label: 'Relevance' },
    ...(other ? [{ value: 'other', label: `${other} (set under Parameters)` }] : []),
    ...attributes.flatMap((attribute) => [
      { value: `${attribute}:asc`, label: `${attribute}, ascending` },
      { value: `${attribute}:desc`, label: `${attribute}, descending` },
    ]),
  ];
  return (
    <NativeSelect
      label={label}
      w={180}
      data={data}
      value={value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (chosen === 'other') return;
        const [attribute = '', direction = ''] = chosen ? chosen.split(/:(?=asc$|desc$)/) : [];
        onChange({ sortBy: attribute, ordering: direction, sortByMetric: '', sortByGeoPoint: '' });
      }}
    />
  );
}
