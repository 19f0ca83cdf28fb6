import { MAX_CHANGE_DELAY_MS, createTestSimulator, type Loose } from '../../../simulator/testing';
import { profileSchema, type Profile } from '../api/schemas';
import { PENDING_DELETION_ATTRIBUTE, PENDING_DELETION_TAG } from './bulk-marks';
import { deleteMarked, deletionGate, markJobId, readMark, type DeleteIo } from './bulk-delete';
import { countsOf } from './bulk-counts';
import { newJob, runJob, verifyJob, type BulkIo } from './bulk-job';

// Marking and deleting against the simulator in Node: Adventure Works Outdoor's first profiles.
const WS = 3;
const HOUR = 3_600_000;

async function setup() {
  const t = createTestSimulator();
  const token = await t.loginInto('ada@demo.test', WS);
  const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token, body });
  const read = async (ids: readonly number[]) => {
    const found = new Map<number, Profile>();
    for (const id of ids) {
      const answer = await call('GET', `/v4/clients/${id}`);
      if (answer.status === 200) found.set(id, profileSchema.parse(answer.body));
    }
    return found;
  };
  const io: BulkIo = {
    listPage: async () => ({ profiles: [], totalCount: 0 }),
    readProfiles: read,
    sendBatch: async (changesets) => {
      const answer = await call('POST', '/v4/clients/batch', changesets);
      return { status: answer.status, errors: answer.body?.errors };
    },
    refreshSession: async () => true,
    sleep: async (ms) => t.clock.advance(ms),
    now: () => t.clock.now,
  };
  const ids = ((await call('GET', '/v4/clients?pageSize=4&sortBy=lastName&sortOrder=ASC')).body as Loose[]).map(
    (p) => p.clientId as number,
  );
  /** What happened, in order: the backup and each DELETE. */
  const log: string[] = [];
  const backups: Profile[][] = [];
  const deleteIo: DeleteIo = {
    readProfiles: read,
    writeBackup: async (_name, profiles) => {
      log.push('backup');
      backups.push([...profiles]);
    },
    deleteProfile: async (id) => {
      log.push(`DELETE ${id}`);
      return { status: (await call('DELETE', `/v4/clients/${id}`)).status };
    },
    now: () => t.clock.now,
  };
  return { t, call, io, ids, log, backups, deleteIo, read };
}

describe('delete in two steps', () => {
  it('deletes after the hold what is still marked, backup first; a profile unmarked by someone else is kept', async () => {
    const s = await setup();
    const jobId = markJobId(s.t.clock.now, 24);
    const job = await verifyJob(await runJob(newJob({ kind: 'mark-deletion', jobId }, s.ids), s.io), s.io);
    expect(countsOf(job)).toMatchObject({ applied: 4, failed: 0 });
    const marked = (await s.read([s.ids[0]!])).get(s.ids[0]!)!;
    expect(marked.tags).toContain(PENDING_DELETION_TAG);
    expect(marked.attributes?.[PENDING_DELETION_ATTRIBUTE]).toBe(jobId);

    // Another admin takes one profile off the list: the tag goes, the attribute stays.
    const unmarked = s.ids[1]!;
    const tags = (await s.read([unmarked])).get(unmarked)!.tags!.filter((t) => t !== PENDING_DELETION_TAG);
    await s.call('POST', `/v4/clients/${unmarked}`, { tags });
    s.t.clock.advance(MAX_CHANGE_DELAY_MS);

    expect(await deleteMarked(job, '4', s.deleteIo)).toMatchObject({ ok: false, field: 'hold' });
    expect(s.log).toEqual([]);

    // A day later by the dashboard's clock (the simulator's session would not last a day).
    const dayLater = s.t.clock.now + 24 * HOUR;
    const result = await deleteMarked(job, '4', { ...s.deleteIo, now: () => dayLater });
    if (!result.ok) throw new Error(result.message);
    const kept = s.ids.filter((id) => id !== unmarked);
    expect(result.report.deleted).toEqual(kept);
    expect(result.report.skipped).toEqual([{ clientId: unmarked, reason: 'Its mark for deletion was removed since' }]);
    expect(s.log).toEqual(['backup', ...kept.map((id) => `DELETE ${id}`)]);
    expect(s.backups[0]!.map((p) => p.clientId)).toEqual(kept);
    s.t.clock.advance(MAX_CHANGE_DELAY_MS);
    const after = await s.read(s.ids);
    expect([...after.keys()]).toEqual([unmarked]);
  });

  it('a wrong typed count blocks before anything is read, backed up or deleted', async () => {
    const s = await setup();
    const job = await verifyJob(
      await runJob(newJob({ kind: 'mark-deletion', jobId: markJobId(s.t.clock.now, 0) }, s.ids), s.io),
      s.io,
    );
    for (const typed of ['', '3', '40', 'four'])
      expect(await deleteMarked(job, typed, s.deleteIo)).toEqual({
        ok: false,
        field: 'count',
        message: 'Type 4, the number of profiles this job marked, to confirm.',
      });
    expect(s.log).toEqual([]);
    expect(deletionGate(job, ' 4 ', s.t.clock.now)).toEqual({ ok: true, count: 4 });
  });

  it('keeps the moment of marking and the hold in the job id, 0 to 7 days', () => {
    const at = Date.UTC(2026, 10, 28, 9, 30, 15, 500);
    const id = markJobId(at, 48, () => 0.5);
    expect(id).toMatch(/^del-20261128T093015Z-48h-[a-z0-9]+$/);
    expect(readMark(id)).toEqual({
      markedAt: Date.UTC(2026, 10, 28, 9, 30, 15),
      holdHours: 48,
      holdEndsAt: Date.UTC(2026, 10, 30, 9, 30, 15),
    });
    expect(() => markJobId(at, 169)).toThrow(RangeError);
    expect(() => markJobId(at, -1)).toThrow(RangeError);
    expect(readMark('job-7')).toBeNull();
  });
});
