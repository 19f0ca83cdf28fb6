import { Menu } from '../../components/ui/mantine';
import { LiteText } from '../../components/ui/lite';
import { useOpenedAfterMount, type IntentOverlayStart } from '../../lib/on-first-use';
import { IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { signOut } from '../../lib/sign-out';
import { ColorSchemeItems } from './color-scheme-menu';
import { AccountButton, useAccountName } from './header-triggers';

/** The account menu (loaded on intent; until then its button stands alone). */
export function UserMenu({ openAtStart, focusAtStart }: IntentOverlayStart) {
  const current = useSession();
  const name = useAccountName();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openedAfterMount = useOpenedAfterMount(openAtStart);
  return (
    <Menu position="bottom-end" withinPortal={false} {...openedAfterMount}>
      <Menu.Target>
        <AccountButton autoFocus={focusAtStart} />
      </Menu.Target>
      {/* Narrow screens: at most the viewport's width, less its margins; the label's lines wrap. */}
      <Menu.Dropdown maw="calc(100vw - 16px)">
        <Menu.Label>
          <LiteText size="sm" fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </LiteText>
          <LiteText size="xs" style={{ overflowWrap: 'anywhere' }}>
            {current?.username}
          </LiteText>
          {current?.consumer?.roles && <LiteText size="xs">Role: {current.consumer.roles}</LiteText>}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
          onClick={() => void navigate('/workspaces')}
        >
          All workspaces
        </Menu.Item>
        {/* The header's colour scheme button has no room on a phone: the choice is here as well. */}
        <Menu.Divider />
        <ColorSchemeItems />
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut(queryClient)}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
