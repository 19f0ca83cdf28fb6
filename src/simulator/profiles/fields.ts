import { isCountryCode } from '../seed/countries';
import { isIsoDate } from '../../lib/formats';
import { safeHttpUrl } from '../../lib/safe-url';
import { EMAIL_PATTERN, ERROR_CODES, isPlainObject, isUuid, type JsonObject, type Validation } from '../http/errors';
import {
  AGREEMENT_KEYS,
  INPUT_ONLY_AGREEMENT_KEYS,
  STRING_FIELDS,
  type AgreementKey,
  type IdentifierField,
  type StringField,
} from './record';
import type { ProfileChanges } from './state';

/**
 * Validation of profile fields in request bodies: create, update, batch items and my-account update. Every
 * problem of a body is collected (one 400 lists them all), each on its field, prefixed for batch items
 * (`[12].email`).
 *
 * - strings must be strings (`null` resets the field; an empty string is the same as null, except for the
 *   identifiers, which refuse it);
 * - `email`: an email address (stored lower-case); `uuid`: a uuid (lower-case); `phone`: digits with optional
 *   `+`, spaces, dots, dashes and parentheses, 5 to 15 digits; `customId`: a non-empty string;
 * - `countryCode`: ISO 3166-1 alpha-2 (case-insensitive, stored upper-case); `birthDate`: `YYYY-MM-DD`, a real
 *   date, not after today; `avatarUrl`: an absolute http(s) URL;
 * - `agreements`: an object whose keys are among email, sms, push, bluetooth, rfid, wifi, whatsapp and whose
 *   values are booleans (or null: false). `whatsapp` is accepted and ignored (the record has no such key);
 * - `attributes`: an object; reserved names are ignored, a `null` value removes the attribute;
 * - `tags`: an array of non-empty strings (duplicates dropped);
 * - any other top-level field is refused, as are the read-only `anonymous` and `lastActivityDate`;
 * - lengths (the reference names none; limits of a careful service, README "Limits the simulator enforces"):
 *   string fields at most MAX_PROFILE_STRING_LENGTH characters (avatarUrl MAX_URL_LENGTH); at most
 *   MAX_ATTRIBUTES attributes per body, names at most MAX_ATTRIBUTE_NAME_LENGTH characters, values at most
 *   MAX_ATTRIBUTE_STRING_LENGTH characters as a string or MAX_ATTRIBUTE_JSON_BYTES as other JSON; at most
 *   MAX_TAGS tags of at most MAX_PROFILE_STRING_LENGTH characters.
 */

export const MAX_PROFILE_STRING_LENGTH = 255;
export const MAX_URL_LENGTH = 2_048;
export const MAX_ATTRIBUTES = 200;
export const MAX_ATTRIBUTE_NAME_LENGTH = 128;
export const MAX_ATTRIBUTE_STRING_LENGTH = 4_096;
export const MAX_ATTRIBUTE_JSON_BYTES = 16 * 1024;
export const MAX_TAGS = 100;

const utf8 = new TextEncoder();

/** A value's first characters for `rejectedValue`: an oversized value is not echoed back whole. */
function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}

/**
 * Checks the sizes of one body's attributes (create, update, batch, my-account, profile login); `field` is the
 * error field of the `attributes` object. Returns false when it recorded an error.
 */
export function checkAttributeSizes(v: Validation, field: string, attributes: JsonObject): boolean {
  let ok = true;
  const names = Object.keys(attributes);
  if (names.length > MAX_ATTRIBUTES) {
    v.add(
      field,
      ERROR_CODES.OUT_OF_RANGE,
      `${field} must hold at most ${MAX_ATTRIBUTES} attributes (got ${names.length})`,
      names.length,
    );
    return false;
  }
  for (const [name, value] of Object.entries(attributes)) {
    const at = `${field}.${name.length > MAX_ATTRIBUTE_NAME_LENGTH ? `${name.slice(0, 32)}…` : name}`;
    if (name.length > MAX_ATTRIBUTE_NAME_LENGTH) {
      v.add(
        at,
        ERROR_CODES.OUT_OF_RANGE,
        `Attribute names must be at most ${MAX_ATTRIBUTE_NAME_LENGTH} characters`,
        preview(name),
      );
      ok = false;
    } else if (typeof value === 'string' && value.length > MAX_ATTRIBUTE_STRING_LENGTH) {
      v.add(
        at,
        ERROR_CODES.OUT_OF_RANGE,
        `${at} must be at most ${MAX_ATTRIBUTE_STRING_LENGTH} characters (got ${value.length})`,
        preview(value),
      );
      ok = false;
    } else if (typeof value === 'object' && value !== null) {
      const bytes = utf8.encode(JSON.stringify(value)).length;
      if (bytes > MAX_ATTRIBUTE_JSON_BYTES) {
        v.add(
          at,
          ERROR_CODES.OUT_OF_RANGE,
          `${at} must be at most ${MAX_ATTRIBUTE_JSON_BYTES} bytes as JSON (got ${bytes})`,
          preview(value),
        );
        ok = false;
      }
    }
  }
  return ok;
}

/** Checks the count and lengths of tags; `field` is the error field of the array. False when it recorded an error. */
export function checkTagSizes(v: Validation, field: string, tags: readonly unknown[]): boolean {
  if (tags.length > MAX_TAGS) {
    v.add(
      field,
      ERROR_CODES.OUT_OF_RANGE,
      `${field} must hold at most ${MAX_TAGS} tags (got ${tags.length})`,
      tags.length,
    );
    return false;
  }
  let ok = true;
  tags.forEach((tag, i) => {
    if (typeof tag === 'string' && tag.length > MAX_PROFILE_STRING_LENGTH) {
      v.add(
        `${field}[${i}]`,
        ERROR_CODES.OUT_OF_RANGE,
        `${field}[${i}] must be at most ${MAX_PROFILE_STRING_LENGTH} characters`,
        preview(tag),
      );
      ok = false;
    }
  });
  return ok;
}

/**
 * Attribute names the reference reserves: sent inside `attributes` they are ignored. Compared exactly (the
 * reference lists `apikey`, `apiKey`, `ApiKey` and `Apikey` separately), plus every `geo_loc_*` name.
 */
export const RESERVED_ATTRIBUTE_NAMES: ReadonlySet<string> = new Set([
  'email',
  'id',
  'clientId',
  'phone',
  'customId',
  'uuid',
  'firstName',
  'lastName',
  'displayName',
  'company',
  'address',
  'city',
  'province',
  'zipCode',
  'countryCode',
  'birthDate',
  'sex',
  'avatarUrl',
  'anonymous',
  'agreements',
  'tags',
  'businessProfileId',
  'time',
  'ip',
  'source',
  'newsletter_agreement',
  'custom_identify',
  'firstname',
  'lastname',
  'created',
  'updated',
  'last_activity_date',
  'birthdate',
  'external_avatar_url',
  'displayname',
  'receive_smses',
  'receive_push_messages',
  'receive_webpush_messages',
  'receive_btooth_messages',
  'receive_rfid_messages',
  'receive_wifi_messages',
  'receive_whatsapp_messages',
  'whatsapp_id',
  'confirmation_hash',
  'ownerId',
  'anonymous_type',
  'country_id',
  'club_card_id',
  'type',
  'confirmed',
  'facebookId',
  'deletedAt',
  'deleted_unique',
  'status',
  'recognized',
  'previous_clients',
  'testProfile',
  'apikey',
  'apiKey',
  'ApiKey',
  'Apikey',
  'tracker',
  'snr_sdk_version',
  'eventCreateTime',
  'correlationId',
]);

export function isReservedAttribute(name: string): boolean {
  return RESERVED_ATTRIBUTE_NAMES.has(name) || name.startsWith('geo_loc_');
}

/** Which body: they differ in the fields they accept. */
export type BodyKind = 'create' | 'update' | 'batch-item' | 'my-account';

/** Account information (my-account) field → record field. */
export const ACCOUNT_FIELDS = {
  address: 'address',
  birthDate: 'birthDate',
  city: 'city',
  company: 'company',
  countryCode: 'countryCode',
  displayName: 'displayName',
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'phone',
  province: 'province',
  sex: 'sex',
  zipCode: 'zipCode',
} as const satisfies Record<string, StringField>;

const READ_ONLY_FIELDS = new Set(['anonymous', 'lastActivityDate']);
const COMPOSITE_FIELDS = new Set(['agreements', 'attributes', 'tags']);
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 5 && digits <= 15;
}

export interface ParseOptions {
  kind: BodyKind;
  /** Prepended to every error field: `[3].` for batch item 3. */
  prefix?: string;
  /** Today's date (YYYY-MM-DD) by the simulator's clock: birth dates after it are refused. */
  today: string;
}

/**
 * Reads the profile fields of a body. `clientId` is not read here (create refuses it, update and batch items use
 * it to find the profile): the caller handles it. Never throws; problems go to `v`.
 */
export function parseProfileChanges(body: JsonObject, v: Validation, options: ParseOptions): ProfileChanges {
  const prefix = options.prefix ?? '';
  const changes: ProfileChanges = { strings: {} };
  const account = options.kind === 'my-account';
  const stringFields: ReadonlyMap<string, StringField> = account
    ? new Map(Object.entries(ACCOUNT_FIELDS))
    : new Map(STRING_FIELDS.map((f) => [f, f]));

  for (const [name, value] of Object.entries(body)) {
    const field = `${prefix}${name}`;
    const target = stringFields.get(name);
    if (target !== undefined) {
      const parsed = parseString(v, field, target, value, options.today);
      if (parsed !== undefined) changes.strings[target] = parsed;
    } else if (!account && COMPOSITE_FIELDS.has(name)) {
      if (name === 'agreements') {
        const agreements = parseAgreements(v, field, value);
        if (agreements !== undefined) changes.agreements = agreements;
      } else if (name === 'attributes') {
        const attributes = parseAttributes(v, field, value);
        if (attributes !== undefined) changes.attributes = attributes;
      } else {
        const tags = parseTags(v, field, value);
        if (tags !== undefined) changes.tags = tags;
      }
    } else if (name === 'clientId' && options.kind !== 'my-account') {
      // Handled by the caller.
    } else if (!account && READ_ONLY_FIELDS.has(name)) {
      v.add(field, ERROR_CODES.READ_ONLY, `${name} is read-only`, value);
    } else {
      v.add(field, ERROR_CODES.UNKNOWN_FIELD, `Unknown field ${name}`, value);
    }
  }
  return changes;
}

const IDENTIFIERS: ReadonlySet<string> = new Set<IdentifierField>(['email', 'phone', 'customId', 'uuid']);

/** The value to store (null = reset), or undefined after recording an error. */
function parseString(
  v: Validation,
  field: string,
  target: StringField,
  value: unknown,
  today: string,
): string | null | undefined {
  if (value === null) {
    if (target === 'uuid') {
      v.add(field, ERROR_CODES.NOT_ALLOWED, 'uuid cannot be removed', value);
      return undefined;
    }
    return null;
  }
  if (typeof value !== 'string') {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be a string`, value);
    return undefined;
  }
  const trimmed = value.trim();
  const maxLength = target === 'avatarUrl' ? MAX_URL_LENGTH : MAX_PROFILE_STRING_LENGTH;
  if (trimmed.length > maxLength) {
    v.add(
      field,
      ERROR_CODES.OUT_OF_RANGE,
      `${field} must be at most ${maxLength} characters (got ${trimmed.length})`,
      preview(value),
    );
    return undefined;
  }
  if (trimmed === '') {
    if (IDENTIFIERS.has(target)) {
      v.add(field, ERROR_CODES.REQUIRED, `${field} must not be empty (send null to remove it)`, value);
      return undefined;
    }
    return null;
  }
  const invalid = (what: string) => {
    v.add(field, ERROR_CODES.INVALID_FORMAT, `${field} must be ${what}`, value);
    return undefined;
  };
  switch (target) {
    case 'email':
      return EMAIL_PATTERN.test(trimmed) ? trimmed.toLowerCase() : invalid('an email address');
    case 'uuid':
      return isUuid(trimmed) ? trimmed.toLowerCase() : invalid('a uuid');
    case 'phone':
      return isPhoneNumber(trimmed)
        ? trimmed
        : invalid('a phone number (5 to 15 digits, optionally with +, spaces, dots, dashes, parentheses)');
    case 'countryCode':
      return isCountryCode(trimmed.toUpperCase())
        ? trimmed.toUpperCase()
        : invalid('an ISO 3166-1 alpha-2 country code such as PL');
    case 'birthDate':
      if (!isIsoDate(trimmed)) return invalid('a date (YYYY-MM-DD)');
      if (trimmed > today) {
        v.add(field, ERROR_CODES.OUT_OF_RANGE, `${field} must not be in the future`, value);
        return undefined;
      }
      return trimmed;
    case 'avatarUrl':
      return safeHttpUrl(trimmed) !== null ? trimmed : invalid('an http(s) URL');
    default:
      return trimmed;
  }
}

const AGREEMENT_INPUT_KEYS: readonly string[] = [...AGREEMENT_KEYS, ...INPUT_ONLY_AGREEMENT_KEYS];

function parseAgreements(v: Validation, field: string, value: unknown): ProfileChanges['agreements'] {
  if (value === null) return null;
  if (!isPlainObject(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an object of booleans`, value);
    return undefined;
  }
  const out: Partial<Record<AgreementKey, boolean | null>> = {};
  for (const [key, flag] of Object.entries(value)) {
    if (!AGREEMENT_INPUT_KEYS.includes(key)) {
      v.add(
        `${field}.${key}`,
        ERROR_CODES.UNKNOWN_FIELD,
        `Unknown agreement ${key}; allowed: ${AGREEMENT_INPUT_KEYS.join(', ')}`,
        flag,
      );
    } else if (flag !== null && typeof flag !== 'boolean') {
      v.add(`${field}.${key}`, ERROR_CODES.INVALID_TYPE, `${field}.${key} must be true or false`, flag);
    } else if ((AGREEMENT_KEYS as readonly string[]).includes(key)) {
      out[key as AgreementKey] = flag;
    }
  }
  return out;
}

function parseAttributes(v: Validation, field: string, value: unknown): ProfileChanges['attributes'] {
  if (value === null) return null;
  if (!isPlainObject(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an object`, value);
    return undefined;
  }
  if (!checkAttributeSizes(v, field, value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(value)) {
    if (name.trim() === '') {
      v.add(`${field}.${name}`, ERROR_CODES.REQUIRED, 'Attribute names must not be empty', attribute);
    } else if (!isReservedAttribute(name)) {
      out[name] = attribute;
    }
  }
  return out;
}

function parseTags(v: Validation, field: string, value: unknown): ProfileChanges['tags'] {
  if (value === null) return null;
  if (!Array.isArray(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an array of strings`, value);
    return undefined;
  }
  if (!checkTagSizes(v, field, value)) return undefined;
  const tags: string[] = [];
  let ok = true;
  value.forEach((tag: unknown, i) => {
    if (typeof tag !== 'string' || tag.trim() === '') {
      v.add(`${field}[${i}]`, ERROR_CODES.INVALID_TYPE, `${field}[${i}] must be a non-empty string`, tag);
      ok = false;
    } else if (!tags.includes(tag.trim())) {
      tags.push(tag.trim());
    }
  });
  return ok ? tags : undefined;
}
