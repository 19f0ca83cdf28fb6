import { Outlet, ScrollRestoration } from 'react-router';
import { lazyAfterFirstPaint } from '../lib/after-content';
import { useFocusAfterNavigation } from './shell/use-focus-after-navigation';
import { useRouteDocumentTitle } from './shell/use-route-document-title';

// The simulator panel (demo credentials, MFA code, fault switches) exists only in simulator builds. Its button
// loads after the page has shown; offline, the page goes on without it (lazyAfterFirstPaint).
const SimulatorLauncher =
  __SIMULATOR_MODE__ !== 'off'
    ? lazyAfterFirstPaint(async () => (await import('../features/simulator/components/simulator-launcher')).default)
    : null;

export function RootLayout() {
  useRouteDocumentTitle();
  useFocusAfterNavigation();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {SimulatorLauncher && <SimulatorLauncher />}
    </>
  );
}
