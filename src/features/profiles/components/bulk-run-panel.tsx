import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/router-link';
import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { appPath } from '../../../lib/app-path';
import { missingPermissionDetail, missingPermissionSentence } from '../../../lib/permission-words';
import { countsOf } from '../model/bulk-counts';
import type { JobState } from '../model/bulk-job';
import { jobVerdict } from '../model/bulk-words';
import type { RunView } from '../hooks/use-bulk-run';

const n = (value: number) => value.toLocaleString('en');
/** Failures listed by profile in the drawer; the jobs page's export holds them all. */
const FAILURES_SHOWN = 20;

/** "sent 6,000 / 11,902 · applied 5,400 (verified) · failed 3" (`planned`: what the dry run said will change). */
export function progressLine(job: JobState, planned: number): string {
  const c = countsOf(job);
  return `sent ${n(c.sent)} / ${n(planned)} · applied ${n(c.applied)} (verified) · failed ${n(c.failed)}`;
}

/** A stop's reason in words; a missing permission is named in words, its constant on a detail line. */
function stopReason(job: JobState): { words: string; detail: string } | null {
  if (job.permission)
    return { words: missingPermissionSentence([job.permission]), detail: missingPermissionDetail([job.permission]) };
  return null;
}

export interface BulkRunPanelProps {
  view: RunView;
  planned: number;
  failure: unknown;
  asked: 'pause' | 'cancel' | null;
  onPause: () => void;
  onCancel: () => void;
  onResume: () => void;
}

/** The run: one status region with the figures, Pause and Cancel between chunks, then the verdict and failures. */
export function BulkRunPanel({ view, planned, failure, asked, onPause, onCancel, onResume }: BulkRunPanelProps) {
  const { job } = view.record;
  const finished = view.phase === 'finished';
  const failures = Object.values(job.entries).filter((e) => e.outcome === 'failed');
  const reason = stopReason(job);
  const status =
    view.phase === 'sending'
      ? asked === 'pause'
        ? 'Pausing after this chunk… '
        : asked === 'cancel'
          ? 'Cancelling after this chunk… '
          : 'Sending… '
      : view.phase === 'verifying'
        ? 'Checking that the service applied the changes… '
        : '';
  return (
    <LiteStack gap="xs" component="section" aria-label="The run">
      {finished && (
        <LiteTitle order={3} size="h5">
          {jobVerdict(job)}
        </LiteTitle>
      )}
      <LiteText size="sm" role="status" data-testid="bulk-run-status">
        {status}
        {progressLine(job, planned)}
      </LiteText>
      {reason && job.state === 'stopped' && (
        <>
          <LiteText size="sm">{reason.words}</LiteText>
          <LiteText size="xs" c="dimmed">
            {reason.detail}
          </LiteText>
        </>
      )}
      {failure !== null && <ErrorState error={failure} title="The job stopped" />}
      {failures.length > 0 && (
        <ul aria-label="Failed profiles" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {failures.slice(0, FAILURES_SHOWN).map((entry) => (
            <li key={entry.clientId}>
              <LiteText size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
                Profile {entry.clientId}
                {entry.field ? ` · ${entry.field}` : ''}: {entry.reason}
              </LiteText>
            </li>
          ))}
        </ul>
      )}
      {failures.length > FAILURES_SHOWN && (
        <LiteText size="sm" c="dimmed">
          And {n(failures.length - FAILURES_SHOWN)} more: the journal exported from the jobs page lists them all.
        </LiteText>
      )}
      <LiteGroup gap="xs">
        {view.phase === 'sending' && (
          <>
            <LiteButton
              variant="default"
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              disabled={asked !== null}
              onClick={onPause}
            >
              Pause
            </LiteButton>
            <LiteButton
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={asked !== null}
              onClick={onCancel}
            >
              Cancel
            </LiteButton>
          </>
        )}
        {finished && (job.state === 'paused' || failure !== null) && (
          <LiteButton leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onResume}>
            Resume
          </LiteButton>
        )}
      </LiteGroup>
      <LiteText size="sm">
        <Link to={appPath(`/profiles/jobs#job-${view.record.id}`)}>This job on the jobs page</Link> (undo, journal)
      </LiteText>
    </LiteStack>
  );
}
