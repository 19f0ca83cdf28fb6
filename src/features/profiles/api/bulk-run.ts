/**
 * Running a bulk job (issue 37) from the list's drawer, or resuming one from the journal: the engine's run
 * (model/bulk-job.ts) with the journal saved after every change of state, then verification, so a reload finds the
 * job where it was (decision 0182). Loaded with the drawer, and by the jobs page only when a job is resumed.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BulkAction } from '../model/bulk-action';
import { newJob, recoverInterrupted, runJob, verifyJob, type BulkIo, type JobState } from '../model/bulk-job';
import type { JournalRecord } from '../model/bulk-journal';
import type { BulkSelection } from '../model/bulk-selection';
import { bulkJournalStore } from './bulk-jobs-query';
import { journalIo } from './bulk-jobs';
import { profileKeys } from './keys';

/** A new job's journal record: who, where, on which listing, and the frozen ids in chunks. */
export function newJournalRecord(options: {
  action: BulkAction;
  ids: readonly number[];
  selection: BulkSelection;
  createdBy: string;
  workspace: string;
  nowMs: number;
}): JournalRecord {
  const { action, ids, selection, nowMs } = options;
  return {
    // A marking job's id is the one written into the profiles (bulk-delete.ts), so the jobs page finds them.
    id:
      action.kind === 'mark-deletion'
        ? action.jobId
        : `job-${nowMs.toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    createdAt: new Date(nowMs).toISOString(),
    createdBy: options.createdBy,
    workspace: options.workspace,
    filter: selection.filter,
    params: { ...selection.params, page: 1 },
    job: newJob(action, ids),
  };
}

export interface RunControl {
  shouldPause(): boolean;
  shouldCancel(): boolean;
  /** The record as just saved; `verifying` once every chunk is through. */
  onProgress?(record: JournalRecord, phase: 'sending' | 'verifying'): void;
}

/** Jobs being sent in this tab: one is never run twice at once, and the jobs page offers no Resume for them. */
const runningHere = new Set<string>();

export const isRunningHere = (id: string) => runningHere.has(id);

/**
 * Sends the job's unsent chunks, saving the journal after each change of state; unless it paused, then verifies
 * what went out, so the record ends with its counts. Returns the record as last saved.
 */
export async function runBulkRecord(
  client: QueryClient,
  record: JournalRecord,
  io: BulkIo,
  control: RunControl,
): Promise<JournalRecord> {
  if (runningHere.has(record.id)) throw new Error(`Job ${record.id} is already running in this tab`);
  runningHere.add(record.id);
  let current = record;
  const save = async (job: JobState) => {
    current = { ...current, job: structuredClone(job) };
    await bulkJournalStore().put(current);
    control.onProgress?.(current, 'sending');
  };
  try {
    const job = await runJob(structuredClone(record.job), io, {
      save,
      shouldPause: control.shouldPause,
      shouldCancel: control.shouldCancel,
    });
    if (job.state !== 'paused') {
      control.onProgress?.(current, 'verifying');
      await save(await verifyJob(job, io));
    }
    return current;
  } finally {
    runningHere.delete(record.id);
    await client.invalidateQueries({ queryKey: profileKeys.bulkJobs(record.workspace) });
    await client.invalidateQueries({ queryKey: profileKeys.lists(record.workspace) });
  }
}

/**
 * A job the journal shows 'running' (the tab went away mid-job) or 'paused': a chunk left "sending" counts as sent
 * and is never sent again (bulk-job.ts recoverInterrupted); the rest goes out.
 */
export function resumeBulkRecord(
  client: QueryClient,
  record: JournalRecord,
  control: RunControl,
  io: BulkIo = journalIo(record),
): Promise<JournalRecord> {
  return runBulkRecord(client, { ...record, job: recoverInterrupted(structuredClone(record.job)) }, io, control);
}
