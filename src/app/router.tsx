import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { nextTask } from '../lib/next-task';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every page is a lazily loaded route module exporting `Component`; when it needs data, a separate small module
 * (`routes/<page>.data.ts`) exports its `loader` (which fills the React Query cache; pages then read the same
 * queries) and `shouldRevalidate`. The two load in parallel, so a page's requests start at navigation rather
 * than after the page's code (react-router's lazy object form).
 */
type RouteModule = Promise<Partial<Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate' | 'middleware'>>>;

function page(
  component: () => RouteModule,
  data?: () => RouteModule,
  { revalidates = false, middleware = false } = {},
): RouteObject['lazy'] {
  return {
    // Middleware runs before every loader of the route and its children (loaders themselves run in parallel).
    ...(data && middleware && { middleware: async () => (await data()).middleware }),
    ...(data && { loader: async () => (await data()).loader }),
    ...(data && revalidates && { shouldRevalidate: async () => (await data()).shouldRevalidate }),
    // The router starts every lazy property of the matched routes in one pass, and each import() asks for its
    // chunks at once; on a phone's few connections the first asked arrive first. The page's code (20-odd chunks)
    // waits a task, so the data modules (a few small chunks) are asked for first and the requests start sooner;
    // and asking for 40-odd files (a link element each) is two tasks, not one long one.
    Component: async () => {
      await nextTask();
      return (await component()).Component;
    },
  };
}

/**
 * Unprefixed addresses (bookmarks from before the workspace was in the URL): into the current workspace. A new
 * object per route, for the reason given at createRoutes.
 */
const legacyPath = (): RouteObject['lazy'] => ({
  loader: async () => (await import('./routes/legacy-path.data')).loader,
});

/** A profile's page: its header, and under it one route per section (details, events, purchases, documents). */
function profileRoute(): RouteObject {
  return {
    path: 'profiles/:id',
    handle: { title: 'Profile' },
    lazy: page(
      () => import('./routes/profile-detail'),
      () => import('./routes/profile-detail.data'),
    ),
    children: [
      {
        // A section's error shows under the profile's header, which stays usable.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            lazy: page(
              () => import('./routes/profile-details'),
              () => import('./routes/profile-details.data'),
            ),
          },
          {
            path: 'events',
            handle: { title: 'Events' },
            lazy: page(
              () => import('./routes/profile-events'),
              () => import('./routes/profile-events.data'),
              { revalidates: true },
            ),
          },
          {
            path: 'purchases',
            handle: { title: 'Purchases' },
            lazy: page(
              () => import('./routes/profile-purchases'),
              () => import('./routes/profile-purchases.data'),
            ),
          },
          {
            path: 'documents',
            handle: { title: 'Documents' },
            lazy: page(
              () => import('./routes/profile-documents'),
              () => import('./routes/profile-documents.data'),
            ),
          },
        ],
      },
    ],
  };
}

/**
 * The route tree, built anew for each router: react-router clears a lazy object's functions once they have
 * loaded, so two routers sharing one tree (tests render many) would find the second one's pages gone.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          path: 'sign-in',
          handle: { title: 'Sign in' },
          lazy: page(
            () => import('./routes/sign-in'),
            () => import('./routes/sign-in.data'),
          ),
        },
        {
          path: 'workspaces',
          handle: { title: 'Choose a workspace' },
          lazy: page(
            () => import('./routes/workspaces'),
            () => import('./routes/workspaces.data'),
          ),
        },
        // Every page of a workspace sits under its guid (docs/decisions/0055-workspace-in-the-url.md); build
        // links to them with appPath (src/lib/app-path.ts). The shell's middleware enters the URL's workspace.
        {
          id: 'shell',
          path: 'w/:workspace',
          lazy: page(
            () => import('./routes/shell'),
            () => import('./routes/workspace-guard.data'),
            { middleware: true },
          ),
          children: [
            {
              // Errors of a page show inside the shell, so the header and navigation stay usable.
              ErrorBoundary: RouteErrorBoundary,
              children: [
                {
                  index: true,
                  handle: { title: 'Overview' },
                  lazy: page(
                    () => import('./routes/overview'),
                    () => import('./routes/overview.data'),
                  ),
                },
                {
                  path: 'profiles',
                  handle: { title: 'Profiles' },
                  lazy: page(
                    () => import('./routes/profiles'),
                    () => import('./routes/profiles.data'),
                    { revalidates: true },
                  ),
                },
                {
                  path: 'profiles/new',
                  handle: { title: 'New profile' },
                  lazy: page(
                    () => import('./routes/profile-new'),
                    () => import('./routes/workspace-guard.data'),
                  ),
                },
                {
                  path: 'profiles/jobs',
                  handle: { title: 'Bulk jobs' },
                  // No data module: the journal is this browser's (IndexedDB), read by the page itself, so every
                  // page's data chunk does not carry its store.
                  lazy: page(
                    () => import('./routes/profile-jobs'),
                    () => import('./routes/workspace-guard.data'),
                  ),
                },
                {
                  path: 'profiles/import',
                  handle: { title: 'Import profiles' },
                  lazy: page(
                    () => import('./routes/profile-import'),
                    () => import('./routes/workspace-guard.data'),
                  ),
                },
                profileRoute(),
                {
                  path: 'events',
                  handle: { title: 'Events' },
                  lazy: page(
                    () => import('./routes/events'),
                    () => import('./routes/events.data'),
                  ),
                },
                {
                  path: 'documents',
                  handle: { title: 'Documents' },
                  lazy: page(
                    () => import('./routes/documents'),
                    () => import('./routes/documents.data'),
                    { revalidates: true },
                  ),
                },
                {
                  path: 'documents/placements',
                  handle: { title: 'Placements' },
                  lazy: page(
                    () => import('./routes/document-placements'),
                    () => import('./routes/document-placements.data'),
                  ),
                },
                {
                  path: 'documents/:id',
                  handle: { title: 'Document' },
                  lazy: page(
                    () => import('./routes/document-editor'),
                    () => import('./routes/document-editor.data'),
                  ),
                },
                {
                  path: 'documents/:id/wall',
                  handle: { title: 'Audience wall' },
                  lazy: page(
                    () => import('./routes/document-wall'),
                    () => import('./routes/document-wall.data'),
                  ),
                },
                {
                  path: 'search',
                  handle: { title: 'Search' },
                  lazy: page(
                    () => import('./routes/search'),
                    () => import('./routes/search.data'),
                    { revalidates: true },
                  ),
                },
                {
                  path: 'relevance',
                  handle: { title: 'Relevance' },
                  lazy: page(
                    () => import('./routes/relevance'),
                    // Suites belong to an index: the page starts from the playground's index listing, loaded alike.
                    () => import('./routes/search.data'),
                    { revalidates: true },
                  ),
                },
                { path: '*', handle: { title: 'Page not found' }, lazy: page(() => import('./routes/not-found')) },
              ],
            },
          ],
        },
        { index: true, lazy: legacyPath() },
        { path: '*', lazy: legacyPath() },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
