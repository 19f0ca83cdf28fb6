import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { segmentsQuery } from '../../features/documents/api/catalog';
import { everyDocumentQuery } from '../../features/documents/api/list-documents';
import { queryClient } from '../../lib/query-client';

/**
 * The placements page (`documents/placements`): every document, and the segments' names its verdicts say. Both
 * asked for at once, the listing first, and awaited: each verdict names the winners and their audiences.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const documents = queryClient.ensureQueryData(everyDocumentQuery(workspace.guid));
  const segments = queryClient.ensureQueryData(segmentsQuery(workspace.guid));
  await Promise.all([documents, segments]);
  return null;
}
