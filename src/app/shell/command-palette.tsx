import { useMantineColorScheme } from '@mantine/core';
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconLogout, IconMoon, IconSearch, IconSun, IconSwitchHorizontal } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth/session-actions';
import { useSession } from '../../lib/use-session';
import { visibleSections } from './navigation';

/** Ctrl/Cmd+K: go to any section, switch workspace, change colour scheme, sign out. */
export function CommandPalette() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession();
  const { setColorScheme } = useMantineColorScheme();

  const actions: SpotlightActionData[] = [
    ...visibleSections(current?.consumer?.authorities ?? []).map((section) => ({
      id: `go:${section.path}`,
      group: 'Go to',
      label: section.label,
      description: section.description,
      keywords: section.keywords,
      leftSection: <section.icon size={20} aria-hidden />,
      onClick: () => void navigate(section.path),
    })),
    {
      id: 'workspace:switch',
      group: 'Workspace',
      label: 'Switch workspace',
      description: 'Choose another workspace',
      leftSection: <IconSwitchHorizontal size={20} aria-hidden />,
      onClick: () => void navigate('/workspaces'),
    },
    {
      id: 'scheme:light',
      group: 'Preferences',
      label: 'Light colour scheme',
      leftSection: <IconSun size={20} aria-hidden />,
      onClick: () => setColorScheme('light'),
    },
    {
      id: 'scheme:dark',
      group: 'Preferences',
      label: 'Dark colour scheme',
      leftSection: <IconMoon size={20} aria-hidden />,
      onClick: () => setColorScheme('dark'),
    },
    {
      id: 'session:sign-out',
      group: 'Account',
      label: 'Sign out',
      leftSection: <IconLogout size={20} aria-hidden />,
      onClick: () => signOut(queryClient),
    },
  ];

  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K']}
      nothingFound="Nothing found"
      highlightQuery
      limit={12}
      searchProps={{ leftSection: <IconSearch size={20} aria-hidden />, placeholder: 'Go to…', 'aria-label': 'Command palette search' }}
    />
  );
}
