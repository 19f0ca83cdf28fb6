import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollUntil } from '../../../lib/poll';
import type { ProfileChanges } from '../model/profile-changes';
import { findProfile } from './find-profile';
import { profileKeys } from './keys';
import { createProfile } from './mutations';

export interface CreateProfileVariables {
  body: ProfileChanges;
  /** Called once the service has accepted the profile (202), before it is applied. */
  onAccepted?: () => void;
}

/**
 * Creates a profile and waits until the service has applied it (202, then a moment later): resolves with the
 * profile, found by its custom id, email or phone, or null when it did not show up in time. The listing
 * pages go stale once it is there.
 */
export function useCreateProfile(workspaceGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, onAccepted }: CreateProfileVariables) => {
      await createProfile(body);
      onAccepted?.();
      const identifier = body.customId ?? body.email ?? body.phone ?? '';
      return (await pollUntil(async () => (await findProfile(identifier)) ?? undefined)) ?? null;
    },
    onSuccess: (created) => {
      if (created) void queryClient.invalidateQueries({ queryKey: profileKeys.lists(workspaceGuid) });
    },
  });
}
