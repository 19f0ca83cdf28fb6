import { AppShell, Burger, Group, Kbd, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { WorkspaceSwitcher } from '../../features/workspaces/components/workspace-switcher';
import { useSession } from '../../lib/use-session';
import { ColorSchemeMenu } from './color-scheme-menu';
import { visibleSections } from './navigation';
import { UserMenu } from './user-menu';
import classes from './app-layout.module.css';
import { appPath, pathInWorkspace } from '../../lib/app-path';

// The command palette (Spotlight and its list, modal and styles) loads after the page, not before it: opening it
// early only records "open" in Spotlight's store, which the palette reads when it mounts. So the shortcut lives
// here, not in the palette: Ctrl+K pressed before the palette's code has arrived still opens it.
const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }));

export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  useHotkeys([['mod+K', () => spotlight.open()]]);
  const current = useSession();
  const here = pathInWorkspace(useLocation().pathname);
  const sections = visibleSections(current?.consumer?.authorities ?? []);
  // A page's data loads before the page shows: say so at the top while it does.
  const loading = useNavigation().state === 'loading';

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {loading && <div className={classes.loadingBar} role="progressbar" aria-label="Loading page" />}
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} visibleFrom="xs">
              CDP
            </Text>
            <WorkspaceSwitcher />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <UnstyledButton
              className={classes.search}
              onClick={() => spotlight.open()}
              aria-label="Open command palette (Ctrl+K)"
            >
              <Group gap="xs" wrap="nowrap">
                <IconSearch size={16} aria-hidden />
                <Text size="sm" visibleFrom="md">
                  Search
                </Text>
                <Kbd size="xs" visibleFrom="md">
                  Ctrl + K
                </Kbd>
              </Group>
            </UnstyledButton>
            <ColorSchemeMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Sections">
        {sections.map((section) => (
          <NavLink
            key={section.path}
            component={RouterNavLink}
            to={appPath(section.path)}
            end={section.path === '/'}
            label={section.label}
            leftSection={<section.icon size={18} aria-hidden />}
            active={section.path === '/' ? here === '/' : here.startsWith(section.path)}
            onClick={closeNav}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <Suspense fallback={null}>
        <CommandPalette />
      </Suspense>
    </AppShell>
  );
}
