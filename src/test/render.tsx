import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '../components/theme-provider';

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
  // Mantine's select scrolls its chosen option into view when it opens; jsdom has no scrolling.
  Element.prototype.scrollIntoView ??= () => {};
}

/** Renders routes in a memory router inside Mantine, starting at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
): { router: ReturnType<typeof createMemoryRouter> } & ReturnType<typeof render> {
  installDomShims();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { router, ...result };
}

export function renderWithMantine(ui: ReactElement) {
  installDomShims();
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}
