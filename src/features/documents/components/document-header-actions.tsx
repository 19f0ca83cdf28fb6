import { LiteButton, LiteGroup } from '../../../components/ui/lite';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import { intentHandlers, overlayOnIntent } from '../../../lib/on-first-use';
import { ActionsButton } from '../../../components/actions-button';
import type { Document } from '../api/schemas';
import { DeleteButton } from './delete-button';
import type { DeleteDocumentButtonProps } from './delete-document-button';

// Mantine's Menu and Modal (`ui-overlay`, `ui-modal`) load when the person points at, focuses or presses a button:
// most visits to the editor open neither, and its first paint does without them (decision 0120).
const MoreActions = overlayOnIntent<{ document: Document }>(
  async () => (await import('./document-editor-menu')).DocumentEditorMenu,
  (props) => <ActionsButton {...intentHandlers(props)} label="More actions" />,
);
const DeleteDocument = overlayOnIntent<DeleteDocumentButtonProps>(
  async () => (await import('./delete-document-button')).DeleteDocumentButton,
  (props) => <DeleteButton {...intentHandlers(props)} />,
);

/** The actions on a document as a whole, beside its name. */
export function DocumentHeaderActions({ document, workspaceGuid }: DeleteDocumentButtonProps) {
  return (
    <LiteGroup gap="xs" wrap="nowrap">
      {/* The audience wall: this document for a sample of customers (its own route, documents/:id/wall). */}
      <LiteButton component={Link} to={appPath(`/documents/${document.id}/wall`)} variant="default">
        Wall
      </LiteButton>
      <MoreActions document={document} />
      <DeleteDocument document={document} workspaceGuid={workspaceGuid} />
    </LiteGroup>
  );
}
