import { lazy, Suspense } from 'react';
import { ErrorPageFrame } from '../components/error-page-frame';
import { ReloadPrompt } from '../components/reload-prompt';

/** When even the error page cannot be downloaded (offline), say so from what is already loaded. */
function DownloadFailedPage() {
  return (
    <ErrorPageFrame title="This page could not be shown">
      <ReloadPrompt />
    </ErrorPageFrame>
  );
}

// The error page loads only when an error happens: it is not worth a byte on a sign-in page that works.
// Its own download failing must not leave a blank page.
const RouteErrorPage = lazy(() =>
  import('../components/route-error-page').then(
    (module) => ({ default: module.RouteErrorPage }),
    () => ({ default: DownloadFailedPage }),
  ),
);

export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
