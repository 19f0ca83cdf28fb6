import { ActionIcon, Button, Dialog, Tooltip } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { ThemeProvider } from '../../../components/theme-provider';
import { ReloadPrompt } from '../../../components/reload-prompt';
import {
  getSimulatorButtonSlot,
  onSimulatorPanelRequest,
  subscribeSimulatorButtonSlot,
} from '../../../lib/simulator-panel';
import classes from './simulator-launcher.module.css';

// The panel (tables, inputs, a drawer, React Query) loads on first use, so simulator builds start as light
// as production ones.
const SimulatorPanel = lazy(() => import('./simulator-panel'));

/**
 * The "Simulator" button of simulator builds; also opened by the sign-in page's link. It never floats over a
 * page (it once covered "Clear filters" and "Undo changes"): in the shell it is an icon in the header's slot,
 * elsewhere a button in the page's flow, after the page.
 */
export default function SimulatorLauncher() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const slot = useSyncExternalStore(subscribeSimulatorButtonSlot, getSimulatorButtonSlot, getSimulatorButtonSlot);

  useEffect(
    () =>
      onSimulatorPanelRequest(() => {
        setRequested(true);
        setOpened(true);
      }),
    [],
  );

  const open = () => {
    setRequested(true);
    setOpened(true);
  };

  // Its own theme provider: it also shows on the sign-in page, which has none (src/components/theme-provider.tsx).
  return (
    <ThemeProvider>
      {slot ? (
        createPortal(
          <Tooltip label="Simulator: demo accounts, MFA codes, faults" withArrow>
            <ActionIcon variant="default" size="lg" aria-label="Simulator" onClick={open}>
              <IconFlask size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>,
          slot,
        )
      ) : (
        <footer className={classes.footer}>
          <Button size="xs" variant="default" leftSection={<IconFlask size={14} aria-hidden />} onClick={open}>
            Simulator
          </Button>
        </footer>
      )}
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
    </ThemeProvider>
  );
}
