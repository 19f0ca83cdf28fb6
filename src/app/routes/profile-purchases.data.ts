import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { actionHistoryQuery } from '../../features/events/api/event-queries';
import { CHARGE_ACTION, PRODUCT_ACTION } from '../../features/events/model/timeline-rows';
import { queryClient } from '../../lib/query-client';

export function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const clientId = Number(params.id);
  // Started, not awaited: the history streams in page by page (the page shows the newest orders as they come
  // and its own error state, with retry, on a failure); awaiting it would hold the page for the whole history.
  for (const action of [CHARGE_ACTION, PRODUCT_ACTION])
    void queryClient.prefetchQuery(actionHistoryQuery(workspace.guid, clientId, action));
  return null;
}
