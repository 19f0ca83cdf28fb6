import { IconFlask } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { IconHeaderButton } from '../../../components/header-button';
import { PlainButton } from '../../../components/ui/plain';
import { ReloadPrompt } from '../../../components/reload-prompt';
import {
  getSimulatorButtonSlot,
  onSimulatorPanelRequest,
  subscribeSimulatorButtonSlot,
} from '../../../lib/simulator-panel';
import classes from './simulator-launcher.module.css';

// The panel (tables, inputs, a drawer, React Query) and Mantine's theme around it load on first use: its own theme
// provider, since it also shows on the sign-in page, which has none (src/components/theme-provider.tsx).
const SimulatorPanel = lazy(async () => {
  const [{ ThemeProvider }, { default: Panel }] = await Promise.all([
    import('../../../components/theme-provider'),
    import('./simulator-panel'),
  ]);
  return {
    default: function ThemedSimulatorPanel(props: { opened: boolean; onClose: () => void }) {
      return (
        <ThemeProvider>
          <Panel {...props} />
        </ThemeProvider>
      );
    },
  };
});

const hint = 'Simulator: demo accounts, MFA codes, faults';

/**
 * The "Simulator" button of simulator builds; also opened by the sign-in page's link. It never floats over a
 * page (it once covered "Clear filters" and "Undo changes"): in the shell it is an icon in the header's slot,
 * elsewhere a button in the page's flow, after the page. Plain elements, drawn as the header's other buttons: a page
 * loads no Mantine code for it until the panel is asked for (decision 0130).
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

  return (
    <>
      {slot ? (
        createPortal(
          <IconHeaderButton aria-label="Simulator" title={hint} onClick={open}>
            <IconFlask size={18} aria-hidden />
          </IconHeaderButton>,
          slot,
        )
      ) : (
        <footer className={classes.footer}>
          <PlainButton size="xs" variant="default" title={hint} onClick={open}>
            <IconFlask size={14} aria-hidden />
            Simulator
          </PlainButton>
        </footer>
      )}
      {requested && (
        // A panel that cannot be downloaded says so in a corner; the page under it stays as it was.
        <ErrorBoundary
          fallbackRender={() =>
            opened && (
              <div className={classes.failed} role="dialog" aria-label="Simulator panel">
                <ReloadPrompt />
                <PlainButton size="xs" variant="default" onClick={() => setOpened(false)}>
                  Close
                </PlainButton>
              </div>
            )
          }
        >
          <Suspense fallback={null}>
            <SimulatorPanel opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
