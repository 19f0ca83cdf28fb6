import { WORKSPACE_INDEX } from '../seed';
import { claimsOf, createTestSimulator, workspace } from '../testing';

const LOGIN = '/sauth/v3/auth/login/client';
const CONDITIONAL = '/sauth/v3/auth/login/client/conditional';
const ANONYMOUS = '/sauth/v3/auth/login/client/anonymous';
const ANONYMOUS_V2 = '/sauth/v2/auth/login/client/anonymous';
const SERVER = '/sauth/v3/auth/login/client/server';
const REFRESH = '/sauth/v3/auth/refresh/client';
const DEVICE_UUID = '3f1c2b9e-5a7d-4e2b-9c1a-8d7e6f5a4b3c';

function ownLogin(overrides: Record<string, unknown> = {}, wsIndex = 0) {
  return {
    apiKey: workspace(wsIndex).trackerKey,
    identityProvider: 'SYNERISE',
    email: 'customer1@demo.test',
    password: 'Customer-1',
    uuid: DEVICE_UUID,
    ...overrides,
  };
}

function googleLogin(overrides: Record<string, unknown> = {}, wsIndex = 0) {
  return {
    apiKey: workspace(wsIndex).trackerKey,
    identityProvider: 'GOOGLE',
    identityProviderToken: 'google-id-token-42',
    email: 'new.customer@example.com',
    uuid: DEVICE_UUID,
    ...overrides,
  };
}

async function workspaceToken(t: ReturnType<typeof createTestSimulator>, wsIndex: number): Promise<string> {
  const answer = await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(wsIndex).apiKey } });
  return answer.body.token as string;
}

describe('Profile login (own identity provider)', () => {
  it('logs a seeded account in with email and password: a Profile token', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, { body: ownLogin() });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    const ws = workspace(0);
    expect(claimsOf(answer.body.token)).toMatchObject({
      ctype: 'PROFILE',
      sub: String(ws.id * 1_000_000 + 1),
      cid: ws.id * 1_000_000 + 1,
      customId: 'CUST-0001',
      ws: ws.id,
      wsg: ws.guid,
      origin: 'SYNERISE',
    });
  });

  it('answers a wrong password with 401', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, { body: ownLogin({ password: 'Customer-2' }) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid email or password');
  });

  it('answers an unknown email like a wrong password (401) and never creates an own-provider account', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, { body: ownLogin({ email: 'stranger@demo.test' }) });
    expect(answer.status).toBe(401);
    expect(t.sim.state.profileAccounts.get(workspace(0).guid)).toHaveLength(5);
  });

  it('answers an unknown Profile API key with 401, and so a workspace API key', async () => {
    const t = createTestSimulator();
    const unknown = await t.call('POST', LOGIN, { body: ownLogin({ apiKey: '00000000-0000-4000-8000-000000000001' }) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid API key');
    const workspaceKey = await t.call('POST', LOGIN, { body: ownLogin({ apiKey: workspace(0).apiKey }) });
    expect(workspaceKey.status).toBe(401);
  });

  it('answers 400 listing apiKey and identityProvider when both are missing', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['apiKey', 'identityProvider']);
  });

  it('requires email, password and uuid for the own provider (SYNERISE)', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, {
      body: { apiKey: workspace(0).trackerKey, identityProvider: 'SYNERISE' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password', 'uuid']);
  });

  it('answers an identityProvider outside SYNERISE/OAUTH/UNKNOWN/FACEBOOK/GOOGLE/APPLE with 400', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, { body: ownLogin({ identityProvider: 'TWITTER' }) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'identityProvider', code: 1004 })]);
    const lower = await t.call('POST', LOGIN, { body: ownLogin({ identityProvider: 'synerise' }) });
    expect(lower.status).toBe(400);
  });

  it('requires identityProviderToken for every provider but SYNERISE', async () => {
    const t = createTestSimulator();
    for (const identityProvider of ['OAUTH', 'UNKNOWN', 'FACEBOOK', 'GOOGLE', 'APPLE']) {
      const answer = await t.call('POST', LOGIN, {
        body: googleLogin({ identityProvider, identityProviderToken: undefined }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'identityProviderToken', code: 1001 })]);
    }
  });

  it('accepts agreements as booleans, true/True/false/False strings and 1/0', async () => {
    const t = createTestSimulator();
    const agreements = { email: 'True', sms: 0, push: 'false', bluetooth: true, rfid: 1, wifi: 'False' };
    const answer = await t.call('POST', LOGIN, { body: ownLogin({ agreements }) });
    expect(answer.status).toBe(200);
    const account = t.sim.state.profileAccounts.get(workspace(0).guid)?.[0];
    expect(account?.agreements).toMatchObject({
      email: true,
      sms: false,
      push: false,
      bluetooth: true,
      rfid: true,
      wifi: false,
    });
  });

  it('answers any other agreement value with 400 naming the agreement', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', LOGIN, {
      body: ownLogin({ agreements: { email: 'yes', sms: 2, push: 'TRUE' } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'agreements.email',
      'agreements.push',
      'agreements.sms',
    ]);
  });

  it('answers tags that are not an array of strings with 400', async () => {
    const t = createTestSimulator();
    const notArray = await t.call('POST', LOGIN, { body: ownLogin({ tags: 'vip' }) });
    expect(notArray.status).toBe(400);
    const mixed = await t.call('POST', LOGIN, { body: ownLogin({ tags: ['vip', 3] }) });
    expect(mixed.body.errors).toEqual([expect.objectContaining({ field: 'tags[1]' })]);
  });

  it('stores attributes and tags but ignores reserved attribute names', async () => {
    const t = createTestSimulator();
    const attributes = { favouriteColour: 'green', email: 'hijack@example.com', geo_loc_city: 'Paris' };
    const answer = await t.call('POST', LOGIN, { body: ownLogin({ attributes, tags: ['newsletter'] }) });
    expect(answer.status).toBe(200);
    const account = t.sim.state.profileAccounts.get(workspace(0).guid)?.[0];
    expect(account?.attributes).toEqual({ favouriteColour: 'green' });
    expect(account?.email).toBe('customer1@demo.test');
    expect(account?.tags).toContain('newsletter');
  });
});

describe('Profile login (third-party providers)', () => {
  it('creates the account on the first login and finds it on the next', async () => {
    const t = createTestSimulator();
    const first = await t.call('POST', LOGIN, { body: googleLogin({ customId: 'G-1' }) });
    expect(first.status).toBe(200);
    const claims = claimsOf(first.body.token);
    expect(claims).toMatchObject({ ctype: 'PROFILE', origin: 'GOOGLE', customId: 'G-1', uuid: DEVICE_UUID });
    const second = await t.call('POST', LOGIN, { body: googleLogin() });
    expect(claimsOf(second.body.token).cid).toBe(claims.cid);
    expect(t.sim.state.profileAccounts.get(workspace(0).guid)).toHaveLength(6);
  });

  it('logs into the account of the same provider with the same email, whatever the provider token', async () => {
    const t = createTestSimulator();
    const first = await t.call('POST', LOGIN, { body: googleLogin() });
    const second = await t.call('POST', LOGIN, { body: googleLogin({ identityProviderToken: 'google-id-token-43' }) });
    expect(second.status).toBe(200);
    expect(claimsOf(second.body.token).cid).toBe(claimsOf(first.body.token).cid);
  });

  it("refuses a made-up provider token with a password account's email (409 on email): no takeover", async () => {
    const t = createTestSimulator();
    for (const identityProvider of ['GOOGLE', 'FACEBOOK', 'APPLE', 'OAUTH', 'UNKNOWN']) {
      const answer = await t.call('POST', LOGIN, {
        body: googleLogin({ identityProvider, identityProviderToken: 'made-up', email: 'customer2@demo.test' }),
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        status: 409,
        error: 'Conflict',
        message: expect.stringMatching(/signs in another way/),
      });
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ field: 'email', code: 1008, rejectedValue: 'customer2@demo.test' }),
      ]);
      expect(answer.body.token).toBeUndefined();
    }
    // The email is matched case-insensitively, the conditional and server-side logins refuse alike, and nothing
    // was created or changed.
    const upper = await t.call('POST', LOGIN, { body: googleLogin({ email: 'Customer2@Demo.test' }) });
    expect(upper.status).toBe(409);
    await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID } });
    expect((await t.call('POST', CONDITIONAL, { body: googleLogin({ email: 'customer2@demo.test' }) })).status).toBe(
      409,
    );
    const token = await workspaceToken(t, 0);
    const server = await t.call('POST', SERVER, {
      token,
      body: { ...googleLogin({ email: 'customer2@demo.test' }), ipAddress: '203.0.113.7' },
    });
    expect(server.status).toBe(409);
    expect(t.sim.state.profileAccounts.get(workspace(0).guid)).toHaveLength(5);
  });

  it("refuses another provider's account email too (an APPLE login cannot open a GOOGLE account)", async () => {
    const t = createTestSimulator();
    const google = await t.call('POST', LOGIN, { body: googleLogin() });
    expect(google.status).toBe(200);
    const apple = await t.call('POST', LOGIN, {
      body: googleLogin({ identityProvider: 'APPLE', identityProviderToken: 'apple-1' }),
    });
    expect(apple.status).toBe(409);
  });
});

describe('Conditional Profile login', () => {
  it('answers 400 on uuid when no anonymous login with that uuid preceded it', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', CONDITIONAL, { body: ownLogin() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'uuid', code: 1007, rejectedValue: DEVICE_UUID }),
    ]);
  });

  it('answers SUCCESS with a token after an anonymous login with the same uuid', async () => {
    const t = createTestSimulator();
    await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID } });
    const answer = await t.call('POST', CONDITIONAL, { body: ownLogin() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ conditions: [], status: 'SUCCESS', token: expect.any(String) });
    expect(claimsOf(answer.body.token).ctype).toBe('PROFILE');
  });

  it('requires the anonymous login in the same workspace', async () => {
    const t = createTestSimulator();
    await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(1).trackerKey, uuid: DEVICE_UUID } });
    const answer = await t.call('POST', CONDITIONAL, { body: ownLogin() });
    expect(answer.status).toBe(400);
  });

  it('answers CONDITIONS_REQUIRED with EMAIL_CONFIRMATION and an empty token for an unconfirmed email', async () => {
    const t = createTestSimulator();
    await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID } });
    const answer = await t.call('POST', CONDITIONAL, {
      body: ownLogin({ email: 'customer5@demo.test', password: 'Customer-5' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ conditions: ['EMAIL_CONFIRMATION'], status: 'CONDITIONS_REQUIRED', token: '' });
  });

  it('does not create a missing third-party account (404)', async () => {
    const t = createTestSimulator();
    await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID } });
    const answer = await t.call('POST', CONDITIONAL, { body: googleLogin() });
    expect(answer.status).toBe(404);
    expect(t.sim.state.profileAccounts.get(workspace(0).guid)).toHaveLength(5);
  });

  it('requires uuid for third-party providers too', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', CONDITIONAL, { body: googleLogin({ uuid: undefined }) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'uuid', code: 1001 })]);
  });
});

describe('Anonymous login', () => {
  it('answers an Anonymous token for a uuid', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', ANONYMOUS, {
      body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID, deviceId: 'd-1' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(claimsOf(answer.body.token)).toMatchObject({
      ctype: 'ANONYMOUS',
      uuid: DEVICE_UUID,
      wsg: workspace(0).guid,
    });
  });

  it('keeps the same anonymous profile for the same uuid', async () => {
    const t = createTestSimulator();
    const body = { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID };
    const a = await t.call('POST', ANONYMOUS, { body });
    const b = await t.call('POST', ANONYMOUS, { body });
    expect(claimsOf(a.body.token).cid).toBe(claimsOf(b.body.token).cid);
  });

  it('requires apiKey and uuid (uuid format checked)', async () => {
    const t = createTestSimulator();
    const missing = await t.call('POST', ANONYMOUS, { body: {} });
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['apiKey', 'uuid']);
    const bad = await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(0).trackerKey, uuid: 'device-1' } });
    expect(bad.status).toBe(400);
  });

  it('answers an unknown API key with 401', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', ANONYMOUS, { body: { apiKey: 'nope', uuid: DEVICE_UUID } });
    expect(answer.status).toBe(401);
  });

  it('answers at the v2 path a vendor integration calls, with the same behaviour and the same profile', async () => {
    const t = createTestSimulator();
    const body = { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID };
    const v2 = await t.call('POST', ANONYMOUS_V2, { body });
    expect(v2.status).toBe(200);
    expect(Object.keys(v2.body)).toEqual(['token']);
    expect(claimsOf(v2.body.token)).toMatchObject({ ctype: 'ANONYMOUS', uuid: DEVICE_UUID, wsg: workspace(0).guid });
    const v3 = await t.call('POST', ANONYMOUS, { body });
    expect(claimsOf(v3.body.token).cid).toBe(claimsOf(v2.body.token).cid);
    const missing = await t.call('POST', ANONYMOUS_V2, { body: {} });
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['apiKey', 'uuid']);
    expect((await t.call('POST', ANONYMOUS_V2, { body: { apiKey: 'nope', uuid: DEVICE_UUID } })).status).toBe(401);
  });
});

describe('Server-side Profile login', () => {
  it('logs a profile in for a Workspace token with SAUTH_SERVER_LOGIN_CLIENT_CREATE', async () => {
    const t = createTestSimulator();
    const token = await workspaceToken(t, 0);
    const answer = await t.call('POST', SERVER, { token, body: { ...ownLogin(), ipAddress: '203.0.113.7' } });
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'PROFILE', wsg: workspace(0).guid });
  });

  it('answers 403 naming the permission when the key lacks it', async () => {
    const t = createTestSimulator();
    const index = WORKSPACE_INDEX.withoutServerLoginPermission;
    const token = await workspaceToken(t, index);
    const answer = await t.call('POST', SERVER, { token, body: { ...ownLogin({}, index), ipAddress: '203.0.113.7' } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Missing permission: SAUTH_SERVER_LOGIN_CLIENT_CREATE');
  });

  it('answers 401 for a token that is not a Workspace token', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('POST', SERVER, { token, body: { ...ownLogin(), ipAddress: '203.0.113.7' } });
    expect(answer.status).toBe(401);
  });

  it('requires ipAddress (an IP address)', async () => {
    const t = createTestSimulator();
    const token = await workspaceToken(t, 0);
    const missing = await t.call('POST', SERVER, { token, body: ownLogin() });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'ipAddress', code: 1001 })]);
    const bad = await t.call('POST', SERVER, { token, body: { ...ownLogin(), ipAddress: '999.1.1.1' } });
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'ipAddress', code: 1003 })]);
    const v6 = await t.call('POST', SERVER, { token, body: { ...ownLogin(), ipAddress: '2001:db8::1' } });
    expect(v6.status).toBe(200);
  });

  it("answers 401 when the body's Profile key belongs to another workspace", async () => {
    const t = createTestSimulator();
    const token = await workspaceToken(t, 0);
    const answer = await t.call('POST', SERVER, { token, body: { ...ownLogin({}, 1), ipAddress: '203.0.113.7' } });
    expect(answer.status).toBe(401);
  });
});

describe('Profile token refresh (POST /sauth/v3/auth/refresh/client)', () => {
  it('answers the extended token form for a Profile token', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', LOGIN, { body: ownLogin() })).body.token as string;
    t.clock.advance(120_000);
    const answer = await t.call('POST', REFRESH, { token, body: { apiKey: workspace(0).trackerKey } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      expiration: Math.floor(t.clock.now / 1000) + 3600,
      created: t.clock.now,
      origin: 'SYNERISE',
      customId: 'CUST-0001',
      realm: 'client',
    });
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'PROFILE', cid: claimsOf(token).cid });
  });

  it('refreshes an Anonymous token alike', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', ANONYMOUS, { body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID } }))
      .body.token;
    const answer = await t.call('POST', REFRESH, { token, body: { apiKey: workspace(0).trackerKey } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ origin: 'SYNERISE', customId: '', realm: 'client' });
    expect(claimsOf(answer.body.token).ctype).toBe('ANONYMOUS');
  });

  it('reports the third-party origin', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', LOGIN, { body: googleLogin({ identityProvider: 'APPLE' }) })).body.token;
    const answer = await t.call('POST', REFRESH, { token, body: { apiKey: workspace(0).trackerKey } });
    expect(answer.body.origin).toBe('APPLE');
  });

  it('answers 401 once the current token has expired', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', LOGIN, { body: ownLogin() })).body.token as string;
    t.clock.advance(3600_000);
    const answer = await t.call('POST', REFRESH, { token, body: { apiKey: workspace(0).trackerKey } });
    expect(answer.status).toBe(401);
  });

  it('requires apiKey (400) and the key of the token workspace (401)', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', LOGIN, { body: ownLogin() })).body.token as string;
    const missing = await t.call('POST', REFRESH, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'apiKey' })]);
    const other = await t.call('POST', REFRESH, { token, body: { apiKey: workspace(1).trackerKey } });
    expect(other.status).toBe(401);
  });

  it('answers a Workspace token with 401', async () => {
    const t = createTestSimulator();
    const token = await workspaceToken(t, 0);
    const answer = await t.call('POST', REFRESH, { token, body: { apiKey: workspace(0).trackerKey } });
    expect(answer.status).toBe(401);
  });
});
