import { IDENTITY_PROVIDERS, type IdentityProvider } from '../seed';
import { EMAIL_PATTERN, ERROR_CODES, Validation, isIpAddress, isPlainObject, isUuid, type JsonObject } from '../errors';
import { checkAttributeSizes, checkTagSizes } from '../profiles/fields';

/**
 * The reference's "Profile login body", validated as a whole (every field error in one 400).
 *
 * - `apiKey` required (the workspace's Profile-scope key; the simulator accepts the tracker key).
 * - `identityProvider` required: SYNERISE (the service's own), OAUTH, UNKNOWN, FACEBOOK, GOOGLE, APPLE.
 * - `identityProviderToken` required unless SYNERISE.
 * - SYNERISE: `email` (email is the unique identifier of every seeded workspace), `password` and `uuid` required.
 * - `customId`: any scalar (kept as a string). `deviceId`: string.
 * - `agreements`: object of email/sms/push/bluetooth/rfid/wifi/whatsapp whose values are booleans, the strings
 *   true/True/false/False or the integers 1/0. Other names or values are a 400.
 * - `attributes`: object; reserved names are ignored, as the reference says. `tags`: array of strings.
 * - server-side variant: `ipAddress` required (IPv4 or IPv6).
 */

export const AGREEMENT_NAMES = ['email', 'sms', 'push', 'bluetooth', 'rfid', 'wifi', 'whatsapp'] as const;

const AGREEMENT_VALUES = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  ['true', true],
  ['True', true],
  ['false', false],
  ['False', false],
  [1, true],
  [0, false],
]);

/** Reserved attribute names (ignored when sent inside `attributes`). */
const RESERVED_ATTRIBUTES = new Set(
  `email id clientId phone customId uuid firstName lastName displayName company address city province zipCode
  countryCode birthDate sex avatarUrl anonymous agreements tags businessProfileId time ip source newsletter_agreement
  custom_identify firstname lastname created updated last_activity_date birthdate external_avatar_url displayname
  receive_smses receive_push_messages receive_webpush_messages receive_btooth_messages receive_rfid_messages
  receive_wifi_messages receive_whatsapp_messages whatsapp_id confirmation_hash ownerId anonymous_type country_id
  club_card_id type confirmed facebookId deletedAt deleted_unique status recognized previous_clients testProfile
  apikey apiKey ApiKey Apikey tracker snr_sdk_version eventCreateTime correlationId`.split(/\s+/),
);

export function isReservedAttribute(name: string): boolean {
  return RESERVED_ATTRIBUTES.has(name) || name.startsWith('geo_loc_');
}

export interface ProfileLoginInput {
  apiKey: string;
  identityProvider: IdentityProvider;
  identityProviderToken?: string;
  email?: string;
  customId?: string;
  password?: string;
  uuid?: string;
  deviceId?: string;
  agreements: Record<string, boolean>;
  attributes: Record<string, unknown>;
  tags?: string[];
  ipAddress?: string;
}

export interface ProfileBodyOptions {
  /** Server-side variant: `ipAddress` required. */
  requireIpAddress?: boolean;
  /** Conditional variant: `uuid` required for every provider (it names the anonymous login that preceded). */
  requireUuid?: boolean;
}

export type ProfileBodyResult = { ok: true; input: ProfileLoginInput } | { ok: false; validation: Validation };

export function parseProfileLoginBody(body: JsonObject, options: ProfileBodyOptions = {}): ProfileBodyResult {
  const v = new Validation();
  const apiKey = v.requiredString(body, 'apiKey');
  const provider = v.oneOf('identityProvider', v.requiredString(body, 'identityProvider'), IDENTITY_PROVIDERS);
  const own = provider === 'SYNERISE';

  const identityProviderToken =
    provider !== undefined && !own
      ? v.requiredString(body, 'identityProviderToken')
      : v.optionalString(body, 'identityProviderToken');
  const email = v.format(
    'email',
    own ? v.requiredString(body, 'email') : v.optionalString(body, 'email'),
    (s) => EMAIL_PATTERN.test(s),
    'an email address',
  );
  const password = own ? v.requiredString(body, 'password') : v.optionalString(body, 'password');
  const uuid = v.format(
    'uuid',
    own || options.requireUuid ? v.requiredString(body, 'uuid') : v.optionalString(body, 'uuid'),
    isUuid,
    'a uuid',
  );
  const deviceId = v.optionalString(body, 'deviceId');

  const customId = readCustomId(v, body.customId);
  const agreements = readAgreements(v, body.agreements);
  const attributes = readAttributes(v, body.attributes);
  const tags = readTags(v, body.tags);

  let ipAddress: string | undefined;
  if (options.requireIpAddress) {
    ipAddress = v.format('ipAddress', v.requiredString(body, 'ipAddress'), isIpAddress, 'an IPv4 or IPv6 address');
  }

  if (v.failed || apiKey === undefined || provider === undefined) return { ok: false, validation: v };
  return {
    ok: true,
    input: {
      apiKey: apiKey.trim(),
      identityProvider: provider,
      identityProviderToken,
      email,
      customId,
      password,
      uuid: uuid?.toLowerCase(),
      deviceId,
      agreements,
      attributes,
      tags,
      ipAddress,
    },
  };
}

/** customId: a string, or a number taken as its decimal text. */
function readCustomId(v: Validation, rawCustomId: unknown): string | undefined {
  let customId: string | undefined;
  if (typeof rawCustomId === 'string') customId = rawCustomId;
  else if (typeof rawCustomId === 'number' && Number.isFinite(rawCustomId)) customId = String(rawCustomId);
  else if (rawCustomId !== undefined && rawCustomId !== null) {
    v.add('customId', ERROR_CODES.INVALID_TYPE, 'customId must be a string or a number', rawCustomId);
  }
  return customId;
}

/** agreements: the known names, each a boolean or one of its spellings. */
function readAgreements(v: Validation, rawAgreements: unknown): Record<string, boolean> {
  const agreements: Record<string, boolean> = {};
  if (rawAgreements !== undefined && rawAgreements !== null) {
    if (!isPlainObject(rawAgreements)) {
      v.add('agreements', ERROR_CODES.INVALID_TYPE, 'agreements must be an object', rawAgreements);
    } else {
      for (const [name, value] of Object.entries(rawAgreements)) {
        const field = `agreements.${name}`;
        if (!(AGREEMENT_NAMES as readonly string[]).includes(name)) {
          v.add(field, ERROR_CODES.NOT_ALLOWED, `Unknown agreement; allowed: ${AGREEMENT_NAMES.join(', ')}`, value);
          continue;
        }
        const parsed = AGREEMENT_VALUES.get(value);
        if (parsed === undefined) {
          v.add(
            field,
            ERROR_CODES.NOT_ALLOWED,
            `${field} must be true, false, "true", "True", "false", "False", 1 or 0`,
            value,
          );
        } else {
          agreements[name] = parsed;
        }
      }
    }
  }
  return agreements;
}

/** attributes: an object within the size limits; reserved names are dropped. */
function readAttributes(v: Validation, rawAttributes: unknown): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  if (rawAttributes !== undefined && rawAttributes !== null) {
    if (!isPlainObject(rawAttributes)) {
      v.add('attributes', ERROR_CODES.INVALID_TYPE, 'attributes must be an object', rawAttributes);
    } else if (checkAttributeSizes(v, 'attributes', rawAttributes)) {
      for (const [name, value] of Object.entries(rawAttributes)) {
        if (!isReservedAttribute(name)) attributes[name] = value;
      }
    }
  }
  return attributes;
}

function readTags(v: Validation, rawTags: unknown): string[] | undefined {
  let tags: string[] | undefined;
  if (rawTags !== undefined && rawTags !== null) {
    if (!Array.isArray(rawTags)) {
      v.add('tags', ERROR_CODES.INVALID_TYPE, 'tags must be an array of strings', rawTags);
    } else {
      checkTagSizes(v, 'tags', rawTags);
      rawTags.forEach((tag: unknown, i) => {
        if (typeof tag !== 'string') v.add(`tags[${i}]`, ERROR_CODES.INVALID_TYPE, 'each tag must be a string', tag);
      });
      tags = rawTags.filter((t): t is string => typeof t === 'string');
    }
  }
  return tags;
}
