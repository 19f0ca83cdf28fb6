import { PENDING_DELETION_TAG } from './bulk-marks';
import { newJob } from './bulk-job';
import { canUndo, describeAction, jobVerdict } from './bulk-words';

const tagJob = () => newJob({ kind: 'add-tag', tag: 'vip', ignoreCase: false }, [1, 2, 3, 4]);

describe('a bulk job in words', () => {
  it('names each action', () => {
    expect(describeAction({ kind: 'set-agreement', agreement: 'sms', value: false })).toBe('Set agreement sms to off');
    expect(describeAction({ kind: 'set-attribute', name: 'tier', value: 2 })).toBe('Set attribute tier to 2');
    expect(describeAction({ kind: 'mark-deletion', jobId: 'j' })).toContain(PENDING_DELETION_TAG);
  });

  it('puts the verdict first: applied, what is left, then undone and conflicts', () => {
    const job = tagJob();
    job.state = 'done';
    job.entries[1]!.outcome = 'applied';
    job.entries[2]!.outcome = 'applied';
    job.entries[3]!.outcome = 'not-visible';
    job.entries[4]!.outcome = 'skipped';
    expect(jobVerdict(job)).toBe('Applied to 2 of 4 profiles (verified); 1 not yet visible, 1 skipped.');
    expect(canUndo(job)).toBe(true);

    job.entries[1]!.outcome = 'undone';
    job.entries[2]!.outcome = 'undone';
    job.entries[3]!.outcome = 'conflict';
    expect(jobVerdict(job)).toBe('Undone on 2 profiles; 1 profile changed since the job kept as they are.');
    expect(canUndo(job)).toBe(false);
  });

  it('says why a job stopped', () => {
    const job = tagJob();
    job.state = 'stopped';
    job.message = 'Stopped: you are not allowed to edit profiles';
    expect(jobVerdict(job)).toBe('Stopped after 0 of 4 profiles: Stopped: you are not allowed to edit profiles.');
  });
});
