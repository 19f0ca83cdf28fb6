import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { PermissionButton } from '../../../components/permission-button';
import { isApiError } from '../../../lib/api-error';
import { pollUntil } from '../../../lib/poll';
import { authorities } from '../../../lib/authorities';
import { getProfile } from '../api/get-profile';
import { profileKeys } from '../api/keys';
import { deleteProfile } from '../api/mutations';
import type { Profile } from '../api/schemas';
import { profileName } from '../model/profile-name';

/** Deletes a profile after a confirmation that names it; waits until the service has applied it. */
export function DeleteProfileButton({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const name = profileName(profile);

  const remove = async () => {
    setPending(true);
    try {
      await deleteProfile(profile.clientId);
      notify(`Deleting ${name}…`);
      await pollUntil(async () => {
        try {
          await getProfile(profile.clientId);
          return undefined;
        } catch (error) {
          if (isApiError(error) && error.status === 404) return true;
          throw error;
        }
      });
      queryClient.removeQueries({ queryKey: profileKeys.detail(workspaceGuid, profile.clientId) });
      await queryClient.invalidateQueries({ queryKey: [...profileKeys.all(workspaceGuid), 'list'] });
      notify(`${name} was deleted.`, 'teal');
      await navigate('/profiles');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The profile could not be deleted.', 'red');
    } finally {
      setPending(false);
    }
  };

  return (
    <PermissionButton
      permission={authorities.profilesDelete}
      color="red"
      variant="light"
      loading={pending}
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={() =>
        modals.openConfirmModal({
          title: `Delete ${name}?`,
          children: (
            <Text size="sm">
              The profile {name} (id {profile.clientId}) and its data will be removed from this workspace. Its events stay in the history.
            </Text>
          ),
          labels: { confirm: `Delete ${name}`, cancel: 'Keep the profile' },
          confirmProps: { color: 'red' },
          onConfirm: () => void remove(),
        })
      }
    >
      Delete profile
    </PermissionButton>
  );
}
