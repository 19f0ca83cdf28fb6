import { mutationOptions, useMutation } from '@tanstack/react-query';
import { documentKeys } from './keys';
import { initializeDocument } from './mutations';

/** A new blank DRAFT document; the listings and the directories' counts are refetched. */
export const initializeDocumentMutation = (ws: string) =>
  mutationOptions({
    mutationKey: [...documentKeys.all(ws), 'initialize'],
    mutationFn: (body: { name?: string; directory?: string }) => initializeDocument(body),
    onSuccess: (_created, _body, _onMutateResult, { client }) => {
      void client.invalidateQueries({ queryKey: documentKeys.lists(ws) });
      void client.invalidateQueries({ queryKey: documentKeys.directories(ws) });
    },
  });

export const useInitializeDocument = (ws: string) => useMutation(initializeDocumentMutation(ws));
