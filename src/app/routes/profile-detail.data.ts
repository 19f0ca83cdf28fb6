import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { profileQuery } from '../../features/profiles/api/get-profile';
import { queryClient } from '../../lib/query-client';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 0) throw new Response('Not found', { status: 404 });
  await queryClient.ensureQueryData(profileQuery(workspace.guid, id));
  return null;
}
