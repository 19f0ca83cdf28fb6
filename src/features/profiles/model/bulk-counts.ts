import type { JobState, ProfileOutcome } from './bulk-job';

/*
 * What the bulk jobs page reads of a job to list it (its counts, the profiles a marking job marked), apart from the
 * engine in bulk-job.ts and bulk-delete.ts, which loads when an action is first used (bulk-jobs-page.tsx).
 */

export interface JobCounts {
  selected: number;
  sent: number;
  changed: number;
  skipped: number;
  failed: number;
  applied: number;
  notVisible: number;
  undone: number;
  conflicts: number;
}

export function countsOf(job: JobState): JobCounts {
  const entries = Object.values(job.entries);
  const n = (...outcomes: ProfileOutcome[]) => entries.filter((e) => outcomes.includes(e.outcome)).length;
  return {
    selected: entries.length,
    sent: n('sent', 'applied', 'not-visible', 'undone', 'conflict'),
    changed: n('sent', 'applied', 'not-visible', 'undone', 'conflict'),
    skipped: n('skipped'),
    failed: n('failed'),
    applied: n('applied'),
    notVisible: n('not-visible'),
    undone: n('undone'),
    conflicts: n('conflict'),
  };
}

/** The profiles the job marked (its written values went out); the others were skipped or failed. */
export function markedIds(job: JobState): number[] {
  return Object.values(job.entries)
    .filter((e) => e.outcome === 'applied' || e.outcome === 'not-visible' || e.outcome === 'sent')
    .map((e) => e.clientId);
}
