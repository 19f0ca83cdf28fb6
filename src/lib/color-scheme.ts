import { colorSchemeKey, loadColorSchemePreference } from './preferences';

/** The scheme to draw in: the stored choice, or the system's when the choice is "auto" or none was made. */
export function resolvedColorScheme(stored: string | null, systemPrefersDark: boolean): 'light' | 'dark' {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * Sets `data-mantine-color-scheme` on <html> from the person's choice, and again when the system's scheme or the
 * choice (in another tab) changes: what `MantineProvider` does, for the pages drawn before any Mantine code loads
 * (sign-in, the loading state). Once a provider mounts it does the same from the same stored choice, so the two
 * never disagree.
 */
export function followColorScheme(root: HTMLElement = document.documentElement) {
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () =>
    root.setAttribute(
      'data-mantine-color-scheme',
      resolvedColorScheme(loadColorSchemePreference(), systemDark.matches),
    );
  apply();
  systemDark.addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === colorSchemeKey) apply();
  });
}
