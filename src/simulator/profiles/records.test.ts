import { seedProfile, seedProfiles, seededClientId } from '../seed';
import { createTestSimulator, workspace, type Loose } from '../testing';
import { clientListsOf } from './client-lists';
import { maskEmail, maskPhone, maskText } from './pii';
import { SMALL, answered, profileTestbed, workspaceToken, type ProfileTestbed } from './test-support';

const RECORD_KEYS = [
  'clientId',
  'anonymous',
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
  'lastActivityDate',
  'agreements',
  'attributes',
  'tags',
];

/** A seeded identified profile of the workspace with every personal field set. */
function fullProfileIndex(wsIndex: number): number {
  const i = seedProfiles(workspace(wsIndex)).findIndex(
    (p, n) => n >= 5 && p.phone !== null && p.address !== null && p.birthDate !== null && p.customId !== null,
  );
  if (i < 0) throw new Error('no full profile');
  return i;
}

describe('Get a profile', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed(SMALL);
  });

  it('answers the record with exactly the reference fields, in order', async () => {
    const answer = await bed.call('GET', `/v4/clients/${bed.idOf(7)}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(RECORD_KEYS);
    expect(Object.keys(answer.body.agreements)).toEqual(['email', 'sms', 'push', 'bluetooth', 'rfid', 'wifi']);
    expect(answer.body).toEqual(answered(seedProfile(bed.ws, 7)));
  });

  it('gives an anonymous profile null fields, empty attributes and tags as the record demands', async () => {
    const i = seedProfiles(bed.ws).findIndex((p) => p.anonymous && Object.keys(p.attributes).length === 0);
    const answer = await bed.call('GET', `/v4/clients/${bed.idOf(i)}`);
    expect(answer.body).toMatchObject({ anonymous: true, email: null, firstName: null, attributes: {}, tags: [] });
  });

  it('answers 404 with the error body for an unknown id', async () => {
    const answer = await bed.call('GET', '/v4/clients/999999');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      status: 404,
      error: 'Not Found',
      message: 'Profile not found',
      path: '/v4/clients/999999',
    });
  });

  it("answers 404 for another workspace's profile (answers are scoped to the token's workspace)", async () => {
    const answer = await bed.call('GET', `/v4/clients/${seededClientId(workspace(0), 10)}`);
    expect(answer.status).toBe(404);
  });

  it('answers 400 on field id for a non-numeric id', async () => {
    const answer = await bed.call('GET', '/v4/clients/abc');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'id', rejectedValue: 'abc' })]);
  });
});

describe('Find a profile by custom id', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed(SMALL);
  });

  it('answers the one profile with that custom id', async () => {
    const profile = seedProfiles(bed.ws).find((p, i) => i > 5 && p.customId !== null)!;
    const answer = await bed.call('GET', `/v4/clients/by-custom-id/${encodeURIComponent(profile.customId!)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(answered(profile));
  });

  it('answers 404 when no profile has it (custom ids are case-sensitive)', async () => {
    expect((await bed.call('GET', '/v4/clients/by-custom-id/NOPE-1')).status).toBe(404);
    expect((await bed.call('GET', '/v4/clients/by-custom-id/cust-0001')).status).toBe(404);
    expect((await bed.call('GET', '/v4/clients/by-custom-id/CUST-0001')).status).toBe(200);
  });
});

describe('Find a profile by uuid (chosen path)', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed(SMALL);
  });

  it('answers the profile with that uuid, whatever its case', async () => {
    const profile = seedProfiles(bed.ws)[42]!;
    const answer = await bed.call('GET', `/v4/clients/by-uuid/${profile.uuid!.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(answered(profile));
  });

  it('answers 404 for an unknown uuid and 400 for something that is not a uuid', async () => {
    expect((await bed.call('GET', '/v4/clients/by-uuid/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await bed.call('GET', '/v4/clients/by-uuid/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'uuid' })]);
  });
});

describe('Personal data (PII)', () => {
  it('masks the helpers as documented', () => {
    expect(maskEmail('anna.nowak@example.com')).toBe('a•••@example.com');
    expect(maskPhone('+48512345678')).toBe('+•••••••••78');
    expect(maskPhone('+1 (212) 555-0199')).toBe('+• (•••) •••-••99');
    expect(maskText('Łukasz')).toBe('Ł•••');
    expect(maskText('1987-03-04')).toBe('1•••');
  });

  it('masks email, phone, names, address, zip code and birth date for a user without ROLE_CLIENT_PII_SHOW', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('rita@demo.test', 1);
    const i = fullProfileIndex(1);
    const seeded = seedProfile(workspace(1), i);
    const answer = await t.call('GET', `/v4/clients/${seededClientId(workspace(1), i)}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...answered(seeded),
      email: maskEmail(seeded.email!),
      phone: maskPhone(seeded.phone!),
      firstName: maskText(seeded.firstName!),
      lastName: maskText(seeded.lastName!),
      displayName: maskText(seeded.displayName!),
      address: maskText(seeded.address!),
      zipCode: maskText(seeded.zipCode!),
      birthDate: maskText(seeded.birthDate!),
    });
    expect(answer.body.city).toBe(seeded.city);
    expect(answer.body.customId).toBe(seeded.customId);
  });

  it('masks in the listing and in find by custom id too', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('rita@demo.test', 1);
    const list = await t.call('GET', '/v4/clients?filters[anonymous]=false&pageSize=50', { token });
    expect(list.body.every((p: Loose) => p.email.includes('•••@'))).toBe(true);
    const seeded = seedProfile(workspace(1), fullProfileIndex(1));
    const found = await t.call('GET', `/v4/clients/by-custom-id/${seeded.customId}`, { token });
    expect(found.body.lastName).toBe(maskText(seeded.lastName!));
  });

  it('shows personal data to users with ROLE_CLIENT_PII_SHOW and to Workspace tokens', async () => {
    const t = createTestSimulator();
    const i = fullProfileIndex(0);
    const id = seededClientId(workspace(0), i);
    const rita = await t.loginInto('rita@demo.test', 0);
    expect((await t.call('GET', `/v4/clients/${id}`, { token: rita })).body).toEqual(
      answered(seedProfile(workspace(0), i)),
    );
    const key = await workspaceToken(t, 1);
    const other = seededClientId(workspace(1), fullProfileIndex(1));
    expect((await t.call('GET', `/v4/clients/${other}`, { token: key })).body.email).not.toContain('•••');
  });

  it('answers 403 Missing permission: ROLE_CLIENT_PII_SHOW to a filter on a personal field without it', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('rita@demo.test', 1);
    for (const filter of ['firstName', 'lastName', 'email', 'phone']) {
      const answer = await t.call('GET', `/v4/clients?filters[${filter}]=an1`, { token });
      expect(answer.status, filter).toBe(403);
      expect(answer.body.message).toBe('Missing permission: ROLE_CLIENT_PII_SHOW');
    }
    expect((await t.call('GET', '/v4/clients?filters[city]=a', { token })).status).toBe(200);
  });
});

describe('Geographical data, browsers, linked devices, client lists', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed(SMALL);
  });

  it('answers geographical data consistent with the profile city', async () => {
    const i = fullProfileIndex(SMALL);
    const profile = seedProfile(bed.ws, i);
    const answer = await bed.call('GET', `/v4/clients/${bed.idOf(i)}/geographical-data`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['ip', 'isp', 'as', 'city', 'province', 'countryCode', 'lat', 'lon']);
    expect(answer.body).toMatchObject({
      city: profile.city,
      province: profile.province,
      countryCode: profile.countryCode,
    });
    expect(answer.body.ip).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/);
    expect(answer.body.as).toMatch(/^AS\d+ /);
    expect(typeof answer.body.lat).toBe('number');
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}/geographical-data`)).body).toEqual(answer.body);
  });

  it('answers the browsers a profile used, most recent first, the first at its last activity', async () => {
    const i = seedProfiles(bed.ws).findIndex((p, n) => n > 5 && p.anonymous);
    const answer = await bed.call('GET', `/v4/clients/${bed.idOf(i)}/browsers`);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    for (const browser of answer.body) {
      expect(Object.keys(browser)).toEqual(['name', 'version', 'os', 'device', 'lastSeen']);
      expect(['desktop', 'mobile', 'tablet']).toContain(browser.device);
    }
    expect(answer.body[0].lastSeen).toBe(seedProfile(bed.ws, i).lastActivityDate);
    const seen = answer.body.map((b: Loose) => b.lastSeen);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('answers 404 for the extras of an unknown profile and 400 for a non-numeric id', async () => {
    for (const extra of ['geographical-data', 'browsers', 'linked-devices']) {
      expect((await bed.call('GET', `/v4/clients/123/${extra}`)).status, extra).toBe(404);
      expect((await bed.call('GET', `/v4/clients/x1/${extra}`)).status, extra).toBe(400);
    }
  });

  it('lists the seeded linked devices of a profile (about one in five identified profiles has some)', async () => {
    let found: Loose[] = [];
    for (let i = 5; i < 100 && found.length === 0; i += 1) {
      found = (await bed.call('GET', `/v4/clients/${bed.idOf(i)}/linked-devices`)).body;
    }
    expect(found.length).toBeGreaterThan(0);
    expect(Object.keys(found[0])).toEqual([
      'deviceId',
      'type',
      'registrationId',
      'bluetoothAddress',
      'macAddress',
      'manufacturer',
      'model',
      'osVersion',
      'product',
      'publicKey',
      'screenHeight',
      'screenWidth',
    ]);
    // The vendor's lower-case device types.
    expect(['android', 'ios']).toContain(found[0].type);
  });

  it('answers a client list as {count, expiration}, the count computed from the profiles', async () => {
    const [vip, email, anonymous] = clientListsOf(bed.ws);
    const all = seedProfiles(bed.ws);
    const answer = await bed.call('GET', `/v4/clients/list/${vip!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      count: all.filter((p) => p.attributes.vip === true).length,
      expiration: vip!.expiration,
    });
    expect((await bed.call('GET', `/v4/clients/list/${email!.id}`)).body.count).toBe(
      all.filter((p) => p.agreements.email).length,
    );
    expect((await bed.call('GET', `/v4/clients/list/${anonymous!.id}`)).body.count).toBe(
      all.filter((p) => p.anonymous).length,
    );
  });

  it('answers 404 for an unknown client list, or another workspace’s, and 400 when the id is not a uuid', async () => {
    expect((await bed.call('GET', '/v4/clients/list/7c9e6679-7425-40de-944b-e07fc1f90ae7')).status).toBe(404);
    expect((await bed.call('GET', `/v4/clients/list/${clientListsOf(workspace(0))[0]!.id}`)).status).toBe(404);
    const bad = await bed.call('GET', '/v4/clients/list/vip');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('lists the client lists of a workspace in the control API', async () => {
    const answer = await bed.t.call('GET', `/__simulator/client-lists?workspace=${bed.ws.guid}`);
    expect(answer.body).toEqual(clientListsOf(bed.ws).map(({ id, name, expiration }) => ({ id, name, expiration })));
    expect((await bed.t.call('GET', '/__simulator/client-lists?workspace=nope')).status).toBe(404);
  });
});
