import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { bulkJobsQuery } from '../../features/profiles/api/bulk-jobs-query';
import { queryClient } from '../../lib/query-client';

/** The journal is this browser's (IndexedDB): no request, and fresh on every visit. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  await queryClient.fetchQuery(bulkJobsQuery(workspace.guid));
  return null;
}
