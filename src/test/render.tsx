import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';

/** jsdom lacks these; Mantine uses them. */
export function installDomShims() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders routes in a memory router inside Mantine, starting at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
): { router: ReturnType<typeof createMemoryRouter> } & ReturnType<typeof render> {
  installDomShims();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...result };
}

export function renderWithMantine(ui: ReactElement) {
  installDomShims();
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {ui}
    </MantineProvider>,
  );
}
