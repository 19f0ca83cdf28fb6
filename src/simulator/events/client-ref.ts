import { ERROR_CODES, EMAIL_PATTERN, isPlainObject, isUuid, type Validation } from '../errors';
import type { ProfileRecord } from '../profiles/record';
import type { WorkspaceProfiles } from '../profiles/state';
import { findByIdentifier } from '../profiles/store';
import type { EventClient } from './state';

/**
 * The identifier object of transactions and the current event operations: at least one of `customId` (string),
 * `id` (int64), `uuid` (uuid), `email` (string). Every identifier given must point to the same existing profile;
 * a missing or unknown profile is a 400 on the field (`client`, or `[i].client` in a batch) with code NOT_FOUND,
 * so batch items report it like every other field error.
 */

export const CLIENT_IDENTIFIERS = ['customId', 'id', 'uuid', 'email'] as const;

export function eventClientOf(record: ProfileRecord): EventClient {
  return { id: record.clientId, uuid: record.uuid, email: record.email, customId: record.customId };
}

export function resolveClient(
  v: Validation,
  field: string,
  value: unknown,
  wp: WorkspaceProfiles,
  allowed: readonly (typeof CLIENT_IDENTIFIERS)[number][] = CLIENT_IDENTIFIERS,
): ProfileRecord | undefined {
  if (value === undefined || value === null) {
    v.add(field, ERROR_CODES.REQUIRED, value === null ? `${field} must not be null` : `${field} is required`, value);
    return undefined;
  }
  if (!isPlainObject(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an object`, value);
    return undefined;
  }
  const found: ProfileRecord[] = [];
  let given = 0;
  let bad = false;
  for (const key of allowed) {
    const raw = value[key];
    if (raw === undefined) continue;
    given += 1;
    const at = `${field}.${key}`;
    if (key === 'id') {
      if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) {
        v.add(at, ERROR_CODES.INVALID_TYPE, `${at} must be an int64`, raw);
        bad = true;
        continue;
      }
      const record = wp.byId.get(raw);
      if (record) found.push(record);
      continue;
    }
    if (typeof raw !== 'string' || raw.trim() === '') {
      v.add(at, ERROR_CODES.INVALID_TYPE, `${at} must be a non-empty string`, raw);
      bad = true;
      continue;
    }
    if ((key === 'uuid' && !isUuid(raw)) || (key === 'email' && !EMAIL_PATTERN.test(raw))) {
      v.add(at, ERROR_CODES.INVALID_FORMAT, `${at} must be a valid ${key}`, raw);
      bad = true;
      continue;
    }
    const record = findByIdentifier(wp, key, raw);
    if (record) found.push(record);
  }
  if (given === 0) {
    v.add(field, ERROR_CODES.REQUIRED, `${field} needs at least one of ${allowed.join(', ')}`, value);
    return undefined;
  }
  if (bad) return undefined;
  const first = found[0];
  if (!first || found.length !== given) {
    v.add(field, ERROR_CODES.NOT_FOUND, `No profile matches ${field}`, value);
    return undefined;
  }
  if (found.some((r) => r.clientId !== first.clientId)) {
    v.add(field, ERROR_CODES.NOT_FOUND, `The identifiers of ${field} belong to different profiles`, value);
    return undefined;
  }
  return first;
}
