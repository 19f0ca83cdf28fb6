import { lazy, Suspense } from 'react';

// The error page loads only when an error happens: it is not worth a byte on a sign-in page that works.
const RouteErrorPage = lazy(() => import('../components/route-error-page').then((module) => ({ default: module.RouteErrorPage })));

export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
