import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { pollUntil } from '../../../lib/poll';
import { getProfile } from './get-profile';
import { profileKeys } from './keys';
import { deleteProfile } from './mutations';

export interface DeleteProfileVariables {
  clientId: number;
  /** Called once the service has accepted the deletion (202), before it is applied. */
  onAccepted?: () => void;
}

/**
 * Deletes a profile and waits until the service answers 404 for it (or the wait runs out). The profile's
 * cached record is dropped and the listing pages are fetched again before the mutation settles.
 */
export function useDeleteProfile(workspaceGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clientId, onAccepted }: DeleteProfileVariables) => {
      await deleteProfile(clientId);
      onAccepted?.();
      await pollUntil(async () => {
        try {
          await getProfile(clientId);
          return undefined;
        } catch (error) {
          if (isApiError(error) && error.status === 404) return true;
          throw error;
        }
      });
    },
    onSuccess: async (_, { clientId }) => {
      queryClient.removeQueries({ queryKey: profileKeys.detail(workspaceGuid, clientId) });
      await queryClient.invalidateQueries({ queryKey: profileKeys.lists(workspaceGuid) });
    },
  });
}
