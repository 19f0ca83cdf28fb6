import { Button, Group, Modal, Text } from '@mantine/core';

export interface LeaveDialogProps {
  opened: boolean;
  /** What is unsaved, in words. */
  summary: string;
  onStay(): void;
  onLeave(): void;
}

/** "Leave without saving?", asked by UnsavedChangesGuard. */
export function LeaveDialog({ opened, summary, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave without saving?" centered>
      <Text size="sm">You have unsaved changes ({summary}). If you leave now they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay and keep editing
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave and discard changes
        </Button>
      </Group>
    </Modal>
  );
}
