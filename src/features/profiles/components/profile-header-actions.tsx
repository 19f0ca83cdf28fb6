import { Group } from '@mantine/core';
import { SearchAsCustomerButton } from '../../search';
import type { Profile } from '../api/schemas';
import { DeleteProfileButton } from './delete-profile-button';

/** The actions on a profile as a whole, beside its name. */
export function ProfileHeaderActions({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  return (
    <Group gap="xs">
      {profile.uuid && <SearchAsCustomerButton uuid={profile.uuid} />}
      <DeleteProfileButton profile={profile} workspaceGuid={workspaceGuid} />
    </Group>
  );
}
