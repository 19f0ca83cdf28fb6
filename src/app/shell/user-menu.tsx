import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { signOut } from '../../lib/sign-out';

export function UserMenu() {
  const current = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = current?.consumer?.name || current?.username || '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account: ${name}`}>
          <Avatar color="blue" radius="xl" size="md" alt="">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {name}
          </Text>
          <Text size="xs">{current?.username}</Text>
          {current?.consumer?.roles && <Text size="xs">Role: {current.consumer.roles}</Text>}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
          onClick={() => void navigate('/workspaces')}
        >
          All workspaces
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut(queryClient)}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
