import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { Modal, Progress } from '../../../components/ui/mantine';
import { ErrorState } from '../../../components/error-state';

export interface ExportDialogProps {
  progress: { done: number; total: number } | null;
  error: unknown;
  onRetry: () => void;
  onCancel: () => void;
}

/** The export's progress, or what went wrong, with a retry and a cancel (export-button.tsx loads it when needed). */
export function ExportDialog({ progress, error, onRetry, onCancel }: ExportDialogProps) {
  return (
    <Modal opened onClose={onCancel} title="Exporting profiles" closeOnClickOutside={false}>
      <LiteStack>
        {error !== null ? (
          <ErrorState error={error} onRetry={onRetry} />
        ) : (
          progress && (
            <>
              <Progress
                value={progress.total ? (progress.done / progress.total) * 100 : 0}
                aria-label="Export progress"
              />
              <LiteText size="sm" role="status">
                {progress.done.toLocaleString()} of {progress.total.toLocaleString()} profiles
              </LiteText>
            </>
          )
        )}
        <LiteGroup justify="flex-end">
          <LiteButton variant="default" onClick={onCancel}>
            Cancel
          </LiteButton>
        </LiteGroup>
      </LiteStack>
    </Modal>
  );
}
