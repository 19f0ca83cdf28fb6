import type { ProfileRecord } from './record';

/**
 * Masking of personal data for users without ROLE_CLIENT_PII_SHOW, in every answer that carries a profile:
 * - email: first character, `•••`, then `@domain` (`a•••@example.com`);
 * - phone: every digit but the last two becomes `•` (`+•••••••••78`; `+`, spaces and dashes stay);
 * - firstName, lastName, displayName, address, zipCode, birthDate: first character, then `•••`.
 * Null stays null.
 */

export const MASK = '•••';

function firstCharacter(value: string): string {
  return Array.from(value)[0] ?? '';
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? `${firstCharacter(email)}${MASK}` : `${firstCharacter(email)}${MASK}${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  let keep = 2;
  const chars = Array.from(phone);
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (!/\d/.test(chars[i] ?? '')) continue;
    if (keep > 0) keep -= 1;
    else chars[i] = '•';
  }
  return chars.join('');
}

export function maskText(value: string): string {
  return `${firstCharacter(value)}${MASK}`;
}

const mask = <T extends string | null>(value: T, how: (v: string) => string): T | string =>
  value === null ? value : how(value);

/** A copy of the record with its personal fields masked. */
export function maskRecord(record: ProfileRecord): ProfileRecord {
  return {
    ...record,
    email: mask(record.email, maskEmail),
    phone: mask(record.phone, maskPhone),
    firstName: mask(record.firstName, maskText),
    lastName: mask(record.lastName, maskText),
    displayName: mask(record.displayName, maskText),
    address: mask(record.address, maskText),
    zipCode: mask(record.zipCode, maskText),
    birthDate: mask(record.birthDate, maskText),
  };
}
