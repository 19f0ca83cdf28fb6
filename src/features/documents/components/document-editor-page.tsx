import { LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { partAfterFirstPaint } from '../../../lib/after-content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { LightBadge } from '../../../components/light-badge';
import { useSession } from '../../../lib/use-session';
import { documentQuery } from '../api/get-document';
import { DocumentEditorStandIn, type DocumentEditorProps } from './document-editor-stand-in';
import { DocumentHeaderActions } from './document-header-actions';
import { AllDocumentsLink } from './all-documents-link';

// The form (react-hook-form, its checks, the preview's inserts: some 40 KB) arrives once the page has shown the
// document; the stand-in draws it the same until then (decision 0120).
const DocumentEditor = partAfterFirstPaint<DocumentEditorProps>(
  async () => (await import('./document-editor')).DocumentEditor,
  DocumentEditorStandIn,
);

export function DocumentEditorPage() {
  const { id = '' } = useParams();
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const { data: document } = useSuspenseQuery(documentQuery(workspaceGuid, id));

  return (
    <LiteStack>
      <AllDocumentsLink />
      <LiteGroup justify="space-between" align="flex-start" gap="sm">
        <LiteStack gap={4} style={{ minWidth: 0 }}>
          <LiteGroup gap="xs">
            <LiteTitle order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </LiteTitle>
            <LightBadge color={document.status === 'PUBLISHED' ? 'teal' : 'gray'}>{document.status}</LightBadge>
          </LiteGroup>
          <LiteText size="sm" c="dimmed">
            {document.directory?.name ?? 'No directory'} · by {document.author?.name ?? 'unknown'} · created{' '}
            <DateTime value={document.createdAt} />
          </LiteText>
        </LiteStack>
        <DocumentHeaderActions document={document} workspaceGuid={workspaceGuid} />
      </LiteGroup>
      <DocumentEditor key={document.id} initial={document} workspaceGuid={workspaceGuid} />
    </LiteStack>
  );
}
