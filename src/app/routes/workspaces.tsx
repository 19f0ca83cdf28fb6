import type { LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../features/auth/model/guards';
import { workspacesQuery } from '../../features/workspaces/api/list-workspaces';
import { WorkspacePickerPage } from '../../features/workspaces/components/workspace-picker-page';
import { queryClient } from '../../lib/query-client';
import { DataProviders } from '../data-providers';

export async function loader({ request }: LoaderFunctionArgs) {
  const current = requireUser(request);
  await queryClient.ensureQueryData(workspacesQuery(current.username));
  return null;
}

export function Component() {
  return (
    <DataProviders>
      <WorkspacePickerPage />
    </DataProviders>
  );
}
