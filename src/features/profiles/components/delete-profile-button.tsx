import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { PermissionButton } from '../../../components/permission-button';
import { authorities } from '../../../lib/authorities';
import { useDeleteProfile } from '../api/use-delete-profile';
import type { Profile } from '../api/schemas';
import { profileName } from '../model/profile-name';
import { appPath } from '../../../lib/app-path';

/** Deletes a profile after a confirmation that names it; waits until the service has applied it. */
export function DeleteProfileButton({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  const deleteProfile = useDeleteProfile(workspaceGuid);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const name = profileName(profile);

  const remove = async () => {
    setPending(true);
    try {
      await deleteProfile.mutateAsync({ clientId: profile.clientId, onAccepted: () => notify(`Deleting ${name}…`) });
      notify(`${name} was deleted.`, 'teal');
      await navigate(appPath('/profiles'));
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
              The profile {name} (id {profile.clientId}) and its data will be removed from this workspace. Its events
              stay in the history.
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
