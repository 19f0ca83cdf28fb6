import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { LiteStack, LiteText } from '../../../components/ui/lite';
import { authorities } from '../../../lib/authorities';
import { isRunningHere, resumeBulkRecord } from '../api/bulk-run';
import type { JournalRecord } from '../model/bulk-journal';
import { progressLine } from './bulk-run-panel';

/**
 * Resume, under a job the journal shows running (its tab went away mid-job) or paused: a chunk that may have gone
 * out is counted as sent and never sent again, the rest goes out, then the job is verified (api/bulk-run.ts). After
 * the jobs page's list, as the page is at its byte budget (docs/performance.md).
 */
export function ResumeJob({ record }: { record: JournalRecord }) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ record: JournalRecord; phase: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (isRunningHere(record.id) && !progress)
    return <LiteText size="sm">Running in this tab: its drawer on the profile list shows its progress.</LiteText>;
  const resume = async () => {
    setFailure(null);
    setProgress({ record, phase: 'Sending… ' });
    try {
      await resumeBulkRecord(client, record, {
        shouldPause: () => false,
        shouldCancel: () => false,
        onProgress: (saved, phase) =>
          setProgress({ record: saved, phase: phase === 'sending' ? 'Sending… ' : 'Checking the changes arrived… ' }),
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setProgress(null);
    }
  };
  const planned = Object.values(record.job.entries).filter((e) => e.outcome !== 'skipped').length;
  return (
    <LiteStack gap="xs">
      <PermissionButton
        permission={authorities.profilesEdit}
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={progress !== null}
        disabled={progress !== null}
        onClick={() => void resume()}
        style={{ alignSelf: 'flex-start' }}
      >
        Resume
      </PermissionButton>
      {progress && (
        <LiteText size="sm" role="status">
          {progress.phase}
          {progressLine(progress.record.job, planned)}
        </LiteText>
      )}
      {failure !== null && <ErrorState error={failure} title="The job stopped again" />}
    </LiteStack>
  );
}
