import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollUntil } from '../../../lib/poll';
import { isApplied, type ProfileChanges } from '../model/profile-changes';
import { getProfile } from './get-profile';
import { profileKeys } from './keys';
import { updateProfile } from './mutations';

export interface UpdateProfileVariables {
  clientId: number;
  changes: ProfileChanges;
  /** Called once the service has accepted the change (202), before it is applied. */
  onAccepted?: () => void;
}

/**
 * Sends a profile's changes and waits until the service has applied them: resolves with the profile as it is
 * then, or null when the change did not show in time. The applied profile replaces the cached one and the
 * listing pages go stale.
 */
export function useUpdateProfile(workspaceGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clientId, changes, onAccepted }: UpdateProfileVariables) => {
      await updateProfile(clientId, changes);
      onAccepted?.();
      const applied = await pollUntil(async () => {
        const latest = await getProfile(clientId);
        return isApplied(latest, changes) ? latest : undefined;
      });
      return applied ?? null;
    },
    onSuccess: (applied, { clientId }) => {
      if (!applied) return;
      queryClient.setQueryData(profileKeys.detail(workspaceGuid, clientId), applied);
      void queryClient.invalidateQueries({ queryKey: profileKeys.lists(workspaceGuid) });
    },
  });
}
