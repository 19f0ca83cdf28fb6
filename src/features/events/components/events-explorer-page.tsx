import { LiteAlert, LiteGroup, LitePaper, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { partAfterFirstPaint } from '../../../lib/after-content';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { ListTable, RowLink } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { RefreshButton } from '../../../components/refresh-button';
import { Skeleton } from '../../../components/skeleton';
import { TruncatedText } from '../../../components/truncated-text';
import { appPath } from '../../../lib/app-path';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useSession } from '../../../lib/use-session';
import { workspaceEventsQuery } from '../api/event-queries';
import {
  explorerFieldOf,
  explorerQueryFromSearch,
  explorerRangeLabels,
  explorerRangeOf,
} from '../model/explorer-params';
import { presetClock } from '../model/timeline-params';
import { ActionBadge } from './action-badge';
import { eventSummary } from './action-style';
import { explorerFields, EventsQueryStandIn, type EventsQueryFormProps } from './explorer-query-frame';

const EventsQueryForm = partAfterFirstPaint<EventsQueryFormProps>(
  async () => (await import('./events-query-form')).EventsQueryForm,
  EventsQueryStandIn,
);

/** `/events`: the workspace-wide event listing, with the service's 7-day window rule explained before sending. */
export function EventsExplorerPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const [search, setSearch] = useSearchParams();
  // A new query runs in the route's loader: the current results stay, marked as being replaced.
  const navigating = useNavigation().state !== 'idle';
  // "Now" for a preset window, to the minute, fixed while the link stays (the route's loader took it the same way).
  const now = useMemo(() => (search ? presetClock() : 0), [search]);
  const fromUrl = useMemo(() => explorerQueryFromSearch(search, now), [search, now]);
  const range = explorerRangeOf(search);
  const results = useQuery({
    ...workspaceEventsQuery(workspaceGuid, fromUrl.ok ? fromUrl.query : { limit: 0 }),
    enabled: fromUrl.ok,
  });

  // The service's 400: what names a field shows there (the form puts it), the rest above the results.
  const { named, unmatched } = useMemo(
    () => fieldErrorsOf(results.isError ? results.error : null, explorerFields, explorerFieldOf),
    [results.isError, results.error],
  );

  return (
    <LiteStack>
      <PageHeader title="Events" description="Every profile's events in this workspace, newest first." />
      <EventsQueryForm
        search={search}
        setSearch={setSearch}
        applied={fromUrl.ok ? fromUrl.query : null}
        listingError={results.isError ? results.error : null}
        busy={results.isFetching || navigating}
        now={now}
      />

      {unmatched.length > 0 && (
        <LiteAlert color="red" title="The service refused the query">
          {unmatched.map((e) => e.message).join(' ')}
        </LiteAlert>
      )}
      {results.isError && unmatched.length === 0 && named.length === 0 && (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      )}
      {results.isPending && fromUrl.ok && <Skeleton height={240} role="status" aria-label="Loading events" />}
      {results.data && results.data.length === 0 && (
        <LitePaper withBorder p="lg" radius="md">
          <LiteText fw={600}>
            No events match
            {range !== 'any' && range !== 'custom' ? ` in the ${explorerRangeLabels[range].toLowerCase()}` : ''}.
          </LiteText>
          <LiteText size="sm" c="dimmed">
            Try another window (“Any time” lists the newest events) or action, or leave the action empty.
          </LiteText>
        </LitePaper>
      )}
      {results.data && results.data.length > 0 && (
        <section
          aria-labelledby="explorer-results-title"
          aria-busy={navigating}
          style={{ opacity: navigating ? 0.5 : 1 }}
        >
          <LiteGroup justify="space-between" mb="xs">
            <LiteGroup gap="sm">
              <LiteTitle order={2} size="h4" id="explorer-results-title">
                {results.data.length.toLocaleString()} events
              </LiteTitle>
              <RefreshButton query={results} />
            </LiteGroup>
            {fromUrl.ok && results.data.length === fromUrl.query.limit && (
              <LiteText size="sm" c="dimmed">
                The limit was reached: older events in the window are not listed. Narrow the window or raise the limit.
              </LiteText>
            )}
          </LiteGroup>
          <ListTable label="Events" minWidth={820} bordered stickyHeader>
            <thead>
              <tr>
                <th style={{ width: 200 }}>Time</th>
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
                      {/* The exact moment: a hundred rows of one busy day would all read the same date. */}
                      <DateTime value={event.time} format="datetime" />
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
    </LiteStack>
  );
}
