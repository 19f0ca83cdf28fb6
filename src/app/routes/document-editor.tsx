import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { documentQuery } from '../../features/documents/api/get-document';
import { DocumentEditorPage } from '../../features/documents/components/document-editor-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/use-session';

// The code editor (CodeMirror) is imported by this route module only, so no other page loads it. The loader
// (document-editor.data.ts) loads apart from it, so the document's request starts at navigation.
export function Component() {
  // The tab title names the document (the loader has put it in the cache: this reads, it does not fetch).
  const ws = useSession()?.workspace?.guid ?? '';
  const id = useParams().id ?? '';
  const { data } = useQuery({ ...documentQuery(ws, id), enabled: ws !== '' && id !== '' });
  useDocumentTitle(data?.name);
  return <DocumentEditorPage />;
}
