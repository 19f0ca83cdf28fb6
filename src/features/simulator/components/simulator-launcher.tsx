import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './simulator-launcher.module.css';

// The panel (tables, inputs, a drawer, React Query) loads on first use, so simulator builds start as light
// as production ones.
const SimulatorPanel = lazy(() => import('./simulator-panel'));

/** The "Simulator" button of simulator builds; also opened by the sign-in page's link. */
export default function SimulatorLauncher() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const open = () => {
      setRequested(true);
      setOpened(true);
    };
    window.addEventListener('simulator-panel:open', open);
    return () => window.removeEventListener('simulator-panel:open', open);
  }, []);

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
        <Suspense fallback={null}>
          <SimulatorPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
