import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { currentWorkspaceQuery } from '../../features/workspaces/api/current-workspace';
import { queryClient } from '../../lib/query-client';
import {
  dayAgo,
  eventsSinceQuery,
  overviewPermissions,
  recentDocumentsQuery,
  recentProfilesQuery,
  SEARCH_ACTION,
} from './overview.queries';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace, consumer } = requireWorkspace(request);
  const ws = workspace.guid;
  const can = (permission: string) => consumer?.authorities.includes(permission) ?? false;
  const from = dayAgo();
  // All at once. The counts and recent lists are prefetched (a failure stays in its query, and its card offers
  // a retry); only the workspace itself is needed for the page to show at all.
  await Promise.all([
    queryClient.ensureQueryData(currentWorkspaceQuery(ws)),
    can(overviewPermissions.profiles) && queryClient.prefetchQuery(recentProfilesQuery(ws)),
    can(overviewPermissions.documents) && queryClient.prefetchQuery(recentDocumentsQuery(ws)),
    can(overviewPermissions.events) && queryClient.prefetchQuery(eventsSinceQuery(ws, from)),
    can(overviewPermissions.events) && queryClient.prefetchQuery(eventsSinceQuery(ws, from, SEARCH_ACTION)),
  ]);
  return null;
}
