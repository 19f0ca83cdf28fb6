import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every page is a lazily loaded route module exporting `Component` and, when it needs data, a `loader`
 * that fills the React Query cache (pages then read the same queries).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: 'sign-in', lazy: () => import('./routes/sign-in') },
      { path: 'workspaces', lazy: () => import('./routes/workspaces') },
      {
        id: 'shell',
        lazy: () => import('./routes/shell'),
        children: [
          { index: true, lazy: () => import('./routes/overview') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
