import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { workspaceEventsQuery } from '../../features/events/api/event-queries';
import { explorerQueryFromSearch } from '../../features/events/model/explorer-params';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const parsed = explorerQueryFromSearch(new URL(request.url).searchParams);
  // A query that breaks a rule is not sent: the page shows why at the field.
  if (parsed.ok) await queryClient.prefetchQuery(workspaceEventsQuery(workspace.guid, parsed.query));
  return null;
}
