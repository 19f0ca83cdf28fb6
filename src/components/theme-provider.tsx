import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine with the app's theme, around whatever draws Mantine components: the signed-in pages
 * (src/app/signed-in-providers.tsx), the MFA step, the error page and the simulator's panel. The sign-in page and the
 * loading state draw without it (docs/decisions/0108-public-pages-without-mantine.md). Providers may nest (an error
 * page inside the shell): each reads the same stored colour scheme. The theme's CSS variables and Mantine's responsive
 * classes are in the start-up stylesheet, rendered by Mantine at build time (vite.config.ts, themeStyles), so the
 * provider does not write them into the page again as it renders.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
