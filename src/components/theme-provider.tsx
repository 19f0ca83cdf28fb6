import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
} from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

const getRootElement = () => document.documentElement;

/**
 * Mantine with the app's theme, around whatever draws Mantine components: the signed-in pages
 * (src/app/signed-in-providers.tsx), the MFA step, the error page and the simulator's panel. The sign-in page and the
 * loading state draw without it (docs/decisions/0108-public-pages-without-mantine.md). Providers may nest (an error
 * page inside the shell): each reads the same stored colour scheme.
 *
 * What `MantineProvider` does, less the two style elements it writes: the theme's CSS variables and Mantine's
 * responsive classes are in the start-up stylesheet, rendered by Mantine at build time (build/theme-stylesheet.ts).
 * Composed from Mantine's own parts (its context, theme provider and colour-scheme hook), so that the code that
 * computes those styles at run time (some 3 KB gzipped) is not in every signed-in page's first download
 * (docs/decisions/0119-lighter-signed-in-start.md).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // One manager per provider, as MantineProvider has: each subscribes to the stored scheme's changes on its own.
  const [manager] = useState(() => localStorageColorSchemeManager());
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    manager,
    defaultColorScheme: 'auto',
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesResolver,
      cssVariablesSelector: ':root',
      withStaticClasses: true,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
