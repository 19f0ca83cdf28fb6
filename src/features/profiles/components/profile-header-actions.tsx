import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { SearchAsCustomerButton } from '../../search';
import type { Profile } from '../api/schemas';
import { DeleteProfileMenuItem } from './delete-profile-button';

/** The actions on a profile as a whole, beside its name: the everyday one in view, destructive ones in a menu. */
export function ProfileHeaderActions({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {profile.uuid && <SearchAsCustomerButton uuid={profile.uuid} />}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Profile actions">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <DeleteProfileMenuItem profile={profile} workspaceGuid={workspaceGuid} />
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
