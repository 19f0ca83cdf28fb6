import { anonymousToken, customerToken } from '../profiles/test-support';
import { maskRecord } from '../profiles/pii';
import type { ProfileRecord } from '../profiles/record';
import type { Loose } from '../testing';
import { ALL_ONLY_MESSAGE, NOT_IN_AUDIENCE_MESSAGE } from './generate';
import { generateContent } from '../../lib/inserts';
import { SMALL, docsTestbed, fieldsOf, workspaceToken } from './test-support';

const customer1 = (profiles: ProfileRecord[]) =>
  profiles.find((p) => p.email === 'customer1@demo.test') as ProfileRecord;

describe('Inserts', () => {
  const profile = {
    clientId: 7,
    anonymous: false,
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    city: 'Oslo',
    zipCode: null,
    tags: ['vip', 'newsletter'],
    agreements: { email: true, sms: false },
    attributes: { loyaltyTier: 'gold', lifetimeValue: 612.5, vip: true, address: { street: 'Main 1' } },
  } as unknown as ProfileRecord;

  it('takes the body value first, then the profile', () => {
    const out = generateContent(
      { a: 'Hi {{ customer.firstName }}', b: '{{customer.city}}' },
      { 'customer.firstName': 'Bob' },
      profile,
    );
    expect(out.content).toEqual({ a: 'Hi Bob', b: 'Oslo' });
  });

  it('maps customer.* to record fields, agreements, tags and custom attributes (customer.x and customer.attributes.x)', () => {
    const out = generateContent(
      '{{ customer.id }}|{{ customer.email }}|{{ customer.agreements.email }}|{{ customer.tags }}|{{ customer.loyaltyTier }}|{{ customer.attributes.loyaltyTier }}|{{ customer.attributes.address.street }}',
      {},
      profile,
    );
    expect(out.content).toBe('7|ann@example.com|true|vip, newsletter|gold|gold|Main 1');
  });

  it('turns numbers and booleans into strings (body values and profile values)', () => {
    const out = generateContent(
      { d: '{{ discount }}%', v: '{{ customer.lifetimeValue }}', vip: '{{ customer.vip }}', n: ['{{ discount }}'] },
      { discount: 10 },
      profile,
    );
    expect(out.content).toEqual({ d: '10%', v: '612.5', vip: 'true', n: ['10'] });
  });

  it('gives empty content when any insert is unresolved: {} for objects, "" for strings', () => {
    const object = generateContent({ a: 'Hi {{ customer.firstName }}', b: 'at {{ customer.zipCode }}' }, {}, profile);
    expect(object).toEqual({ content: {}, unresolved: ['customer.zipCode'] });
    expect(generateContent('Code {{ discountCode }}', {}, profile).content).toBe('');
    expect(generateContent('Hi {{ customer.firstName }}', {}, undefined).content).toBe('');
  });

  it('leaves text that is not an insert alone and keeps keys untouched', () => {
    expect(generateContent({ '{{ customer.firstName }}': '{{ }} and {x}' }, {}, profile).content).toEqual({
      '{{ customer.firstName }}': '{{ }} and {x}',
    });
  });
});

describe('Generate', () => {
  it('by slug (GET) with a User token answers {uuid, slug, schema, content}; customer inserts stay unresolved', async () => {
    const b = await docsTestbed();
    const doc = await b.create({ content: { title: 'Spring is here' } });
    const answer = await b.call('GET', '/documents/welcome-banner/generate');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      uuid: doc.id,
      slug: 'welcome-banner',
      schema: 'banner',
      content: { title: 'Spring is here' },
    });
    await b.call('PUT', `/documents/${doc.id}/content`, {
      body: { priority: 1, content: { t: 'Hi {{ customer.firstName }}' }, slug: 'welcome-banner', schema: 'banner' },
    });
    expect((await b.call('GET', '/documents/welcome-banner/generate')).body.content).toEqual({});
  });

  it('by slug (POST) fills inserts from the body; a value that is not a string or number is a 400 on its key', async () => {
    const b = await docsTestbed();
    await b.create({ content: { greeting: 'Hi {{ customer.firstName }}, {{ discount }}% off' } });
    const answer = await b.call('POST', '/documents/welcome-banner/generate', {
      body: { 'customer.firstName': 'Ann', discount: 10 },
    });
    expect(answer.body.content).toEqual({ greeting: 'Hi Ann, 10% off' });
    const bad = await b.call('POST', '/documents/welcome-banner/generate', { body: { discount: { n: 1 } } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['discount']);
  });

  it('by id answers the generated content as a JSON string', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const answer = await b.call('POST', `/documents/by-id/${doc.id}/generate`, {
      body: { 'customer.firstName': 'Ann' },
    });
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('string');
    expect(JSON.parse(answer.body as string)).toEqual({ greeting: 'Hi Ann' });
  });

  it('with a Workspace or User token only generates documents whose audience is ALL', async () => {
    const b = await docsTestbed();
    const [segment] = (await b.segments()) as Loose[];
    const doc = await b.create({ audience: { targetType: 'SEGMENT', segments: [segment.id] } });
    const key = await workspaceToken(b.t, SMALL);
    for (const token of [b.token, key]) {
      const answer = await b.call('GET', '/documents/welcome-banner/generate', { token });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(ALL_ONLY_MESSAGE);
      expect((await b.call('POST', `/documents/by-id/${doc.id}/generate`, { token })).status).toBe(403);
    }
    await b.call('PUT', `/documents/${doc.id}/audience`, { body: { targetType: 'ALL' } });
    expect((await b.call('GET', '/documents/welcome-banner/generate', { token: key, body: undefined })).status).toBe(
      200,
    );
  });

  it("with a Profile token fills customer inserts from the token's profile, body values first", async () => {
    const b = await docsTestbed();
    await b.create();
    const token = await customerToken(b.t, SMALL, 1);
    const me = customer1(b.profiles());
    const answer = await b.call('GET', '/documents/welcome-banner/generate', { token });
    expect(answer.body.content).toEqual({ greeting: `Hi ${me.firstName}` });
    const overridden = await b.call('POST', '/documents/welcome-banner/generate', {
      token,
      body: { 'customer.firstName': 'Zed' },
    });
    expect(overridden.body.content).toEqual({ greeting: 'Hi Zed' });
  });

  it('with a Profile or Anonymous token refuses (403) a document whose audience leaves the profile out', async () => {
    const b = await docsTestbed();
    const segments = (await b.segments()) as Loose[];
    const anonymousOnly = segments.find((s) => s.name === 'Anonymous visitors') as Loose;
    await b.create({
      audience: { targetType: 'SEGMENT', segments: [anonymousOnly.id] },
      content: { t: 'Welcome, guest' },
    });
    const customer = await customerToken(b.t, SMALL, 1);
    const refused = await b.call('GET', '/documents/welcome-banner/generate', { token: customer });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_IN_AUDIENCE_MESSAGE);
    const anonymous = await anonymousToken(b.t, SMALL);
    const allowed = await b.call('GET', '/documents/welcome-banner/generate', { token: anonymous });
    expect(allowed.status).toBe(200);
    expect(allowed.body.content).toEqual({ t: 'Welcome, guest' });
  });

  it('answers 404 for an unknown slug or a deleted document', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    expect((await b.call('GET', '/documents/no-such-slug/generate')).status).toBe(404);
    await b.call('DELETE', `/documents/${doc.id}`);
    expect((await b.call('GET', '/documents/welcome-banner/generate')).status).toBe(404);
    expect((await b.call('POST', `/documents/by-id/${doc.id}/generate`)).status).toBe(404);
  });
});

describe('Preview', () => {
  it('generates for the profile and says it is included (ALL)', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const me = customer1(b.profiles());
    const answer = await b.call('POST', `/documents/${doc.id}/preview`, {
      body: { client: { email: 'customer1@demo.test' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      uuid: doc.id,
      slug: 'welcome-banner',
      schema: 'banner',
      content: { greeting: `Hi ${me.firstName}` },
      audience: { included: true, reason: 'Audience ALL: every profile' },
    });
  });

  it('finds the profile by id, customId or uuid too, and uses params before the profile', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const me = customer1(b.profiles());
    for (const client of [{ id: me.clientId }, { customId: me.customId }, { uuid: me.uuid }]) {
      const answer = await b.call('POST', `/documents/${doc.id}/preview`, { body: { client } });
      expect(answer.body.content).toEqual({ greeting: `Hi ${me.firstName}` });
    }
    const withParams = await b.call('POST', `/documents/${doc.id}/preview`, {
      body: { client: { id: me.clientId }, params: { 'customer.firstName': 'Ann' } },
    });
    expect(withParams.body.content).toEqual({ greeting: 'Hi Ann' });
  });

  it('says why a profile is in a segment audience or not', async () => {
    const b = await docsTestbed();
    const segments = (await b.segments()) as Loose[];
    const anonymousSeg = segments.find((s) => s.name === 'Anonymous visitors') as Loose;
    const doc = await b.create({ audience: { targetType: 'SEGMENT', segments: [anonymousSeg.id] } });
    const guest = b.profiles().find((p) => p.anonymous) as ProfileRecord;
    const inside = await b.call('POST', `/documents/${doc.id}/preview`, { body: { client: { id: guest.clientId } } });
    expect(inside.body.audience).toEqual({
      included: true,
      reason: 'In segment ‘Anonymous visitors’ (Anonymous profile (no email, phone or custom id))',
    });
    expect(inside.body.content).toEqual({});
    const outside = await b.call('POST', `/documents/${doc.id}/preview`, {
      body: { client: { email: 'customer1@demo.test' } },
    });
    expect(outside.body.audience).toEqual({
      included: false,
      reason: 'Not in any of the segments ‘Anonymous visitors’',
    });
  });

  it('lists higher-priority documents of the same placement or schema that include the profile (outrankedBy)', async () => {
    const b = await docsTestbed();
    const segments = (await b.segments()) as Loose[];
    const anonymousSeg = segments.find((s) => s.name === 'Anonymous visitors') as Loose;
    const doc = await b.create({ slug: 'zz-hero', schema: 'zz-type', priority: 10 });
    const same = await b.create({ name: 'Same placement', slug: 'zz-spring', schema: 'other', priority: 60 });
    const sameSchema = await b.create({ name: 'Same schema', slug: 'yy-top', schema: 'zz-type', priority: 90 });
    await b.create({ name: 'Lower', slug: 'zz-low', schema: 'zz-type', priority: 5 });
    await b.create({ name: 'Elsewhere', slug: 'xx-top', schema: 'other', priority: 99 });
    await b.create({
      name: 'Not for this profile',
      slug: 'zz-guests',
      priority: 95,
      audience: { targetType: 'SEGMENT', segments: [anonymousSeg.id] },
    });
    const answer = await b.call('POST', `/documents/${doc.id}/preview`, {
      body: { client: { email: 'customer1@demo.test' } },
    });
    expect(answer.body.outrankedBy).toEqual([
      { id: sameSchema.id, name: 'Same schema', slug: 'yy-top', priority: 90 },
      { id: same.id, name: 'Same placement', slug: 'zz-spring', priority: 60 },
    ]);
  });

  it('answers 404 on client for an unknown profile, 400 on client without exactly one identifier', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const unknown = await b.call('POST', `/documents/${doc.id}/preview`, {
      body: { client: { email: 'nobody@nowhere.test' } },
    });
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown.body)).toEqual(['client']);
    for (const client of [undefined, {}, { id: 1, email: 'a@b.c' }]) {
      const answer = await b.call('POST', `/documents/${doc.id}/preview`, { body: { client } });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['client']);
    }
  });
});

describe('Preview without ROLE_CLIENT_PII_SHOW', () => {
  /** rita may read documents and profiles in this workspace, but not see personal data. */
  const NO_PII = 2;
  const PERSONAL =
    '{{customer.email}}|{{customer.firstName}}|{{customer.lastName}}|{{customer.phone}}|{{customer.address}}|{{customer.zipCode}}|{{customer.birthDate}}';
  const withPersonalData = (profiles: ProfileRecord[]) =>
    profiles.find(
      (p) => p.email && p.firstName && p.lastName && p.phone && p.address && p.zipCode && p.birthDate,
    ) as ProfileRecord;
  const personal = (p: ProfileRecord) =>
    [p.email, p.firstName, p.lastName, p.phone, p.address, p.zipCode, p.birthDate].join('|');

  it('fills the inserts from the masked record, like the profile listing shows it', async () => {
    const b = await docsTestbed(NO_PII);
    const doc = await b.create({ content: { who: PERSONAL } });
    const target = withPersonalData(b.profiles());
    const rita = await b.t.loginInto('rita@demo.test', NO_PII);
    for (const client of [{ id: target.clientId }, { customId: target.customId }, { uuid: target.uuid }].filter(
      (c) => Object.values(c)[0] !== null,
    )) {
      const answer = await b.call('POST', `/documents/${doc.id}/preview`, { token: rita, body: { client } });
      expect(answer.status).toBe(200);
      expect(answer.body.content).toEqual({ who: personal(maskRecord(target)) });
      expect(JSON.stringify(answer.body)).not.toContain(target.email);
    }
    const listed = await b.t.call('GET', `/v4/clients/${target.clientId}`, {
      token: rita,
      headers: { 'Api-Version': '4.4' },
    });
    expect(listed.body.email).toBe(maskRecord(target).email);
    // A user with the permission still sees the real values.
    const full = await b.call('POST', `/documents/${doc.id}/preview`, { body: { client: { id: target.clientId } } });
    expect(full.body.content).toEqual({ who: personal(target) });
  });

  it('refuses a profile named by email (403, like the listing’s email filter) whether or not the address exists', async () => {
    const b = await docsTestbed(NO_PII);
    const doc = await b.create();
    const target = withPersonalData(b.profiles());
    const rita = await b.t.loginInto('rita@demo.test', NO_PII);
    const listing = await b.t.call('GET', `/v4/clients?filters[email]=${encodeURIComponent(target.email!)}`, {
      token: rita,
      headers: { 'Api-Version': '4.4' },
    });
    expect(listing.status).toBe(403);
    const answers = [];
    for (const email of [target.email, 'nobody@nowhere.test', 'not an email']) {
      const answer = await b.call('POST', `/documents/${doc.id}/preview`, { token: rita, body: { client: { email } } });
      answers.push({ status: answer.status, message: answer.body.message, errors: answer.body.errors });
    }
    expect(answers).toEqual(Array(3).fill({ status: 403, message: listing.body.message, errors: listing.body.errors }));
    // The same user may still name the profile by id.
    expect(
      (await b.call('POST', `/documents/${doc.id}/preview`, { token: rita, body: { client: { id: target.clientId } } }))
        .status,
    ).toBe(200);
  });
});
