import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Skeleton } from '../../../components/skeleton';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigation, useSearchParams } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { FilterBar, type FilterChip } from '../../../components/filter-bar';
import { ListTable, RowLink } from '../../../components/list-table';
import { RefreshButton } from '../../../components/refresh-button';
import { TruncatedText } from '../../../components/truncated-text';
import { PageHeader } from '../../../components/page-header';
import { formatAbsolute } from '../../../lib/date-format';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/use-session';
import { workspaceEventsQuery } from '../api/event-queries';
import type { WorkspaceEventQuery } from '../api/keys';
import {
  DEFAULT_EXPLORER_LIMIT,
  describeSpan,
  explorerFieldOf,
  explorerFormOf,
  explorerFormSchema,
  explorerQueryFromSearch,
  explorerQueryOf,
  explorerSearchOf,
  localInputToMs,
  type ExplorerFormValues,
} from '../model/explorer-params';
import { MAX_EVENTS_LIMIT, MAX_WINDOW_MS } from '../api/list-events';
import { ActionBadge } from './action-badge';
import { eventSummary, knownActions } from './action-style';
import { appPath } from '../../../lib/app-path';

const fields = ['from', 'to', 'action', 'limit'] as const;

/** `/events`: the workspace-wide event listing, with the service's 7-day window rule explained before sending. */
export function EventsExplorerPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const [search, setSearch] = useSearchParams();
  // A new query runs in the route's loader: the current results stay, marked as being replaced.
  const navigating = useNavigation().state !== 'idle';
  const fromUrl = useMemo(() => explorerQueryFromSearch(search), [search]);
  const actionListId = useId();
  const form = useForm<ExplorerFormValues>({
    resolver: zodResolver(explorerFormSchema),
    defaultValues: explorerFormOf(search),
    mode: 'onTouched',
  });
  const results = useQuery({
    ...workspaceEventsQuery(workspaceGuid, fromUrl.ok ? fromUrl.query : { limit: 0 }),
    enabled: fromUrl.ok,
  });

  // A link that breaks a rule opens with the reason at its field (and nothing sent).
  useEffect(() => {
    if (!fromUrl.ok) void form.trigger();
  }, [fromUrl.ok, form]);
  // The service's 400 lands on the field it names.
  const unmatched = useMemo(
    () => (results.isError ? applyFieldErrors(results.error, fields, form.setError, explorerFieldOf) : []),
    [results.isError, results.error, form.setError],
  );

  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const fromMs = localInputToMs(from);
  const toMs = localInputToMs(to);
  const span = fromMs !== undefined && toMs !== undefined && toMs >= fromMs ? toMs - fromMs : undefined;

  // The query in force (the URL's), as removable chips; removing one lists again without it.
  const applied = fromUrl.ok ? fromUrl.query : null;
  const apply = (query: WorkspaceEventQuery) => {
    form.reset(explorerFormOf(explorerSearchOf(query)));
    setSearch(explorerSearchOf(query));
  };
  const chips: FilterChip[] = [];
  if (applied?.from)
    chips.push({
      id: 'from',
      label: `From: ${formatAbsolute(Date.parse(applied.from))}`,
      onRemove: () => apply({ ...applied, from: undefined }),
    });
  if (applied?.to)
    chips.push({
      id: 'to',
      label: `To: ${formatAbsolute(Date.parse(applied.to))}`,
      onRemove: () => apply({ ...applied, to: undefined }),
    });
  if (applied?.action)
    chips.push({
      id: 'action',
      label: `Action: ${applied.action}`,
      onRemove: () => apply({ ...applied, action: undefined }),
    });
  if (applied && applied.limit !== DEFAULT_EXPLORER_LIMIT)
    chips.push({
      id: 'limit',
      label: `Limit: ${applied.limit}`,
      onRemove: () => apply({ ...applied, limit: DEFAULT_EXPLORER_LIMIT }),
    });

  return (
    <Stack>
      <PageHeader title="Events" description="Every profile's events in this workspace, newest first." />
      <Paper withBorder p="sm" radius="md">
        <FilterBar
          label="Event query"
          chips={chips}
          onClearAll={chips.length > 0 ? () => apply({ limit: DEFAULT_EXPLORER_LIMIT }) : undefined}
          onSubmit={() => void form.handleSubmit((values) => setSearch(explorerSearchOf(explorerQueryOf(values))))()}
        >
          {(layout) => {
            const bar = layout === 'bar';
            const labelled = (label: string, width: string) => ({
              label: bar ? undefined : label,
              'aria-label': bar ? label : undefined,
              style: bar ? { flex: `1 1 ${width}`, minWidth: width } : undefined,
            });
            return (
              <>
                <TextInput
                  type="datetime-local"
                  {...labelled('From', '12rem')}
                  description={bar ? undefined : 'Your time zone; sent as UTC'}
                  title="From, in your time zone; empty lists the newest events"
                  {...form.register('from')}
                  error={form.formState.errors.from?.message}
                />
                <TextInput
                  type="datetime-local"
                  {...labelled('To', '12rem')}
                  description={
                    bar
                      ? undefined
                      : span === undefined
                        ? 'Leave empty for "up to now"'
                        : `Window: ${describeSpan(span)}`
                  }
                  title={span === undefined ? 'To; empty for "up to now"' : `Window: ${describeSpan(span)}`}
                  {...form.register('to')}
                  error={form.formState.errors.to?.message}
                />
                {/* The browser's own suggestions (a datalist) rather than Mantine's Autocomplete: its popover,
                    option list and scroll area were 60 KB of the page's first paint (decision 0118). */}
                <TextInput
                  {...labelled('Action', '12rem')}
                  placeholder="e.g. transaction.charge"
                  description={bar ? undefined : 'Exact action name; empty for all'}
                  list={actionListId}
                  autoComplete="off"
                  {...form.register('action')}
                  error={form.formState.errors.action?.message}
                />
                <datalist id={actionListId}>
                  {knownActions.map((action) => (
                    <option key={action} value={action} />
                  ))}
                </datalist>
                <TextInput
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_EVENTS_LIMIT}
                  step={1}
                  {...labelled('Limit', '6rem')}
                  description={bar ? undefined : `1 to ${MAX_EVENTS_LIMIT} events`}
                  title={`1 to ${MAX_EVENTS_LIMIT} events`}
                  {...form.register('limit')}
                  error={form.formState.errors.limit?.message}
                />
                <Button
                  type="submit"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  loading={results.isFetching || navigating}
                >
                  List events
                </Button>
              </>
            );
          }}
        </FilterBar>
        <Text size="xs" c="dimmed" mt="xs">
          Windows under {MAX_WINDOW_MS / 86_400_000} days when both From and To are given; leave From empty for the
          newest events up to To (or now).
        </Text>
      </Paper>

      {unmatched.length > 0 && (
        <Alert color="red" title="The service refused the query">
          {unmatched.map((e) => e.message).join(' ')}
        </Alert>
      )}
      {results.isError &&
        unmatched.length === 0 &&
        !form.formState.errors.from &&
        !form.formState.errors.to &&
        !form.formState.errors.limit &&
        !form.formState.errors.action && <ErrorState error={results.error} onRetry={() => void results.refetch()} />}
      {results.isPending && fromUrl.ok && <Skeleton height={240} role="status" aria-label="Loading events" />}
      {results.data && results.data.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text fw={600}>No events match.</Text>
          <Text size="sm" c="dimmed">
            Try another window or action, or leave the action empty.
          </Text>
        </Paper>
      )}
      {results.data && results.data.length > 0 && (
        <section
          aria-labelledby="explorer-results-title"
          aria-busy={navigating}
          style={{ opacity: navigating ? 0.5 : 1 }}
        >
          <Group justify="space-between" mb="xs">
            <Group gap="sm">
              <Title order={2} size="h4" id="explorer-results-title">
                {results.data.length.toLocaleString()} events
              </Title>
              <RefreshButton query={results} />
            </Group>
            {fromUrl.ok && results.data.length === fromUrl.query.limit && (
              <Text size="sm" c="dimmed">
                The limit was reached: older events in the window are not listed. Narrow the window or raise the limit.
              </Text>
            )}
          </Group>
          <ListTable label="Events" minWidth={760} bordered>
            <thead>
              <tr>
                <th style={{ width: 140 }}>Time</th>
                <th style={{ width: 200 }}>Action</th>
                <th style={{ width: 240 }}>Profile</th>
                <th>What happened</th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((event, index) => {
                const client = event.client;
                const who = client?.email || client?.customId || (client?.id != null ? `#${client.id}` : 'unknown');
                return (
                  <tr key={`${event.time}-${index}`}>
                    <td>
                      <DateTime value={event.time} />
                    </td>
                    <td>
                      <ActionBadge action={event.action} />
                    </td>
                    <td>
                      {client?.id != null ? (
                        <RowLink to={appPath(`/profiles/${client.id}/events`)}>{who}</RowLink>
                      ) : (
                        <TruncatedText>{who}</TruncatedText>
                      )}
                    </td>
                    <td>
                      <TruncatedText>{eventSummary(event)}</TruncatedText>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ListTable>
        </section>
      )}
    </Stack>
  );
}
