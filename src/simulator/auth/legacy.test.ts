import { claimsOf, createTestSimulator, workspace } from '../testing';

const DEVICE_UUID = '3f1c2b9e-5a7d-4e2b-9c1a-8d7e6f5a4b3c';

describe('Legacy /v4 authorization operations', () => {
  it('answers every /v4 operation without Api-Version with 400 "invalid version header" on field Api-Version', async () => {
    const t = createTestSimulator();
    const operations: Array<[string, string]> = [
      ['POST', '/v4/auth/login/user'],
      ['POST', `/v4/auth/login/user/profile/${workspace(0).guid}`],
      ['POST', '/v4/auth/login/profile'],
      ['POST', '/v4/auth/login/client'],
      ['GET', '/v4/auth/refresh/user'],
      ['GET', '/v4/auth/refresh/profile'],
      ['GET', '/v4/auth/refresh/client'],
    ];
    for (const [method, path] of operations) {
      const answer = await t.call(method, path, { apiVersion: null, body: method === 'POST' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.message).toBe('invalid version header');
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'Api-Version', code: 1001 })]);
    }
  });

  it('answers an Api-Version that is not 4.x or 4.x.y with 400', async () => {
    const t = createTestSimulator();
    for (const version of ['5.0', '4', '4.x', 'v4.4', '4.4.1.2']) {
      const answer = await t.call('POST', '/v4/auth/login/user', {
        apiVersion: version,
        body: { username: 'ada@demo.test', password: 'Ada-Demo-2026' },
      });
      expect(answer.status, version).toBe(400);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ field: 'Api-Version', code: 1003, rejectedValue: version }),
      ]);
    }
  });

  it('accepts Api-Version 4.4, 4.0 and 4.1.2', async () => {
    const t = createTestSimulator();
    for (const version of ['4.4', '4.0', '4.1.2']) {
      const answer = await t.call('POST', '/v4/auth/login/user', {
        apiVersion: version,
        body: { username: 'ada@demo.test', password: 'Ada-Demo-2026' },
      });
      expect(answer.status, version).toBe(200);
    }
  });

  it('does not require Api-Version on /uauth and /sauth operations', async () => {
    const t = createTestSimulator();
    expect(
      (
        await t.call('POST', '/uauth/auth/login/user', {
          apiVersion: null,
          body: { username: 'ada@demo.test', password: 'Ada-Demo-2026' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/sauth/v3/auth/login/client/anonymous', {
          apiVersion: null,
          body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID },
        })
      ).status,
    ).toBe(200);
  });

  it('logs a user in with POST /v4/auth/login/user, answering only { token }', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/v4/auth/login/user', {
      body: { username: 'ada@demo.test', password: 'Ada-Demo-2026' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'USER', stage: 'AUTHENTICATED' });
  });

  it('gives an MFA user an MFA_PENDING token from the legacy login', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/v4/auth/login/user', {
      body: { username: 'tom@demo.test', password: 'Tom-Demo-2026' },
    });
    expect(claimsOf(answer.body.token).stage).toBe('MFA_PENDING');
  });

  it('answers a wrong password on the legacy user login with 401 and a non-email username with 400', async () => {
    const t = createTestSimulator();
    const wrong = await t.call('POST', '/v4/auth/login/user', { body: { username: 'ada@demo.test', password: 'x' } });
    expect(wrong.status).toBe(401);
    const notEmail = await t.call('POST', '/v4/auth/login/user', { body: { username: 'ada', password: 'x' } });
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.errors).toEqual([expect.objectContaining({ field: 'username', code: 1003 })]);
  });

  it('chooses a user profile with POST /v4/auth/login/user/profile/{id}: { token } bound to it', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('POST', `/v4/auth/login/user/profile/${workspace(4).guid}`, { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(claimsOf(answer.body.token)).toMatchObject({ ws: workspace(4).id, wsg: workspace(4).guid });
  });

  it('applies the select rules to the legacy choose profile (404 unknown, 403 MFA-restricted, 400 not a uuid)', async () => {
    const t = createTestSimulator();
    const max = await t.loginFully('max@demo.test');
    expect((await t.call('POST', `/v4/auth/login/user/profile/${workspace(5).guid}`, { token: max })).status).toBe(404);
    expect((await t.call('POST', `/v4/auth/login/user/profile/${workspace(36).guid}`, { token: max })).status).toBe(
      403,
    );
    const notUuid = await t.call('POST', '/v4/auth/login/user/profile/1234', { token: max });
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('logs a client in with POST /v4/auth/login/client', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/v4/auth/login/client', {
      body: { apiKey: workspace(0).trackerKey, email: 'customer3@demo.test', password: 'Customer-3' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'PROFILE', customId: 'CUST-0003' });
  });

  it('validates the legacy client login body (apiKey uuid, email, password) and answers bad credentials 401', async () => {
    const t = createTestSimulator();
    const empty = await t.call('POST', '/v4/auth/login/client', { body: {} });
    expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['apiKey', 'email', 'password']);
    const notUuid = await t.call('POST', '/v4/auth/login/client', {
      body: { apiKey: 'abc', email: 'customer3@demo.test', password: 'Customer-3' },
    });
    expect(notUuid.status).toBe(400);
    const wrong = await t.call('POST', '/v4/auth/login/client', {
      body: { apiKey: workspace(0).trackerKey, email: 'customer3@demo.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('refreshes Profile and Anonymous tokens with GET /v4/auth/refresh/client', async () => {
    const t = createTestSimulator();
    const profile = (
      await t.call('POST', '/v4/auth/login/client', {
        body: { apiKey: workspace(0).trackerKey, email: 'customer3@demo.test', password: 'Customer-3' },
      })
    ).body.token as string;
    const anonymous = (
      await t.call('POST', '/sauth/v3/auth/login/client/anonymous', {
        body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID },
      })
    ).body.token as string;
    t.clock.advance(10_000);
    for (const token of [profile, anonymous]) {
      const answer = await t.call('GET', '/v4/auth/refresh/client', { token });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['token']);
      expect(claimsOf(answer.body.token).exp).toBeGreaterThan(claimsOf(token).exp);
      expect(claimsOf(answer.body.token).ctype).toBe(claimsOf(token).ctype);
    }
  });

  it('does not refresh an expired client token with GET /v4/auth/refresh/client (401)', async () => {
    const t = createTestSimulator();
    const token = (
      await t.call('POST', '/sauth/v3/auth/login/client/anonymous', {
        body: { apiKey: workspace(0).trackerKey, uuid: DEVICE_UUID },
      })
    ).body.token as string;
    t.clock.advance(3600_000);
    expect((await t.call('GET', '/v4/auth/refresh/client', { token })).status).toBe(401);
  });
});
