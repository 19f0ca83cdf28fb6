import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { removeDraft, draftKey } from '../../../lib/form-draft';
import { authorities } from '../../../lib/authorities';
import { documentKeys } from '../api/keys';
import { deleteDocument } from '../api/mutations';
import type { Document } from '../api/schemas';

/** Deletes (soft: the service keeps it with `deletedAt`) after a confirmation. */
export function DeleteDocumentButton({ document, workspaceGuid }: { document: Document; workspaceGuid: string }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteDocument(document.id),
    onSuccess: async () => {
      removeDraft(draftKey(workspaceGuid, 'document', document.id));
      queryClient.removeQueries({ queryKey: documentKeys.detail(workspaceGuid, document.id) });
      await queryClient.invalidateQueries({ queryKey: documentKeys.lists(workspaceGuid) });
      setConfirming(false);
      await navigate('/documents', { state: { deleted: document.name } });
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
        {remove.isError && <ErrorState error={remove.error} title="Not deleted" onRetry={() => remove.mutate()} />}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Delete document
          </Button>
        </Group>
      </Modal>
    </>
  );
}
