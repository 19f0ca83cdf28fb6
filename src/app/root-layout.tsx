import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

// The simulator panel (demo credentials, MFA code, fault switches) exists only in simulator builds.
const SimulatorPanel = __SIMULATOR_MODE__ !== 'off' ? lazy(() => import('../features/simulator/components/simulator-panel')) : null;

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {SimulatorPanel && (
        <Suspense fallback={null}>
          <SimulatorPanel />
        </Suspense>
      )}
    </>
  );
}
