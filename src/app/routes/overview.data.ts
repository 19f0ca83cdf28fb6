import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { currentWorkspaceQuery } from '../../features/workspaces/api/current-workspace';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  await queryClient.ensureQueryData(currentWorkspaceQuery(workspace.guid));
  return null;
}
