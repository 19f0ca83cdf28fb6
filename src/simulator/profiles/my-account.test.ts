import { seedProfile, seedProfiles, seededClientId } from '../seed';
import { createTestSimulator, workspace } from '../testing';
import { accountInformation } from './my-account';
import { MAX_CHANGE_DELAY_MS } from './store';
import { SMALL, anonymousToken, customerToken, workspaceToken } from './test-support';

const INFO = '/v4/my-account/personal-information';
const TRANSACTIONS = '/v4/my-account/transactions';

describe('My account', () => {
  it("answers the logged-in customer's account information from their profile record", async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, SMALL, 2);
    const answer = await t.call('GET', INFO, { token });
    expect(answer.status).toBe(200);
    const record = seedProfile(workspace(SMALL), 1);
    expect(answer.body).toEqual(accountInformation(record));
    expect(Object.keys(answer.body).sort()).toEqual([
      'address',
      'birthDate',
      'city',
      'company',
      'countryCode',
      'displayName',
      'firstName',
      'lastName',
      'phoneNumber',
      'province',
      'sex',
      'zipCode',
    ]);
    expect(answer.body.firstName).toBe(record.firstName);
  });

  it('links each seeded customer account to its profile record (same client id, email and uuid)', async () => {
    const t = createTestSimulator();
    const admin = await t.loginInto('ada@demo.test', SMALL);
    const profile = await t.call('GET', `/v4/clients/${seededClientId(workspace(SMALL), 0)}`, { token: admin });
    expect(profile.body).toMatchObject({ email: 'customer1@demo.test', customId: 'CUST-0001' });
  });

  it('updates the account information: 202, applied later like a profile update, with an event', async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, SMALL, 1);
    const answer = await t.call('POST', INFO, {
      token,
      body: { firstName: 'Kasia', phoneNumber: '+48 601 234 567', city: null },
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    expect((await t.call('GET', INFO, { token })).body.firstName).not.toBe('Kasia');
    t.clock.advance(MAX_CHANGE_DELAY_MS);
    expect((await t.call('GET', INFO, { token })).body).toMatchObject({
      firstName: 'Kasia',
      phoneNumber: '+48 601 234 567',
      city: null,
    });
    const clientId = seededClientId(workspace(SMALL), 0);
    expect(t.sim.state.events.eventsOf(workspace(SMALL).id, clientId)[0]?.params.changed).toEqual([
      'phone',
      'firstName',
      'city',
    ]);
  });

  it('validates the update like a profile update, on the account field names', async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, SMALL, 1);
    const answer = await t.call('POST', INFO, {
      token,
      body: { countryCode: 'XX', birthDate: '1990-02-31', phoneNumber: 'none', email: 'x@y.zz', zipCode: 12 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'countryCode',
      'birthDate',
      'phoneNumber',
      'email',
      'zipCode',
    ]);
    expect(answer.body.errors[3].code).toBe(1005);
  });

  it('refuses a phoneNumber that belongs to another profile (400 on phoneNumber)', async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, SMALL, 1);
    const taken = seedProfiles(workspace(SMALL)).find((p) => p.phone !== null)!.phone;
    const answer = await t.call('POST', INFO, { token, body: { phoneNumber: taken } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'phoneNumber', code: 1008 })]);
  });

  it('answers [] for own transactions (they come with the events module), validating the query', async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, SMALL, 1);
    const ok = await t.call(
      'GET',
      `${TRANSACTIONS}?time[from]=2025-01-01T00:00:00Z&time[to]=2025-02-01T00:00:00.000Z&limit=50`,
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([]);
    for (const limit of ['0', '-1', 'ten', '2147483648']) {
      const bad = await t.call('GET', `${TRANSACTIONS}?limit=${limit}`, { token });
      expect(bad.status, limit).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    }
    expect((await t.call('GET', `${TRANSACTIONS}?limit=2147483647`, { token })).status).toBe(200);
    const badTime = await t.call('GET', `${TRANSACTIONS}?time[from]=yesterday`, { token });
    expect(badTime.body.errors).toEqual([expect.objectContaining({ field: 'time[from]' })]);
  });

  it('answers 401 to User, Workspace and Anonymous tokens (Profile tokens only)', async () => {
    const t = createTestSimulator();
    const tokens = [
      await t.loginInto('ada@demo.test', SMALL),
      await workspaceToken(t, SMALL),
      await anonymousToken(t, SMALL),
    ];
    for (const token of tokens) {
      for (const [method, path] of [
        ['GET', INFO],
        ['POST', INFO],
        ['GET', TRANSACTIONS],
      ] as const) {
        const answer = await t.call(method, path, { token, body: method === 'POST' ? { city: 'X' } : undefined });
        expect(answer.status, path).toBe(401);
        expect(answer.body.message).toMatch(/^Wrong consumer scope/);
      }
    }
    expect((await t.call('GET', INFO)).status).toBe(401);
  });

  it('answers 400 without Api-Version', async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, SMALL, 1);
    expect((await t.call('GET', INFO, { token, apiVersion: null })).status).toBe(400);
  });

  it('gives a customer created by a third-party login a profile record of their own', async () => {
    const t = createTestSimulator();
    const login = await t.call('POST', '/sauth/v3/auth/login/client', {
      body: {
        apiKey: workspace(SMALL).trackerKey,
        identityProvider: 'GOOGLE',
        identityProviderToken: 'g-1',
        email: 'new.google@example.com',
      },
    });
    const token = login.body.token as string;
    expect((await t.call('GET', INFO, { token })).status).toBe(200);
    const admin = await t.loginInto('ada@demo.test', SMALL);
    const listed = await t.call('GET', '/v4/clients?filters[email]=new.google@example.com', { token: admin });
    expect(listed.body).toEqual([expect.objectContaining({ email: 'new.google@example.com', anonymous: false })]);
  });

  it("logs a third-party login with a seeded profile's email into that profile", async () => {
    const t = createTestSimulator();
    const seeded = seedProfiles(workspace(SMALL)).find((p, i) => i > 5 && p.email !== null)!;
    const login = await t.call('POST', '/sauth/v3/auth/login/client', {
      body: {
        apiKey: workspace(SMALL).trackerKey,
        identityProvider: 'GOOGLE',
        identityProviderToken: 'g-2',
        email: seeded.email,
      },
    });
    const info = await t.call('GET', INFO, { token: login.body.token });
    expect(info.body.firstName).toBe(seeded.firstName);
  });
});
