import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { lazyOptional } from '../lib/lazy-optional';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { useRouteDocumentTitle } from './shell/use-route-document-title';

// The simulator panel (demo credentials, MFA code, fault switches) exists only in simulator builds. Its button
// loads after the page has shown; offline, the page goes on without it (lazyOptional).
const SimulatorLauncher =
  __SIMULATOR_MODE__ !== 'off'
    ? lazyOptional(async () => (await import('../features/simulator/components/simulator-launcher')).default)
    : null;

export function RootLayout() {
  useRouteDocumentTitle();
  const painted = useAfterFirstPaint();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {SimulatorLauncher && painted && (
        <Suspense fallback={null}>
          <SimulatorLauncher />
        </Suspense>
      )}
    </>
  );
}
