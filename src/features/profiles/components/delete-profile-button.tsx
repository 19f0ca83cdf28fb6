import { Menu } from '../../../components/ui/mantine';
import { LiteText } from '../../../components/ui/lite';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { authorities } from '../../../lib/authorities';
import { usePermission } from '../../../lib/use-session';
import { useDeleteProfile } from '../api/use-delete-profile';
import type { Profile } from '../api/schemas';
import { profileName } from '../model/profile-name';
import { appPath } from '../../../lib/app-path';
import { openConfirmation } from '../../../components/open-confirmation';
import classes from './delete-profile-button.module.css';

/**
 * "Delete profile" in the profile's actions menu: asks first, naming the profile, then waits until the service has
 * applied it. Without the delete authority the item is disabled and says why.
 */
export function DeleteProfileMenuItem({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  const deleteProfile = useDeleteProfile(workspaceGuid);
  const { allowed, reason, detail } = usePermission(authorities.profilesDelete);
  const navigate = useNavigate();
  const name = profileName(profile);

  const remove = async () => {
    try {
      await deleteProfile.mutateAsync({ clientId: profile.clientId, onAccepted: () => notify(`Deleting ${name}…`) });
      notify(`${name} was deleted.`, 'teal');
      await navigate(appPath('/profiles'));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The profile could not be deleted.', 'red');
    }
  };

  return (
    <>
      <Menu.Item
        color="red"
        className={classes.item}
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={!allowed}
        aria-description={allowed ? undefined : `${reason} ${detail}.`}
        onClick={() =>
          openConfirmation({
            title: `Delete ${name}?`,
            children: (
              <LiteText size="sm">
                The profile {name} (id {profile.clientId}) and its data will be removed from this workspace. Its events
                stay in the history.
              </LiteText>
            ),
            labels: { confirm: `Delete ${name}`, cancel: 'Keep the profile' },
            confirmProps: { color: 'red' },
            onConfirm: () => void remove(),
          })
        }
      >
        Delete profile
      </Menu.Item>
      {!allowed && (
        <LiteText size="xs" c="dimmed" px="sm" pb={4} maw={240}>
          {reason}
          <br />
          {detail}
        </LiteText>
      )}
    </>
  );
}
