import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { session } from '../../../lib/api';

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

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text size="sm">You have unsaved changes ({summary}). If you leave now they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay and keep editing
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave();
            dirtyRef.current = false;
            blocker.proceed?.();
          }}
        >
          Leave and discard changes
        </Button>
      </Group>
    </Modal>
  );
}
