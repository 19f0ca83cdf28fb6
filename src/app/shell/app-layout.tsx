import { Box, Burger, Group, Kbd, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useMediaQuery } from '../../lib/use-media-query';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { ProductMark } from '../../components/product-mark';
import { WorkspaceSwitcher } from '../../features/workspaces/components/workspace-switcher';
import { productName } from '../../lib/document-title';
import { setSimulatorButtonSlot } from '../../lib/simulator-panel';
import { useSession } from '../../lib/use-session';
import { lazyAfterFirstPaint } from '../../lib/lazy-after-first-paint';
import { ColorSchemeMenu } from './color-scheme-menu';
import { visibleSections } from './navigation';
import { UserMenu } from './user-menu';
import classes from './app-layout.module.css';
import { appPath, pathInWorkspace } from '../../lib/app-path';

// The command palette (Spotlight and its list, modal and styles) loads after the page has shown: opening it
// early only records "open" in Spotlight's store, which the palette reads when it mounts. So the shortcut lives
// here, not in the palette: Ctrl+K pressed before the palette's code has arrived still opens it. Offline, the page
// goes on without it (lazyAfterFirstPaint).
const CommandPalette = lazyAfterFirstPaint(async () => (await import('./command-palette')).CommandPalette);

export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  // Below Mantine's `sm` the navigation is a drawer under the header: while closed it is out of sight, so it
  // is also out of the keyboard's reach (inert), and Escape closes it.
  const phone = useMediaQuery('(max-width: 47.99em)');
  useHotkeys([
    ['mod+K', () => spotlight.open()],
    ['Escape', () => navOpened && closeNav()],
  ]);
  const current = useSession();
  const here = pathInWorkspace(useLocation().pathname);
  const sections = visibleSections(current?.consumer?.authorities ?? []);
  // A page's data loads before the page shows: say so at the top while it does.
  const loading = useNavigation().state === 'loading';

  // The frame (header, navigation, main) is plain elements and CSS (app-layout.module.css): Mantine's AppShell
  // was 6.6 KB of every page's JavaScript and wrote its media queries into the page as it rendered.
  return (
    <div className={classes.frame}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {loading && <div className={classes.loadingBar} role="progressbar" aria-label="Loading page" />}
      <header className={classes.header}>
        {/* Fits 390 px: the workspace name gives way (ellipsis); the account menu never does. */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" className={classes.start}>
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpened}
              aria-controls="app-navigation"
            />
            <UnstyledButton
              component={Link}
              to={appPath('/')}
              className={classes.home}
              aria-label={`${productName}: overview`}
            >
              <ProductMark size={28} textSize="sm" nameVisibleFrom="lg" />
            </UnstyledButton>
            <Box className={classes.switcher}>
              <WorkspaceSwitcher />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.end}>
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
            {/* The simulator's button (simulator builds) lands here: in the header, never over a page. */}
            <div ref={setSimulatorButtonSlot} className={classes.slot} />
            <Box visibleFrom="sm">
              <ColorSchemeMenu />
            </Box>
            <UserMenu />
          </Group>
        </Group>
      </header>
      <nav
        className={classes.navbar}
        id="app-navigation"
        aria-label="Sections"
        data-opened={navOpened || undefined}
        inert={phone && !navOpened ? true : undefined}
      >
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
      </nav>
      <main className={classes.main} id="main" tabIndex={-1}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <CommandPalette />
    </div>
  );
}
