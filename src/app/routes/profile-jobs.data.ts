import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { queryClient } from '../../lib/query-client';

/**
 * The journal is this browser's (IndexedDB): no request, and fresh on every visit. Its store comes with the page's
 * code rather than with the data modules every page loads (build/route-chunks.ts puts what a data module imports
 * into 'signed-in-data').
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const { bulkJobsQuery } = await import('../../features/profiles/api/bulk-jobs-query');
  await queryClient.fetchQuery(bulkJobsQuery(workspace.guid));
  return null;
}
