import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { documentsForProfileQuery } from '../../features/documents/api/list-documents';
import { queryClient } from '../../lib/query-client';

/** The profile page's "Documents" tab (`profiles/:id/documents`): the documents this customer sees. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 0) throw new Response('Not found', { status: 404 });
  // Started, not awaited: the panel shows its own loading state while the previews come in.
  void queryClient.prefetchQuery(documentsForProfileQuery(workspace.guid, id));
  return null;
}
