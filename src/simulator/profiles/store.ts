import type { SimContext } from '../context';
import { hashSeed, randomUuid, rngFor } from '../seed/prng';
import { clientIdFor } from '../seed/profile-accounts';
import { CREATED_PROFILE_OFFSET, seedProfiles, type LinkedDevice } from '../seed/profiles';
import { workspaceAt, type SeedWorkspace } from '../seed/workspaces';
import {
  AGREEMENT_KEYS,
  IDENTIFIER_FIELDS,
  copyRecord,
  STRING_FIELDS,
  identifierKey,
  isAnonymous,
  emptyRecord,
  type IdentifierField,
  type ProfileRecord,
} from './record';
import type { PendingChange, ProfileChanges, WorkspaceProfiles } from './state';

/**
 * The profile store: each workspace's records, their identifier indexes, and the asynchronous acceptance of
 * changes.
 *
 * Accepted changes (create, update, delete, linked device) wait in a queue until `now + delay`, the delay being
 * 300 ms to 2 s, fixed per change (a hash of its sequence number). Changes to one profile keep their order: a
 * change is never due before an earlier change to the same profile. Nothing runs on a timer: every request (a
 * before-request hook) and every read of the store first applies the changes due at `now()`, so the same code works in real
 * time and under a test's movable clock. Each applied change records a `client.updateData` event.
 */

export const MIN_CHANGE_DELAY_MS = 300;
export const MAX_CHANGE_DELAY_MS = 2_000;

export function changeDelayMs(seq: number): number {
  return MIN_CHANGE_DELAY_MS + (hashSeed('profile-change', seq) % (MAX_CHANGE_DELAY_MS - MIN_CHANGE_DELAY_MS + 1));
}

// ---------------------------------------------------------------------------------------------------------------
// Workspaces and indexes

function emptyIndexes(): Record<IdentifierField, Map<string, ProfileRecord>> {
  return { email: new Map(), phone: new Map(), customId: new Map(), uuid: new Map() };
}

function indexRecord(wp: WorkspaceProfiles, record: ProfileRecord): void {
  for (const field of IDENTIFIER_FIELDS) {
    const value = record[field];
    if (value !== null) wp.byIdentifier[field].set(identifierKey(field, value), record);
  }
}

function unindexRecord(wp: WorkspaceProfiles, record: ProfileRecord): void {
  for (const field of IDENTIFIER_FIELDS) {
    const value = record[field];
    if (value === null) continue;
    const key = identifierKey(field, value);
    if (wp.byIdentifier[field].get(key) === record) wp.byIdentifier[field].delete(key);
  }
}

/**
 * Seeded records by workspace index, generated once per process and shared by every simulator instance (tests
 * create many): they are never changed in place. A change replaces the record with a changed copy
 * (copy-on-write), so resetting a simulator only has to drop its own arrays and indexes.
 */
const seeded = new Map<number, readonly ProfileRecord[]>();

function seededRecordsOf(workspace: SeedWorkspace): readonly ProfileRecord[] {
  let records = seeded.get(workspace.index);
  if (!records) {
    records = seedProfiles(workspace);
    seeded.set(workspace.index, records);
  }
  return records;
}

function buildWorkspace(workspace: SeedWorkspace): WorkspaceProfiles {
  const records = [...seededRecordsOf(workspace)];
  const wp: WorkspaceProfiles = {
    workspace,
    records,
    byId: new Map(),
    byIdentifier: emptyIndexes(),
    linkedDevices: new Map(),
    createdCount: 0,
    version: 0,
    sorted: new Map(),
  };
  for (const record of records) {
    wp.byId.set(record.clientId, record);
    indexRecord(wp, record);
  }
  return wp;
}

/** The workspace's profiles, after applying every change due by now (built from the seed on first use). */
export function workspaceProfiles(ctx: SimContext, workspace: SeedWorkspace): WorkspaceProfiles {
  settlePendingChanges(ctx);
  return profilesOf(ctx, workspace);
}

function profilesOf(ctx: SimContext, workspace: SeedWorkspace): WorkspaceProfiles {
  let wp = ctx.state.profiles.workspaces.get(workspace.index);
  if (!wp) {
    wp = buildWorkspace(workspace);
    ctx.state.profiles.workspaces.set(workspace.index, wp);
  }
  return wp;
}

export function findByIdentifier(
  wp: WorkspaceProfiles,
  field: IdentifierField,
  value: string,
): ProfileRecord | undefined {
  return wp.byIdentifier[field].get(identifierKey(field, value));
}

/** First index whose client id is ≥ clientId (records are in ascending client id order). */
function positionOf(records: readonly ProfileRecord[], clientId: number): number {
  let lo = 0;
  let hi = records.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((records[mid] as ProfileRecord).clientId < clientId) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function touch(wp: WorkspaceProfiles): void {
  wp.version += 1;
  wp.sorted.clear();
}

/** Adds a record at once (no queue): used for the records of profiles that log in (see ensureLoginProfile). */
export function insertRecord(wp: WorkspaceProfiles, record: ProfileRecord): void {
  wp.records.splice(positionOf(wp.records, record.clientId), 0, record);
  wp.byId.set(record.clientId, record);
  indexRecord(wp, record);
  touch(wp);
}

function replaceRecord(wp: WorkspaceProfiles, current: ProfileRecord, next: ProfileRecord): void {
  const at = positionOf(wp.records, current.clientId);
  wp.records[at] = next;
  wp.byId.set(next.clientId, next);
  unindexRecord(wp, current);
  indexRecord(wp, next);
  touch(wp);
}

function removeRecord(wp: WorkspaceProfiles, record: ProfileRecord): void {
  const at = positionOf(wp.records, record.clientId);
  if (wp.records[at] === record) wp.records.splice(at, 1);
  wp.byId.delete(record.clientId);
  unindexRecord(wp, record);
  wp.linkedDevices.delete(record.clientId);
  touch(wp);
}

// ---------------------------------------------------------------------------------------------------------------
// Identifier claims

export type Claimant = { kind: 'profile'; clientId: number } | { kind: 'pending-create' };

/**
 * Who holds an identifier value in the workspace: an existing profile, or a queued change (a create, or an
 * update of another profile) that will set it. `exceptClientId` is the profile being changed (its own values
 * and its own queued updates are no conflict).
 */
export function claimantOf(
  ctx: SimContext,
  wp: WorkspaceProfiles,
  field: IdentifierField,
  value: string,
  exceptClientId?: number,
): Claimant | undefined {
  const key = identifierKey(field, value);
  const holder = wp.byIdentifier[field].get(key);
  if (holder && holder.clientId !== exceptClientId) return { kind: 'profile', clientId: holder.clientId };
  for (const change of ctx.state.profiles.queue) {
    if (change.workspaceIndex !== wp.workspace.index) continue;
    if (change.kind !== 'create' && change.kind !== 'update') continue;
    if (change.kind === 'update' && change.clientId === exceptClientId) continue;
    const claimed = change.changes.strings[field];
    if (typeof claimed === 'string' && identifierKey(field, claimed) === key) {
      return change.kind === 'create' ? { kind: 'pending-create' } : { kind: 'profile', clientId: change.clientId };
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The queue

type NewChange =
  | { kind: 'create'; changes: ProfileChanges }
  | { kind: 'update'; clientId: number; changes: ProfileChanges }
  | { kind: 'delete'; clientId: number }
  | { kind: 'link-device'; clientId: number; device: LinkedDevice };

/** Accepts a change: it is applied `changeDelayMs(seq)` from now, and never before earlier changes to its profile. */
export function enqueueChange(ctx: SimContext, workspace: SeedWorkspace, change: NewChange): PendingChange {
  const ps = ctx.state.profiles;
  ps.seq += 1;
  const seq = ps.seq;
  let dueAt = ctx.now() + changeDelayMs(seq);
  if (change.kind !== 'create') {
    for (const queued of ps.queue) {
      if (queued.kind !== 'create' && queued.clientId === change.clientId && queued.dueAt > dueAt) dueAt = queued.dueAt;
    }
  }
  const pending = { ...change, seq, dueAt, workspaceIndex: workspace.index } as PendingChange;
  // After every change due at the same time or earlier: the queue stays ordered by (dueAt, seq).
  let at = ps.queue.length;
  while (at > 0 && (ps.queue[at - 1] as PendingChange).dueAt > dueAt) at -= 1;
  ps.queue.splice(at, 0, pending);
  return pending;
}

/**
 * Due changes are applied before every service operation (the HTTP layer runs the context's before-request
 * hooks) and before every read of the events, so a change is visible everywhere at its due time.
 */
export function registerProfileHooks(ctx: SimContext): void {
  const settle = () => settlePendingChanges(ctx);
  ctx.beforeRequest.push(settle);
  ctx.state.events.beforeRead = settle;
}

/** Applies, in order, every queued change due by now. */
export function settlePendingChanges(ctx: SimContext): void {
  const queue = ctx.state.profiles.queue;
  if (queue.length === 0) return;
  const now = ctx.now();
  while (queue.length > 0 && (queue[0] as PendingChange).dueAt <= now) {
    applyChange(ctx, queue.shift() as PendingChange);
  }
}

function applyChange(ctx: SimContext, change: PendingChange): void {
  const workspace = workspaceAt(change.workspaceIndex);
  if (!workspace) return;
  const wp = profilesOf(ctx, workspace);
  const time = new Date(change.dueAt).toISOString();
  switch (change.kind) {
    case 'create': {
      const clientId = clientIdFor(workspace, CREATED_PROFILE_OFFSET + wp.createdCount);
      wp.createdCount += 1;
      const uuid = randomUuid(rngFor('created-profile', workspace.index, clientId));
      const record = emptyRecord(clientId, uuid);
      const changed = applyChanges(wp, record, change.changes);
      record.lastActivityDate = time;
      insertRecord(wp, record);
      recordUpdateEvent(ctx, wp, record, change.dueAt, { changed });
      return;
    }
    case 'update': {
      const current = wp.byId.get(change.clientId);
      // A change whose profile was deleted in the meantime is dropped.
      if (!current) return;
      const record = copyRecord(current);
      const changed = applyChanges(wp, record, change.changes);
      replaceRecord(wp, current, record);
      recordUpdateEvent(ctx, wp, record, change.dueAt, { changed });
      return;
    }
    case 'delete': {
      const record = wp.byId.get(change.clientId);
      if (!record) return;
      removeRecord(wp, record);
      recordUpdateEvent(ctx, wp, record, change.dueAt, { changed: [], deleted: true });
      return;
    }
    case 'link-device': {
      const record = wp.byId.get(change.clientId);
      if (!record) return;
      const devices = (wp.linkedDevices.get(record.clientId) ?? []).filter(
        (d) => d.deviceId !== change.device.deviceId,
      );
      devices.push(change.device);
      wp.linkedDevices.set(record.clientId, devices);
      recordUpdateEvent(ctx, wp, record, change.dueAt, {
        changed: ['linkedDevices'],
        deviceId: change.device.deviceId,
      });
      return;
    }
  }
}

function recordUpdateEvent(
  ctx: SimContext,
  wp: WorkspaceProfiles,
  record: ProfileRecord,
  at: number,
  params: { changed: string[]; [key: string]: unknown },
): void {
  ctx.state.events.recordEvent(wp.workspace.id, {
    time: new Date(at).toISOString(),
    action: 'client.updateData',
    label: '',
    client: { id: record.clientId, uuid: record.uuid, email: record.email, customId: record.customId },
    params: { eventCreateTime: at, ...params },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Applying field changes

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes the changes into the record (a fresh copy: seeded records are shared) and answers the names of the fields whose value changed (`agreements.sms`,
 * `attributes.vip` for the nested ones). An identifier another profile took in the meantime is not written.
 */
export function applyChanges(wp: WorkspaceProfiles, record: ProfileRecord, changes: ProfileChanges): string[] {
  const changed: string[] = [];
  for (const field of STRING_FIELDS) {
    const value = changes.strings[field];
    if (value === undefined) continue;
    if (value !== null && (IDENTIFIER_FIELDS as readonly string[]).includes(field)) {
      const holder = wp.byIdentifier[field as IdentifierField].get(identifierKey(field as IdentifierField, value));
      if (holder && holder.clientId !== record.clientId) continue;
    }
    if (field === 'uuid' && value === null) continue;
    if (record[field] !== value) {
      (record as unknown as Record<string, string | null>)[field] = value;
      changed.push(field);
    }
  }
  if (changes.agreements !== undefined) {
    for (const key of AGREEMENT_KEYS) {
      const value = changes.agreements === null ? false : changes.agreements[key];
      if (value === undefined) continue;
      const next = value ?? false;
      if (record.agreements[key] !== next) {
        record.agreements[key] = next;
        changed.push(`agreements.${key}`);
      }
    }
  }
  if (changes.attributes !== undefined) {
    const updates =
      changes.attributes ?? Object.fromEntries(Object.keys(record.attributes).map((name) => [name, null]));
    for (const [name, value] of Object.entries(updates)) {
      const had = Object.hasOwn(record.attributes, name);
      if (value === null) {
        if (had) {
          delete record.attributes[name];
          changed.push(`attributes.${name}`);
        }
      } else if (!had || !same(record.attributes[name], value)) {
        record.attributes[name] = structuredClone(value);
        changed.push(`attributes.${name}`);
      }
    }
  }
  if (changes.tags !== undefined) {
    const next = changes.tags ?? [];
    if (!same(record.tags, next)) {
      record.tags = [...next];
      changed.push('tags');
    }
  }
  record.anonymous = isAnonymous(record);
  return changed;
}

// ---------------------------------------------------------------------------------------------------------------
// Snapshot (the browser host keeps a demo's changes across reloads, see ../snapshot.ts)

/** What a workspace's profiles hold beyond the seed: records changed or added, seeded ones removed, linked devices. */
export interface SavedWorkspaceProfiles {
  index: number;
  createdCount: number;
  /** Records that are not the seeded object (copy-on-write: a changed record is always a new object). */
  records: ProfileRecord[];
  /** Seeded client ids no longer present. */
  deleted: number[];
  linkedDevices: [number, LinkedDevice[]][];
}

export function savedProfilesOf(wp: WorkspaceProfiles): SavedWorkspaceProfiles {
  const seed = seededRecordsOf(wp.workspace);
  const records: ProfileRecord[] = [];
  const deleted = seed.filter((record) => !wp.byId.has(record.clientId)).map((record) => record.clientId);
  const seedSet = new Set(seed);
  for (const record of wp.records) if (!seedSet.has(record)) records.push(record);
  return {
    index: wp.workspace.index,
    createdCount: wp.createdCount,
    records,
    deleted,
    linkedDevices: [...wp.linkedDevices],
  };
}

/** Puts the saved records back over a freshly built workspace (the seed is the same on every start). */
export function restoreSavedProfiles(ctx: SimContext, saved: SavedWorkspaceProfiles): void {
  const workspace = workspaceAt(saved.index);
  if (!workspace) return;
  const wp = profilesOf(ctx, workspace);
  for (const clientId of saved.deleted) {
    const record = wp.byId.get(clientId);
    if (record) removeRecord(wp, record);
  }
  for (const record of saved.records) {
    const current = wp.byId.get(record.clientId);
    if (current) replaceRecord(wp, current, record);
    else insertRecord(wp, record);
  }
  wp.linkedDevices = new Map(saved.linkedDevices);
  wp.createdCount = saved.createdCount;
}
