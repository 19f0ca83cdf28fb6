/**
 * The jobs page's words for a bulk job (issue 37): what the action did, and the verdict sentence that leads each
 * job. Pure, so the sentence is tested without rendering (bulk-words.test.ts).
 */
import type { BulkAction } from './bulk-action';
import { PENDING_DELETION_TAG } from './bulk-marks';
import type { DeletionReport } from './bulk-delete';
import { countsOf } from './bulk-counts';
import type { JobState } from './bulk-job';

const n = (value: number) => value.toLocaleString('en');
const profiles = (value: number) => `${n(value)} ${value === 1 ? 'profile' : 'profiles'}`;

/** The action in words: `Add tag "vip"`, `Set agreement sms to off`. */
export function describeAction(action: BulkAction): string {
  switch (action.kind) {
    case 'add-tag':
      return `Add tag "${action.tag}"${action.ignoreCase ? ' (letter case ignored)' : ''}`;
    case 'remove-tag':
      return `Remove tag "${action.tag}"${action.ignoreCase ? ' (letter case ignored)' : ''}`;
    case 'set-agreement':
      return `Set agreement ${action.agreement} to ${action.value ? 'on' : 'off'}`;
    case 'set-attribute':
      return `Set attribute ${action.name} to ${JSON.stringify(action.value)}`;
    case 'remove-attribute':
      return `Remove attribute ${action.name}`;
    case 'mark-deletion':
      return `Mark for deletion (tag "${PENDING_DELETION_TAG}")`;
  }
}

export const jobStateWords: Record<JobState['state'], string> = {
  ready: 'Not started',
  running: 'Running or interrupted',
  paused: 'Paused',
  stopped: 'Stopped',
  cancelled: 'Cancelled',
  done: 'Done',
};

/** The one sentence that says how the job ended, before any figure. */
export function jobVerdict(job: JobState): string {
  const c = countsOf(job);
  if (c.undone > 0 || (c.conflicts > 0 && c.applied + c.notVisible === 0)) {
    const kept = c.conflicts > 0 ? `; ${profiles(c.conflicts)} changed since the job kept as they are` : '';
    return `Undone on ${profiles(c.undone)}${kept}.`;
  }
  const rest: string[] = [];
  if (c.notVisible > 0) rest.push(`${n(c.notVisible)} not yet visible`);
  if (c.failed > 0) rest.push(`${n(c.failed)} failed`);
  if (c.skipped > 0) rest.push(`${n(c.skipped)} skipped`);
  const tail = rest.length ? `; ${rest.join(', ')}` : '';
  switch (job.state) {
    case 'done':
      return c.applied === 0 && c.changed === 0
        ? `Changed nothing: all ${profiles(c.selected)} were already so${c.failed ? ` or failed` : ''}.`
        : `Applied to ${n(c.applied)} of ${profiles(c.selected)} (verified)${tail}.`;
    case 'cancelled':
      return `Cancelled after ${profiles(c.changed)} changed${tail}.`;
    case 'paused':
    case 'stopped':
      return `${jobStateWords[job.state]} after ${n(c.changed)} of ${profiles(c.selected)}: ${job.message ?? 'resume it below'}.`;
    default:
      return `Not finished: ${n(c.changed)} of ${profiles(c.selected)} sent so far${tail}.`;
  }
}

/** True when undo has something to write back: a value the job wrote that is not yet undone or in conflict. */
export function canUndo(job: JobState): boolean {
  return Object.values(job.entries).some(
    (e) => e.outcome === 'applied' || e.outcome === 'not-visible' || e.outcome === 'sent',
  );
}

/** How a deletion ended, in one sentence. */
export function deletionVerdict(report: DeletionReport): string {
  const parts = [`Deleted ${profiles(report.deleted.length)}`];
  if (report.skipped.length) parts.push(`${n(report.skipped.length)} kept (mark removed since, or already gone)`);
  if (report.failed.length) parts.push(`${n(report.failed.length)} not deleted`);
  return `${parts.join('; ')}.`;
}
