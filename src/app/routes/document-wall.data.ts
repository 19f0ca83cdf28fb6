import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { documentQuery } from '../../features/documents/api/get-document';
import { isUuid } from '../../lib/formats';
import { queryClient } from '../../lib/query-client';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const id = params.id ?? '';
  if (!isUuid(id)) throw new Response('Not found', { status: 404 });
  await queryClient.ensureQueryData(documentQuery(workspace.guid, id));
  return null;
}
