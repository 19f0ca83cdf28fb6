import type { SimContext } from '../http/context';
import type { SeedWorkspace } from '../seed/workspaces';
import { isReservedAttribute } from './fields';
import { AGREEMENT_KEYS, isAnonymous, type IdentifierField, type ProfileRecord } from './record';
import { emptyRecord } from './record';
import { findByIdentifier, insertRecord, workspaceProfiles } from './store';

/**
 * Profile records of the people who log in. The seeded customer accounts are profiles 0…4 of the seed (their
 * records exist from the start). An account created by a third-party login, or an anonymous login with a new
 * uuid, gets its record at once (a login is not a queued change), so it shows in the listing and my-account
 * works for it.
 */

export function findProfile(
  ctx: SimContext,
  workspace: SeedWorkspace,
  field: IdentifierField,
  value: string,
): ProfileRecord | undefined {
  return findByIdentifier(workspaceProfiles(ctx, workspace), field, value);
}

export interface LoginIdentity {
  clientId: number;
  uuid: string;
  email: string | null;
  customId: string | null;
  agreements: Record<string, boolean>;
  attributes: Record<string, unknown>;
  tags: string[];
}

/**
 * Creates the record of a profile that logged in, unless one with its client id exists. An identifier that
 * already belongs to another profile is left out of the new record (identifiers stay unique).
 */
export function ensureLoginProfile(ctx: SimContext, workspace: SeedWorkspace, identity: LoginIdentity): void {
  const wp = workspaceProfiles(ctx, workspace);
  if (wp.byId.has(identity.clientId)) return;
  const free = (field: IdentifierField, value: string | null) =>
    value !== null && !findByIdentifier(wp, field, value) ? value : null;
  const record = emptyRecord(identity.clientId, free('uuid', identity.uuid) ?? globalThis.crypto.randomUUID());
  record.email = free('email', identity.email);
  record.customId = free('customId', identity.customId);
  for (const key of AGREEMENT_KEYS) record.agreements[key] = identity.agreements[key] === true;
  for (const [name, value] of Object.entries(identity.attributes)) {
    if (!isReservedAttribute(name) && value !== null) record.attributes[name] = value;
  }
  record.tags = [...identity.tags];
  record.lastActivityDate = new Date(ctx.now()).toISOString();
  record.anonymous = isAnonymous(record);
  insertRecord(wp, record);
}
