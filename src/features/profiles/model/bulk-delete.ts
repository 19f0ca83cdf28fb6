/**
 * Deleting in two steps (issue 37): a "mark for deletion" job (bulk-action.ts: the `pending-deletion` tag and the
 * attribute naming the job) and, after the hold, "delete N marked profiles" from the jobs page. The mark and its
 * hold are in the service, so every admin sees them: the job id written into the attribute carries the moment of
 * marking and the hold (docs/decisions/0190-deletion-hold-in-the-mark.md). Pure apart from the injected `DeleteIo`.
 */
import type { Profile } from '../api/schemas';
import { PENDING_DELETION_ATTRIBUTE, PENDING_DELETION_TAG } from './bulk-marks';
import { markedIds } from './bulk-counts';
import type { JobState } from './bulk-job';

export { markedIds };

export const HOLD_DEFAULT_HOURS = 24;
export const HOLD_MAX_HOURS = 7 * 24;
const HOUR_MS = 3_600_000;

/** `del-20261128T093000Z-24h-k3f9`: the marking moment (UTC, to the second) and the hold, then a random part. */
const MARK_ID = /^del-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-(\d{1,3})h-[a-z0-9]+$/;

/** The id of a new marking job; the hold is whole hours from 0 to 7 days. */
export function markJobId(nowMs: number, holdHours = HOLD_DEFAULT_HOURS, random = Math.random): string {
  if (!Number.isInteger(holdHours) || holdHours < 0 || holdHours > HOLD_MAX_HOURS)
    throw new RangeError(`The hold is 0 to ${HOLD_MAX_HOURS} hours, not ${holdHours}`);
  const stamp = new Date(Math.floor(nowMs / 1000) * 1000).toISOString().replace(/[-:]|\.000/g, '');
  return `del-${stamp}-${holdHours}h-${random().toString(36).slice(2, 6) || '0'}`;
}

/** When a marking job marked, and when its hold ends; null for an id this dashboard did not write. */
export function readMark(jobId: string): { markedAt: number; holdHours: number; holdEndsAt: number } | null {
  const m = MARK_ID.exec(jobId);
  if (!m) return null;
  const [y, mo, d, h, mi, s, hold] = m.slice(1).map(Number) as number[];
  const markedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (hold! > HOLD_MAX_HOURS) return null;
  return { markedAt, holdHours: hold!, holdEndsAt: markedAt + hold! * HOUR_MS };
}

/** Still marked by this job: the tag and the attribute naming it (another admin may have removed either). */
export function stillMarked(profile: Profile, jobId: string): boolean {
  return (
    (profile.tags ?? []).includes(PENDING_DELETION_TAG) && profile.attributes?.[PENDING_DELETION_ATTRIBUTE] === jobId
  );
}

export interface DeleteIo {
  /** The profiles as they are now; a deleted one is absent. */
  readProfiles(ids: readonly number[]): Promise<Map<number, Profile>>;
  /** Written before the first DELETE; the deletion does not start if this throws. */
  writeBackup(fileName: string, profiles: readonly Profile[]): Promise<void>;
  /** The service's answer to one DELETE: 2xx deleted, 404 already gone, 403 with its permission. */
  deleteProfile(id: number): Promise<{ status: number; permission?: string }>;
  now(): number;
}

export interface DeletionReport {
  at: string;
  backupFile: string;
  deleted: number[];
  skipped: { clientId: number; reason: string }[];
  failed: { clientId: number; reason: string }[];
  /** Why it stopped before the end (a 403), in words. */
  stopped?: string;
}

export type DeletionGate = { ok: true; count: number } | { ok: false; field: 'count' | 'hold'; message: string };

/** Whether the deletion may start: the hold has passed and the count typed is the number marked. */
export function deletionGate(job: JobState, typed: string, nowMs: number): DeletionGate {
  if (job.action.kind !== 'mark-deletion') return { ok: false, field: 'hold', message: 'This job marked nothing.' };
  const count = markedIds(job).length;
  const mark = readMark(job.action.jobId);
  if (mark && nowMs < mark.holdEndsAt)
    return {
      ok: false,
      field: 'hold',
      message: `The hold ends ${new Date(mark.holdEndsAt)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')}: deleting is possible after that.`,
    };
  const text = typed.trim().replace(/[,\s]/g, '');
  if (text !== String(count))
    return {
      ok: false,
      field: 'count',
      message: `Type ${count.toLocaleString('en')}, the number of profiles this job marked, to confirm.`,
    };
  return { ok: true, count };
}

/**
 * Deletes the profiles the job marked that are still marked by it: re-reads them, writes the backup of those it
 * will delete, then sends one DELETE each. A profile whose mark was removed meanwhile is skipped and kept.
 */
export async function deleteMarked(
  job: JobState,
  typed: string,
  io: DeleteIo,
): Promise<{ ok: true; report: DeletionReport } | { ok: false; field: 'count' | 'hold'; message: string }> {
  const gate = deletionGate(job, typed, io.now());
  if (!gate.ok) return gate;
  const jobId = job.action.kind === 'mark-deletion' ? job.action.jobId : '';
  const ids = markedIds(job);
  const current = await io.readProfiles(ids);
  const report: DeletionReport = {
    at: new Date(io.now()).toISOString(),
    backupFile: `backup-${jobId}.csv`,
    deleted: [],
    skipped: [],
    failed: [],
  };
  const doomed: Profile[] = [];
  for (const id of ids) {
    const profile = current.get(id);
    if (!profile) report.skipped.push({ clientId: id, reason: 'Already deleted' });
    else if (!stillMarked(profile, jobId))
      report.skipped.push({ clientId: id, reason: 'Its mark for deletion was removed since' });
    else doomed.push(profile);
  }
  if (doomed.length === 0) return { ok: true, report };
  await io.writeBackup(report.backupFile, doomed);
  for (const [index, profile] of doomed.entries()) {
    const answer = await io.deleteProfile(profile.clientId);
    if (answer.status >= 200 && answer.status < 300) report.deleted.push(profile.clientId);
    else if (answer.status === 404) report.skipped.push({ clientId: profile.clientId, reason: 'Already deleted' });
    else if (answer.status === 403) {
      report.stopped = `Stopped: you are not allowed to delete profiles${answer.permission ? ` (permission ${answer.permission})` : ''}.`;
      for (const rest of doomed.slice(index))
        report.failed.push({ clientId: rest.clientId, reason: 'Not deleted: the service refused (403)' });
      break;
    } else
      report.failed.push({
        clientId: profile.clientId,
        reason: `The service did not delete it (${answer.status || 'no answer'})`,
      });
  }
  return { ok: true, report };
}
