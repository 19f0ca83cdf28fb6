import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { session } from '../../../lib/api';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useOnceTrue } from '../../../lib/on-first-use';
import type { LeaveDialogProps } from './leave-dialog';

/**
 * Until the dialog's code is there (a restored draft makes the form dirty from its first paint), or when it cannot be
 * downloaded, the browser's own confirmation asks the same question: a blocked navigation always gets an answer.
 */
function ConfirmLeaving({ opened, ...answer }: LeaveDialogProps) {
  // Asked once per blocked navigation, whatever renders in between.
  const latest = useRef(answer);
  useEffect(() => {
    latest.current = answer;
  });
  useEffect(() => {
    if (!opened) return;
    const { summary, onStay, onLeave } = latest.current;
    if (window.confirm(`You have unsaved changes (${summary}). Leave and discard them?`)) onLeave();
    else onStay();
  }, [opened]);
  return null;
}

// Mantine's Modal (`ui-modal`) is downloaded, and the dialog mounted, once something was typed: leaving is blocked
// only then (decision 0130). A restored draft makes the form changed from its first paint: the dialog then arrives
// after the page has shown.
const LeaveDialog = lazyAfterFirstPaint(async () => (await import('./leave-dialog')).LeaveDialog, ConfirmLeaving);

interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** What is unsaved, in words (shown in the dialog). */
  summary: string;
  /** Called when the person chooses to leave anyway (drop the draft). */
  onLeave(): void;
}

/**
 * Asks before leaving with unsaved changes: in-app links and the browser's back button (react-router's
 * blocker), and reloads or closing the tab (the browser's own beforeunload prompt). Being sent to sign-in
 * because the session ended is never blocked: the draft is kept and comes back after signing in.
 */
export function UnsavedChangesGuard({ dirty, summary, onLeave }: UnsavedChangesGuardProps) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== '/sign-in' &&
      // The document's own wall renders the draft, and coming back restores it: nothing is lost (decision 0178).
      nextLocation.pathname !== `${currentLocation.pathname.replace(/\/$/, '')}/wall` &&
      session.get() !== null &&
      // Leaving because the document was just deleted: there is nothing left to save.
      !(nextLocation.state as { deleted?: string } | null)?.deleted,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const needed = useOnceTrue(dirty || blocked);
  if (!needed) return null;
  return (
    <LeaveDialog
      opened={blocked}
      summary={summary}
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        onLeave();
        dirtyRef.current = false;
        blocker.proceed?.();
      }}
    />
  );
}
