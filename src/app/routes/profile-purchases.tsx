import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { allEventsOfActionQuery } from '../../features/events/api/event-queries';
import { CHARGE_ACTION, PRODUCT_ACTION } from '../../features/events/model/timeline-rows';
import { ProfilePurchasesPage } from '../../features/events/components/profile-purchases-page';
import { queryClient } from '../../lib/query-client';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const clientId = Number(params.id);
  // Prefetch, not ensure: a failure shows as the page's own error state (with retry).
  await Promise.all([CHARGE_ACTION, PRODUCT_ACTION].map((action) => queryClient.prefetchQuery(allEventsOfActionQuery(workspace.guid, clientId, action))));
  return null;
}

export const Component = ProfilePurchasesPage;
