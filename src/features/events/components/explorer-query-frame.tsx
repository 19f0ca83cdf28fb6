import { LiteBox, LiteButton, LitePaper, LiteText } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { IconSearch } from '@tabler/icons-react';
import { useId, type ComponentProps, type Ref } from 'react';
import { FilterBar, type FilterChip } from '../../../components/filter-bar';
import { LabelledSegmentedControl } from '../../../components/segmented-control';
import { formatAbsolute } from '../../../lib/date-format';
import { MAX_EVENTS_LIMIT, MAX_WINDOW_MS } from '../api/list-events';
import type { WorkspaceEventQuery } from '../api/keys';
import {
  DEFAULT_EXPLORER_LIMIT,
  describeSpan,
  explorerFormOf,
  explorerRangeLabels,
  explorerRangeOf,
  explorerRanges,
  explorerSearchOf,
  explorerSearchWithRange,
  localInputToMs,
  type ExplorerFormValues,
  type ExplorerRange,
} from '../model/explorer-params';
import { knownActions } from './action-style';

export type ExplorerField = keyof ExplorerFormValues;

/** The form's fields, which a 400's `errors[]` may name (explorer-params.ts maps the service's names). */
export const explorerFields = ['from', 'to', 'action', 'limit'] as const satisfies readonly ExplorerField[];

/** The query in force (the URL's) as removable chips; `apply` lists again with what is left. */
export function explorerChips(
  applied: WorkspaceEventQuery | null,
  apply: (query: WorkspaceEventQuery) => void,
  range: ExplorerRange = 'custom',
): FilterChip[] {
  if (!applied) return [];
  const chips: FilterChip[] = [];
  const preset = range !== 'custom' && range !== 'any';
  if (preset)
    chips.push({
      id: 'range',
      label: `Window: ${explorerRangeLabels[range]}`,
      onRemove: () => apply({ ...applied, from: undefined, to: undefined }),
    });
  if (applied.from && !preset)
    chips.push({
      id: 'from',
      label: `From: ${formatAbsolute(Date.parse(applied.from))}`,
      onRemove: () => apply({ ...applied, from: undefined }),
    });
  if (applied.to)
    chips.push({
      id: 'to',
      label: `To: ${formatAbsolute(Date.parse(applied.to))}`,
      onRemove: () => apply({ ...applied, to: undefined }),
    });
  if (applied.action)
    chips.push({
      id: 'action',
      label: `Action: ${applied.action}`,
      onRemove: () => apply({ ...applied, action: undefined }),
    });
  if (applied.limit !== DEFAULT_EXPLORER_LIMIT)
    chips.push({
      id: 'limit',
      label: `Limit: ${applied.limit}`,
      onRemove: () => apply({ ...applied, limit: DEFAULT_EXPLORER_LIMIT }),
    });
  return chips;
}

interface ExplorerQueryFrameProps {
  chips: FilterChip[];
  /** The window in force, and how to choose another (a preset lists at once; "custom" leaves it to the fields). */
  range: ExplorerRange;
  onRange: (range: ExplorerRange) => void;
  onClearAll?: () => void;
  onSubmit?: () => void;
  /** The props of each field's input: registered with the form, or the stand-in's value. */
  input: (field: ExplorerField) => Omit<ComponentProps<'input'>, 'size'> & { ref?: Ref<HTMLInputElement> };
  errors?: Partial<Record<ExplorerField, string>>;
  /** From and To as typed: the To field describes the window they make. */
  from: string;
  to: string;
  /** A listing is under way: the button says so. */
  busy: boolean;
  /** The stand-in, while the form's code arrives: nothing can be sent yet. */
  disabled?: boolean;
}

/**
 * The event explorer's query bar: From, To, Action and Limit, with the window rule under them. The form
 * (events-query-form.tsx, react-hook-form) and its stand-in draw the same frame, so nothing moves when the form
 * arrives after the page's first paint (docs/decisions/0122-first-paint-fields-without-mantine.md).
 */
export function ExplorerQueryFrame({
  chips,
  range,
  onRange,
  onClearAll,
  onSubmit,
  input,
  errors = {},
  from,
  to,
  busy,
  disabled = false,
}: ExplorerQueryFrameProps) {
  const actionListId = useId();
  const fromMs = localInputToMs(from);
  const toMs = localInputToMs(to);
  const span = fromMs !== undefined && toMs !== undefined && toMs >= fromMs ? toMs - fromMs : undefined;

  return (
    <LitePaper withBorder p="sm" radius="md">
      {/* Outside the form's drawer: a preset is one press, on a phone too, where the presets scroll in their box. */}
      <LiteBox maw="100%" mb="xs" style={{ overflowX: 'auto' }}>
        <LabelledSegmentedControl
          label="Window"
          size="xs"
          value={range}
          onChange={onRange}
          data={explorerRanges.map((value) => ({ value, label: explorerRangeLabels[value] }))}
        />
      </LiteBox>
      <FilterBar label="Event query" chips={chips} onClearAll={onClearAll} onSubmit={onSubmit}>
        {(layout) => {
          const bar = layout === 'bar';
          // Every field keeps its visible label on one line too: a placeholder or a hover title is not a label.
          const labelled = (label: string, width: string) => ({
            label,
            rootStyle: bar ? { flex: `1 1 ${width}`, minWidth: width } : undefined,
          });
          return (
            <>
              <TextField
                type="datetime-local"
                {...labelled('From', '12rem')}
                description={bar ? undefined : 'Your time zone; sent as UTC'}
                title="From, in your time zone; empty lists the newest events"
                {...input('from')}
                error={errors.from}
              />
              <TextField
                type="datetime-local"
                {...labelled('To', '12rem')}
                description={
                  bar ? undefined : span === undefined ? 'Leave empty for "up to now"' : `Window: ${describeSpan(span)}`
                }
                title={span === undefined ? 'To; empty for "up to now"' : `Window: ${describeSpan(span)}`}
                {...input('to')}
                error={errors.to}
              />
              {/* The browser's own suggestions (a datalist) rather than Mantine's Autocomplete: its popover,
                  option list and scroll area were 60 KB of the page's first paint (decision 0118). */}
              <TextField
                {...labelled('Action', '12rem')}
                placeholder="e.g. transaction.charge"
                description={bar ? undefined : 'Exact action name; empty for all'}
                list={actionListId}
                autoComplete="off"
                {...input('action')}
                error={errors.action}
              />
              <datalist id={actionListId}>
                {knownActions.map((action) => (
                  <option key={action} value={action} />
                ))}
              </datalist>
              <TextField
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_EVENTS_LIMIT}
                step={1}
                {...labelled('Limit', '6rem')}
                description={bar ? undefined : `1 to ${MAX_EVENTS_LIMIT} events`}
                title={`1 to ${MAX_EVENTS_LIMIT} events`}
                {...input('limit')}
                error={errors.limit}
              />
              <LiteButton
                type="submit"
                leftSection={<IconSearch size={16} aria-hidden />}
                loading={busy}
                disabled={disabled}
              >
                List events
              </LiteButton>
            </>
          );
        }}
      </FilterBar>
      <LiteText size="xs" c="dimmed" mt="xs">
        Windows under {MAX_WINDOW_MS / 86_400_000} days when both From and To are given; leave From empty for the newest
        events up to To (or now).
      </LiteText>
    </LitePaper>
  );
}

export interface EventsQueryFormProps {
  /** The URL's query string, and how to change it (a new query runs in the route's loader). */
  search: URLSearchParams;
  setSearch: (search: URLSearchParams) => void;
  /** The query in force, or null when the URL breaks a rule (nothing was sent). */
  applied: WorkspaceEventQuery | null;
  /** What the listing failed with: a 400's `errors[]` land on the fields they name. */
  listingError: unknown;
  busy: boolean;
  /** "Now" for a preset window, to the minute (the page's query key and the route's loader agree on it). */
  now: number;
}

/**
 * The query bar while the form's code (react-hook-form and its resolver, some 16 KB) arrives after the page's
 * first paint: the same frame with the URL's values, the fields disabled (decision 0122). Its chips already work:
 * they only change the URL.
 */
export function EventsQueryStandIn({ search, setSearch, applied, busy, now }: EventsQueryFormProps) {
  const values = explorerFormOf(search, now);
  const apply = (query: WorkspaceEventQuery) => setSearch(explorerSearchOf(query));
  const range = explorerRangeOf(search);
  return (
    <ExplorerQueryFrame
      chips={explorerChips(applied, apply, range)}
      range={range}
      onRange={(next) => {
        if (next !== 'custom') setSearch(explorerSearchWithRange(applied, next));
      }}
      input={(field) => ({ value: values[field], disabled: true, readOnly: true })}
      from={values.from}
      to={values.to}
      busy={busy}
      disabled
    />
  );
}
