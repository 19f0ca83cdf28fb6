import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { prefetchDocumentCatalogs } from '../../features/documents/api/catalog';
import { documentQuery } from '../../features/documents/api/get-document';
import { neededBeforeSave } from '../../features/documents/model/document-rules';
import { isUuid } from '../../lib/formats';
import { queryClient } from '../../lib/query-client';
import { whenContentShown } from '../../lib/after-content';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const id = params.id ?? '';
  if (!isUuid(id)) throw new Response('Not found', { status: 404 });
  const document = await queryClient.ensureQueryData(documentQuery(workspace.guid, id));
  // A document without a slug or type opens with its settings folded (decision 0148), but its content cannot be
  // saved before they are set, so the person opens them next: their lists are asked for once the page shows
  // (requests asked for earlier count towards its largest paint), and the type's list is there at that click.
  if (neededBeforeSave(document).length > 0)
    void whenContentShown().then(() => prefetchDocumentCatalogs(queryClient, workspace.guid));
  return null;
}
