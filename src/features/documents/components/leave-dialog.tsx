import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { Modal } from '../../../components/ui/mantine';

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
      <LiteText size="sm">You have unsaved changes ({summary}). If you leave now they are lost.</LiteText>
      <LiteGroup justify="flex-end" mt="lg">
        <LiteButton variant="default" onClick={onStay} data-autofocus>
          Stay and keep editing
        </LiteButton>
        <LiteButton color="red" onClick={onLeave}>
          Leave and discard changes
        </LiteButton>
      </LiteGroup>
    </Modal>
  );
}
