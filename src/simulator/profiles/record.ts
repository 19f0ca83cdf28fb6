/**
 * The profile (client) record as the service answers it: exactly the reference's fields, in this order, with
 * `null` for absent values (`attributes` `{}`, `tags` `[]`). The simulator stores records in this very shape.
 */

export const AGREEMENT_KEYS = ['email', 'sms', 'push', 'bluetooth', 'rfid', 'wifi'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];
export type Agreements = Record<AgreementKey, boolean>;
/** Accepted in request bodies ("reserved elsewhere" in the reference) but not part of the record. */
export const INPUT_ONLY_AGREEMENT_KEYS = ['whatsapp'] as const;

export interface ProfileRecord {
  clientId: number;
  anonymous: boolean;
  email: string | null;
  phone: string | null;
  customId: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  uuid: string;
  avatarUrl: string | null;
  birthDate: string | null;
  company: string | null;
  city: string | null;
  address: string | null;
  zipCode: string | null;
  province: string | null;
  countryCode: string | null;
  sex: string | null;
  lastActivityDate: string | null;
  agreements: Agreements;
  attributes: Record<string, unknown>;
  tags: string[];
}

/** The record's string fields a request may set (uuid included: it identifies anonymous profiles). */
export const STRING_FIELDS = [
  'email',
  'phone',
  'customId',
  'firstName',
  'lastName',
  'displayName',
  'uuid',
  'avatarUrl',
  'birthDate',
  'company',
  'city',
  'address',
  'zipCode',
  'province',
  'countryCode',
  'sex',
] as const;
export type StringField = (typeof STRING_FIELDS)[number];

/** Identifiers: unique in a workspace. */
export const IDENTIFIER_FIELDS = ['email', 'phone', 'customId', 'uuid'] as const;
export type IdentifierField = (typeof IDENTIFIER_FIELDS)[number];

export function noAgreements(): Agreements {
  return { email: false, sms: false, push: false, bluetooth: false, rfid: false, wifi: false };
}

/** A profile known only by its uuid: every other field empty. Seeded anonymous profiles start from it too. */
export function emptyRecord(clientId: number, uuid: string): ProfileRecord {
  return {
    clientId,
    anonymous: true,
    email: null,
    phone: null,
    customId: null,
    firstName: null,
    lastName: null,
    displayName: null,
    uuid,
    avatarUrl: null,
    birthDate: null,
    company: null,
    city: null,
    address: null,
    zipCode: null,
    province: null,
    countryCode: null,
    sex: null,
    lastActivityDate: null,
    agreements: noAgreements(),
    attributes: {},
    tags: [],
  };
}

/** A profile is anonymous while it has none of the identifying fields email, phone and customId. */
export function isAnonymous(record: Pick<ProfileRecord, 'email' | 'phone' | 'customId'>): boolean {
  return record.email === null && record.phone === null && record.customId === null;
}

/** Phones are compared by their digits: `+48 512 345 678` and `+48512345678` are the same number. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The key an identifier is unique by (emails and uuids case-insensitively, phones by digits). */
export function identifierKey(field: IdentifierField, value: string): string {
  if (field === 'phone') return phoneKey(value);
  if (field === 'customId') return value;
  return value.toLowerCase();
}

/** Copies a record (nested objects included) so a caller can never change the stored one. */
export function copyRecord(record: ProfileRecord): ProfileRecord {
  return {
    ...record,
    agreements: { ...record.agreements },
    attributes: structuredClone(record.attributes),
    tags: [...record.tags],
  };
}
