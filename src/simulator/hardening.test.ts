/**
 * Bad bodies on every write operation, tried as an attacker would: malformed JSON, the wrong content type,
 * nesting 10,000 deep, 3 MiB, the wrong JSON type. Each must get a 4xx with the error body; never a 500, never
 * a 2xx, and nothing stored. Then the string limits, and the events listing against stored data.
 */
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from './http/limits';
import { ORIGIN, createTestSimulator, workspace, type ApiAnswer, type Loose } from './testing';
import { SMALL, anonymousToken, customerToken, workspaceToken } from './profiles/test-support';
import { seededClientId } from './seed';
import { MAX_QUERY_LENGTH } from './search/params';
import { MAX_EVENT_PARAMS_BYTES, MAX_EVENT_PARAM_STRING_LENGTH } from './events/param-limits';
import { MAX_ATTRIBUTE_STRING_LENGTH, MAX_PROFILE_STRING_LENGTH } from './profiles/fields';

type Body = 'object' | 'array' | 'string' | 'integer';

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  token?: string;
  apiVersion?: string | null;
  /** The JSON type the operation expects. */
  body: Body;
}

const t = createTestSimulator();
const ws = workspace(SMALL);
let routes: WriteRoute[] = [];
let indexId = '';

beforeAll(async () => {
  const user = await t.loginInto('ada@demo.test', SMALL);
  const key = await workspaceToken(t, SMALL);
  const customer = await customerToken(t, SMALL);
  const anonymous = await anonymousToken(t, SMALL);
  const mfaPending = (await t.login('tom@demo.test')).body.token as string;
  const D = '/schema-service/v2';
  const directories = (await t.call('GET', `${D}/directories`, { token: user })).body as Loose[];
  const created = await t.call('POST', `${D}/documents`, {
    token: user,
    body: {
      name: 'Hardening',
      priority: 10,
      content: { text: 'Hi' },
      slug: 'hardening',
      schema: 'banner',
      audience: { targetType: 'ALL' },
      directoryId: directories[0].id,
    },
  });
  expect(created.status).toBe(200);
  const docId = created.body.id ?? created.body.documentId;
  const indices = await t.call('GET', `/search/v2/indices?token=${ws.trackerKey}`);
  indexId = indices.body.data[0].indexId;
  // Build the search index now, so the first bad body does not pay for it.
  expect(
    (await t.call('POST', `/search/v2/indices/${indexId}/query?token=${ws.trackerKey}`, { body: { query: 'tent' } }))
      .status,
  ).toBe(200);
  const clientId = seededClientId(ws, 0);
  const search = (suffix: string): WriteRoute => ({
    name: `search ${suffix}`,
    method: 'POST',
    path: `/search/v2/indices/${indexId}/${suffix}?token=${ws.trackerKey}`,
    body: 'object',
  });
  routes = [
    { name: 'user login', method: 'POST', path: '/uauth/auth/login/user', body: 'object' },
    {
      name: 'MFA verification',
      method: 'POST',
      path: '/uauth/auth/login/user/mfa/verification?mfaType=TOTP_AUTHENTICATOR',
      token: mfaPending,
      body: 'object',
    },
    { name: 'legacy user login', method: 'POST', path: '/v4/auth/login/user', body: 'object' },
    { name: 'workspace login', method: 'POST', path: '/uauth/v2/auth/login/profile', body: 'object' },
    { name: 'legacy workspace login', method: 'POST', path: '/v4/auth/login/profile', body: 'object' },
    { name: 'profile login', method: 'POST', path: '/sauth/v3/auth/login/client', body: 'object' },
    {
      name: 'conditional profile login',
      method: 'POST',
      path: '/sauth/v3/auth/login/client/conditional',
      body: 'object',
    },
    { name: 'anonymous login', method: 'POST', path: '/sauth/v3/auth/login/client/anonymous', body: 'object' },
    {
      name: 'server-side profile login',
      method: 'POST',
      path: '/sauth/v3/auth/login/client/server',
      token: key,
      body: 'object',
    },
    {
      name: 'profile token refresh',
      method: 'POST',
      path: '/sauth/v3/auth/refresh/client',
      token: customer,
      body: 'object',
    },
    { name: 'legacy client login', method: 'POST', path: '/v4/auth/login/client', body: 'object' },
    { name: 'create profile', method: 'POST', path: '/v4/clients', token: user, body: 'object' },
    { name: 'batch profiles', method: 'POST', path: '/v4/clients/batch', token: user, body: 'array' },
    { name: 'update profile', method: 'POST', path: `/v4/clients/${clientId}`, token: user, body: 'object' },
    {
      name: 'link device',
      method: 'POST',
      path: `/v4/clients/by-uuid/${'0d4f3a58-3b8e-4f0b-9a51-6e2f1c7d9b10'}/linked-devices`,
      token: user,
      body: 'object',
    },
    {
      name: 'my-account update',
      method: 'POST',
      path: '/v4/my-account/personal-information',
      token: customer,
      body: 'object',
    },
    { name: 'application started', method: 'POST', path: '/v4/events/application-started', token: key, body: 'object' },
    {
      name: 'added to cart',
      method: 'POST',
      path: '/v4/events/added-to-cart',
      token: key,
      apiVersion: '4.1.2',
      body: 'object',
    },
    {
      name: 'added to favorites',
      method: 'POST',
      path: '/v4/events/added-to-favorites',
      token: key,
      apiVersion: '4.1.2',
      body: 'object',
    },
    {
      name: 'appeared in location',
      method: 'POST',
      path: '/v4/events/appeared-in-location',
      token: key,
      apiVersion: '4.1.2',
      body: 'object',
    },
    { name: 'registered', method: 'POST', path: '/v4/events/registered', token: key, body: 'object' },
    {
      name: 'logged in (anonymous profile)',
      method: 'POST',
      path: '/v4/events/logged-in',
      token: anonymous,
      body: 'object',
    },
    { name: 'transaction', method: 'POST', path: '/v4/transactions', token: key, body: 'object' },
    { name: 'transaction batch', method: 'POST', path: '/v4/transactions/batch', token: key, body: 'array' },
    { name: 'initialize document', method: 'POST', path: `${D}/documents/init`, token: user, body: 'object' },
    { name: 'create document', method: 'POST', path: `${D}/documents`, token: user, body: 'object' },
    { name: 'document audience', method: 'PUT', path: `${D}/documents/${docId}/audience`, token: user, body: 'object' },
    { name: 'document content', method: 'PUT', path: `${D}/documents/${docId}/content`, token: user, body: 'object' },
    { name: 'rename document', method: 'PUT', path: `${D}/documents/${docId}/name`, token: user, body: 'string' },
    {
      name: 'document priority',
      method: 'PUT',
      path: `${D}/documents/${docId}/priority`,
      token: user,
      body: 'integer',
    },
    {
      name: 'generate by slug',
      method: 'POST',
      path: `${D}/documents/hardening/generate`,
      token: user,
      body: 'object',
    },
    {
      name: 'generate by id',
      method: 'POST',
      path: `${D}/documents/by-id/${docId}/generate`,
      token: user,
      body: 'object',
    },
    { name: 'preview', method: 'POST', path: `${D}/documents/${docId}/preview`, token: user, body: 'object' },
    search('query'),
    search('query/explain'),
    search('autocomplete'),
    search('autocomplete/explain'),
    { name: 'control config', method: 'POST', path: '/__simulator/config', body: 'object' },
  ];
}, 300_000);

// Each test below sends several bodies to each of the ~40 operations: generous for a loaded machine.
const BULK = { timeout: 120_000 };

/** Like t.call, but with any Content-Type (or none) and any body text. */
async function send(
  route: WriteRoute,
  rawBody: string,
  contentType: string | null,
  token = route.token,
): Promise<ApiAnswer> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const version = route.apiVersion === undefined ? (route.path.startsWith('/v4') ? '4.4' : null) : route.apiVersion;
  if (version) headers.set('Api-Version', version);
  if (contentType !== null) headers.set('Content-Type', contentType);
  const request = new Request(`${ORIGIN}${route.path}`, { method: route.method, headers, body: rawBody });
  // A string body makes the Request add text/plain itself: take it out for the "no Content-Type" case.
  if (contentType === null) request.headers.delete('Content-Type');
  const response = await t.sim.handle(request);
  const text = await response.text();
  let body: Loose;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

function expectErrorBody(answer: ApiAnswer, status: number, path: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ status, path: new URL(`${ORIGIN}${path}`).pathname });
  expect(typeof answer.body.message).toBe('string');
  expect(typeof answer.body.error).toBe('string');
}

/** `depth` nested objects or arrays around a value. */
function nested(depth: number, kind: 'object' | 'array' = 'object'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/** A body of the wrong JSON type for the operation. */
function wrongType(body: Body): string {
  return body === 'object'
    ? '[1,2,3]'
    : body === 'array'
      ? '{"items":[]}'
      : body === 'string'
        ? '{"name":"x"}'
        : '"high"';
}

/** What a bad body must not change: the settings and the workspace's events. */
function storedCounts() {
  return JSON.stringify({ config: t.sim.state.config, events: t.sim.state.events.eventsOfWorkspace(ws.id).length });
}

describe('bad bodies on every write operation', BULK, () => {
  it('lists every write operation that reads a JSON body', () => {
    expect(routes.length).toBeGreaterThanOrEqual(38);
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    for (const route of routes) {
      const answer = await send(route, '{"oops":', 'application/json');
      expectErrorBody(answer, 400, route.path);
    }
  });

  it('answers a JSON body sent as text/plain, form-encoded or without Content-Type with 415', async () => {
    const before = storedCounts();
    for (const route of routes) {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', null]) {
        const answer = await send(route, route.body === 'array' ? '[]' : '{"username":"x"}', type);
        expectErrorBody(answer, 415, route.path);
        expect(answer.body.message, `${route.name} ${type}`).toMatch(/application\/json/);
      }
      const form = await send(route, 'username=x&password=y', 'application/x-www-form-urlencoded');
      expectErrorBody(form, 415, route.path);
    }
    expect(storedCounts()).toBe(before);
  });

  it('accepts application/json with parameters and +json types (the check reads the media type)', async () => {
    const route = routes.find((r) => r.name === 'user login')!;
    const body = JSON.stringify({ username: 'ada@demo.test', password: 'Ada-Demo-2026' });
    expect((await send(route, body, 'application/json; charset=utf-8')).status).toBe(200);
    expect((await send(route, body, 'Application/JSON')).status).toBe(200);
    expect((await send(route, body, 'application/vnd.api+json')).status).toBe(200);
  });

  it(`answers JSON nested 10,000 deep with 400 (at most ${MAX_JSON_DEPTH} levels), never 500`, async () => {
    const before = storedCounts();
    for (const route of routes) {
      const answer = await send(route, nested(10_000, route.body === 'array' ? 'array' : 'object'), 'application/json');
      expectErrorBody(answer, 400, route.path);
      expect(answer.body.message, route.name).toMatch(/nested too deeply/);
    }
    expect(storedCounts()).toBe(before);
  });

  it(`answers a body over ${MAX_JSON_BODY_BYTES} bytes with 413 before checking the token`, async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    for (const route of routes) {
      // A made-up token: the size is refused first, so no token is verified for it.
      const answer = await send(route, big, 'application/json', 'not.a.token');
      expectErrorBody(answer, 413, route.path);
      expect(answer.body.message).toBe('The request body is larger than 2 MiB');
    }
  });

  it('answers a body of the wrong JSON type with 400', async () => {
    const before = storedCounts();
    for (const route of routes) {
      const answer = await send(route, wrongType(route.body), 'application/json');
      expect(answer.status, `${route.name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, route.name).toBeLessThan(500);
      expect(answer.body.status).toBe(answer.status);
    }
    expect(storedCounts()).toBe(before);
  });

  it('still accepts nesting up to the limit', async () => {
    const route = routes.find((r) => r.name === 'added to favorites')!;
    const params = JSON.parse(nested(MAX_JSON_DEPTH - 1)) as Loose;
    const body = JSON.stringify({ label: 'deep', client: { id: seededClientId(ws, 0) }, params: { deep: params.a } });
    expect((await send(route, body, 'application/json')).status).toBe(202);
  });
});

describe('the control API refuses what a foreign web page can send', BULK, () => {
  it('answers text/plain, form-encoded and multipart POSTs with 415 and changes nothing', async () => {
    const sim = createTestSimulator();
    await sim.call('POST', '/__simulator/config', { body: { latencyMs: 5 } });
    for (const path of ['/__simulator/reset', '/__simulator/config']) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const response = await sim.sim.handle(
          new Request(`${ORIGIN}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': type },
            body: '{"latencyMs":0}',
          }),
        );
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.json()).toMatchObject({ status: 415, path });
      }
    }
    expect(sim.sim.state.config.latencyMs).toBe(5);
    // The dashboard's own calls: reset without a body, config as JSON.
    expect((await sim.sim.handle(new Request(`${ORIGIN}/__simulator/reset`, { method: 'POST' }))).status).toBe(204);
    expect((await sim.call('POST', '/__simulator/config', { body: { latencyMs: 0 } })).status).toBe(204);
  });

  it('bounds the numbers of POST /__simulator/config, naming the field', async () => {
    const sim = createTestSimulator();
    for (const [field, value] of [
      ['tokenTtlSeconds', 1e20],
      ['tokenTtlSeconds', 604_801],
      ['tokenTtlSeconds', 0],
      ['latencyMs', 60_001],
      ['failureRate', 1.5],
    ] as const) {
      const answer = await sim.call('POST', '/__simulator/config', { body: { [field]: value } });
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ field });
    }
    expect((await sim.call('POST', '/__simulator/config', { body: { tokenTtlSeconds: 604_800 } })).status).toBe(204);
    // A token issued with the longest lifetime is one the simulator accepts.
    const token = await sim.loginFully('ada@demo.test');
    expect((await sim.call('GET', '/uauth/business-profile/', { token })).status).toBe(200);
  });
});

describe('string limits', BULK, () => {
  it(`answers a search query over ${MAX_QUERY_LENGTH} characters (and a 1 MB one) with 400 on query`, async () => {
    const route = (suffix: string) => `/search/v2/indices/${indexId}/${suffix}?token=${ws.trackerKey}`;
    for (const query of ['a'.repeat(1_000_000), 'ab '.repeat(400_000), 'x'.repeat(MAX_QUERY_LENGTH + 1)]) {
      for (const suffix of ['query', 'autocomplete']) {
        const answer = await t.call('POST', route(suffix), { body: { query } });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          expect.objectContaining({
            field: 'query',
            message: `query must be at most ${MAX_QUERY_LENGTH} characters (got ${query.length})`,
          }),
        ]);
        // The rejected value is not echoed back whole.
        expect(answer.body.errors[0].rejectedValue.length).toBeLessThan(100);
      }
      const get = await t.call('GET', `${route('query')}&query=${encodeURIComponent(query.slice(0, 5_000))}`);
      expect(get.status).toBe(400);
    }
    expect((await t.call('POST', route('query'), { body: { query: 'tent '.repeat(200) } })).status).toBe(200);
  });

  it('answers over-long profile fields, attribute values and tags with 400 naming the field', async () => {
    const user = await t.loginInto('ada@demo.test', SMALL);
    const long = 'x'.repeat(MAX_PROFILE_STRING_LENGTH + 1);
    const create = await t.call('POST', '/v4/clients', {
      token: user,
      body: {
        email: 'long@demo.test',
        firstName: long,
        attributes: { note: 'y'.repeat(MAX_ATTRIBUTE_STRING_LENGTH + 1), ok: 'fine' },
        tags: [long],
      },
    });
    expect(create.status).toBe(400);
    expect(create.body.errors.map((e: Loose) => e.field).sort()).toEqual(['attributes.note', 'firstName', 'tags[0]']);
    const update = await t.call('POST', `/v4/clients/${seededClientId(ws, 1)}`, {
      token: user,
      body: { attributes: { blob: { text: 'z'.repeat(20_000) } } },
    });
    expect(update.status).toBe(400);
    expect(update.body.errors[0].field).toBe('attributes.blob');
    const customer = await customerToken(t, SMALL, 2);
    const account = await t.call('POST', '/v4/my-account/personal-information', {
      token: customer,
      body: { city: long },
    });
    expect(account.status).toBe(400);
    expect(account.body.errors[0].field).toBe('city');
    const fine = await t.call('POST', `/v4/clients/${seededClientId(ws, 1)}`, {
      token: user,
      body: {
        firstName: 'x'.repeat(MAX_PROFILE_STRING_LENGTH),
        attributes: { note: 'y'.repeat(MAX_ATTRIBUTE_STRING_LENGTH) },
      },
    });
    expect(fine.status).toBe(202);
  });

  it('answers over-long event params and transaction metadata with 400', async () => {
    const key = await workspaceToken(t, SMALL);
    const client = { id: seededClientId(ws, 0) };
    const post = (params: Loose) =>
      t.call('POST', '/v4/events/added-to-favorites', {
        token: key,
        apiVersion: '4.1.2',
        body: { label: 'x', client, params },
      });
    const oneLong = await post({ note: 'n'.repeat(MAX_EVENT_PARAM_STRING_LENGTH + 1) });
    expect(oneLong.status).toBe(400);
    expect(oneLong.body.errors[0].field).toBe('params.note');
    const many = await post(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, 'm'.repeat(2_000)])));
    expect(many.status).toBe(400);
    expect(many.body.errors[0]).toMatchObject({
      field: 'params',
      message: expect.stringContaining(`${MAX_EVENT_PARAMS_BYTES} bytes`),
    });
    expect((await post({ note: 'n'.repeat(MAX_EVENT_PARAM_STRING_LENGTH) })).status).toBe(202);
    const tx = await t.call('POST', '/v4/transactions', {
      token: key,
      body: {
        client: { id: client.id },
        orderId: 'ORD-LONG',
        paymentInfo: { method: 'CASH' },
        products: [{ sku: 'S', name: 'S', quantity: 1, finalUnitPrice: { amount: 1, currency: 'EUR' } }],
        revenue: { amount: 1, currency: 'EUR' },
        value: { amount: 1, currency: 'EUR' },
        source: 'WEB_DESKTOP',
        metadata: { note: 'n'.repeat(MAX_EVENT_PARAM_STRING_LENGTH + 1) },
      },
    });
    expect(tx.status).toBe(400);
    expect(tx.body.errors[0].field).toBe('metadata.note');
  });
});

describe('the events listing against deep params', BULK, () => {
  it('refuses an anonymous event with params 3,000 deep, and the listings keep answering', async () => {
    const anonymous = await anonymousToken(t, SMALL);
    const deep = `{"label":"x","params":${nested(3_000)}}`;
    const route: WriteRoute = { name: 'logged in', method: 'POST', path: '/v4/events/logged-in', body: 'object' };
    expectErrorBody(await send(route, deep, 'application/json', anonymous), 400, route.path);
    const user = await t.loginInto('ada@demo.test', SMALL);
    expect((await t.call('GET', '/v4/events/all', { token: user })).status).toBe(200);
  });

  it('answers 200 even when a stored event holds params nested 10,000 deep (however it got in)', async () => {
    const sim = createTestSimulator();
    const user = await sim.loginInto('ada@demo.test', SMALL);
    let params: Loose = { leaf: 1 };
    for (let i = 0; i < 10_000; i += 1) params = { a: params };
    const clientId = seededClientId(ws, 0);
    sim.sim.state.events.recordEvent(ws.id, {
      time: new Date(sim.clock.now).toISOString(),
      action: 'client.custom',
      label: '',
      client: { id: clientId, uuid: null, email: null, customId: null },
      params,
    });
    const all = await sim.call('GET', '/v4/events/all', { token: user });
    expect(all.status).toBe(200);
    const stored = (all.body as Loose[]).find((e) => e.action === 'client.custom');
    expect(stored.params.a.a).toBeDefined();
    const timeline = await sim.call('GET', `/v4/events/by-client/${clientId}`, { token: user });
    expect(timeline.status).toBe(200);
  });
});
