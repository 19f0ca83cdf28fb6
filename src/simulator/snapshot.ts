import type { SimContext } from './context';
import { addDocument, workspaceDocuments } from './documents/store';
import { seedWorkspaceDocuments } from './documents/seed';
import type { DocumentRecord, WorkspaceDocuments } from './documents/state';
import type { SavedEvents } from './events/store';
import { restoreSavedProfiles, savedProfilesOf, type SavedWorkspaceProfiles } from './profiles/store';
import type { PendingChange } from './profiles/state';
import { CREATED_ACCOUNT_OFFSET, workspaceAt, type ProfileAccount } from './seed';
import { anonymousProfilesOf, profileAccountsOf, type AnonymousProfile } from './state';

/**
 * The simulator's service data beyond the seed, as plain JSON-able data: what the browser host keeps across
 * reloads (hosts/browser-persistence.ts). The seed is deterministic, so only what changed is kept: profile records
 * that are not the seeded ones, documents that differ from their seeded version, the recorded events, the queue
 * of accepted profile changes, accounts created by third-party logins and anonymous logins.
 *
 * Left out on purpose: tokens and anything that authenticates (MFA codes, throttles, the third-party provider
 * token of an account: `externalId` is dropped), the settings (a reload is a way out of a 100 % failure rate),
 * and caches (search results, sorted listings), which are rebuilt.
 */

export const SNAPSHOT_VERSION = 1;

export interface SavedWorkspaceDocuments {
  index: number;
  createdCount: number;
  /** Documents added through the API or changed since the seed (deleted ones carry `deletedAt`). */
  documents: DocumentRecord[];
}

export interface StateSnapshot {
  version: typeof SNAPSHOT_VERSION;
  profiles: { seq: number; queue: PendingChange[]; workspaces: SavedWorkspaceProfiles[] };
  documents: SavedWorkspaceDocuments[];
  events: SavedEvents;
  /** Accounts created by logins (the seeded customer accounts are left out), by workspace guid. */
  accounts: [string, ProfileAccount[]][];
  anonymous: [string, AnonymousProfile[]][];
}

/** Each seeded document's JSON by workspace index: the reference a document is compared with. */
const seededDocumentJson = new Map<number, Map<string, string>>();

function seededJsonOf(wd: WorkspaceDocuments): Map<string, string> {
  let byId = seededDocumentJson.get(wd.workspace.index);
  if (!byId) {
    byId = new Map(seedWorkspaceDocuments(wd.workspace).documents.map((doc) => [doc.id, JSON.stringify(doc)]));
    seededDocumentJson.set(wd.workspace.index, byId);
  }
  return byId;
}

export function snapshotState(ctx: SimContext): StateSnapshot {
  const { state } = ctx;
  const documents: SavedWorkspaceDocuments[] = [];
  for (const wd of state.documents.workspaces.values()) {
    const seeded = seededJsonOf(wd);
    const changed = wd.documents.filter((doc) => seeded.get(doc.id) !== JSON.stringify(doc));
    if (changed.length > 0 || wd.createdCount > 0)
      documents.push({ index: wd.workspace.index, createdCount: wd.createdCount, documents: changed });
  }
  const accounts: StateSnapshot['accounts'] = [];
  for (const [guid, list] of state.profileAccounts) {
    const created = list.filter((account) => account.clientId % 1_000_000 >= CREATED_ACCOUNT_OFFSET);
    if (created.length > 0) accounts.push([guid, created.map((account) => ({ ...account, externalId: null }))]);
  }
  return {
    version: SNAPSHOT_VERSION,
    profiles: {
      seq: state.profiles.seq,
      queue: state.profiles.queue,
      workspaces: [...state.profiles.workspaces.values()]
        .map(savedProfilesOf)
        .filter((saved) => saved.records.length + saved.deleted.length + saved.linkedDevices.length > 0),
    },
    documents,
    events: state.events.snapshot(),
    accounts,
    anonymous: [...state.anonymousProfiles].map(([guid, byUuid]) => [guid, [...byUuid.values()]]),
  };
}

/**
 * Puts a snapshot back into a fresh state (call before the first request). A snapshot of another version is
 * ignored: the seed may have changed with it, and a diff over another seed would be wrong.
 */
export function restoreState(ctx: SimContext, snapshot: unknown): boolean {
  if (!isSnapshot(snapshot)) return false;
  const { state } = ctx;
  for (const saved of snapshot.profiles.workspaces) restoreSavedProfiles(ctx, saved);
  for (const saved of snapshot.documents) {
    const workspace = workspaceAt(saved.index);
    if (!workspace) continue;
    const wd = workspaceDocuments(ctx, workspace);
    for (const doc of saved.documents) {
      const at = wd.documents.findIndex((d) => d.id === doc.id);
      if (at === -1) addDocument(wd, doc);
      else {
        wd.documents[at] = doc;
        wd.byId.set(doc.id, doc);
      }
    }
    wd.createdCount = saved.createdCount;
  }
  state.events.restore(snapshot.events);
  for (const [guid, accounts] of snapshot.accounts) {
    const workspace = workspaceOfGuid(guid);
    if (workspace) profileAccountsOf(state, workspace).push(...accounts);
  }
  for (const [guid, profiles] of snapshot.anonymous) {
    const workspace = workspaceOfGuid(guid);
    if (!workspace) continue;
    const byUuid = anonymousProfilesOf(state, workspace);
    for (const profile of profiles) byUuid.set(profile.uuid, profile);
  }
  // Last: restoring the records must not apply queued changes (their due times are checked at the next request).
  state.profiles.seq = snapshot.profiles.seq;
  state.profiles.queue.push(...snapshot.profiles.queue);
  return true;
}

function workspaceOfGuid(guid: string) {
  for (let index = 0; ; index += 1) {
    const workspace = workspaceAt(index);
    if (!workspace || workspace.guid === guid) return workspace;
  }
}

function isSnapshot(value: unknown): value is StateSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<StateSnapshot>;
  return (
    snapshot.version === SNAPSHOT_VERSION &&
    typeof snapshot.profiles === 'object' &&
    Array.isArray(snapshot.documents) &&
    typeof snapshot.events === 'object' &&
    Array.isArray(snapshot.accounts) &&
    Array.isArray(snapshot.anonymous)
  );
}
