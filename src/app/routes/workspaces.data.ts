import type { LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../features/auth/model/guards';
import { workspacesQuery } from '../../features/workspaces/api/list-workspaces';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const current = requireUser(request);
  await queryClient.ensureQueryData(workspacesQuery(current.username));
  return null;
}
