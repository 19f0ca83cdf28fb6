import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router's provider, and `onFirstPage` once the router has loaded the first page. It listens to the router only
 * after RouterProvider does: the router keeps its first page for a late first listener, but for none once another
 * has heard it. A listener of ours attached before the first render (which yields to the browser in slices) heard
 * the router get ready between RouterProvider's render and its subscription, and the page stayed on "Loading…".
 */
function AppRouterProvider({ router, onFirstPage }: { router: AppRouter; onFirstPage: () => void }) {
  // A passive effect: it runs after RouterProvider's layout effect has subscribed.
  useEffect(() => {
    if (router.state.initialized) {
      onFirstPage();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      onFirstPage();
    });
    return stop;
  }, [router, onFirstPage]);
  return <RouterProvider router={router} />;
}

/**
 * Renders the app into `container`. A transition: the first render (React's code running, and compiled, for the
 * first time) yields to the browser in slices instead of one long task, while index.html's loading state shows
 * (docs/decisions/0132-post-content-work-in-short-tasks.md).
 */
export function mountApp(container: HTMLElement, router: AppRouter, onFirstPage: () => void) {
  const root = createRoot(container);
  // Once, although StrictMode runs the effect twice.
  let told = false;
  const tellFirstPage = () => {
    if (told) return;
    told = true;
    onFirstPage();
  };
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRouterProvider router={router} onFirstPage={tellFirstPage} />
      </StrictMode>,
    ),
  );
  return root;
}
