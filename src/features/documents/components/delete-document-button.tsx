import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { Modal } from '../../../components/ui/mantine';
import type { IntentOverlayStart } from '../../../lib/on-first-use';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { authorities } from '../../../lib/authorities';
import { usePermission } from '../../../lib/use-session';
import type { Document } from '../api/schemas';
import { DeleteButton } from './delete-button';
import { useDeleteDocument } from '../api/use-delete-document';
import { appPath } from '../../../lib/app-path';

export interface DeleteDocumentButtonProps {
  document: Document;
  workspaceGuid: string;
}

/** Deletes (soft: the service keeps it with `deletedAt`) after a confirmation. */
export function DeleteDocumentButton({
  document,
  workspaceGuid,
  openAtStart,
  focusAtStart,
}: DeleteDocumentButtonProps & IntentOverlayStart) {
  // A press on the stand-in of a button the role does not allow opens nothing here either.
  const allowed = usePermission(authorities.documentsDelete).allowed;
  const [confirming, setConfirming] = useState(openAtStart && allowed);
  const navigate = useNavigate();
  const remove = useDeleteDocument(workspaceGuid, document.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setConfirming(false);
        await navigate(appPath('/documents'), { state: { deleted: document.name } });
      },
    });

  return (
    <>
      <DeleteButton onClick={() => setConfirming(true)} autoFocus={focusAtStart} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Delete “${document.name}”?`} centered>
        <LiteText size="sm">
          It stops being generated at once{document.slug ? ` (slug ${document.slug})` : ''}. Unsaved changes to it are
          dropped too.
        </LiteText>
        {remove.isError && <ErrorState error={remove.error} title="Not deleted" onRetry={confirm} />}
        <LiteGroup justify="flex-end" mt="lg">
          <LiteButton variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Cancel
          </LiteButton>
          <LiteButton color="red" loading={remove.isPending} onClick={confirm}>
            Delete document
          </LiteButton>
        </LiteGroup>
      </Modal>
    </>
  );
}
