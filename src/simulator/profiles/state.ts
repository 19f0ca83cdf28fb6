import type { LinkedDevice } from '../seed/profiles';
import type { SeedWorkspace } from '../seed/workspaces';
import type { AgreementKey, IdentifierField, ProfileRecord, StringField } from './record';

/**
 * The mutable side of profiles: each workspace's records (built from the seed on first use, then changed by the
 * queued changes) and the queue of accepted changes waiting for their apply time.
 */

/** A validated change to a profile's fields (absent = unchanged). */
export interface ProfileChanges {
  /** `null` resets the field. Emails and uuids are lower-case, countryCode upper-case. */
  strings: Partial<Record<StringField, string | null>>;
  /** `null` resets every agreement to false; a key's `null` resets that one. */
  agreements?: Partial<Record<AgreementKey, boolean | null>> | null;
  /** `null` removes every custom attribute; an attribute's `null` removes it. Reserved names are already dropped. */
  attributes?: Record<string, unknown> | null;
  /** Replaces the list; `null` empties it. */
  tags?: string[] | null;
}

interface ChangeBase {
  /** Acceptance order, from 1; also the seed of the change's delay. */
  seq: number;
  /** Simulator time (ms) at which the change is applied. */
  dueAt: number;
  workspaceIndex: number;
}

export type PendingChange =
  | (ChangeBase & { kind: 'create'; changes: ProfileChanges })
  | (ChangeBase & { kind: 'update'; clientId: number; changes: ProfileChanges })
  | (ChangeBase & { kind: 'delete'; clientId: number })
  | (ChangeBase & { kind: 'link-device'; clientId: number; device: LinkedDevice });

export interface WorkspaceProfiles {
  workspace: SeedWorkspace;
  /** Ascending client id. */
  records: ProfileRecord[];
  byId: Map<number, ProfileRecord>;
  /** Identifier key (see identifierKey) → record. */
  byIdentifier: Record<IdentifierField, Map<string, ProfileRecord>>;
  /** Devices linked through the API, by client id (seeded devices are derived, see seededDevicesOf). */
  linkedDevices: Map<number, LinkedDevice[]>;
  /** Profiles created through the API so far (their client ids follow CREATED_PROFILE_OFFSET). */
  createdCount: number;
  /** Bumped by every applied change; listing caches are valid for one version. */
  version: number;
  /** Sorted listings of the current version, by `sortBy:sortOrder`. */
  sorted: Map<string, ProfileRecord[]>;
}

export interface ProfileState {
  /** By workspace index; a workspace is built from the seed on its first use. */
  workspaces: Map<number, WorkspaceProfiles>;
  /** Accepted changes not yet applied, by (dueAt, seq). */
  queue: PendingChange[];
  /** The last sequence number handed out. */
  seq: number;
}

export function createProfileState(): ProfileState {
  return { workspaces: new Map(), queue: [], seq: 0 };
}

/** Back to the seed: every workspace is rebuilt on its next use, queued changes are dropped. */
export function resetProfileState(state: ProfileState): void {
  state.workspaces.clear();
  state.queue.length = 0;
  state.seq = 0;
}
