import type { SimContext } from '../context';
import { ERROR_CODES, Validation, isPlainObject, type JsonObject } from '../errors';
import type { LinkedDevice } from '../seed/profiles';
import type { SeedWorkspace } from '../seed/workspaces';
import { parseProfileChanges } from './fields';
import { IDENTIFIER_FIELDS, type IdentifierField, type ProfileRecord } from './record';
import type { ProfileChanges, WorkspaceProfiles } from './state';
import { claimantOf, findByIdentifier, workspaceProfiles } from './store';

/**
 * The profile operations' rules beyond single fields (fields.ts): identifier claims, batch planning, linked
 * devices. They read the store but answer no request (handlers.ts does).
 */

export const MAX_BATCH_ITEMS = 1_000;
const INT16_MIN = -32_768;
const INT16_MAX = 32_767;

export function todayOf(ctx: SimContext): string {
  return new Date(ctx.now()).toISOString().slice(0, 10);
}

/**
 * Checks that every identifier the changes set is free: not held by another profile, nor claimed by a queued
 * change. `target` is the profile being changed (undefined for a create). Problems go to `v` as `prefix + field`.
 */
export function checkIdentifiersFree(
  ctx: SimContext,
  wp: WorkspaceProfiles,
  changes: ProfileChanges,
  v: Validation,
  options: { target?: number; prefix?: string; fieldName?: (field: IdentifierField) => string } = {},
): void {
  for (const field of IDENTIFIER_FIELDS) {
    const value = changes.strings[field];
    if (typeof value !== 'string') continue;
    const claimant = claimantOf(ctx, wp, field, value, options.target);
    if (!claimant) continue;
    const name = options.fieldName?.(field) ?? field;
    const whose = claimant.kind === 'pending-create' ? 'a profile being created' : 'another profile';
    v.add(`${options.prefix ?? ''}${name}`, ERROR_CODES.ALREADY_EXISTS, `${name} already belongs to ${whose}`, value);
  }
}

export const IDENTIFIER_REQUIRED = 'At least one identifier (email, phone, customId or uuid) is required';

export function hasIdentifier(body: JsonObject): boolean {
  return IDENTIFIER_FIELDS.some((field) => body[field] !== undefined && body[field] !== null);
}

// ---------------------------------------------------------------------------------------------------------------
// Batch planning

export type PlannedChange =
  { kind: 'create'; changes: ProfileChanges } | { kind: 'update'; clientId: number; changes: ProfileChanges };

/** Lookup order of a batch item's profile: the first of these that matches an existing profile. */
const BATCH_LOOKUP: readonly IdentifierField[] = ['customId', 'email', 'uuid'];

/**
 * Validates every item and decides, per item, update (an existing profile matched by clientId, customId, email or
 * uuid) or create (none matched; the create rules apply). Identifiers set by two items for different profiles
 * clash like identifiers of existing profiles.
 */
export function planBatch(
  ctx: SimContext,
  workspace: SeedWorkspace,
  items: unknown[],
): { validation: Validation; changes: PlannedChange[] } {
  const wp = workspaceProfiles(ctx, workspace);
  const v = new Validation();
  const changes: PlannedChange[] = [];
  /** `field:key` → the item that set it and its target (`id:…` or `new:…`). */
  const claims = new Map<string, { item: number; target: string }>();
  const today = todayOf(ctx);

  items.forEach((item, i) => {
    const prefix = `[${i}].`;
    if (!isPlainObject(item)) {
      v.add(`[${i}]`, ERROR_CODES.INVALID_TYPE, `[${i}] must be an object (a changeset)`, item);
      return;
    }
    const problemsBefore = v.errors.length;
    const itemChanges = parseProfileChanges(item, v, { kind: 'batch-item', prefix, today });
    let target: ProfileRecord | undefined;
    if (item.clientId !== undefined) {
      const id = item.clientId;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
        v.add(`${prefix}clientId`, ERROR_CODES.INVALID_TYPE, `${prefix}clientId must be a positive integer`, id);
      } else {
        target = wp.byId.get(id);
        if (!target)
          v.add(`${prefix}clientId`, ERROR_CODES.NOT_FOUND, 'No profile with this clientId in the workspace', id);
      }
    } else {
      for (const field of BATCH_LOOKUP) {
        const value = itemChanges.strings[field];
        target = typeof value === 'string' ? findByIdentifier(wp, field, value) : undefined;
        if (target) break;
      }
    }
    if (v.errors.length > problemsBefore) return;
    if (!target && !hasIdentifier(item)) {
      v.add(`${prefix}email`, ERROR_CODES.REQUIRED, IDENTIFIER_REQUIRED, item.email);
      return;
    }
    checkIdentifiersFree(ctx, wp, itemChanges, v, { target: target?.clientId, prefix });
    const targetKey = target ? `id:${target.clientId}` : `new:${i}`;
    for (const field of IDENTIFIER_FIELDS) {
      const value = itemChanges.strings[field];
      if (typeof value !== 'string') continue;
      const claimKey = `${field}:${value.toLowerCase()}`;
      const earlier = claims.get(claimKey);
      if (earlier && earlier.target !== targetKey) {
        v.add(
          `${prefix}${field}`,
          ERROR_CODES.ALREADY_EXISTS,
          `${field} is also set by item [${earlier.item}] for another profile`,
          value,
        );
      } else if (!earlier) {
        claims.set(claimKey, { item: i, target: targetKey });
      }
    }
    changes.push(
      target
        ? { kind: 'update', clientId: target.clientId, changes: itemChanges }
        : { kind: 'create', changes: itemChanges },
    );
  });
  return { validation: v, changes };
}

// ---------------------------------------------------------------------------------------------------------------
// Linked devices

/** The vendor's device types (lower case, as its clients send them). */
export const DEVICE_TYPES = ['android', 'ios', 'windows'] as const;
const DEVICE_STRINGS = [
  'bluetoothAddress',
  'macAddress',
  'manufacturer',
  'model',
  'osVersion',
  'product',
  'publicKey',
] as const;
const DEVICE_SIZES = ['screenHeight', 'screenWidth'] as const;
const DEVICE_FIELDS: ReadonlySet<string> = new Set([
  'deviceId',
  'type',
  'registrationId',
  ...DEVICE_STRINGS,
  ...DEVICE_SIZES,
]);

/**
 * The reference's Linked device with the vendor's rules where the reference is silent: deviceId, registrationId
 * and type required, type one of DEVICE_TYPES, the other strings optional, screen sizes int16.
 */
export function parseLinkedDevice(body: JsonObject, v: Validation): LinkedDevice | undefined {
  const deviceId = v.requiredString(body, 'deviceId');
  const registrationId = v.requiredString(body, 'registrationId');
  const type = v.oneOf('type', v.requiredString(body, 'type'), DEVICE_TYPES);
  const device: LinkedDevice = {
    deviceId: deviceId?.trim() ?? '',
    type: type ?? '',
    registrationId: registrationId?.trim() ?? null,
    bluetoothAddress: null,
    macAddress: null,
    manufacturer: null,
    model: null,
    osVersion: null,
    product: null,
    publicKey: null,
    screenHeight: null,
    screenWidth: null,
  };
  for (const field of DEVICE_STRINGS) device[field] = v.optionalString(body, field) ?? null;
  for (const field of DEVICE_SIZES) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an integer`, value);
    } else if (value < INT16_MIN || value > INT16_MAX) {
      v.add(field, ERROR_CODES.OUT_OF_RANGE, `${field} must be from ${INT16_MIN} to ${INT16_MAX} (int16)`, value);
    } else {
      device[field] = value;
    }
  }
  for (const [name, value] of Object.entries(body)) {
    if (!DEVICE_FIELDS.has(name)) v.add(name, ERROR_CODES.UNKNOWN_FIELD, `Unknown field ${name}`, value);
  }
  return v.failed ? undefined : device;
}
