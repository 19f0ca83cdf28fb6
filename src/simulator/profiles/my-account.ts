import { ACCOUNT_FIELDS } from './fields';
import type { ProfileRecord } from './record';

/**
 * My account: the logged-in customer's own data (Profile tokens only; User, Workspace and Anonymous tokens are a
 * 401, wrong consumer scope). Nothing is masked: it is the customer's own data.
 *
 * - `GET /v4/my-account/personal-information` → the account information fields of the reference: `address,
 *   birthDate, city, company, countryCode, displayName, firstName, lastName, phoneNumber, province, sex, zipCode`
 *   (null when absent; phoneNumber is the profile's phone).
 * - `POST /v4/my-account/personal-information` → 202, applied later like a profile update; those fields only, all
 *   optional, with the profile validation (phoneNumber: a phone number not used by another profile).
 * - `GET /v4/my-account/transactions?time[from]&time[to]&limit` → the profile's transactions, newest first (see
 *   events/my-transactions.ts for the shape); `time[…]` must be ISO 8601 date-times (without a zone: UTC),
 *   inclusive bounds; `limit` an int32 of at least 1, default 100.
 */

type AccountInformation = Record<keyof typeof ACCOUNT_FIELDS, string | null>;

export function accountInformation(record: ProfileRecord): AccountInformation {
  const out = {} as AccountInformation;
  for (const [name, field] of Object.entries(ACCOUNT_FIELDS) as Array<
    [keyof typeof ACCOUNT_FIELDS, keyof ProfileRecord]
  >) {
    out[name] = record[field] as string | null;
  }
  return out;
}

export const INT32_MAX = 2_147_483_647;
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
