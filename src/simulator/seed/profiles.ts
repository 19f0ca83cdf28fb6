import { AGREEMENT_KEYS, emptyRecord, type Agreements, type ProfileRecord } from '../profiles/record';
import { mulberry32 } from '../../lib/seeded-random';
import { hashSeed, randomHex, randomInt, randomUuid, rngFor, rngForIndex } from './prng';
import {
  BROWSERS,
  CATEGORIES,
  COMPANIES,
  COUNTRY_POOLS,
  DEVICES,
  EMAIL_DOMAINS,
  LOYALTY_TIERS,
  OPERATING_SYSTEMS,
  TAGS,
  type CityPool,
  type CountryPool,
} from './profile-pools';
import { PROFILE_ACCOUNTS_PER_WORKSPACE, clientIdFor, seedProfileAccounts } from './profile-accounts';
import { PROFILE_REFERENCE_MS, newestSessionStartOf } from './sessions';
import { WORKSPACE_INDEX, type SeedWorkspace } from './workspaces';

/**
 * Seeded profiles (client records). Profile `i` of a workspace is a pure function of the workspace index and `i`
 * (`seedProfile(ws, i)`), so record 41,327 is produced without producing the others; `seedProfiles(ws)` builds a
 * workspace's whole array (the profile store does it on the workspace's first use and caches it).
 *
 * Sizes: Northwind Retail (index 0) has 50,000 profiles; workspace `k` has 2,000 + (k·97 mod 3,000).
 *
 * Client ids, per workspace: `workspace.id × 1,000,000 + n` (see profile-accounts.ts), with n in
 *   1 … 5             the seeded customer accounts (profiles 0 … 4 of the seed: the accounts' own records)
 *   1,000 … 99,999    accounts created by third-party identity-provider logins
 *   100,000 … 199,999 seeded profiles (profile i ≥ 5 has n = 100,000 + i)
 *   200,000 … 499,999 profiles created with POST /v4/clients or the batch
 *   500,000 …         anonymous-profile logins
 *
 * Dates are relative to PROFILE_REFERENCE_MS, never to the wall clock, so the data is the same every day.
 */

export { PROFILE_REFERENCE_MS };
export const NORTHWIND_PROFILE_COUNT = 50_000;
export const SEEDED_PROFILE_OFFSET = 100_000;
export const CREATED_PROFILE_OFFSET = 200_000;

const DAY_MS = 86_400_000;
const TWO_YEARS_MS = 730 * DAY_MS;

export function profileCountOf(workspace: SeedWorkspace): number {
  return workspace.index === WORKSPACE_INDEX.northwind
    ? NORTHWIND_PROFILE_COUNT
    : 2_000 + ((workspace.index * 97) % 3_000);
}

export function seededClientId(workspace: SeedWorkspace, i: number): number {
  return i < PROFILE_ACCOUNTS_PER_WORKSPACE
    ? clientIdFor(workspace, i + 1)
    : clientIdFor(workspace, SEEDED_PROFILE_OFFSET + i);
}

/** The seed index of a client id of this workspace, or undefined when the id is not a seeded profile's. */
export function seedIndexOf(workspace: SeedWorkspace, clientId: number): number | undefined {
  const n = clientId - clientIdFor(workspace, 0);
  if (!Number.isInteger(n)) return undefined;
  if (n >= 1 && n <= PROFILE_ACCOUNTS_PER_WORKSPACE) return n - 1;
  const i = n - SEEDED_PROFILE_OFFSET;
  return i >= PROFILE_ACCOUNTS_PER_WORKSPACE && i < profileCountOf(workspace) ? i : undefined;
}

/** `NW-000123`: a short code of the workspace and the profile's seed index. */
export function customIdPrefix(workspace: SeedWorkspace): string {
  let prefix = prefixes.get(workspace.index);
  if (prefix === undefined) {
    const initials = workspace.name
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((word) => word[0]);
    prefix = workspace.index === WORKSPACE_INDEX.northwind ? 'NW' : initials.slice(0, 3).join('').toUpperCase();
    prefixes.set(workspace.index, prefix);
  }
  return prefix;
}

const prefixes = new Map<number, string>();

// ---------------------------------------------------------------------------------------------------------------
// Helpers

type Rng = () => number;

/**
 * Joins pieces into one flat string. V8 keeps a concatenation (`a + b`, template literals) as a chain of its
 * pieces; for 50,000 records those chains doubled the memory and the generation time.
 */
function cat(...parts: Array<string | number>): string {
  return parts.join('');
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

const TOTAL_WEIGHT = COUNTRY_POOLS.reduce((sum, c) => sum + c.weight, 0);

function pickCountry(rng: Rng): CountryPool {
  let r = rng() * TOTAL_WEIGHT;
  for (const country of COUNTRY_POOLS) {
    r -= country.weight;
    if (r < 0) return country;
  }
  return COUNTRY_POOLS[0] as CountryPool;
}

const asciiCache = new Map<string, string>();

/** `Łukasz` → `lukasz`, `de Jong` → `dejong`, `O'Brien` → `obrien` (for email addresses). */
export function asciiName(name: string): string {
  let out = asciiCache.get(name);
  if (out === undefined) {
    out = name
      .toLowerCase()
      .replace(/ł/g, 'l')
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z]/g, '');
    asciiCache.set(name, out);
  }
  return out;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Fills `#` with digits and `@` with letters. */
function fillPattern(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(Math.floor(rng() * 10));
    else if (ch === '@') out += LETTERS[Math.floor(rng() * LETTERS.length)];
    else out += ch;
  }
  return out;
}

/**
 * A number unique per seed index: `i ↦ (i × 2,654,435,761 + c) mod 10^digits` is a bijection on 0 … 10^digits − 1
 * (the multiplier is odd and not a multiple of 5), so no two profiles of a workspace share it.
 */
function uniqueNumber(i: number, digits: number, salt: number): number {
  const mod = 10 ** digits;
  return (((i * 2_654_435_761) % mod) + salt) % mod;
}

/** The phone format with its trailing `#` digits (up to eight) taken from the profile's unique number. */
function phoneFor(rng: Rng, country: CountryPool, i: number): string {
  const format = pick(rng, country.phoneFormats);
  const hashes = format.split('#').length - 1;
  const uniqueDigits = Math.min(8, hashes);
  const tail = String(uniqueNumber(i, uniqueDigits, 7_919)).padStart(uniqueDigits, '0');
  const head = fillPattern(rng, format.slice(0, format.length - uniqueDigits));
  return cat(head, tail);
}

function emailFor(rng: Rng, first: string, last: string, i: number): string {
  const f = asciiName(first);
  const l = asciiName(last);
  // The trailing number is unique per profile (and the local part never ends in a digit otherwise): unique emails.
  const n = uniqueNumber(i, 5, 40_503);
  const domain = pick(rng, EMAIL_DOMAINS);
  switch (Math.floor(rng() * 5)) {
    case 0:
      return cat(f, '.', l, n, '@', domain);
    case 1:
      return cat(f, l, n, '@', domain);
    case 2:
      return cat(f.slice(0, 1), '.', l, n, '@', domain);
    case 3:
      return cat(f, '_', l, n, '@', domain);
    default:
      return cat(l, '.', f, n, '@', domain);
  }
}

/** Address formats split once into literal text and `{street}`, `{n}`, `{m}` slots. */
const parsedFormats = new Map<string, string[]>();

function addressFor(rng: Rng, country: CountryPool): string {
  const format = pick(rng, country.addressFormats);
  let parts = parsedFormats.get(format);
  if (!parts) {
    parts = format.split(/(\{street\}|\{n\}|\{m\})/);
    parsedFormats.set(format, parts);
  }
  const street = pick(rng, country.streets);
  const n = randomInt(rng, 1, 180);
  const m = randomInt(rng, 1, 40);
  return parts.map((part) => (part === '{street}' ? street : part === '{n}' ? n : part === '{m}' ? m : part)).join('');
}

const dayPrefixes = new Map<number, string>();

/**
 * `new Date(ms).toISOString()`, several times faster: the `YYYY-MM-DDT` part is cached per day (the seed's dates
 * fall on a few hundred days), the time of day is plain arithmetic. Generating 50,000 profiles spent a fifth of
 * its time in toISOString.
 */
export function isoDateTime(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  const minutes = Math.floor(rest / 60_000) % 60;
  const seconds = Math.floor(rest / 1_000) % 60;
  const millis = rest % 1_000;
  const ms3 = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : String(millis);
  return cat(prefix, pad2(hours), ':', pad2(minutes), ':', pad2(seconds), '.', ms3, 'Z');
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A birth date from 1950 to 2005 (YYYY-MM-DD; 29 February never occurs, which keeps every year valid). */
function birthDateFor(rng: Rng): string {
  const year = randomInt(rng, 1950, 2005);
  const month = randomInt(rng, 1, 12);
  const day = randomInt(rng, 1, DAYS_IN_MONTH[month - 1] ?? 28);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * Seeded records share their empty lists and their agreement objects (64 combinations): fewer objects to build
 * and keep. Safe because seeded records are never changed in place (the store changes copies, see store.ts).
 */
const EMPTY_TAGS: string[] = Object.freeze([]) as unknown as string[];
const EMPTY_ATTRIBUTES: Record<string, unknown> = Object.freeze({});
const AGREEMENT_SETS: Agreements[] = Array.from({ length: 1 << AGREEMENT_KEYS.length }, (_, bits) =>
  Object.freeze(Object.fromEntries(AGREEMENT_KEYS.map((key, k) => [key, (bits & (1 << k)) !== 0])) as Agreements),
);

function agreementsOf(...flags: boolean[]): Agreements {
  let bits = 0;
  flags.forEach((flag, k) => {
    if (flag) bits |= 1 << k;
  });
  return AGREEMENT_SETS[bits] as Agreements;
}

function tagsFor(rng: Rng): string[] {
  const count = Math.floor(rng() * rng() * 4);
  if (count === 0) return EMPTY_TAGS;
  const tags: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const tag = pick(rng, TAGS);
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

function categoriesFor(rng: Rng): string[] {
  const count = randomInt(rng, 1, 3);
  const out: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const c = pick(rng, CATEGORIES);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Records

/** Profile `i` (0 ≤ i < profileCountOf(workspace)) of the workspace, exactly as seeded. */
export function seedProfile(workspace: SeedWorkspace, i: number): ProfileRecord {
  return generateProfile(workspace, i, rngFor('profile', workspace.index, i));
}

/** `seedProfile` with the record's PRNG stream given (seedProfiles derives the streams faster, identically). */
function generateProfile(workspace: SeedWorkspace, i: number, rng: Rng): ProfileRecord {
  const account = i < PROFILE_ACCOUNTS_PER_WORKSPACE ? seedProfileAccounts(workspace)[i] : undefined;
  const anonymous = account === undefined && rng() < 0.33;
  const uuid = account?.uuid ?? randomUuid(rng);
  // The draw is always made, so every later field of the record stays what it was. A profile with visits was last
  // active at the start of its newest one (the first event of that visit, see sessions.ts); one without any keeps
  // the drawn date (activity the history does not list, like an import).
  const drawnActivityMs = PROFILE_REFERENCE_MS - Math.floor(rng() * TWO_YEARS_MS);
  const lastActivityMs = newestSessionStartOf(workspace, i) ?? drawnActivityMs;
  const lastActivityDate = isoDateTime(lastActivityMs);

  if (anonymous) {
    const attributes = rng() < 0.4 ? { favouriteCategories: categoriesFor(rng) } : EMPTY_ATTRIBUTES;
    return {
      ...emptyRecord(seededClientId(workspace, i), uuid),
      lastActivityDate,
      agreements: agreementsOf(false, false, rng() < 0.3),
      attributes,
      tags: EMPTY_TAGS,
    };
  }

  const country = pickCountry(rng);
  const female = rng() < 0.52;
  const firstName = pick(rng, female ? country.female : country.male);
  const lastName = pick(rng, country.last);
  const city: CityPool = pick(rng, country.cities);
  const sexRoll = rng();
  const sex = sexRoll < 0.05 ? null : sexRoll < 0.07 ? 'OTHER' : female ? 'FEMALE' : 'MALE';
  const hasPhone = rng() < 0.7;
  const hasCustomId = rng() < 0.5;
  const birthDate = rng() < 0.85 ? birthDateFor(rng) : null;
  const hasCompany = rng() < 0.2;
  const hasAvatar = rng() < 0.3;
  const hasAddress = rng() < 0.8;

  // In AGREEMENT_KEYS order: email, sms, push, bluetooth, rfid, wifi.
  const agreements = agreementsOf(rng() < 0.6, rng() < 0.35, rng() < 0.5, rng() < 0.05, rng() < 0.03, rng() < 0.1);

  const attributes: Record<string, unknown> = {};
  if (rng() < 0.8) attributes.loyaltyTier = LOYALTY_TIERS[Math.min(3, Math.floor(rng() * rng() * 5))];
  if (rng() < 0.7) attributes.lifetimeValue = Math.round(rng() * rng() * 500_000) / 100;
  if (rng() < 0.9) attributes.vip = rng() < 0.08;
  if (rng() < 0.6) attributes.lastPurchaseAt = isoDateTime(lastActivityMs - Math.floor(rng() * 90 * DAY_MS));
  if (rng() < 0.5) attributes.favouriteCategories = categoriesFor(rng);

  return {
    clientId: seededClientId(workspace, i),
    anonymous: false,
    email: account?.email ?? emailFor(rng, firstName, lastName, i),
    phone: account ? null : hasPhone ? phoneFor(rng, country, i) : null,
    customId: account
      ? account.customId
      : hasCustomId
        ? `${customIdPrefix(workspace)}-${String(i).padStart(6, '0')}`
        : null,
    firstName,
    lastName,
    displayName: cat(firstName, ' ', lastName),
    uuid,
    // A path on the simulator itself, made absolute per request (see profiles/handlers.ts `present`).
    avatarUrl: hasAvatar ? cat('/__simulator/avatars/', uuid, '.svg') : null,
    birthDate,
    company: hasCompany ? pick(rng, COMPANIES) : null,
    city: city.name,
    address: hasAddress ? addressFor(rng, country) : null,
    zipCode: hasAddress ? fillPattern(rng, city.zip) : null,
    province: city.province,
    countryCode: country.code,
    sex,
    lastActivityDate,
    agreements: account ? { ...agreements, ...pickAgreements(account.agreements) } : agreements,
    attributes,
    tags: account ? [...account.tags] : tagsFor(rng),
  };
}

function pickAgreements(values: Record<string, boolean>): Partial<Agreements> {
  const out: Partial<Agreements> = {};
  for (const key of AGREEMENT_KEYS) if (typeof values[key] === 'boolean') out[key] = values[key];
  return out;
}

/** Every seeded profile of the workspace, in client id order. */
export function seedProfiles(workspace: SeedWorkspace): ProfileRecord[] {
  const count = profileCountOf(workspace);
  const streamOf = rngForIndex('profile', workspace.index);
  const out = new Array<ProfileRecord>(count);
  for (let i = 0; i < count; i += 1) out[i] = generateProfile(workspace, i, streamOf(i));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Data derived per profile on request (never stored): geographical data, browsers, linked devices

export interface GeoData {
  ip: string;
  isp: string;
  as: string;
  city: string;
  province: string;
  countryCode: string;
  lat: number;
  lon: number;
}

export interface BrowserUse {
  name: string;
  version: string;
  os: string;
  device: 'desktop' | 'mobile' | 'tablet';
  lastSeen: string;
}

export interface LinkedDevice {
  deviceId: string;
  type: string;
  registrationId: string | null;
  bluetoothAddress: string | null;
  macAddress: string | null;
  manufacturer: string | null;
  model: string | null;
  osVersion: string | null;
  product: string | null;
  publicKey: string | null;
  screenHeight: number | null;
  screenWidth: number | null;
}

const DOCUMENTATION_NETWORKS = ['192.0.2', '198.51.100', '203.0.113'];

function rngOf(purpose: string, workspace: SeedWorkspace, clientId: number): Rng {
  return mulberry32(hashSeed(purpose, workspace.index, clientId));
}

/** Where the profile was last seen: its own city when it has one of the seeded cities, else one of them. */
export function geoDataOf(workspace: SeedWorkspace, profile: ProfileRecord): GeoData {
  const rng = rngOf('geo', workspace, profile.clientId);
  const country = COUNTRY_POOLS.find((c) => c.code === profile.countryCode) ?? pickCountry(rng);
  const city = country.cities.find((c) => c.name === profile.city) ?? pick(rng, country.cities);
  const [asn, isp] = pick(rng, country.isps);
  return {
    ip: `${pick(rng, DOCUMENTATION_NETWORKS)}.${randomInt(rng, 1, 254)}`,
    isp,
    as: `AS${asn} ${isp}`,
    city: city.name,
    province: city.province,
    countryCode: country.code,
    lat: Math.round((city.lat + (rng() - 0.5) * 0.1) * 10_000) / 10_000,
    lon: Math.round((city.lon + (rng() - 0.5) * 0.1) * 10_000) / 10_000,
  };
}

/**
 * Browsers the profile used, most recent first (the first one at lastActivityDate). Seeded profiles have zero to
 * three; profiles created through the API have none.
 */
export function browsersOf(workspace: SeedWorkspace, profile: ProfileRecord): BrowserUse[] {
  if (seedIndexOf(workspace, profile.clientId) === undefined) return [];
  const rng = rngOf('browsers', workspace, profile.clientId);
  const count = profile.anonymous ? randomInt(rng, 1, 2) : randomInt(rng, 0, 3);
  let seen = Date.parse(profile.lastActivityDate ?? new Date(PROFILE_REFERENCE_MS).toISOString());
  const out: BrowserUse[] = [];
  for (let k = 0; k < count; k += 1) {
    const [name, versions, devices] = pick(rng, BROWSERS);
    const device = pick(rng, devices);
    out.push({
      name,
      version: pick(rng, versions),
      os: pick(rng, OPERATING_SYSTEMS[device]),
      device,
      lastSeen: new Date(seen).toISOString(),
    });
    seen -= randomInt(rng, 1, 120) * DAY_MS + randomInt(rng, 0, DAY_MS - 1);
  }
  return out;
}

function macAddress(rng: Rng): string {
  return Array.from({ length: 6 }, () => randomHex(rng, 2).toUpperCase()).join(':');
}

/** Mobile devices linked to a seeded identified profile (about one in five has one or two). */
export function seededDevicesOf(workspace: SeedWorkspace, profile: ProfileRecord): LinkedDevice[] {
  if (profile.anonymous || seedIndexOf(workspace, profile.clientId) === undefined) return [];
  const rng = rngOf('devices', workspace, profile.clientId);
  if (rng() >= 0.2) return [];
  const count = rng() < 0.8 ? 1 : 2;
  return Array.from({ length: count }, () => {
    const [type, manufacturer, model, product, osVersion, screenHeight, screenWidth] = pick(rng, DEVICES);
    const withRadios = rng() < 0.5;
    return {
      deviceId: randomUuid(rng),
      type,
      registrationId: `${randomHex(rng, 22)}:APA91b${randomHex(rng, 40)}`,
      bluetoothAddress: withRadios ? macAddress(rng) : null,
      macAddress: withRadios ? macAddress(rng) : null,
      manufacturer,
      model,
      osVersion,
      product,
      publicKey: null,
      screenHeight,
      screenWidth,
    };
  });
}
