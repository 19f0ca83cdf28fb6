import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { currentWorkspaceQuery } from '../../features/workspaces/api/current-workspace';
import { queryClient } from '../../lib/query-client';
import { dayAgo, overviewQueries } from './overview.queries';

export function loader({ request }: LoaderFunctionArgs) {
  const { workspace, consumer } = requireWorkspace(request);
  const ws = workspace.guid;
  const { profiles, documents, events, searches } = overviewQueries(ws, dayAgo(), consumer?.authorities ?? []);
  // Started, none awaited: the page shows at once, the workspace's name from the session, and each card (the
  // workspace's facts too) shows its own loading state and, on a failure, a retry, as a profile's details tab
  // does. Awaiting held the whole page, its headings too, for an answer it can show without. The workspace first:
  // a browser sends a few requests at a time to one host.
  void queryClient.prefetchQuery(currentWorkspaceQuery(ws));
  if (profiles.enabled) void queryClient.prefetchQuery(profiles);
  if (documents.enabled) void queryClient.prefetchQuery(documents);
  if (events.enabled) void queryClient.prefetchQuery(events);
  if (searches.enabled) void queryClient.prefetchQuery(searches);
  return null;
}
