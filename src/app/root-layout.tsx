import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

// The simulator panel (demo credentials, MFA code, fault switches) exists only in simulator builds.
const SimulatorLauncher = __SIMULATOR_MODE__ !== 'off' ? lazy(() => import('../features/simulator/components/simulator-launcher')) : null;

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {SimulatorLauncher && (
        <Suspense fallback={null}>
          <SimulatorLauncher />
        </Suspense>
      )}
    </>
  );
}
