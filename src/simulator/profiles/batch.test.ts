import { CREATED_PROFILE_OFFSET, clientIdFor, seedProfiles } from '../seed';
import type { Loose } from '../testing';
import { MAX_BATCH_ITEMS } from './rules';
import { profileTestbed, type ProfileTestbed } from './test-support';

const BATCH = '/v4/clients/batch';

function identified(bed: ProfileTestbed) {
  return seedProfiles(bed.ws).filter((p, i) => i >= 5 && p.customId !== null && p.phone !== null);
}

describe('Batch add/update', () => {
  it('answers 202 and applies a mix of updates (found by clientId, customId, email, uuid) and creates', async () => {
    const bed = await profileTestbed();
    const [a, b, c, d] = identified(bed);
    const answer = await bed.call('POST', BATCH, {
      body: [
        { clientId: a!.clientId, city: 'By id' },
        { customId: b!.customId, city: 'By customId' },
        { email: c!.email!.toUpperCase(), city: 'By email' },
        { uuid: d!.uuid, city: 'By uuid' },
        { email: 'batch.new@example.com', firstName: 'New' },
        { customId: 'BATCH-NEW-2', tags: ['b2b'] },
      ],
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    bed.settle();
    for (const [profile, city] of [
      [a, 'By id'],
      [b, 'By customId'],
      [c, 'By email'],
      [d, 'By uuid'],
    ] as const) {
      expect((await bed.call('GET', `/v4/clients/${profile!.clientId}`)).body.city).toBe(city);
    }
    const created = await bed.call('GET', '/v4/clients?sortOrder=DESC&pageSize=2');
    expect(created.body.map((p: Loose) => p.clientId).sort()).toEqual([
      clientIdFor(bed.ws, CREATED_PROFILE_OFFSET),
      clientIdFor(bed.ws, CREATED_PROFILE_OFFSET + 1),
    ]);
    expect(created.body.map((p: Loose) => p.email ?? p.customId).sort()).toEqual([
      'BATCH-NEW-2',
      'batch.new@example.com',
    ]);
  });

  it('updates the profile found by the first identifier that matches, in the order clientId, customId, email, uuid', async () => {
    const bed = await profileTestbed();
    const [a, b] = identified(bed);
    // customId names a, email names b: customId wins, and the email would move to a, where it belongs to b.
    const answer = await bed.call('POST', BATCH, { body: [{ customId: a!.customId, email: b!.email }] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: '[0].email', code: 1008 })]);
    expect(
      (await bed.call('POST', BATCH, { body: [{ customId: 'NO-SUCH-ID', email: b!.email, city: 'Via email' }] }))
        .status,
    ).toBe(202);
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${b!.clientId}`)).body).toMatchObject({
      city: 'Via email',
      customId: 'NO-SUCH-ID',
    });
  });

  it('is all or nothing: one 400 lists every problem as [i].field, and nothing is queued', async () => {
    const bed = await profileTestbed();
    const [a] = identified(bed);
    const answer = await bed.call('POST', BATCH, {
      body: [
        { clientId: a!.clientId, city: 'Fine' },
        { email: 'ok@example.com' },
        { clientId: 1, city: 'Unknown id' },
        { firstName: 'No identifier' },
        { customId: 'X-1', countryCode: 'XX', birthDate: '2001-02-29' },
        'not an object',
        { email: a!.email!.replace('@', '+1@'), phone: a!.phone },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: Loose) => e.field)).toEqual([
      '[2].clientId',
      '[3].email',
      '[4].countryCode',
      '[4].birthDate',
      '[5]',
      '[6].phone',
    ]);
    bed.settle();
    expect(bed.t.sim.state.profiles.queue).toEqual([]);
    expect((await bed.call('GET', `/v4/clients/${a!.clientId}`)).body.city).not.toBe('Fine');
    expect((await bed.call('GET', '/v4/clients?filters[email]=ok@example.com')).body).toEqual([]);
  });

  it('refuses two items that would give one identifier to different profiles', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', BATCH, {
      body: [{ customId: 'TWIN' }, { email: 'twin@example.com', customId: 'TWIN' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: '[1].customId', code: 1008 })]);
  });

  it('lets two items update the same profile, applied in order', async () => {
    const bed = await profileTestbed();
    const [a] = identified(bed);
    await bed.call('POST', BATCH, {
      body: [
        { clientId: a!.clientId, city: 'One' },
        { customId: a!.customId, city: 'Two' },
      ],
    });
    bed.settle();
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${a!.clientId}`)).body.city).toBe('Two');
  });

  it(`accepts ${MAX_BATCH_ITEMS} items and answers 400 to more, or to none`, async () => {
    const bed = await profileTestbed();
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ customId: `BULK-${i}` }));
    const tooMany = await bed.call('POST', BATCH, { body: items(MAX_BATCH_ITEMS + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A batch holds 1 to 1000 changesets (got 1001)');
    expect((await bed.call('POST', BATCH, { body: [] })).status).toBe(400);
    expect((await bed.call('POST', BATCH, { body: items(MAX_BATCH_ITEMS) })).status).toBe(202);
    bed.settle();
    expect((await bed.call('GET', '/v4/clients/by-custom-id/BULK-999')).status).toBe(200);
  });

  it('answers 400 when the body is not a JSON array', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', BATCH, { body: { customId: 'X' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request body must be a JSON array of changesets');
  });

  it('records one client.updateData event per applied item', async () => {
    const bed = await profileTestbed();
    const [a, b] = identified(bed);
    await bed.call('POST', BATCH, {
      body: [
        { clientId: a!.clientId, city: 'E1' },
        { clientId: b!.clientId, city: 'E2' },
      ],
    });
    bed.settle();
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, a!.clientId)).toHaveLength(1);
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, b!.clientId)[0]?.params.changed).toEqual(['city']);
  });
});

describe('Batch changesets that name a clientId', () => {
  it('answers 400 at [i].clientId for a clientId that matches nothing, and never creates a profile', async () => {
    const bed = await profileTestbed();
    const [a] = identified(bed);
    const total = async () =>
      Number((await bed.call('GET', '/v4/clients?pageSize=1')).headers.get('X-Pagination-Total-Count'));
    const before = await total();
    // A profile deleted a moment ago: its clientId is still a plausible one, and the email is new.
    const gone = bed.idOf(7);
    expect((await bed.call('DELETE', `/v4/clients/${gone}`)).status).toBe(202);
    bed.settle();
    const answer = await bed.call('POST', BATCH, {
      body: [
        { clientId: a!.clientId, tags: ['kept'] },
        { clientId: gone, email: 'would.be.new@example.com', city: 'Nowhere' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: '[1].clientId', code: 1011, rejectedValue: String(gone) }),
    ]);
    bed.settle();
    expect(await total()).toBe(before - 1);
    expect((await bed.call('GET', '/v4/clients?filters[email]=would.be.new@example.com')).body).toEqual([]);
    expect((await bed.call('GET', `/v4/clients/${gone}`)).status).toBe(404);
  });
});

/** Every name the reference's "Profile (client) record" reserves (ignored when sent inside `attributes`). */
const REFERENCE_RESERVED = (
  'email id clientId phone customId uuid firstName lastName displayName company address city province zipCode ' +
  'countryCode birthDate sex avatarUrl anonymous agreements tags businessProfileId time ip source ' +
  'newsletter_agreement custom_identify firstname lastname created updated last_activity_date birthdate ' +
  'external_avatar_url displayname receive_smses receive_push_messages receive_webpush_messages ' +
  'receive_btooth_messages receive_rfid_messages receive_wifi_messages receive_whatsapp_messages whatsapp_id ' +
  'confirmation_hash ownerId anonymous_type country_id club_card_id type confirmed facebookId deletedAt ' +
  'deleted_unique status recognized previous_clients testProfile apikey apiKey ApiKey Apikey tracker ' +
  'snr_sdk_version eventCreateTime correlationId ' +
  'geo_loc_city geo_loc_country geo_loc_as geo_loc_country_code geo_loc_isp geo_loc_lat geo_loc_lon geo_loc_org ' +
  'geo_loc_query geo_loc_region geo_loc_region_name geo_loc_status geo_loc_timezone geo_loc_zip'
).split(' ');

describe('Reserved attribute names in a batch', () => {
  it.each(REFERENCE_RESERVED)('ignores "%s" inside attributes and keeps the other attributes', async (name) => {
    const bed = await profileTestbed();
    const [a] = identified(bed);
    const answer = await bed.call('POST', BATCH, {
      body: [{ clientId: a!.clientId, attributes: { [name]: 'bulk-value', bulkKept: 'yes' } }],
    });
    expect(answer.status).toBe(202);
    bed.settle();
    const after = (await bed.call('GET', `/v4/clients/${a!.clientId}`)).body;
    expect(after.attributes.bulkKept).toBe('yes');
    expect(Object.keys(after.attributes)).not.toContain(name);
  });
});
