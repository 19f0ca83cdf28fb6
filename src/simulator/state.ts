import {
  ANONYMOUS_PROFILE_OFFSET,
  CREATED_ACCOUNT_OFFSET,
  SEED_USERS,
  clientIdFor,
  seedProfileAccounts,
  type ProfileAccount,
  type SeedUser,
  type SeedWorkspace,
} from './seed';
import { EventStore } from './events/store';
import { createProfileState, resetProfileState, type ProfileState } from './profiles/state';
import { createDocumentState, resetDocumentState, type DocumentState } from './documents/state';
import { PaginationCache } from './search/state';
import { createAuthThrottleState, resetAuthThrottleState, type AuthThrottleState } from './auth/throttle';

/** Settings the control API can change (`POST /__simulator/config`). */
export interface SimulatorConfig {
  /** Lifetime of every token issued from now on. The reference's default: one hour. */
  tokenTtlSeconds: number;
  /** Added before every non-control response. */
  latencyMs: number;
  /** Probability (0…1) that a non-control request fails with a simulated 500. */
  failureRate: number;
}

export const DEFAULT_CONFIG: Readonly<SimulatorConfig> = Object.freeze({
  tokenTtlSeconds: 3600,
  latencyMs: 0,
  failureRate: 0,
});

export interface EmailCode {
  code: string;
  /** Epoch ms (simulator clock). */
  sentAt: number;
  expiresAt: number;
}

/** An EMAIL code is valid for five minutes after the login that sent it. */
export const EMAIL_CODE_TTL_MS = 5 * 60_000;
/** Wrong MFA codes allowed per login token; the next verification with that token answers 429. */
export const MAX_WRONG_MFA_CODES = 5;

export interface AnonymousProfile {
  clientId: number;
  uuid: string;
  workspaceGuid: string;
  deviceId: string | null;
}

/**
 * Everything that changes while the simulator runs. Seeded, immutable data (users, workspaces) lives in ./seed;
 * workspace-scoped data is created on first use (`profileAccountsOf`), so a fresh state costs nothing.
 */
export interface SimulatorState {
  config: SimulatorConfig;
  users: readonly SeedUser[];
  /** Last EMAIL code sent, by username. Each login of an EMAIL user replaces it. */
  emailCodes: Map<string, EmailCode>;
  /** Wrong MFA codes entered, by the jti of the token used for the verification. */
  mfaFailures: Map<string, number>;
  /** Wrong-password and wrong-code limits, and the last accepted TOTP step per user (auth/throttle.ts). */
  authThrottle: AuthThrottleState;
  /** Anonymous profiles that logged in, by workspace guid, then by uuid. */
  anonymousProfiles: Map<string, Map<string, AnonymousProfile>>;
  /** Profile accounts by workspace guid (seeded on first use, plus those created by third-party logins). */
  profileAccounts: Map<string, ProfileAccount[]>;
  /** Profile records per workspace (built from the seed on first use) and the queue of accepted changes. */
  profiles: ProfileState;
  /** Recorded events (append-only). */
  events: EventStore;
  /** Documents, directories, groups and segments per workspace (seeded on first use). */
  documents: DocumentState;
  /** Search results kept 10 minutes by correlation id (search/state.ts). */
  searchCache: PaginationCache;
  /**
   * How far the control API moved the clock ahead (`POST /__simulator/clock`): a test lets a token's lifetime pass
   * without waiting it out. Added to the host's clock by createSimulator.
   */
  clockOffsetMs: number;
}

export function createState(): SimulatorState {
  return {
    config: { ...DEFAULT_CONFIG },
    users: SEED_USERS,
    emailCodes: new Map(),
    mfaFailures: new Map(),
    authThrottle: createAuthThrottleState(),
    anonymousProfiles: new Map(),
    profileAccounts: new Map(),
    profiles: createProfileState(),
    events: new EventStore(),
    documents: createDocumentState(),
    searchCache: new PaginationCache(),
    clockOffsetMs: 0,
  };
}

/** Back to the seed, in place (holders of the state object keep a valid reference). */
export function resetState(state: SimulatorState): void {
  state.config = { ...DEFAULT_CONFIG };
  state.emailCodes.clear();
  state.mfaFailures.clear();
  resetAuthThrottleState(state.authThrottle);
  state.anonymousProfiles.clear();
  state.profileAccounts.clear();
  resetProfileState(state.profiles);
  state.events.clear();
  resetDocumentState(state.documents);
  state.searchCache.clear();
  state.clockOffsetMs = 0;
}

export function profileAccountsOf(state: SimulatorState, workspace: SeedWorkspace): ProfileAccount[] {
  let accounts = state.profileAccounts.get(workspace.guid);
  if (!accounts) {
    accounts = seedProfileAccounts(workspace);
    state.profileAccounts.set(workspace.guid, accounts);
  }
  return accounts;
}

export function nextCreatedClientId(state: SimulatorState, workspace: SeedWorkspace): number {
  const accounts = profileAccountsOf(state, workspace);
  const created = accounts.filter((a) => a.clientId >= clientIdFor(workspace, CREATED_ACCOUNT_OFFSET)).length;
  return clientIdFor(workspace, CREATED_ACCOUNT_OFFSET + created);
}

export function anonymousProfilesOf(state: SimulatorState, workspace: SeedWorkspace): Map<string, AnonymousProfile> {
  let profiles = state.anonymousProfiles.get(workspace.guid);
  if (!profiles) {
    profiles = new Map();
    state.anonymousProfiles.set(workspace.guid, profiles);
  }
  return profiles;
}

export function nextAnonymousClientId(state: SimulatorState, workspace: SeedWorkspace): number {
  return clientIdFor(workspace, ANONYMOUS_PROFILE_OFFSET + anonymousProfilesOf(state, workspace).size);
}
