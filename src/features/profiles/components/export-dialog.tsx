import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
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
      <Stack>
        {error !== null ? (
          <ErrorState error={error} onRetry={onRetry} />
        ) : (
          progress && (
            <>
              <Progress
                value={progress.total ? (progress.done / progress.total) * 100 : 0}
                aria-label="Export progress"
              />
              <Text size="sm" role="status">
                {progress.done.toLocaleString()} of {progress.total.toLocaleString()} profiles
              </Text>
            </>
          )
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
