import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyFieldErrors } from '../../../lib/form-errors';
import type { WorkspaceEventQuery } from '../api/keys';
import {
  DEFAULT_EXPLORER_LIMIT,
  explorerFieldOf,
  explorerFormOf,
  explorerFormSchema,
  explorerQueryOf,
  explorerRangeOf,
  explorerSearchOf,
  explorerSearchWithRange,
  type ExplorerFormValues,
  type ExplorerRange,
} from '../model/explorer-params';
import { explorerChips, explorerFields, ExplorerQueryFrame, type EventsQueryFormProps } from './explorer-query-frame';

/**
 * The explorer's query form (react-hook-form with the rules of explorer-params.ts): the rules are checked before
 * anything is sent, a link that breaks one opens with the reason at its field, and the service's 400 lands on the
 * field it names. It arrives after the page's first paint; events-explorer-page.tsx draws its stand-in until then.
 */
export function EventsQueryForm({ search, setSearch, applied, listingError, busy, now }: EventsQueryFormProps) {
  const form = useForm<ExplorerFormValues>({
    resolver: zodResolver(explorerFormSchema),
    defaultValues: explorerFormOf(search, now),
    mode: 'onTouched',
  });

  // A link that breaks a rule opens with the reason at its field (and nothing sent).
  useEffect(() => {
    if (!applied) void form.trigger();
  }, [applied, form]);
  // The service's 400 lands on the field it names (the page says what no field takes).
  useEffect(() => {
    if (listingError) applyFieldErrors(listingError, explorerFields, form.setError, explorerFieldOf);
  }, [listingError, form.setError]);

  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const go = (next: URLSearchParams) => {
    form.reset(explorerFormOf(next));
    setSearch(next);
  };
  const apply = (query: WorkspaceEventQuery) => go(explorerSearchOf(query));
  // "Custom" chosen with no bounds yet: the fields are where it happens; the choice shows until the link changes.
  const [customAt, setCustomAt] = useState<string | null>(null);
  const range: ExplorerRange = customAt === search.toString() ? 'custom' : explorerRangeOf(search);
  const chooseRange = (next: ExplorerRange) => {
    if (next === 'custom' && range === 'any') {
      setCustomAt(search.toString());
      form.setFocus('from');
    } else go(explorerSearchWithRange(applied, next));
  };
  const { errors } = form.formState;
  const chips = explorerChips(applied, apply, explorerRangeOf(search));

  return (
    <ExplorerQueryFrame
      chips={chips}
      range={range}
      onRange={chooseRange}
      onClearAll={chips.length > 0 ? () => apply({ limit: DEFAULT_EXPLORER_LIMIT }) : undefined}
      onSubmit={() => void form.handleSubmit((values) => setSearch(explorerSearchOf(explorerQueryOf(values))))()}
      input={(field) => form.register(field)}
      errors={{
        from: errors.from?.message,
        to: errors.to?.message,
        action: errors.action?.message,
        limit: errors.limit?.message,
      }}
      from={from}
      to={to}
      busy={busy}
    />
  );
}
