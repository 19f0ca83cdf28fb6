import { TOM_TOTP_SECRET, WORKSPACE_COUNT } from '../seed';
import { DEFAULT_CONFIG } from '../state';
import { totpCode } from '../auth/mfa';
import { ORIGIN, createTestSimulator } from '../testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Control API', () => {
  it('GET /__simulator/credentials lists the demo users and every workspace with its keys', async () => {
    const t = createTestSimulator();
    const answer = await t.call('GET', '/__simulator/credentials');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['users', 'workspaces']);
    expect(answer.body.users).toEqual([
      { username: 'ada@demo.test', password: 'Ada-Demo-2026', mfa: 'NONE' },
      { username: 'tom@demo.test', password: 'Tom-Demo-2026', mfa: 'TOTP_AUTHENTICATOR' },
      { username: 'emma@demo.test', password: 'Emma-Demo-2026', mfa: 'EMAIL' },
      { username: 'mia@demo.test', password: 'Mia-Demo-2026', mfa: 'TOTP_AUTHENTICATOR' },
      { username: 'rita@demo.test', password: 'Rita-Demo-2026', mfa: 'NONE' },
      { username: 'max@demo.test', password: 'Max-Demo-2026', mfa: 'NONE' },
    ]);
    expect(answer.body.workspaces).toHaveLength(WORKSPACE_COUNT);
    for (const ws of answer.body.workspaces) {
      expect(Object.keys(ws).sort()).toEqual(['apiKey', 'guid', 'name', 'trackerKey']);
      expect(ws.guid).toMatch(UUID);
      expect(ws.apiKey).toMatch(UUID);
      expect(ws.trackerKey).toMatch(UUID);
    }
  });

  it('GET /__simulator/mfa-code answers the current TOTP code of a TOTP user', async () => {
    const t = createTestSimulator();
    const answer = await t.call('GET', '/__simulator/mfa-code?username=tom@demo.test');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: totpCode(TOM_TOTP_SECRET, t.clock.now) });
  });

  it('GET /__simulator/mfa-code answers the last EMAIL code sent to an EMAIL user', async () => {
    const t = createTestSimulator();
    await t.login('emma@demo.test');
    const answer = await t.call('GET', '/__simulator/mfa-code?username=emma@demo.test');
    expect(answer.body).toEqual({ code: t.sim.state.emailCodes.get('emma@demo.test')?.code });
  });

  it('GET /__simulator/mfa-code answers 404 with the error body for an unknown user or when no code exists', async () => {
    const t = createTestSimulator();
    const unknown = await t.call('GET', '/__simulator/mfa-code?username=nobody@demo.test');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, error: 'Not Found', path: '/__simulator/mfa-code' });
    expect((await t.call('GET', '/__simulator/mfa-code?username=emma@demo.test')).status).toBe(404);
    expect((await t.call('GET', '/__simulator/mfa-code?username=ada@demo.test')).status).toBe(404);
  });

  it('POST /__simulator/reset answers 204 and restores burnt MFA counters, codes, config and accounts', async () => {
    const t = createTestSimulator();
    const pending = (await t.login('tom@demo.test')).body.token as string;
    for (let i = 0; i < 5; i += 1) {
      await t.call('POST', '/uauth/auth/login/user/mfa/verification?mfaType=TOTP_AUTHENTICATOR', {
        token: pending,
        body: { verificationCode: 'xxxxxx' },
      });
    }
    await t.login('emma@demo.test');
    await t.call('POST', '/__simulator/config', { body: { tokenTtlSeconds: 5, latencyMs: 1 } });
    const answer = await t.call('POST', '/__simulator/reset');
    expect(answer.status).toBe(204);
    expect(t.sim.state.config).toEqual(DEFAULT_CONFIG);
    expect(t.sim.state.emailCodes.size).toBe(0);
    expect(t.sim.state.profileAccounts.size).toBe(0);
    const verified = await t.call('POST', '/uauth/auth/login/user/mfa/verification?mfaType=TOTP_AUTHENTICATOR', {
      token: pending,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(verified.status).toBe(200);
  });

  it('sim.reset() restores the seed like the control API', async () => {
    const t = createTestSimulator();
    await t.call('POST', '/__simulator/config', { body: { failureRate: 0.5 } });
    t.sim.reset();
    expect(t.sim.state.config.failureRate).toBe(0);
  });

  it('GET /__simulator/config answers the current config', async () => {
    const t = createTestSimulator();
    expect((await t.call('GET', '/__simulator/config')).body).toEqual({
      tokenTtlSeconds: 3600,
      latencyMs: 0,
      failureRate: 0,
    });
    await t.call('POST', '/__simulator/config', { body: { tokenTtlSeconds: 30, failureRate: 0.25 } });
    expect((await t.call('GET', '/__simulator/config')).body).toEqual({
      tokenTtlSeconds: 30,
      latencyMs: 0,
      failureRate: 0.25,
    });
  });

  it('POST /__simulator/config answers 400 listing every invalid value and changes nothing', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/__simulator/config', {
      body: { tokenTtlSeconds: 1.5, latencyMs: -1, failureRate: 2, surprise: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'failureRate',
      'latencyMs',
      'surprise',
      'tokenTtlSeconds',
    ]);
    expect(t.sim.state.config).toEqual(DEFAULT_CONFIG);
    for (const body of [
      { tokenTtlSeconds: 0 },
      { tokenTtlSeconds: '60' },
      { failureRate: -0.1 },
      { latencyMs: 'slow' },
    ]) {
      expect((await t.call('POST', '/__simulator/config', { body })).status).toBe(400);
    }
    expect((await t.call('POST', '/__simulator/config', { rawBody: '{oops' })).status).toBe(400);
  });

  it('POST /__simulator/clock moves the clock ahead: a token outlives its lifetime only until then', async () => {
    const t = createTestSimulator();
    await t.call('POST', '/__simulator/config', { body: { tokenTtlSeconds: 10 } });
    const token = await t.loginFully('ada@demo.test');
    const started = t.sim.now();
    expect((await t.call('GET', '/uauth/business-profile/', { token })).status).toBe(200);
    expect((await t.call('POST', '/__simulator/clock', { body: { advanceSeconds: 11 } })).status).toBe(204);
    expect(t.sim.now() - started).toBe(11_000);
    expect((await t.call('GET', '/uauth/business-profile/', { token })).status).toBe(401);
    expect((await t.call('POST', '/__simulator/reset')).status).toBe(204);
    expect(t.sim.now()).toBe(started);
  });

  it('POST /__simulator/clock answers 400 naming the field and leaves the clock alone', async () => {
    const t = createTestSimulator();
    const started = t.sim.now();
    for (const body of [{}, { advanceSeconds: 0 }, { advanceSeconds: 1.5 }, { advanceSeconds: '5' }, { back: 5 }]) {
      const answer = await t.call('POST', '/__simulator/clock', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.length).toBeGreaterThan(0);
    }
    const unknown = await t.call('POST', '/__simulator/clock', { body: { advanceSeconds: 5, back: 5 } });
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['back']);
    expect(t.sim.now()).toBe(started);
  });

  it('fails every non-control request with 500 and the error body when failureRate is 1', async () => {
    const t = createTestSimulator();
    await t.call('POST', '/__simulator/config', { body: { failureRate: 1 } });
    const answer = await t.login('ada@demo.test');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({
      status: 500,
      error: 'Internal Server Error',
      message: 'Simulated failure (fault injection)',
      path: '/uauth/auth/login/user',
    });
  });

  it('never fails a request when failureRate is 0', async () => {
    const t = createTestSimulator();
    await t.call('POST', '/__simulator/config', { body: { failureRate: 0 } });
    for (let i = 0; i < 20; i += 1) expect((await t.login('ada@demo.test')).status).toBe(200);
  });

  it('never fails or delays a control endpoint', async () => {
    const t = createTestSimulator();
    await t.call('POST', '/__simulator/config', { body: { failureRate: 1, latencyMs: 300 } });
    const started = Date.now();
    expect((await t.call('GET', '/__simulator/credentials')).status).toBe(200);
    expect((await t.call('GET', '/__simulator/config')).status).toBe(200);
    expect((await t.call('GET', '/__simulator/mfa-code?username=tom@demo.test')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(300);
    expect((await t.call('POST', '/__simulator/reset')).status).toBe(204);
    expect((await t.login('ada@demo.test')).status).toBe(200);
  });

  it('delays every non-control response by latencyMs', async () => {
    const t = createTestSimulator();
    await t.call('POST', '/__simulator/config', { body: { latencyMs: 80 } });
    const started = Date.now();
    expect((await t.login('ada@demo.test')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('answers an unknown operation under a service prefix with 404 and the error body', async () => {
    const t = createTestSimulator();
    for (const path of ['/uauth/nothing', '/v4/nothing', '/__simulator/nothing', '/elsewhere']) {
      const answer = await t.call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ status: 404, error: 'Not Found', path });
    }
  });
});

describe('workspace logos', () => {
  it('serves a deterministic SVG logo for a seeded workspace, and 404 for anything else', async () => {
    const t = createTestSimulator();
    const first = await t.sim.handle(new Request(`${ORIGIN}/__simulator/logos/northwind-retail.svg`));
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await first.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('>NR<');
    const again = await t.sim.handle(new Request(`${ORIGIN}/__simulator/logos/northwind-retail.svg`));
    expect(await again.text()).toBe(svg);
    const bad = await t.sim.handle(new Request(`${ORIGIN}/__simulator/logos/..%2Fsecret`));
    expect(bad.status).toBe(404);
  });
});

describe('profile avatars', () => {
  it('serves a deterministic SVG avatar for a uuid, and 404 for anything else', async () => {
    const t = createTestSimulator();
    const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const first = await t.sim.handle(new Request(`${ORIGIN}/__simulator/avatars/${uuid}.svg`));
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await first.text();
    expect(svg).toContain('<svg');
    expect(await (await t.sim.handle(new Request(`${ORIGIN}/__simulator/avatars/${uuid}.svg`))).text()).toBe(svg);
    expect((await t.sim.handle(new Request(`${ORIGIN}/__simulator/avatars/not-a-uuid.svg`))).status).toBe(404);
  });
});
