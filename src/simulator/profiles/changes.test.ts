import { CREATED_PROFILE_OFFSET, clientIdFor, seedProfile, seedProfiles } from '../seed';
import type { Loose } from '../testing';
import { MAX_CHANGE_DELAY_MS, MIN_CHANGE_DELAY_MS, changeDelayMs } from './store';
import { SMALL, answered, profileTestbed, type ProfileTestbed } from './test-support';

const NEW_PROFILE = {
  email: 'Jane.Doe@Example.com',
  phone: '+48 600 100 200',
  customId: 'NEW-0001',
  firstName: 'Jane',
  lastName: 'Doe',
  countryCode: 'pl',
  birthDate: '1990-05-17',
  agreements: { email: true, sms: false },
  attributes: { loyaltyTier: 'gold', lifetimeValue: 12.5 },
  tags: ['newsletter'],
};

async function findByEmail(bed: ProfileTestbed, email: string): Promise<Loose | undefined> {
  const answer = await bed.call('GET', `/v4/clients?filters[email]=${encodeURIComponent(email)}`);
  return answer.body[0];
}

/** Seed index of an identified profile with attributes to play with. */
function identifiedIndex(bed: ProfileTestbed): number {
  return seedProfiles(bed.ws).findIndex(
    (p, i) =>
      i >= 5 && !p.anonymous && p.phone !== null && p.company === null && typeof p.attributes.loyaltyTier === 'string',
  );
}

describe('Change delays', () => {
  it('applies each change 300 ms to 2 s after acceptance, fixed per change', () => {
    const delays = Array.from({ length: 500 }, (_, i) => changeDelayMs(i + 1));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(MIN_CHANGE_DELAY_MS);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_CHANGE_DELAY_MS);
    expect(new Set(delays).size).toBeGreaterThan(100);
    expect(changeDelayMs(42)).toBe(changeDelayMs(42));
  });
});

describe('Create a profile', () => {
  it('answers 202 with an empty body; the profile appears only once its delay has passed', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', '/v4/clients', { body: NEW_PROFILE });
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    bed.t.clock.advance(changeDelayMs(1) - 1);
    expect(await findByEmail(bed, 'jane.doe@example.com')).toBeUndefined();
    bed.t.clock.advance(1);
    const created = await findByEmail(bed, 'jane.doe@example.com');
    expect(created).toMatchObject({
      clientId: clientIdFor(bed.ws, CREATED_PROFILE_OFFSET),
      anonymous: false,
      email: 'jane.doe@example.com',
      phone: '+48 600 100 200',
      customId: 'NEW-0001',
      countryCode: 'PL',
      displayName: null,
      agreements: { email: true, sms: false, push: false, bluetooth: false, rfid: false, wifi: false },
      attributes: { loyaltyTier: 'gold', lifetimeValue: 12.5 },
      tags: ['newsletter'],
      lastActivityDate: new Date(bed.t.clock.now).toISOString(),
    });
    expect(created.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await bed.call('GET', `/v4/clients/${created.clientId}`)).status).toBe(200);
    expect((await bed.call('GET', '/v4/clients/by-custom-id/NEW-0001')).body.clientId).toBe(created.clientId);
  });

  it('creates an anonymous profile from a uuid alone', async () => {
    const bed = await profileTestbed();
    const uuid = '5b1e8f8a-92a4-4c4e-8a53-0b8f3c7d2e11';
    expect((await bed.call('POST', '/v4/clients', { body: { uuid: uuid.toUpperCase() } })).status).toBe(202);
    bed.settle();
    const answer = await bed.call('GET', `/v4/clients/${clientIdFor(bed.ws, CREATED_PROFILE_OFFSET)}`);
    expect(answer.body).toMatchObject({ anonymous: true, uuid, email: null });
  });

  it('answers 409 on the clashing identifier when the email, phone, customId or uuid belongs to a profile', async () => {
    const bed = await profileTestbed();
    const existing = seedProfiles(bed.ws).find((p, i) => i > 5 && p.phone !== null && p.customId !== null)!;
    for (const field of ['email', 'phone', 'customId', 'uuid'] as const) {
      const value =
        field === 'email'
          ? existing.email!.toUpperCase()
          : field === 'phone'
            ? existing.phone!.replace(/(\d{3})/g, '$1 ')
            : existing[field];
      const answer = await bed.call('POST', '/v4/clients', { body: { [field]: value, firstName: 'Copy' } });
      expect(answer.status, field).toBe(409);
      expect(answer.body).toMatchObject({ status: 409, error: 'Conflict' });
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ field, code: 1008, message: `${field} already belongs to another profile` }),
      ]);
    }
  });

  it('answers 409 when the identifier belongs to a create that is not applied yet', async () => {
    const bed = await profileTestbed();
    expect((await bed.call('POST', '/v4/clients', { body: { customId: 'PENDING-1' } })).status).toBe(202);
    const again = await bed.call('POST', '/v4/clients', {
      body: { customId: 'PENDING-1', email: 'other@example.com' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      expect.objectContaining({ field: 'customId', message: 'customId already belongs to a profile being created' }),
    ]);
    bed.settle();
    expect((await bed.call('POST', '/v4/clients', { body: { customId: 'PENDING-1' } })).status).toBe(409);
  });

  it('answers 400 on field email when no identifier is given', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', '/v4/clients', { body: { firstName: 'Nobody', phone: null } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        field: 'email',
        code: 1001,
        message: 'At least one identifier (email, phone, customId or uuid) is required',
      }),
    ]);
  });

  it('answers 400 when the body carries a clientId', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', '/v4/clients', { body: { clientId: 5, email: 'x@example.com' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'clientId' })]);
  });

  it('ignores reserved attribute names sent inside attributes', async () => {
    const bed = await profileTestbed();
    const attributes = {
      email: 'x@y.z',
      firstname: 'X',
      geo_loc_city: 'Paris',
      geo_loc_lat: 1,
      apiKey: 'k',
      favouriteColour: 'teal',
    };
    await bed.call('POST', '/v4/clients', { body: { email: 'reserved@example.com', attributes } });
    bed.settle();
    const created = await findByEmail(bed, 'reserved@example.com');
    expect(created.attributes).toEqual({ favouriteColour: 'teal' });
  });
});

describe('Update a profile', () => {
  it('answers 202; the change is visible after its delay, with the other fields untouched (absent changes nothing)', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    const before = seedProfile(bed.ws, i);
    expect(
      (await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, { body: { company: 'Initech', city: 'Gdynia' } })).status,
    ).toBe(202);
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body).toEqual(answered(before));
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body).toEqual(
      answered({ ...before, company: 'Initech', city: 'Gdynia' }),
    );
  });

  it('resets a native field with null, and every agreement to false with agreements: null', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, { body: { phone: null, city: null, agreements: null } });
    bed.settle();
    const after = (await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body;
    expect(after.phone).toBeNull();
    expect(after.city).toBeNull();
    expect(Object.values(after.agreements)).toEqual([false, false, false, false, false, false]);
  });

  it('sets single agreements, keeping the others', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    const before = seedProfile(bed.ws, i).agreements;
    await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, {
      body: { agreements: { sms: !before.sms, whatsapp: true } },
    });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body.agreements).toEqual({
      ...before,
      sms: !before.sms,
    });
  });

  it('removes a custom attribute sent as null, keeps the others, and adds new ones', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    const { loyaltyTier: _removed, ...rest } = seedProfile(bed.ws, i).attributes;
    await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, { body: { attributes: { loyaltyTier: null, shoeSize: 42 } } });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body.attributes).toEqual({ ...rest, shoeSize: 42 });
  });

  it('ignores reserved attribute names in an update', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    const before = seedProfile(bed.ws, i);
    await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, {
      body: { attributes: { customId: 'HACK', geo_loc_country: 'PL' } },
    });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body).toEqual(answered(before));
  });

  it('replaces the tag list', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, { body: { tags: ['b2b', 'vip', 'b2b'] } });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body.tags).toEqual(['b2b', 'vip']);
    await bed.call('POST', `/v4/clients/${bed.idOf(i)}`, { body: { tags: [] } });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(i)}`)).body.tags).toEqual([]);
  });

  it('identifies an anonymous profile that gets an email, and makes a profile anonymous when it loses all identifiers', async () => {
    const bed = await profileTestbed();
    const anonymous = seedProfiles(bed.ws).findIndex((p) => p.anonymous);
    await bed.call('POST', `/v4/clients/${bed.idOf(anonymous)}`, { body: { email: 'found@example.com' } });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(anonymous)}`)).body).toMatchObject({
      anonymous: false,
      email: 'found@example.com',
    });
    await bed.call('POST', `/v4/clients/${bed.idOf(anonymous)}`, { body: { email: null } });
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(anonymous)}`)).body.anonymous).toBe(true);
  });

  it('answers 404 for an unknown profile and 400 for a non-numeric id', async () => {
    const bed = await profileTestbed();
    expect((await bed.call('POST', '/v4/clients/424242', { body: { city: 'X' } })).status).toBe(404);
    expect((await bed.call('POST', '/v4/clients/x', { body: { city: 'X' } })).status).toBe(400);
  });

  it('answers 400 on customId when it belongs to another profile (or on any identifier of another profile)', async () => {
    const bed = await profileTestbed();
    const [other, mine] = seedProfiles(bed.ws).filter((p, i) => i > 5 && p.customId !== null && p.phone !== null);
    const answer = await bed.call('POST', `/v4/clients/${mine!.clientId}`, {
      body: { customId: other!.customId, email: other!.email, phone: mine!.phone },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: Loose) => [e.field, e.code])).toEqual([
      ['email', 1008],
      ['customId', 1008],
    ]);
  });

  it('accepts a clientId in the body when it is the one in the path, refuses another', async () => {
    const bed = await profileTestbed();
    expect(
      (await bed.call('POST', `/v4/clients/${bed.idOf(8)}`, { body: { clientId: bed.idOf(8), city: 'A' } })).status,
    ).toBe(202);
    const other = await bed.call('POST', `/v4/clients/${bed.idOf(8)}`, { body: { clientId: bed.idOf(9), city: 'A' } });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([expect.objectContaining({ field: 'clientId' })]);
  });

  it("applies a profile's changes in the order they were accepted, whatever their delays", async () => {
    const bed = await profileTestbed();
    // The third change has a shorter delay than the second: it still waits for it.
    expect(changeDelayMs(3)).toBeLessThan(changeDelayMs(2));
    for (const city of ['First', 'Second', 'Third']) {
      await bed.call('POST', `/v4/clients/${bed.idOf(9)}`, { body: { city } });
    }
    const start = bed.t.clock.now;
    bed.t.clock.set(start + changeDelayMs(3));
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(9)}`)).body.city).toBe('First');
    bed.t.clock.set(start + changeDelayMs(2));
    expect((await bed.call('GET', `/v4/clients/${bed.idOf(9)}`)).body.city).toBe('Third');
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, bed.idOf(9)).map((e) => e.time)).toEqual([
      new Date(start + changeDelayMs(1)).toISOString(),
      new Date(start + changeDelayMs(2)).toISOString(),
      new Date(start + changeDelayMs(2)).toISOString(),
    ]);
  });
});

describe('Delete a profile', () => {
  it('answers 202; after the delay the profile answers 404 everywhere and leaves the listing', async () => {
    const bed = await profileTestbed();
    const i = seedProfiles(bed.ws).findIndex((p, n) => n > 5 && p.customId !== null);
    const profile = seedProfile(bed.ws, i);
    const total = async () => Number((await bed.call('GET', '/v4/clients')).headers.get('X-Pagination-Total-Count'));
    const before = await total();
    expect((await bed.call('DELETE', `/v4/clients/${profile.clientId}`)).status).toBe(202);
    expect((await bed.call('GET', `/v4/clients/${profile.clientId}`)).status).toBe(200);
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${profile.clientId}`)).status).toBe(404);
    expect((await bed.call('GET', `/v4/clients/by-custom-id/${profile.customId}`)).status).toBe(404);
    expect((await bed.call('GET', `/v4/clients/${profile.clientId}/geographical-data`)).status).toBe(404);
    expect((await bed.call('POST', `/v4/clients/${profile.clientId}`, { body: { city: 'X' } })).status).toBe(404);
    expect(await total()).toBe(before - 1);
    // Its identifiers are free again.
    expect((await bed.call('POST', '/v4/clients', { body: { email: profile.email } })).status).toBe(202);
  });

  it('records a client.updateData event with params.deleted: true', async () => {
    const bed = await profileTestbed();
    const profile = seedProfile(bed.ws, 12);
    await bed.call('DELETE', `/v4/clients/${profile.clientId}`);
    bed.settle();
    const events = bed.t.sim.state.events.eventsOf(bed.ws.id, profile.clientId);
    expect(events).toEqual([
      {
        uuid: expect.any(String),
        time: expect.any(String),
        action: 'client.updateData',
        label: '',
        client: { id: profile.clientId, uuid: profile.uuid, email: profile.email, customId: profile.customId },
        params: { eventCreateTime: expect.any(Number), changed: [], deleted: true },
      },
    ]);
  });

  it('answers 404 for an unknown profile', async () => {
    const bed = await profileTestbed();
    expect((await bed.call('DELETE', '/v4/clients/31337')).status).toBe(404);
  });
});

describe('client.updateData events', () => {
  it('records one event per applied change, at its apply time, naming the changed fields', async () => {
    const bed = await profileTestbed();
    const i = identifiedIndex(bed);
    const profile = seedProfile(bed.ws, i);
    const acceptedAt = bed.t.clock.now;
    await bed.call('POST', `/v4/clients/${profile.clientId}`, {
      body: {
        city: 'Sopot',
        company: null,
        agreements: { wifi: !profile.agreements.wifi },
        attributes: { vip: 'yes' },
        tags: ['b2b'],
      },
    });
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, profile.clientId)).toEqual([]);
    bed.settle();
    const [event] = bed.t.sim.state.events.eventsOf(bed.ws.id, profile.clientId);
    const appliedAt = acceptedAt + changeDelayMs(1);
    expect(event).toEqual({
      uuid: expect.any(String),
      time: new Date(appliedAt).toISOString(),
      action: 'client.updateData',
      label: '',
      client: { id: profile.clientId, uuid: profile.uuid, email: profile.email, customId: profile.customId },
      params: { eventCreateTime: appliedAt, changed: ['city', 'agreements.wifi', 'attributes.vip', 'tags'] },
    });
  });

  it('records an event for a create, listing the fields it set', async () => {
    const bed = await profileTestbed();
    await bed.call('POST', '/v4/clients', {
      body: { email: 'ev@example.com', firstName: 'Eve', agreements: { sms: true } },
    });
    bed.settle();
    const id = clientIdFor(bed.ws, CREATED_PROFILE_OFFSET);
    const events = bed.t.sim.state.events.eventsOf(bed.ws.id, id);
    expect(events).toHaveLength(1);
    expect(events[0]?.params.changed).toEqual(['email', 'firstName', 'agreements.sms']);
    expect(events[0]?.client).toMatchObject({ id, email: 'ev@example.com' });
  });

  it('applies due changes when events are read, without any request', async () => {
    const bed = await profileTestbed();
    await bed.call('POST', `/v4/clients/${bed.idOf(6)}`, { body: { city: 'Hel' } });
    bed.settle();
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, bed.idOf(6))).toHaveLength(1);
  });
});

describe('Reset', () => {
  it('brings profiles back to the seed and drops queued changes and events', async () => {
    const bed = await profileTestbed();
    await bed.call('POST', `/v4/clients/${bed.idOf(6)}`, { body: { city: 'Changed' } });
    bed.settle();
    await bed.call('DELETE', `/v4/clients/${bed.idOf(7)}`);
    await bed.call('POST', '/v4/clients', { body: { email: 'queued@example.com' } });
    expect((await bed.t.call('POST', '/__simulator/reset')).status).toBe(204);
    bed.settle();
    const token = await bed.t.loginInto('ada@demo.test', SMALL);
    expect((await bed.t.call('GET', `/v4/clients/${bed.idOf(6)}`, { token })).body).toEqual(
      answered(seedProfile(bed.ws, 6)),
    );
    expect((await bed.t.call('GET', `/v4/clients/${bed.idOf(7)}`, { token })).status).toBe(200);
    expect((await bed.t.call('GET', '/v4/clients?filters[email]=queued', { token })).body).toEqual([]);
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, bed.idOf(6))).toEqual([]);
  });

  it('never lets one simulator change the records another one sees', async () => {
    const a = await profileTestbed();
    const b = await profileTestbed();
    await a.call('POST', `/v4/clients/${a.idOf(6)}`, { body: { city: 'Elsewhere', tags: ['x'] } });
    a.settle();
    expect((await a.call('GET', `/v4/clients/${a.idOf(6)}`)).body.city).toBe('Elsewhere');
    expect((await b.call('GET', `/v4/clients/${b.idOf(6)}`)).body).toEqual(answered(seedProfile(b.ws, 6)));
  });
});
