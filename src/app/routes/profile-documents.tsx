import { useParams } from 'react-router';
import { ProfileDocumentsPanel } from '../../features/documents/components/profile-documents-panel';
import { useSession } from '../../lib/use-session';

/** The profile page's "Documents" tab (`profiles/:id/documents`); its loader is profile-documents.data.ts. */
export function Component() {
  const { id } = useParams();
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  return <ProfileDocumentsPanel workspaceGuid={workspaceGuid} clientId={Number(id)} />;
}
