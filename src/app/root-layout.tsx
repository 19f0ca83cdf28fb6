import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { useRouteDocumentTitle } from './shell/use-route-document-title';

function NoSimulatorLauncher() {
  return null;
}

// The simulator panel (demo credentials, MFA code, fault switches) exists only in simulator builds. If its
// button cannot be downloaded (offline at start-up), the page goes on without it rather than failing. It loads
// after the page has shown.
const SimulatorLauncher =
  __SIMULATOR_MODE__ !== 'off'
    ? lazy<ComponentType>(() =>
        import('../features/simulator/components/simulator-launcher').catch(() => ({ default: NoSimulatorLauncher })),
      )
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
