import { mutationOptions, useMutation } from '@tanstack/react-query';
import { draftKey, removeDraft } from '../../../lib/form-draft-store';
import { documentKeys } from './keys';
import { deleteDocument } from './mutations';

/**
 * Deleting a document (soft: the service keeps it with `deletedAt`). Owns what follows: its unsaved draft and
 * its cached detail go, the listings are refetched (awaited, so the list the person lands on is current).
 */
export const deleteDocumentMutation = (ws: string, id: string) =>
  mutationOptions({
    mutationKey: [...documentKeys.detail(ws, id), 'delete'],
    mutationFn: () => deleteDocument(id),
    onSuccess: async (_answer, _variables, _onMutateResult, { client }) => {
      removeDraft(draftKey(ws, 'document', id));
      client.removeQueries({ queryKey: documentKeys.detail(ws, id) });
      await client.invalidateQueries({ queryKey: documentKeys.lists(ws) });
    },
  });

export const useDeleteDocument = (ws: string, id: string) => useMutation(deleteDocumentMutation(ws, id));
