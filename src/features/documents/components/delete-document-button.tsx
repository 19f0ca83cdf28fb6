import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { authorities } from '../../../lib/authorities';
import type { Document } from '../api/schemas';
import { useDeleteDocument } from '../api/use-delete-document';
import { appPath } from '../../../lib/app-path';

/** Deletes (soft: the service keeps it with `deletedAt`) after a confirmation. */
export function DeleteDocumentButton({ document, workspaceGuid }: { document: Document; workspaceGuid: string }) {
  const [confirming, setConfirming] = useState(false);
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
      <PermissionButton
        permission={authorities.documentsDelete}
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Delete
      </PermissionButton>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Delete “${document.name}”?`} centered>
        <Text size="sm">
          It stops being generated at once{document.slug ? ` (slug ${document.slug})` : ''}. Unsaved changes to it are
          dropped too.
        </Text>
        {remove.isError && <ErrorState error={remove.error} title="Not deleted" onRetry={confirm} />}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Delete document
          </Button>
        </Group>
      </Modal>
    </>
  );
}
