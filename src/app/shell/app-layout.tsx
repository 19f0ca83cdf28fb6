import { useMediaQuery } from '../../lib/use-media-query';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Link } from '../../components/router-link';
import { FullPageLoader } from '../../components/full-page-loader';
import { ProductMark } from '../../components/product-mark';
import { WorkspaceSwitcherButton } from '../../features/workspaces/components/workspace-switcher-button';
import { productName } from '../../lib/document-title';
import { setSimulatorButtonSlot } from '../../lib/simulator-panel';
import { useSession } from '../../lib/use-session';
import { keyBelongsToField } from '../../lib/key-target';
import { lazyAfterFirstPaint, whenContentShown } from '../../lib/after-content';
import { overlayOnIntent } from '../../lib/on-first-use';
import { AccountButton, ColorSchemeButton } from './header-triggers';
import { openPalette, paletteDemand } from './palette-opener';
import { visibleSections } from './navigation';
import classes from './app-layout.module.css';
import { appPath, pathInWorkspace } from '../../lib/app-path';

// The command palette (Spotlight and its list, modal and styles) is downloaded when the person points at or
// focuses its button, and mounted the first time it is asked for (palette-opener.ts): Ctrl+K lives here, not in the
// palette. Offline, the page goes on without it (lazyAfterFirstPaint).
const loadCommandPalette = async () => (await import('./command-palette')).CommandPalette;
const CommandPalette = lazyAfterFirstPaint(loadCommandPalette);

// The header's menus (Mantine's Menu and Popover, floating-ui, the workspace list) load when the person shows the
// intent to use one (points at, focuses or presses its button): their buttons show with the page, drawn the same,
// and a press before the menu arrives opens it as it does (decisions 0114 and 0130). A page that is only read
// never loads, evaluates or mounts them.
const WorkspaceSwitcher = overlayOnIntent(
  async () => (await import('../../features/workspaces/components/workspace-switcher')).WorkspaceSwitcher,
  WorkspaceSwitcherButton,
);
const ColorSchemeMenu = overlayOnIntent(
  async () => (await import('./color-scheme-menu')).ColorSchemeMenu,
  ColorSchemeButton,
);
const UserMenu = overlayOnIntent(async () => (await import('./user-menu')).UserMenu, AccountButton);

/** The palette's button pointed at or focused: its code starts downloading before the press. */
function preloadCommandPalette() {
  loadCommandPalette().catch(() => undefined);
}

/** Ctrl+K (⌘K) opens the command palette; Escape closes the phone's navigation drawer. */
function useShellShortcuts(navOpened: boolean, closeNav: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (keyBelongsToField(event.target, event.ctrlKey || event.metaKey)) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
      } else if (event.key === 'Escape' && navOpened) closeNav();
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, [navOpened, closeNav]);
}

/**
 * How long after the first content the shell asks for the profile editing code: the first content is the page's
 * first large paint, not always its largest (a profile's name comes with its record), and a request made in between
 * competes with the page (decision 0199).
 */
const PROFILE_EDITING_PREFETCH_MS = 1500;

/**
 * The code the profile editing pages share travels in a chunk of its own, not in the first paint of the other pages
 * (decision 0127): asked for a moment after the first page has shown, so that a click on Profiles does not wait
 * for it.
 */
function usePrefetchedProfileEditing() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    void whenContentShown().then(() => {
      if (left) return;
      timer = setTimeout(
        () => void import('../../features/profiles/model/profile-form').catch(() => undefined),
        PROFILE_EDITING_PREFETCH_MS,
      );
    });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, []);
}

export function AppLayout() {
  usePrefetchedProfileEditing();
  const [navOpened, setNavOpened] = useState(false);
  const toggleNav = () => setNavOpened((opened) => !opened);
  const closeNav = useCallback(() => setNavOpened(false), []);
  // Below Mantine's `sm` the navigation is a drawer under the header: while closed it is out of sight, so it
  // is also out of the keyboard's reach (inert), and Escape closes it.
  const phone = useMediaQuery('(max-width: 47.99em)');
  useShellShortcuts(navOpened, closeNav);
  const current = useSession();
  const here = pathInWorkspace(useLocation().pathname);
  const sections = visibleSections(current?.consumer?.authorities ?? []);
  // A page's data loads before the page shows: say so at the top while it does.
  const loading = useNavigation().state === 'loading';
  const paletteWanted = paletteDemand.useWanted();

  // The frame (header, navigation, main) is plain elements and CSS (app-layout.module.css): Mantine's AppShell
  // was 6.6 KB of every page's JavaScript and wrote its media queries into the page as it rendered.
  return (
    <div className={classes.frame}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {loading && <div className={classes.loadingBar} role="progressbar" aria-label="Loading page" />}
      <header className={classes.header}>
        {/* Fits 390 px: the workspace name gives way (ellipsis); the account menu never does. The frame and its
            plain controls are drawn by app-layout.module.css (decision 0114); the menus are Mantine's. */}
        <div className={classes.bar}>
          <div className={classes.start}>
            <button
              type="button"
              className={`${classes.burger} mantine-hidden-from-sm`}
              onClick={toggleNav}
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpened}
              aria-controls="app-navigation"
            >
              <span className={classes.burgerLines} data-opened={navOpened || undefined} />
            </button>
            <Link to={appPath('/')} className={classes.home} aria-label={`${productName}: overview`}>
              <ProductMark size={28} textSize="sm" nameVisibleFrom="lg" />
            </Link>
            <div className={classes.switcher}>
              <WorkspaceSwitcher />
            </div>
          </div>
          <div className={classes.end}>
            <button
              type="button"
              className={classes.search}
              onClick={openPalette}
              onPointerEnter={preloadCommandPalette}
              onFocus={preloadCommandPalette}
              aria-label="Open command palette (Ctrl+K)"
            >
              <IconSearch size={16} aria-hidden />
              <span className={`${classes.searchLabel} mantine-visible-from-md`}>Search</span>
              <kbd className={`${classes.kbd} mantine-visible-from-md`}>Ctrl + K</kbd>
            </button>
            {/* The simulator's button (simulator builds) lands here: in the header, never over a page. */}
            <div ref={setSimulatorButtonSlot} className={classes.slot} />
            <div className="mantine-visible-from-sm">
              <ColorSchemeMenu />
            </div>
            <UserMenu />
          </div>
        </div>
      </header>
      <nav
        className={classes.navbar}
        id="app-navigation"
        aria-label="Sections"
        data-opened={navOpened || undefined}
        inert={phone && !navOpened ? true : undefined}
      >
        {sections.map((section) => {
          const active = section.path === '/' ? here === '/' : here.startsWith(section.path);
          return (
            <Link
              key={section.path}
              to={appPath(section.path)}
              className={classes.navLink}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              onClick={closeNav}
            >
              <section.icon size={18} aria-hidden className={classes.navIcon} />
              <span className={classes.navBody}>
                <span className={classes.navLabel}>{section.label}</span>
              </span>
            </Link>
          );
        })}
      </nav>
      <main className={classes.main} id="main" tabIndex={-1}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {paletteWanted && <CommandPalette />}
    </div>
  );
}
