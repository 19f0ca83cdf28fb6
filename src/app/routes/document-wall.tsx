import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { documentQuery } from '../../features/documents/api/get-document';
import { AudienceWallPage } from '../../features/documents/components/audience-wall-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/use-session';

/** The document's audience wall (`documents/:id/wall`); its loader is document-wall.data.ts. */
export function Component() {
  const ws = useSession()?.workspace?.guid ?? '';
  const id = useParams().id ?? '';
  const { data } = useQuery({ ...documentQuery(ws, id), enabled: ws !== '' && id !== '' });
  useDocumentTitle(data ? `Wall: ${data.name}` : undefined);
  return <AudienceWallPage />;
}
