import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { downloadText } from '../../../lib/download';
import { exportProfiles } from '../api/export-profiles';
import type { ProfileListParams } from '../model/list-params';

/** Exports the filtered listing, every page of it, to CSV, with progress and cancel. */
export function ExportButton({ params, totalCount }: { params: ProfileListParams; totalCount: number }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    controller.current = new AbortController();
    setError(null);
    setProgress({ done: 0, total: totalCount });
    try {
      const csv = await exportProfiles(
        params,
        (done, total) => setProgress({ done, total }),
        controller.current.signal,
      );
      if (!controller.current.signal.aborted) {
        downloadText(`profiles-${new Date().toISOString().slice(0, 10)}.csv`, csv);
        setProgress(null);
      }
    } catch (failure) {
      if (!controller.current.signal.aborted) setError(failure);
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setProgress(null);
    setError(null);
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void run()}
        disabled={totalCount === 0}
      >
        Export CSV
      </Button>
      <Modal
        opened={progress !== null || error !== null}
        onClose={cancel}
        title="Exporting profiles"
        closeOnClickOutside={false}
      >
        <Stack>
          {error !== null ? (
            <ErrorState error={error} onRetry={() => void run()} />
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
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
