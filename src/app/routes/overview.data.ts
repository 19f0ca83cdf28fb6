import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { currentWorkspaceQuery } from '../../features/workspaces/api/current-workspace';
import { queryClient } from '../../lib/query-client';
import { dayAgo, overviewQueries } from './overview.queries';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace, consumer } = requireWorkspace(request);
  const ws = workspace.guid;
  const { profiles, documents, events, searches } = overviewQueries(ws, dayAgo(), consumer?.authorities ?? []);
  // The workspace first, the one answer the page cannot show without; then the counts and recent lists, started
  // and not awaited: each card shows its own loading state (and, on a failure, a retry), as a profile's details
  // tab does. Awaiting them held the whole page, its headings too, for the slowest of five requests.
  const current = queryClient.ensureQueryData(currentWorkspaceQuery(ws));
  if (profiles.enabled) void queryClient.prefetchQuery(profiles);
  if (documents.enabled) void queryClient.prefetchQuery(documents);
  if (events.enabled) void queryClient.prefetchQuery(events);
  if (searches.enabled) void queryClient.prefetchQuery(searches);
  await current;
  return null;
}
