import { Button, Dialog } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ReloadPrompt } from '../../../components/reload-prompt';
import { onSimulatorPanelRequest } from '../../../lib/simulator-panel';
import classes from './simulator-launcher.module.css';

// The panel (tables, inputs, a drawer, React Query) loads on first use, so simulator builds start as light
// as production ones.
const SimulatorPanel = lazy(() => import('./simulator-panel'));

/** The "Simulator" button of simulator builds; also opened by the sign-in page's link. */
export default function SimulatorLauncher() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(
    () =>
      onSimulatorPanelRequest(() => {
        setRequested(true);
        setOpened(true);
      }),
    [],
  );

  return (
    <>
      <Button
        className={classes.launcher}
        size="xs"
        variant="default"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        Simulator
      </Button>
      {requested && (
        // A panel that cannot be downloaded says so in a corner; the page under it stays as it was.
        <ErrorBoundary
          fallbackRender={() => (
            <Dialog opened={opened} withCloseButton onClose={() => setOpened(false)} aria-label="Simulator panel">
              <ReloadPrompt />
            </Dialog>
          )}
        >
          <Suspense fallback={null}>
            <SimulatorPanel opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
