import { IconArrowBackUp, IconFileExport, IconRefresh } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  LiteAlert,
  LiteGroup,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
  LiteButton,
} from '../../../components/ui/lite';
import { FileDropZone } from '../../../components/file-drop-zone';
import { PageHeader } from '../../../components/page-header';
import { PermissionButton } from '../../../components/permission-button';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import { authorities } from '../../../lib/authorities';
import { formatAbsolute } from '../../../lib/date-format';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useSession } from '../../../lib/use-session';
import { bulkJobsQuery } from '../api/bulk-jobs-query';
import { countsOf, markedIds } from '../model/bulk-counts';
import type { ProfileEntry } from '../model/bulk-job';
import { exportJournal, type JournalRecord } from '../model/bulk-journal';
import { canUndo, deletionVerdict, describeAction, jobStateWords, jobVerdict } from '../model/bulk-words';
import { BackToProfiles } from './back-to-profiles';

/**
 * The jobs' actions (import, undo, check again, and the deletion's in bulk-delete-marked.tsx) with the engine they
 * drive: loaded on first use, as the page lists the journal without them (docs/performance.md).
 */
const jobActions = () => import('../api/bulk-jobs');
// The deletion's form, under a job that marked profiles once their hold is set: after the list of jobs shows.
const DeleteMarked = lazyAfterFirstPaint<{ record: JournalRecord }>(
  async () => (await import('./bulk-delete-marked')).DeleteMarked,
);
// Resume, under a job left running or paused: after the list of jobs shows.
const ResumeJob = lazyAfterFirstPaint<{ record: JournalRecord }>(
  async () => (await import('./bulk-resume-job')).ResumeJob,
);

/** An exported journal of 100,000 profiles is some 30 MB of JSON. */
const maxJournalBytes = 50 * 1024 * 1024;
/** Conflicts listed by name under a job; the export holds them all. */
const CONFLICTS_SHOWN = 20;

/** The bulk jobs of this browser's journal (issue 37): each one's verdict, its figures, undo and the journal. */
export function BulkJobsPage() {
  const ws = useSession()?.workspace?.guid ?? '';
  const { data: jobs } = useSuspenseQuery(bulkJobsQuery(ws));
  return (
    <LiteStack>
      <BackToProfiles />
      <PageHeader
        title="Bulk jobs"
        description={
          jobs.length === 0
            ? 'No bulk job in this browser yet.'
            : `${jobs.length.toLocaleString('en')} ${jobs.length === 1 ? 'job' : 'jobs'} in this browser's journal`
        }
      />
      <LiteText size="sm" c="dimmed">
        The journal keeps, per profile, the value before and the value a job wrote. Undo writes the earlier value back
        only where the job&apos;s value still stands; a profile changed since is listed as a conflict and left as it is.
        Export a job&apos;s journal so another admin or browser can undo it.
      </LiteText>
      <ImportJournal ws={ws} />
      {jobs.map((record) => (
        <JobCard key={record.id} record={record} />
      ))}
    </LiteStack>
  );
}

function ImportJournal({ ws }: { ws: string }) {
  const client = useQueryClient();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const take = async (file: File) => {
    let read;
    try {
      const { importBulkJournal } = await jobActions();
      read = await importBulkJournal(client, ws, await file.text());
    } catch {
      setAnswer({ ok: false, text: 'The journal could not be read or kept in this browser. Try again.' });
      return;
    }
    setAnswer(
      read.ok
        ? {
            ok: true,
            text: `Imported the journal of the job started ${formatAbsolute(Date.parse(read.record.createdAt))}.`,
          }
        : { ok: false, text: read.reason },
    );
  };
  return (
    <LitePaper withBorder p="md" radius="md">
      <LiteStack gap="xs">
        <FileDropZone
          label="Import a journal"
          acceptedLabel="JSON"
          extensions={['.json']}
          maxBytes={maxJournalBytes}
          onFile={(file) => void take(file)}
        />
        {answer &&
          (answer.ok ? (
            <LiteText size="sm" role="status">
              {answer.text}
            </LiteText>
          ) : (
            <LiteAlert color="red" variant="light" role="alert" title="Not imported">
              {answer.text}
            </LiteAlert>
          ))}
      </LiteStack>
    </LitePaper>
  );
}

function JobCard({ record }: { record: JournalRecord }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'undo' | 'check' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { job } = record;
  const counts = countsOf(job);
  const entries = Object.values(job.entries);
  const conflicts = entries.filter((e) => e.outcome === 'conflict');
  const sample = entries.find((e) => e.written !== undefined && e.outcome !== 'failed');
  const headingId = `job-${record.id}`;

  const act = async (kind: 'undo' | 'check') => {
    setBusy(kind);
    setFailure(null);
    try {
      const { checkBulkJobAgain, undoBulkJob } = await jobActions();
      const next = kind === 'undo' ? await undoBulkJob(client, record) : await checkBulkJobAgain(client, record);
      if (next.message && kind === 'undo') setFailure(next.message);
    } catch {
      setFailure('The service could not be reached: nothing more was changed. Try again.');
    } finally {
      setBusy(null);
    }
  };

  // An article, not a section: two jobs may end with the same verdict, and landmarks must have distinct names.
  return (
    <LitePaper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <LiteStack gap="xs">
        <LiteTitle order={2} size="h4" id={headingId}>
          {record.deletion ? deletionVerdict(record.deletion) : jobVerdict(job)}
        </LiteTitle>
        <LiteText size="sm">
          {describeAction(job.action)} · {jobStateWords[job.state]}
        </LiteText>
        <LiteText size="sm" c="dimmed">
          Started by {record.createdBy} on {formatAbsolute(Date.parse(record.createdAt))} · filter:{' '}
          {record.filter || 'none'}
        </LiteText>
        <LiteText size="sm" data-testid="job-counts">
          Selected {counts.selected.toLocaleString('en')} · changed {counts.changed.toLocaleString('en')} · skipped{' '}
          {counts.skipped.toLocaleString('en')} · failed {counts.failed.toLocaleString('en')} · conflicts{' '}
          {counts.conflicts.toLocaleString('en')}
          {counts.undone > 0 && ` · undone ${counts.undone.toLocaleString('en')}`}
        </LiteText>
        {(job.state === 'running' || job.state === 'paused') && <ResumeJob record={record} />}
        {conflicts.length > 0 && <ConflictList conflicts={conflicts} />}
        {failure && (
          <LiteAlert color="red" variant="light" role="alert" title="Undo stopped">
            {failure}
          </LiteAlert>
        )}
        <LiteGroup gap="xs">
          {counts.notVisible > 0 && (
            <LiteButton
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={busy === 'check'}
              disabled={busy !== null}
              onClick={() => void act('check')}
            >
              Check again ({counts.notVisible.toLocaleString('en')} not yet visible)
            </LiteButton>
          )}
          {canUndo(job) && job.state !== 'running' && !record.deletion && (
            <PermissionButton
              permission={authorities.profilesEdit}
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              loading={busy === 'undo'}
              disabled={busy !== null}
              onClick={() => void act('undo')}
            >
              Undo
            </PermissionButton>
          )}
          <LiteButton
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            onClick={() =>
              void import('../../../lib/download').then(({ downloadText }) =>
                downloadText(`bulk-job-${record.id}.json`, exportJournal(record), 'application/json;charset=utf-8'),
              )
            }
          >
            Export the journal
          </LiteButton>
        </LiteGroup>
        {record.deletion && (
          <LiteText size="sm">
            Backup written first: {record.deletion.backupFile}.{' '}
            {record.deletion.skipped.length > 0 &&
              `Kept: ${record.deletion.skipped.map((s) => `${s.clientId} (${s.reason.toLowerCase()})`).join(', ')}.`}
            {record.deletion.stopped && ` ${record.deletion.stopped}`}
          </LiteText>
        )}
        {job.action.kind === 'mark-deletion' &&
          !record.deletion &&
          job.state === 'done' &&
          markedIds(job).length > 0 && <DeleteMarked record={record} />}
        {sample && !record.deletion && (
          <LiteText size="sm">
            <Link
              to={appPath(
                // The timeline's address for a filter (src/features/events/model/timeline-params.ts): this action, all time
                // (its default range).
                `/profiles/${sample.clientId}/events?${new URLSearchParams({ actions: 'client.updateData' }).toString()}`,
              )}
            >
              The changes on a sample profile ({sample.clientId}): its client.updateData events
            </Link>
          </LiteText>
        )}
        {busy && (
          <LiteText size="sm" role="status">
            {busy === 'undo' ? 'Undoing…' : 'Checking…'}
          </LiteText>
        )}
      </LiteStack>
    </LitePaper>
  );
}

function ConflictList({ conflicts }: { conflicts: ProfileEntry[] }) {
  return (
    <LiteStack gap={4}>
      <LiteText size="sm" fw={600}>
        Not undone, changed since the job (kept as they are):
      </LiteText>
      <ul style={{ margin: 0 }}>
        {conflicts.slice(0, CONFLICTS_SHOWN).map((entry) => (
          <li key={entry.clientId}>
            <LiteText size="sm" component="span">
              <Link to={appPath(`/profiles/${entry.clientId}`)}>Profile {entry.clientId}</Link>: {entry.reason}
            </LiteText>
          </li>
        ))}
      </ul>
      {conflicts.length > CONFLICTS_SHOWN && (
        <LiteText size="sm" c="dimmed">
          And {(conflicts.length - CONFLICTS_SHOWN).toLocaleString('en')} more: the exported journal lists them all.
        </LiteText>
      )}
    </LiteStack>
  );
}
