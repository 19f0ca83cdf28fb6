/**
 * The bulk job engine (issue 37): freeze the selection, dry run, run in chunks, verify, undo. Pure apart from the
 * injected `BulkIo`, so it runs against the simulator in Node (bulk-job.test.ts) and in the app alike. Every
 * decision about one profile is `effectOf` (bulk-action.ts), so the dry run and the run count the same way.
 */
import type { Profile } from '../api/schemas';
import { changesetOf, effectOf, holds, type BulkAction, type FieldValues } from './bulk-action';

/** The service's batch limit (the reference: 1–1,000 changesets). */
export const CHUNK_SIZE = 1000;
/** The largest page the listing serves. */
export const FREEZE_PAGE_SIZE = 500;
export const MAX_SELECTION = 100_000;
/** A 400 naming items: drop them and send the rest again, this many rounds at most. */
export const MAX_ROUNDS = 3;
/** A 500 (or no answer): the chunk is tried again twice, after these waits, then marked failed. */
export const RETRY_DELAYS_MS = [1000, 4000] as const;
export const VERIFY_WINDOW_MS = 60_000;
export const VERIFY_INTERVAL_MS = 2000;
export const SAMPLE_SIZE = 10;

export interface BatchAnswer {
  status: number;
  /** A 400's errors: `field` like `[3].clientId`. */
  errors?: readonly { field?: string | null; message?: string | null }[];
  /** A 403's missing permission, when known. */
  permission?: string;
}

export interface BulkIo {
  /** One page of the listing the selection was made on (its filters and sort). */
  listPage(pageIndex: number, pageSize: number): Promise<{ profiles: Profile[]; totalCount: number }>;
  /** The profiles as they are now; a deleted one is absent from the map. */
  readProfiles(ids: readonly number[]): Promise<Map<number, Profile>>;
  sendBatch(changesets: Record<string, unknown>[]): Promise<BatchAnswer>;
  /** A 401: refresh the session; false when that needs the person (the job pauses). */
  refreshSession(): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  now(): number;
}

// ---------------------------------------------------------------------------------------------------------------
// Freezing the selection

/** `profiles`: as read while freezing, so the dry run needs no second walk of the listing. */
export type FrozenSelection =
  { ok: true; ids: number[]; totalCount: number; profiles: Map<number, Profile> } | { ok: false; reason: string };

/** Why a selection of `total` profiles is refused: the count and the limit (decision 0183). */
export const tooManyToSelect = (total: number, limit = MAX_SELECTION) =>
  `${total.toLocaleString('en')} profiles match: a bulk change takes at most ${limit.toLocaleString('en')}. Narrow the filters.`;

/**
 * Walks the listing in its current sort, pages of 500, and keeps the ids: later matches are left out. `onProgress`
 * hears the profiles read so far after each page (the drawer's "reading 3,000 / 12,408").
 */
export async function freezeSelection(
  io: BulkIo,
  limit = MAX_SELECTION,
  onProgress?: (read: number, total: number) => void,
): Promise<FrozenSelection> {
  const first = await io.listPage(1, FREEZE_PAGE_SIZE);
  if (first.totalCount > limit) return { ok: false, reason: tooManyToSelect(first.totalCount, limit) };
  const seen = new Map<number, Profile>();
  const ids: number[] = [];
  const take = (profiles: Profile[]) => {
    for (const p of profiles) {
      if (seen.has(p.clientId)) continue;
      seen.set(p.clientId, p);
      ids.push(p.clientId);
    }
  };
  take(first.profiles);
  onProgress?.(ids.length, first.totalCount);
  const pages = Math.ceil(first.totalCount / FREEZE_PAGE_SIZE);
  for (let page = 2; page <= pages; page += 1) {
    take((await io.listPage(page, FREEZE_PAGE_SIZE)).profiles);
    onProgress?.(ids.length, first.totalCount);
  }
  return { ok: true, ids, totalCount: first.totalCount, profiles: seen };
}

// ---------------------------------------------------------------------------------------------------------------
// Dry run

export interface DryRunRow {
  clientId: number;
  outcome: 'change' | 'skip' | 'refused';
  reason: string;
  before: FieldValues | null;
  after: FieldValues | null;
}

export interface DryRun {
  willChange: number;
  skipped: number;
  refused: number;
  /**
   * Profiles that have the tag in another letter case ("506 profiles already have 'VIP' (other case)"): skipped
   * when the action ignores case, changed (they get the tag as typed too) when it does not.
   */
  otherCase: number;
  samples: DryRunRow[];
  rows: DryRunRow[];
}

export function dryRunOf(action: BulkAction, ids: readonly number[], profiles: Map<number, Profile>): DryRun {
  const rows: DryRunRow[] = [];
  let otherCase = 0;
  for (const clientId of ids) {
    const profile = profiles.get(clientId);
    if (!profile) {
      rows.push({ clientId, outcome: 'refused', reason: 'Deleted since it was selected', before: null, after: null });
      continue;
    }
    const effect = effectOf(action, profile);
    if (effect.otherCase) otherCase += 1;
    if (effect.status === 'change')
      rows.push({ clientId, outcome: 'change', reason: '', before: effect.before, after: effect.after });
    else {
      rows.push({ clientId, outcome: 'skip', reason: effect.reason, before: null, after: null });
    }
  }
  const count = (outcome: DryRunRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  return {
    willChange: count('change'),
    skipped: count('skip'),
    refused: count('refused'),
    otherCase,
    samples: rows.filter((r) => r.outcome === 'change').slice(0, SAMPLE_SIZE),
    rows,
  };
}

/** The dry run as spreadsheet rows (written by src/lib/csv.ts, which makes every cell formula-safe). */
export function dryRunCsvRows(dry: DryRun): Record<string, string | number>[] {
  const text = (values: FieldValues | null) => (values ? JSON.stringify(values) : '');
  return dry.rows.map((row) => ({
    clientId: row.clientId,
    outcome: row.outcome === 'change' ? 'will change' : row.outcome === 'skip' ? 'already so (skipped)' : 'refused',
    reason: row.reason,
    before: text(row.before),
    after: text(row.after),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// The job's state (what the journal keeps)

export type ProfileOutcome =
  'pending' | 'sent' | 'skipped' | 'failed' | 'applied' | 'not-visible' | 'undone' | 'conflict';

export interface ProfileEntry {
  clientId: number;
  outcome: ProfileOutcome;
  before?: FieldValues;
  written?: FieldValues;
  field?: string;
  reason?: string;
}

export type ChunkState = 'pending' | 'sending' | 'sent' | 'failed';

export interface JobState {
  action: BulkAction;
  chunks: { ids: number[]; state: ChunkState; rounds: number }[];
  entries: Record<number, ProfileEntry>;
  state: 'ready' | 'running' | 'paused' | 'stopped' | 'cancelled' | 'done';
  /** Why the job paused or stopped, in words. */
  message?: string;
  /** A 403's missing permission: the screens name it in words, the constant on a detail line. */
  permission?: string;
}

export function newJob(action: BulkAction, ids: readonly number[], chunkSize = CHUNK_SIZE): JobState {
  const chunks = [];
  for (let i = 0; i < ids.length; i += chunkSize)
    chunks.push({ ids: ids.slice(i, i + chunkSize), state: 'pending' as const, rounds: 0 });
  const entries: Record<number, ProfileEntry> = {};
  for (const clientId of ids) entries[clientId] = { clientId, outcome: 'pending' };
  return { action, chunks, entries, state: 'ready' };
}

// A job's counts are in bulk-counts.ts: the jobs page shows them without this engine.

// ---------------------------------------------------------------------------------------------------------------
// Sending

export interface RunHooks {
  /** After every change of state: the journal writes it (the chunk is "sending" before its request goes out). */
  save?(job: JobState): Promise<void> | void;
  /** Checked between chunks. */
  shouldPause?(): boolean;
  shouldCancel?(): boolean;
}

const ITEM_FIELD = /^\[(\d+)\](?:\.(.+))?$/;

type SendResult =
  | { ok: true; dropped: { index: number; field: string; reason: string }[] }
  | { ok: false; kind: 'failed' | 'stopped' | 'paused'; message: string; permission?: string };

/**
 * Sends one chunk's changesets: a 400 naming items drops them and sends the rest again (at most MAX_ROUNDS
 * requests), a 401 refreshes the session once, a 403 stops, a 500 (or no answer) is retried twice with backoff.
 */
async function sendChunk(io: BulkIo, changesets: Record<string, unknown>[]): Promise<SendResult> {
  const dropped: { index: number; field: string; reason: string }[] = [];
  let positions = changesets.map((_, i) => i);
  let rounds = 0;
  let retries = 0;
  let refreshed = false;
  while (positions.length > 0) {
    let answer: BatchAnswer;
    try {
      answer = await io.sendBatch(positions.map((i) => changesets[i]!));
    } catch {
      answer = { status: 0 };
    }
    if (answer.status >= 200 && answer.status < 300) return { ok: true, dropped };
    if (answer.status === 400) {
      rounds += 1;
      const named = new Map<number, { field: string; reason: string }>();
      for (const error of answer.errors ?? []) {
        const m = ITEM_FIELD.exec(error.field ?? '');
        if (!m) continue;
        const position = positions[Number(m[1])];
        if (position === undefined || named.has(position)) continue;
        named.set(position, { field: m[2] ?? '', reason: error.message ?? 'Refused by the service' });
      }
      if (named.size === 0 || rounds >= MAX_ROUNDS)
        return { ok: false, kind: 'failed', message: 'The service refused the chunk without naming its items' };
      for (const [index, problem] of named) dropped.push({ index, ...problem });
      positions = positions.filter((p) => !named.has(p));
      continue;
    }
    if (answer.status === 401 && !refreshed) {
      refreshed = true;
      if (await io.refreshSession()) continue;
      return { ok: false, kind: 'paused', message: 'Your session ended: sign in again, then resume the job.' };
    }
    if (answer.status === 401)
      return { ok: false, kind: 'paused', message: 'Your session ended: sign in again, then resume the job.' };
    if (answer.status === 403)
      return {
        ok: false,
        kind: 'stopped',
        message: 'the service refused to change profiles for your role',
        permission: answer.permission,
      };
    if (retries < RETRY_DELAYS_MS.length) {
      await io.sleep(RETRY_DELAYS_MS[retries]!);
      retries += 1;
      continue;
    }
    return {
      ok: false,
      kind: 'failed',
      message: `The service did not accept the chunk (${answer.status || 'no answer'})`,
    };
  }
  return { ok: true, dropped };
}

/**
 * Runs the job from its next unsent chunk. Right before each chunk its profiles are read again and the action
 * decided anew (tags are read-modify-write); a profile deleted meanwhile is skipped and counted.
 */
export async function runJob(job: JobState, io: BulkIo, hooks: RunHooks = {}): Promise<JobState> {
  job.state = 'running';
  job.message = undefined;
  job.permission = undefined;
  for (const chunk of job.chunks) {
    if (chunk.state !== 'pending') continue;
    if (hooks.shouldCancel?.()) {
      job.state = 'cancelled';
      await hooks.save?.(job);
      return job;
    }
    if (hooks.shouldPause?.()) {
      job.state = 'paused';
      await hooks.save?.(job);
      return job;
    }
    const current = await io.readProfiles(chunk.ids);
    const targets: { clientId: number; before: FieldValues; after: FieldValues }[] = [];
    for (const clientId of chunk.ids) {
      const entry = job.entries[clientId]!;
      const profile = current.get(clientId);
      if (!profile) {
        Object.assign(entry, { outcome: 'skipped', reason: 'Deleted during the job' });
        continue;
      }
      const effect = effectOf(job.action, profile);
      if (effect.status === 'skip') Object.assign(entry, { outcome: 'skipped', reason: effect.reason });
      else targets.push({ clientId, before: effect.before, after: effect.after });
    }
    // The values are in the journal before the request goes out: a reload during it finds them (see
    // recoverInterrupted).
    for (const t of targets) Object.assign(job.entries[t.clientId]!, { before: t.before, written: t.after });
    chunk.state = 'sending';
    await hooks.save?.(job);
    const result = targets.length
      ? await sendChunk(
          io,
          targets.map((t) => changesetOf(t.clientId, t.after)),
        )
      : ({ ok: true, dropped: [] } as const);
    if (!result.ok && result.kind !== 'failed') {
      // Nothing of this chunk was accepted: it goes out again on resume.
      chunk.state = 'pending';
      job.state = result.kind;
      job.message = result.message;
      job.permission = result.permission;
      await hooks.save?.(job);
      return job;
    }
    if (!result.ok) {
      chunk.state = 'failed';
      for (const t of targets) Object.assign(job.entries[t.clientId]!, { outcome: 'failed', reason: result.message });
    } else {
      chunk.state = 'sent';
      const dropped = new Map(result.dropped.map((d) => [d.index, d]));
      targets.forEach((t, index) => {
        const problem = dropped.get(index);
        Object.assign(
          job.entries[t.clientId]!,
          problem
            ? { outcome: 'failed', field: problem.field, reason: problem.reason }
            : { outcome: 'sent', before: t.before, written: t.after },
        );
      });
    }
    await hooks.save?.(job);
  }
  job.state = 'done';
  await hooks.save?.(job);
  return job;
}

/**
 * After a reload: a chunk left "sending" may or may not have reached the service, and it is never sent again. It
 * counts as sent; verification then says, per profile, whether the value arrived ("not yet visible" if not).
 */
export function recoverInterrupted(job: JobState): JobState {
  for (const chunk of job.chunks) {
    if (chunk.state !== 'sending') continue;
    chunk.state = 'sent';
    for (const id of chunk.ids) {
      const entry = job.entries[id]!;
      if (entry.outcome === 'pending' && entry.written) entry.outcome = 'sent';
    }
  }
  if (job.state === 'running') job.state = 'paused';
  return job;
}

/**
 * Verification: the service applies a change some time after its 202. Re-reads the written profiles until each
 * shows what was written, or the window passes; the rest is "not yet visible". The first look waits one interval
 * (`firstLookMs`): read at once, the last chunk is never applied yet, and every page would be read a second time
 * for it (10,000 profiles: 42 listing reads instead of 40, scripts/bench/bulk.mjs).
 */
export async function verifyJob(
  job: JobState,
  io: BulkIo,
  windowMs = VERIFY_WINDOW_MS,
  firstLookMs = VERIFY_INTERVAL_MS,
): Promise<JobState> {
  const deadline = io.now() + windowMs;
  const unseen = (e: ProfileEntry) => e.outcome === 'sent' || e.outcome === 'not-visible';
  if (firstLookMs > 0 && Object.values(job.entries).some(unseen)) await io.sleep(firstLookMs);
  for (;;) {
    const waiting = Object.values(job.entries).filter(unseen);
    if (waiting.length === 0) return job;
    const current = await io.readProfiles(waiting.map((e) => e.clientId));
    for (const entry of waiting) {
      const profile = current.get(entry.clientId);
      if (profile && holds(profile, entry.written!)) entry.outcome = 'applied';
    }
    if (io.now() >= deadline) {
      for (const entry of waiting) if (entry.outcome !== 'applied') entry.outcome = 'not-visible';
      return job;
    }
    if (waiting.some((e) => e.outcome !== 'applied')) await io.sleep(VERIFY_INTERVAL_MS);
  }
}

/**
 * Undo: writes the earlier value back only where the profile still holds what the job wrote; anything changed
 * since is a conflict, listed and not overwritten.
 */
export async function undoJob(job: JobState, io: BulkIo): Promise<JobState> {
  const done = Object.values(job.entries).filter(
    (e) => e.outcome === 'applied' || e.outcome === 'not-visible' || e.outcome === 'sent',
  );
  for (let i = 0; i < done.length; i += CHUNK_SIZE) {
    const slice = done.slice(i, i + CHUNK_SIZE);
    const current = await io.readProfiles(slice.map((e) => e.clientId));
    const back: ProfileEntry[] = [];
    for (const entry of slice) {
      const profile = current.get(entry.clientId);
      if (profile && holds(profile, entry.written!)) back.push(entry);
      else
        Object.assign(entry, {
          outcome: 'conflict',
          reason: profile ? 'Changed since the job' : 'Deleted since the job',
        });
    }
    if (back.length === 0) continue;
    const result = await sendChunk(
      io,
      back.map((e) => changesetOf(e.clientId, e.before!)),
    );
    if (!result.ok) {
      job.message = result.message;
      return job;
    }
    const dropped = new Map(result.dropped.map((d) => [d.index, d]));
    back.forEach((entry, index) => {
      const problem = dropped.get(index);
      if (problem) Object.assign(entry, { outcome: 'conflict', field: problem.field, reason: problem.reason });
      else entry.outcome = 'undone';
    });
  }
  return job;
}
