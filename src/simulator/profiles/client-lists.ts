import { randomUuid, rngFor } from '../seed/prng';
import { PROFILE_REFERENCE_MS } from '../seed/profiles';
import type { SeedWorkspace } from '../seed/workspaces';
import type { ProfileRecord } from './record';

/**
 * Seeded client lists: three per workspace, each a saved segment of the workspace's profiles. The reference gives
 * a list only `count` and `expiration`; the count is computed from the current profiles, so it follows changes.
 * Their ids are listed by the control API (`GET /__simulator/client-lists?workspace=<guid>`).
 */

export interface ClientListDefinition {
  id: string;
  name: string;
  /** ISO 8601 date-time. */
  expiration: string;
  includes: (record: ProfileRecord) => boolean;
}

const DAY_MS = 86_400_000;

const DEFINITIONS: ReadonlyArray<Omit<ClientListDefinition, 'id' | 'expiration'> & { days: number }> = [
  { name: 'VIP customers', days: 90, includes: (r) => r.attributes.vip === true },
  { name: 'Email subscribers', days: 180, includes: (r) => r.agreements.email },
  { name: 'Anonymous visitors', days: 365, includes: (r) => r.anonymous },
];

export function clientListsOf(workspace: SeedWorkspace): ClientListDefinition[] {
  return DEFINITIONS.map(({ days, ...definition }, k) => ({
    ...definition,
    id: randomUuid(rngFor('client-list', workspace.index, k)),
    expiration: new Date(PROFILE_REFERENCE_MS + days * DAY_MS).toISOString(),
  }));
}
