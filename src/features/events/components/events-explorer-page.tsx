import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/use-session';
import { workspaceEventsQuery } from '../api/event-queries';
import {
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
import { EventTime } from './event-time';
import { appPath } from '../../../lib/app-path';

const fields = ['from', 'to', 'action', 'limit'] as const;

/** `/events`: the workspace-wide event listing, with the service's 7-day window rule explained before sending. */
export function EventsExplorerPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const [search, setSearch] = useSearchParams();
  // A new query runs in the route's loader: the current results stay, marked as being replaced.
  const navigating = useNavigation().state !== 'idle';
  const fromUrl = useMemo(() => explorerQueryFromSearch(search), [search]);
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

  return (
    <Stack>
      <PageHeader title="Events" description="Every profile's events in this workspace, newest first." />
      <Paper withBorder p="md" radius="md">
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => setSearch(explorerSearchOf(explorerQueryOf(values))))}
          aria-label="Event query"
        >
          <Stack gap="sm">
            <Group align="flex-start" grow>
              <TextInput
                type="datetime-local"
                label="From"
                description="Your time zone; sent as UTC"
                {...form.register('from')}
                error={form.formState.errors.from?.message}
              />
              <TextInput
                type="datetime-local"
                label="To"
                description={span === undefined ? 'Leave empty for "up to now"' : `Window: ${describeSpan(span)}`}
                {...form.register('to')}
                error={form.formState.errors.to?.message}
              />
              <Controller
                control={form.control}
                name="action"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    label="Action"
                    placeholder="e.g. transaction.charge"
                    description="Exact action name; empty for all"
                    data={knownActions}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="limit"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Limit"
                    description={`1 to ${MAX_EVENTS_LIMIT} events`}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value}
                    onChange={(value) => field.onChange(String(value))}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Group>
            <Text size="xs" c="dimmed">
              The service lists windows under {MAX_WINDOW_MS / 86_400_000} days when both From and To are given. Leave
              From empty to list the newest events up to To (or up to now).
            </Text>
            <Group>
              <Button
                type="submit"
                leftSection={<IconSearch size={16} aria-hidden />}
                loading={results.isFetching || navigating}
              >
                List events
              </Button>
            </Group>
          </Stack>
        </form>
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
      {results.isPending && fromUrl.ok && <Skeleton h={240} aria-label="Loading events" />}
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
            <Title order={2} size="h4" id="explorer-results-title">
              {results.data.length.toLocaleString()} events
            </Title>
            {fromUrl.ok && results.data.length === fromUrl.query.limit && (
              <Text size="sm" c="dimmed">
                The limit was reached: older events in the window are not listed. Narrow the window or raise the limit.
              </Text>
            )}
          </Group>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Profile</Table.Th>
                <Table.Th>What happened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.data.map((event, index) => {
                const client = event.client;
                const who = client?.email || client?.customId || (client?.id != null ? `#${client.id}` : 'unknown');
                return (
                  <Table.Tr key={`${event.time}-${index}`}>
                    <Table.Td>
                      <EventTime iso={event.time} withDate />
                    </Table.Td>
                    <Table.Td>
                      <ActionBadge action={event.action} />
                    </Table.Td>
                    <Table.Td>
                      {client?.id != null ? (
                        <Anchor component={Link} to={appPath(`/profiles/${client.id}/events`)} size="sm">
                          {who}
                        </Anchor>
                      ) : (
                        who
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {eventSummary(event)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </Stack>
  );
}
