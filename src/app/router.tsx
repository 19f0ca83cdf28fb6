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
          {
            // Errors of a page show inside the shell, so the header and navigation stay usable.
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, lazy: () => import('./routes/overview') },
              { path: 'profiles', lazy: () => import('./routes/profiles') },
              { path: 'profiles/new', lazy: () => import('./routes/profile-new') },
              { path: 'profiles/import', lazy: () => import('./routes/profile-import') },
              {
                path: 'profiles/:id',
                lazy: () => import('./routes/profile-detail'),
                children: [
                  {
                    // A section's error shows under the profile's header, which stays usable.
                    ErrorBoundary: RouteErrorBoundary,
                    children: [
                      { index: true, lazy: () => import('./routes/profile-details') },
                      { path: 'events', lazy: () => import('./routes/profile-events') },
                      { path: 'purchases', lazy: () => import('./routes/profile-purchases') },
                      { path: 'documents', lazy: () => import('./routes/profile-documents') },
                    ],
                  },
                ],
              },
              { path: 'events', lazy: () => import('./routes/events') },
              { path: 'documents', lazy: () => import('./routes/documents') },
              { path: 'documents/:id', lazy: () => import('./routes/document-editor') },
              { path: 'search', lazy: () => import('./routes/search') },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
