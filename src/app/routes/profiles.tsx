import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/guards';
import { listParamsFromSearch } from '../../features/profiles/api/list-params';
import { profilesQuery } from '../../features/profiles/api/list-profiles';
import { ProfilesListPage } from '../../features/profiles/components/profiles-list-page';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  await queryClient.ensureQueryData(profilesQuery(workspace.guid, listParamsFromSearch(new URL(request.url).searchParams)));
  return null;
}

export const Component = ProfilesListPage;
