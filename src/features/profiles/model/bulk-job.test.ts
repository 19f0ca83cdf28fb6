import { MAX_CHANGE_DELAY_MS, createTestSimulator, type Loose } from '../../../simulator/testing';
import { profileSchema, type Profile } from '../api/schemas';
import { parseBulkAction, TIME_ZONE_NOTE, type BulkAction } from './bulk-action';
import { exportJournal, importJournal, memoryJournalStore, type JournalRecord } from './bulk-journal';
import {
  CHUNK_SIZE,
  RETRY_DELAYS_MS,
  dryRunCsvRows,
  dryRunOf,
  freezeSelection,
  newJob,
  recoverInterrupted,
  runJob,
  undoJob,
  verifyJob,
  type BatchAnswer,
  type BulkIo,
} from './bulk-job';
import { countsOf } from './bulk-counts';

// The engine against the simulator in Node: Adventure Works Outdoor (2,291 profiles), one city's profiles.
const WS = 3;

async function bench() {
  const t = createTestSimulator();
  const token = await t.loginInto('ada@demo.test', WS);
  const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token, body });
  const first = (await call('GET', '/v4/clients?pageSize=1&sortBy=lastName&sortOrder=ASC')).body[0] as Loose;
  const city = first.city as string;
  const sent: Loose[][] = [];
  const io: BulkIo = {
    async listPage(pageIndex, pageSize) {
      const query = `filters[city]=${encodeURIComponent(city)}&sortBy=lastName&sortOrder=ASC`;
      const answer = await call('GET', `/v4/clients?${query}&pageIndex=${pageIndex}&pageSize=${pageSize}`);
      return {
        profiles: (answer.body as unknown[]).map((p) => profileSchema.parse(p)),
        totalCount: Number(answer.headers.get('X-Pagination-Total-Count')),
      };
    },
    async readProfiles(ids) {
      const found = new Map<number, Profile>();
      for (const id of ids) {
        const answer = await call('GET', `/v4/clients/${id}`);
        if (answer.status === 200) found.set(id, profileSchema.parse(answer.body));
      }
      return found;
    },
    async sendBatch(changesets): Promise<BatchAnswer> {
      sent.push(changesets);
      const answer = await call('POST', '/v4/clients/batch', changesets);
      return { status: answer.status, errors: answer.body?.errors };
    },
    refreshSession: async () => true,
    sleep: async (ms) => t.clock.advance(ms),
    now: () => t.clock.now,
  };
  const settle = () => t.clock.advance(MAX_CHANGE_DELAY_MS);
  const read = async (id: number) => profileSchema.parse((await call('GET', `/v4/clients/${id}`)).body);
  return { t, call, io, sent, settle, read, city };
}

const action = (input: Parameters<typeof parseBulkAction>[0]): BulkAction => {
  const parsed = parseBulkAction(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.action;
};

describe('bulk job against the simulator', () => {
  it("freezes the listing's ids (pages of 500, its sort): a profile that matches later is left out", async () => {
    const b = await bench();
    const frozen = await freezeSelection(b.io);
    if (!frozen.ok) throw new Error(frozen.reason);
    expect(frozen.ids).toHaveLength(frozen.totalCount);
    expect(frozen.totalCount).toBeGreaterThan(1);
    await b.call('POST', '/v4/clients', { email: 'late.comer@example.com', city: b.city });
    b.settle();
    expect((await b.io.listPage(1, 500)).totalCount).toBe(frozen.totalCount + 1);
    expect(frozen.ids).toHaveLength(frozen.totalCount);
    expect(await freezeSelection(b.io, frozen.totalCount + 1)).toMatchObject({ ok: true });
    expect(await freezeSelection(b.io, frozen.totalCount)).toMatchObject({ ok: false });
  });

  it("the dry run's counts equal the change afterwards, exactly", async () => {
    const b = await bench();
    const frozen = await freezeSelection(b.io);
    if (!frozen.ok) throw new Error(frozen.reason);
    // Fixture: some already have the tag, some in another case.
    const [x, y, z] = frozen.ids;
    await b.call('POST', '/v4/clients/batch', [
      { clientId: x, tags: ['VIP'] },
      { clientId: y, tags: ['vip'] },
      { clientId: z, tags: ['VIP', 'other'] },
    ]);
    b.settle();
    const vip = action({ kind: 'add-tag', tag: ' VIP ', ignoreCase: true });
    const before = await b.io.readProfiles(frozen.ids);
    const dry = dryRunOf(vip, frozen.ids, before);
    expect(dry).toMatchObject({ willChange: frozen.ids.length - 3, skipped: 3, refused: 0, otherCase: 1 });
    expect(dry.samples).toHaveLength(Math.min(10, dry.willChange));

    const job = await verifyJob(await runJob(newJob(vip, frozen.ids), b.io), b.io);
    const after = await b.io.readProfiles(frozen.ids);
    const changed = frozen.ids.filter((id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id)));
    expect(changed).toHaveLength(dry.willChange);
    expect(countsOf(job)).toMatchObject({ changed: dry.willChange, skipped: 3, applied: dry.willChange, failed: 0 });
    for (const id of changed) expect(after.get(id)!.tags).toContain('VIP');
    expect(
      b.sent.every((chunk) => chunk.length <= CHUNK_SIZE && chunk.every((c) => typeof c.clientId === 'number')),
    ).toBe(true);
  });

  it('drops 3 changesets the service refuses with their field and reason, and applies all the others', async () => {
    const b = await bench();
    const frozen = await freezeSelection(b.io);
    if (!frozen.ok) throw new Error(frozen.reason);
    const doomed = frozen.ids.slice(1, 4);
    // Deleted after the chunk's re-read, before it is sent: the service answers 400 [i].clientId for those three.
    const io: BulkIo = {
      ...b.io,
      async readProfiles(ids) {
        const found = await b.io.readProfiles(ids);
        for (const id of doomed) await b.call('DELETE', `/v4/clients/${id}`);
        b.settle();
        return found;
      },
    };
    const job = await verifyJob(await runJob(newJob(action({ kind: 'add-tag', tag: 'c37' }), frozen.ids), io), b.io);
    expect(doomed.map((id) => job.entries[id])).toEqual(
      doomed.map((id) =>
        expect.objectContaining({ clientId: id, outcome: 'failed', field: 'clientId', reason: expect.any(String) }),
      ),
    );
    expect(countsOf(job)).toMatchObject({ failed: 3, applied: frozen.ids.length - 3 });
    // One 400, then the rest once: two requests, and no changeset twice.
    expect(b.sent).toHaveLength(2);
    expect(b.sent[1]).toHaveLength(frozen.ids.length - 3);
  });

  it('undo writes back where the value is still what the job wrote; a profile edited since is a conflict and keeps the edit', async () => {
    const b = await bench();
    const frozen = await freezeSelection(b.io);
    if (!frozen.ok) throw new Error(frozen.reason);
    const ids = frozen.ids.slice(0, 5);
    const before = await b.io.readProfiles(ids);
    const job = await verifyJob(
      await runJob(newJob(action({ kind: 'set-attribute', name: 'segment', type: 'text', value: 'bulk' }), ids), b.io),
      b.io,
    );
    const edited = ids[2]!;
    await b.call('POST', `/v4/clients/${edited}`, { attributes: { segment: 'hand-edited' } });
    b.settle();
    await undoJob(job, b.io);
    b.settle();
    expect(countsOf(job)).toMatchObject({ undone: 4, conflicts: 1 });
    expect(job.entries[edited]).toMatchObject({ outcome: 'conflict' });
    expect((await b.read(edited)).attributes?.segment).toBe('hand-edited');
    for (const id of ids.filter((i) => i !== edited))
      expect((await b.read(id)).attributes ?? {}).toEqual(before.get(id)!.attributes ?? {});
  });
});

describe('bulk job journal', () => {
  it('a reload mid-job resumes at the next unsent chunk, and no chunk is sent twice', async () => {
    const b = await bench();
    const frozen = await freezeSelection(b.io);
    if (!frozen.ok) throw new Error(frozen.reason);
    const ids = frozen.ids.slice(0, 20);
    const store = memoryJournalStore();
    const record: JournalRecord = {
      id: 'job-1',
      createdAt: new Date(b.t.clock.now).toISOString(),
      createdBy: 'ada@demo.test',
      workspace: 'ws',
      filter: `city: ${b.city}`,
      job: newJob(action({ kind: 'add-tag', tag: 'reload' }), ids, 5),
    };
    // The page goes away right after the third chunk's request: the journal still says "sending" for it.
    let saves = 0;
    class Reloaded extends Error {}
    await expect(
      runJob(record.job, b.io, {
        save: async (job) => {
          const third = job.chunks[2]!;
          if (third.state === 'sent') throw new Reloaded();
          saves += 1;
          await store.put({ ...record, job });
        },
      }),
    ).rejects.toBeInstanceOf(Reloaded);
    expect(saves).toBeGreaterThan(0);
    expect(b.sent).toHaveLength(3);

    const reloaded = (await store.get('job-1'))!;
    expect(reloaded.job.chunks.map((c) => c.state)).toEqual(['sent', 'sent', 'sending', 'pending']);
    await runJob(recoverInterrupted(reloaded.job), b.io, { save: (job) => store.put({ ...reloaded, job }) });
    await verifyJob(reloaded.job, b.io);
    const sentIds = b.sent.flat().map((c) => c.clientId);
    expect(sentIds).toHaveLength(ids.length);
    expect(new Set(sentIds).size).toBe(ids.length);
    expect(countsOf(reloaded.job)).toMatchObject({ applied: ids.length, failed: 0 });
  });

  it('exports and imports, so another browser can undo', async () => {
    const job = newJob(action({ kind: 'remove-attribute', name: 'segment' }), [1, 2]);
    job.entries[1] = {
      clientId: 1,
      outcome: 'applied',
      before: { 'attributes.segment': 'a' },
      written: { 'attributes.segment': null },
    };
    const record: JournalRecord = {
      id: 'j',
      createdAt: '2026-11-28T10:00:00Z',
      createdBy: 'ada',
      workspace: 'w',
      filter: '',
      job,
    };
    expect(importJournal(exportJournal(record))).toEqual({ ok: true, record });
    expect(importJournal('{"format":"something-else"}')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a bulk job journal'),
    });
    expect(importJournal('nope')).toMatchObject({ ok: false, reason: expect.stringContaining('not JSON') });
  });
});

describe('bulk job faults (scripted answers)', () => {
  const profiles = [1, 2, 3].map((clientId) => ({ clientId, tags: [] }) as Profile);
  const scripted = (answers: BatchAnswer[]) => {
    const calls: number[] = [];
    const sleeps: number[] = [];
    const io: BulkIo = {
      listPage: async () => ({ profiles, totalCount: 3 }),
      readProfiles: async (ids) =>
        new Map(profiles.filter((p) => ids.includes(p.clientId)).map((p) => [p.clientId, p])),
      sendBatch: async (c) => (calls.push(c.length), answers.shift() ?? { status: 202 }),
      refreshSession: async () => false,
      sleep: async (ms) => void sleeps.push(ms),
      now: () => 0,
    };
    return { io, calls, sleeps };
  };
  const tag = action({ kind: 'add-tag', tag: 't' });

  it('a 500 is retried twice with backoff, then the chunk is marked failed', async () => {
    const s = scripted([{ status: 500 }, { status: 500 }, { status: 500 }]);
    const job = await runJob(newJob(tag, [1, 2, 3]), s.io);
    expect(s.calls).toEqual([3, 3, 3]);
    expect(s.sleeps).toEqual([...RETRY_DELAYS_MS]);
    expect(job.chunks[0]!.state).toBe('failed');
    expect(countsOf(job).failed).toBe(3);
  });

  it('a 403 stops the job and names the permission; a 401 that cannot be refreshed pauses it with the chunk unsent', async () => {
    const forbidden = await runJob(
      newJob(tag, [1, 2, 3]),
      scripted([{ status: 403, permission: 'ROLE_CLIENT_EDIT' }]).io,
    );
    expect(forbidden.state).toBe('stopped');
    expect(forbidden.message).toBe('the service refused to change profiles for your role');
    expect(forbidden.permission).toBe('ROLE_CLIENT_EDIT');
    const s = scripted([{ status: 401 }]);
    const paused = await runJob(newJob(tag, [1, 2, 3]), s.io);
    expect(paused).toMatchObject({ state: 'paused', chunks: [{ state: 'pending' }] });
    await runJob(paused, s.io);
    expect(paused.state).toBe('done');
    expect(s.calls).toEqual([3, 3]);
  });

  it('pauses and cancels between chunks; a resumed job sends each chunk once', async () => {
    const s = scripted([]);
    let pause = false;
    const job = newJob(tag, [1, 2, 3], 1);
    await runJob(job, s.io, { save: (j) => void (pause = j.chunks[0]!.state === 'sent'), shouldPause: () => pause });
    expect(job).toMatchObject({ state: 'paused' });
    expect(job.chunks.map((c) => c.state)).toEqual(['sent', 'pending', 'pending']);
    await runJob(job, s.io, { shouldCancel: () => job.chunks[1]!.state === 'sent' });
    expect(job.state).toBe('cancelled');
    expect(s.calls).toEqual([1, 1]);
  });

  it('a profile deleted during the job is skipped and counted; one never seen applied is "not yet visible" after 60 s', async () => {
    let now = 0;
    const io: BulkIo = {
      ...scripted([]).io,
      readProfiles: async (ids) =>
        new Map(profiles.filter((p) => p.clientId !== 3 && ids.includes(p.clientId)).map((p) => [p.clientId, p])),
      sleep: async (ms) => void (now += ms),
      now: () => now,
    };
    const job = await verifyJob(await runJob(newJob(tag, [1, 2, 3]), io), io);
    expect(job.entries[3]).toMatchObject({ outcome: 'skipped', reason: 'Deleted during the job' });
    expect(countsOf(job)).toMatchObject({ skipped: 1, changed: 2, applied: 0, notVisible: 2 });
    expect(now).toBeGreaterThanOrEqual(60_000);
  });

  it('counts the profiles with the tag in another case: skipped when case is ignored, tagged as typed otherwise', () => {
    const cased = new Map<number, Profile>([
      [1, { clientId: 1, tags: ['vip'] } as Profile],
      [2, { clientId: 2, tags: ['VIP'] } as Profile],
      [3, { clientId: 3, tags: [] } as Profile],
    ]);
    const exact = dryRunOf(action({ kind: 'add-tag', tag: 'VIP' }), [1, 2, 3], cased);
    expect(exact).toMatchObject({ willChange: 2, skipped: 1, otherCase: 1 });
    expect(exact.rows[0]).toMatchObject({ clientId: 1, outcome: 'change', after: { tags: ['vip', 'VIP'] } });
    const equal = dryRunOf(action({ kind: 'add-tag', tag: 'VIP', ignoreCase: true }), [1, 2, 3], cased);
    expect(equal).toMatchObject({ willChange: 1, skipped: 2, otherCase: 1 });
  });

  it('the freeze says how many profiles it has read after each page', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ clientId: i + 1, tags: [] }) as Profile);
    const io = {
      listPage: async (page: number, size: number) => ({
        profiles: many.slice((page - 1) * size, page * size),
        totalCount: many.length,
      }),
    } as unknown as BulkIo;
    const heard: [number, number][] = [];
    const frozen = await freezeSelection(io, undefined, (read, total) => heard.push([read, total]));
    expect(frozen).toMatchObject({ ok: true, totalCount: 1200 });
    expect(heard).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
  });

  it('the dry run CSV says what will happen per profile', () => {
    const dry = dryRunOf(tag, [1, 2, 9], new Map(profiles.map((p) => [p.clientId, p])));
    expect(dryRunCsvRows(dry).map((r) => r.outcome)).toEqual(['will change', 'will change', 'refused']);
  });
});

/** Every name the reference's "Profile (client) record" reserves. */
const RESERVED = (
  'email id clientId phone customId uuid firstName lastName displayName company address city province zipCode ' +
  'countryCode birthDate sex avatarUrl anonymous agreements tags businessProfileId time ip source ' +
  'newsletter_agreement custom_identify firstname lastname created updated last_activity_date birthdate ' +
  'external_avatar_url displayname receive_smses receive_push_messages receive_webpush_messages ' +
  'receive_btooth_messages receive_rfid_messages receive_wifi_messages receive_whatsapp_messages whatsapp_id ' +
  'confirmation_hash ownerId anonymous_type country_id club_card_id type confirmed facebookId deletedAt ' +
  'deleted_unique status recognized previous_clients testProfile apikey apiKey ApiKey Apikey tracker ' +
  'snr_sdk_version eventCreateTime correlationId ' +
  'geo_loc_city geo_loc_country geo_loc_as geo_loc_country_code geo_loc_isp geo_loc_lat geo_loc_lon geo_loc_org ' +
  'geo_loc_query geo_loc_region geo_loc_region_name geo_loc_status geo_loc_timezone geo_loc_zip'
).split(' ');

describe('bulk action input', () => {
  it.each(RESERVED)('refuses the reserved attribute name "%s" at the name field, saying why', (name) => {
    const refused = { ok: false, problems: [{ field: 'name', message: expect.stringContaining('reserves') }] };
    expect(parseBulkAction({ kind: 'set-attribute', name, type: 'text', value: 'x' })).toEqual(refused);
    expect(parseBulkAction({ kind: 'remove-attribute', name })).toEqual(refused);
  });

  it.each([
    [{ kind: 'set-attribute', name: '  ', type: 'text', value: 'x' }, 'name'],
    [{ kind: 'add-tag', tag: '   ' }, 'tag'],
    [{ kind: 'set-attribute', name: 'score', type: 'number', value: '1,5' }, 'value'],
    [{ kind: 'set-attribute', name: 'score', type: 'number', value: 'ten' }, 'value'],
    [{ kind: 'set-attribute', name: 'seen', type: 'date-time', value: '2026-02-30T10:00' }, 'value'],
    [{ kind: 'set-agreement', agreement: 'fax', value: true }, 'agreement'],
  ] as const)('refuses %j at %s', (input, field) => {
    expect(parseBulkAction(input)).toMatchObject({ ok: false, problems: [{ field }] });
  });

  it('trims a tag, takes a number with a dot, and reads a date-time without offset in the workspace time zone', () => {
    expect(parseBulkAction({ kind: 'add-tag', tag: ' VIP ' })).toMatchObject({ ok: true, action: { tag: 'VIP' } });
    expect(parseBulkAction({ kind: 'set-attribute', name: 'score', type: 'number', value: '1.5' })).toMatchObject({
      action: { value: 1.5 },
    });
    expect(
      parseBulkAction({ kind: 'set-attribute', name: 'seen', type: 'date-time', value: '2026-11-28T09:30' }),
    ).toEqual({
      ok: true,
      action: { kind: 'set-attribute', name: 'seen', value: '2026-11-28T09:30' },
      notes: [TIME_ZONE_NOTE],
    });
  });
});

describe('a selection the size limit refuses', () => {
  it('says how many match and what the limit is', async () => {
    const io = { listPage: async () => ({ profiles: [], totalCount: 100_001 }) } as unknown as BulkIo;
    expect(await freezeSelection(io)).toEqual({ ok: false, reason: expect.stringContaining('100,001 profiles match') });
  });
});
