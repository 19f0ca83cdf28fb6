import { Group } from '@mantine/core';
import { ActionsMenu } from '../../../components/actions-menu';
import { SearchAsCustomerButton } from '../../search';
import type { Profile } from '../api/schemas';
import { DeleteProfileMenuItem } from './delete-profile-button';

/** The actions on a profile as a whole, beside its name: the everyday one in view, destructive ones in a menu. */
export function ProfileHeaderActions({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {profile.uuid && <SearchAsCustomerButton uuid={profile.uuid} />}
      <ActionsMenu label="Profile actions">
        <DeleteProfileMenuItem profile={profile} workspaceGuid={workspaceGuid} />
      </ActionsMenu>
    </Group>
  );
}
