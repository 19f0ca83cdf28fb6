import { ISO_COUNTRY_CODES } from './countries';
import { COUNTRY_POOLS } from './profile-pools';
import { seedProfileAccounts } from './profile-accounts';
import {
  CREATED_PROFILE_OFFSET,
  isoDateTime,
  NORTHWIND_PROFILE_COUNT,
  PROFILE_REFERENCE_MS,
  SEEDED_PROFILE_OFFSET,
  profileCountOf,
  seedIndexOf,
  seedProfile,
  seedProfiles,
  seededClientId,
} from './profiles';
import { workspaceAt } from './workspaces';
import { createTestSimulator, workspace } from '../testing';

const northwind = workspace(0);
const DAY_MS = 86_400_000;

describe('Seeded profiles', () => {
  // One generation of Northwind shared by the checks below (and timed).
  let all: ReturnType<typeof seedProfiles>;
  beforeAll(() => {
    const started = performance.now();
    all = seedProfiles(northwind);
    console.info(`[seed] ${all.length} Northwind profiles generated in ${Math.round(performance.now() - started)} ms`);
  });

  it('gives Northwind Retail 50,000 profiles and workspace k 2,000 + (k·97 mod 3,000)', () => {
    expect(all).toHaveLength(NORTHWIND_PROFILE_COUNT);
    expect(profileCountOf(workspace(1))).toBe(2_097);
    expect(profileCountOf(workspace(31))).toBe(2_000 + ((31 * 97) % 3_000));
  });

  it('derives record n from the workspace and n alone, identically every time', () => {
    expect(seedProfile(northwind, 41_327)).toEqual(all[41_327]);
    expect(JSON.stringify(seedProfile(northwind, 41_327))).toBe(JSON.stringify(seedProfile(northwind, 41_327)));
  });

  it('answers record 41,327 identically from two simulators', async () => {
    const answers = [];
    for (const t of [createTestSimulator(), createTestSimulator()]) {
      const token = await t.loginInto('ada@demo.test', 0);
      answers.push((await t.call('GET', `/v4/clients/${seededClientId(northwind, 41_327)}`, { token })).body);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual(seedProfile(northwind, 41_327));
  });

  it('makes about a third anonymous: uuid only, no email, phone, customId or name', () => {
    const anonymous = all.filter((p) => p.anonymous);
    expect(anonymous.length / all.length).toBeGreaterThan(0.3);
    expect(anonymous.length / all.length).toBeLessThan(0.36);
    const withIdentity = anonymous.filter(
      (p) =>
        [p.email, p.phone, p.customId, p.firstName, p.lastName, p.displayName].some((v) => v !== null) ||
        !/^[0-9a-f-]{36}$/.test(p.uuid),
    );
    expect(withIdentity).toEqual([]);
  });

  it('keeps every identifier unique in the workspace', () => {
    for (const field of ['email', 'phone', 'customId', 'uuid'] as const) {
      const values = all.map((p) => p[field]).filter((v) => v !== null);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(new Set(all.map((p) => p.clientId)).size).toBe(all.length);
  });

  it('gives identified profiles realistic, consistent data', () => {
    const identified = all.filter((p) => !p.anonymous);
    const share = (test: (p: (typeof all)[number]) => boolean) => identified.filter(test).length / identified.length;
    for (const p of identified.slice(0, 500)) {
      const country = COUNTRY_POOLS.find((c) => c.code === p.countryCode);
      expect(country, p.countryCode ?? 'null').toBeDefined();
      const city = country?.cities.find((c) => c.name === p.city);
      expect(city?.province).toBe(p.province);
      expect(p.displayName).toBe(`${p.firstName} ${p.lastName}`);
      expect(p.email).toMatch(/^[a-z._]+\d+@[a-z.]+$|^customer\d@demo\.test$/);
      if (p.phone !== null) expect(p.phone).toMatch(/^\+[1-9]\d{9,13}$/);
      if (p.birthDate !== null) expect(p.birthDate).toMatch(/^(19[5-9]\d|200[0-5])-\d{2}-\d{2}$/);
      if (p.customId !== null && p.clientId > seededClientId(northwind, 4)) expect(p.customId).toMatch(/^NW-\d{6}$/);
    }
    expect(share((p) => p.customId !== null)).toBeGreaterThan(0.45);
    expect(share((p) => p.customId !== null)).toBeLessThan(0.55);
    expect(share((p) => p.birthDate !== null)).toBeGreaterThan(0.8);
    expect(share((p) => p.company !== null)).toBeGreaterThan(0.1);
    expect(share((p) => p.avatarUrl?.startsWith('/__simulator/avatars/') === true)).toBeGreaterThan(0.2);
    expect(new Set(identified.map((p) => p.countryCode)).size).toBe(COUNTRY_POOLS.length);
    expect(new Set(identified.map((p) => p.email?.split('@')[1])).size).toBeGreaterThanOrEqual(5);
    expect(new Set(identified.map((p) => p.sex))).toEqual(new Set(['FEMALE', 'MALE', 'OTHER', null]));
  });

  it('gives custom attributes of several types, tags from a small pool and mixed agreements', () => {
    const sample = all.filter((p) => !p.anonymous).slice(0, 3_000);
    const withAttribute = (name: string, type: string) =>
      sample.filter((p) => typeof p.attributes[name] === type).length;
    expect(withAttribute('loyaltyTier', 'string')).toBeGreaterThan(0);
    expect(withAttribute('lifetimeValue', 'number')).toBeGreaterThan(0);
    expect(withAttribute('vip', 'boolean')).toBeGreaterThan(0);
    const purchase = sample.find((p) => p.attributes.lastPurchaseAt !== undefined)?.attributes.lastPurchaseAt;
    expect(purchase).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(sample.some((p) => Array.isArray(p.attributes.favouriteCategories))).toBe(true);
    expect(new Set(sample.flatMap((p) => p.tags)).size).toBeLessThanOrEqual(10);
    expect(sample.some((p) => p.agreements.email) && sample.some((p) => !p.agreements.email)).toBe(true);
  });

  it('dates activity over the two years before a fixed reference date, never by the wall clock', () => {
    const times = all.map((p) => Date.parse(p.lastActivityDate ?? ''));
    const latest = times.reduce((a, b) => Math.max(a, b));
    const earliest = times.reduce((a, b) => Math.min(a, b));
    expect(latest).toBeLessThanOrEqual(PROFILE_REFERENCE_MS);
    expect(earliest).toBeGreaterThan(PROFILE_REFERENCE_MS - 731 * DAY_MS);
    expect(earliest).toBeLessThan(PROFILE_REFERENCE_MS - 700 * DAY_MS);
  });

  it('formats date-times exactly like toISOString', () => {
    for (let k = 0; k < 2_000; k += 1) {
      const ms = PROFILE_REFERENCE_MS - k * 37_123_457 - (k % 1_000);
      expect(isoDateTime(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('uses valid country codes only', () => {
    for (const pool of COUNTRY_POOLS) expect(ISO_COUNTRY_CODES.has(pool.code)).toBe(true);
    expect(ISO_COUNTRY_CODES.size).toBe(249);
  });

  it('makes the seeded customer accounts profiles 0 to 4, with their login identifiers', () => {
    const accounts = seedProfileAccounts(northwind);
    accounts.forEach((account, i) => {
      expect(all[i]).toMatchObject({
        clientId: account.clientId,
        email: account.email,
        customId: account.customId,
        uuid: account.uuid,
      });
    });
    expect(all[0]?.tags).toEqual(['vip']);
  });

  it('keeps client ids in the documented ranges and maps them back to seed indexes', () => {
    const base = northwind.id * 1_000_000;
    expect(all.slice(0, 5).map((p) => p.clientId - base)).toEqual([1, 2, 3, 4, 5]);
    expect(all[5]?.clientId).toBe(base + SEEDED_PROFILE_OFFSET + 5);
    expect(all.at(-1)?.clientId).toBe(base + SEEDED_PROFILE_OFFSET + NORTHWIND_PROFILE_COUNT - 1);
    expect(all.at(-1)!.clientId).toBeLessThan(base + CREATED_PROFILE_OFFSET);
    expect(seedIndexOf(northwind, base + 3)).toBe(2);
    expect(seedIndexOf(northwind, base + SEEDED_PROFILE_OFFSET + 41_327)).toBe(41_327);
    expect(seedIndexOf(northwind, base + SEEDED_PROFILE_OFFSET + 2)).toBeUndefined();
    expect(seedIndexOf(northwind, base + CREATED_PROFILE_OFFSET)).toBeUndefined();
    expect(seedIndexOf(workspaceAt(1)!, base + 3)).toBeUndefined();
  });
});
