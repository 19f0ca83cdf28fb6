import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { currentWorkspaceQuery } from '../../features/workspaces/api/current-workspace';
import { queryClient } from '../../lib/query-client';
import { dayAgo, overviewQueries } from './overview.queries';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace, consumer } = requireWorkspace(request);
  const ws = workspace.guid;
  const { profiles, documents, events, searches } = overviewQueries(ws, dayAgo(), consumer?.authorities ?? []);
  // All at once. The counts and recent lists are prefetched (a failure stays in its query, and its card offers
  // a retry); only the workspace itself is needed for the page to show at all.
  await Promise.all([
    queryClient.ensureQueryData(currentWorkspaceQuery(ws)),
    profiles.enabled && queryClient.prefetchQuery(profiles),
    documents.enabled && queryClient.prefetchQuery(documents),
    events.enabled && queryClient.prefetchQuery(events),
    searches.enabled && queryClient.prefetchQuery(searches),
  ]);
  return null;
}
