import { TOM_TOTP_SECRET } from '../seed';
import { createTestSimulator, workspace } from '../testing';
import { totpCode } from './mfa';
import { AttemptLimiter } from './throttle';

// Guessing limits (auth/throttle.ts): wrong passwords per account and per client, wrong MFA codes per account
// across logins, and TOTP codes good for one login. TEST_START_MS is 2026-01-15 09:00:00 UTC.

const USER_LOGIN = '/uauth/auth/login/user';
const LEGACY_USER_LOGIN = '/v4/auth/login/user';
const PROFILE_LOGIN = '/sauth/v3/auth/login/client';
const LEGACY_PROFILE_LOGIN = '/v4/auth/login/client';
const SERVER_LOGIN = '/sauth/v3/auth/login/client/server';
const VERIFY = '/uauth/auth/login/user/mfa/verification?mfaType=TOTP_AUTHENTICATOR';
const DEVICE_UUID = '3f1c2b9e-5a7d-4e2b-9c1a-8d7e6f5a4b3c';
const FIFTEEN_MINUTES = 15 * 60_000;

type Sim = ReturnType<typeof createTestSimulator>;

function userLogin(t: Sim, username: string, password: string, client = '198.51.100.7') {
  return t.call('POST', USER_LOGIN, { body: { username, password }, headers: { 'X-Forwarded-For': client } });
}

function customerLogin(t: Sim, password: string, overrides: Record<string, unknown> = {}, wsIndex = 0) {
  return t.call('POST', PROFILE_LOGIN, {
    body: {
      apiKey: workspace(wsIndex).trackerKey,
      identityProvider: 'SYNERISE',
      email: 'customer1@demo.test',
      password,
      uuid: DEVICE_UUID,
      ...overrides,
    },
  });
}

describe('wrong passwords of a user (POST /uauth/auth/login/user)', () => {
  it('answers 429 with Retry-After after 5 wrong passwords in 15 minutes, refusing the right one too', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 5; i += 1) expect((await userLogin(t, 'ada@demo.test', `wrong-${i}`)).status).toBe(401);
    const locked = await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(locked.body).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts. Try again at 09:15 UTC (in 15 minutes).',
    });
    expect(locked.body.token).toBeUndefined();

    t.clock.advance(10 * 60_000);
    const later = await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026');
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('300');
    expect(later.body.message).toMatch(/in 5 minutes/);

    t.clock.advance(5 * 60_000);
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(200);
  });

  it('does not evaluate the passwords of a locked account: 100 guesses, 5 answered 401, 95 answered 429', async () => {
    const t = createTestSimulator();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await userLogin(t, 'ada@demo.test', `guess-${i}`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Refused guesses do not prolong the lock.
    t.clock.advance(FIFTEEN_MINUTES);
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(200);
  });

  it('a successful login resets the count, and failures older than 15 minutes no longer count', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 4; i += 1) await userLogin(t, 'ada@demo.test', 'wrong');
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await userLogin(t, 'ada@demo.test', 'wrong')).status).toBe(401);
    t.clock.advance(FIFTEEN_MINUTES);
    for (let i = 0; i < 4; i += 1) expect((await userLogin(t, 'ada@demo.test', 'wrong')).status).toBe(401);
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(200);
  });

  it('locks an unknown username alike (the lock does not tell which accounts exist), and other accounts stay open', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 5; i += 1) await userLogin(t, 'Nobody@Demo.test', 'x');
    expect((await userLogin(t, 'nobody@demo.test', 'x')).status).toBe(429);
    expect((await userLogin(t, 'rita@demo.test', 'Rita-Demo-2026')).status).toBe(200);
  });

  it('counts the legacy login (POST /v4/auth/login/user) with the current one', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 5; i += 1) {
      await t.call('POST', LEGACY_USER_LOGIN, { body: { username: 'ada@demo.test', password: 'wrong' } });
    }
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(429);
    const legacy = await t.call('POST', LEGACY_USER_LOGIN, {
      body: { username: 'ada@demo.test', password: 'Ada-Demo-2026' },
    });
    expect(legacy.status).toBe(429);
  });

  it('locks a client after 20 wrong passwords on any accounts; the right-most X-Forwarded-For entry is the client', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 20; i += 1) {
      // A forged left part does not make another client: the right-most entry is the one the proxy wrote.
      const answer = await userLogin(t, `victim-${i}@demo.test`, 'Password1', `10.0.0.${i}, 198.51.100.7`);
      expect(answer.status).toBe(401);
    }
    const same = await userLogin(t, 'rita@demo.test', 'Rita-Demo-2026', '198.51.100.7');
    expect(same.status).toBe(429);
    expect(same.headers.get('Retry-After')).toBe('900');
    expect((await userLogin(t, 'rita@demo.test', 'Rita-Demo-2026', '203.0.113.9')).status).toBe(200);
  });

  it('forgets every count on POST /__simulator/reset', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 5; i += 1) await userLogin(t, 'ada@demo.test', 'wrong');
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(429);
    expect((await t.call('POST', '/__simulator/reset')).status).toBe(204);
    expect((await userLogin(t, 'ada@demo.test', 'Ada-Demo-2026')).status).toBe(200);
  });
});

describe('wrong passwords of a customer account (profile logins)', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, per workspace account, the right password included', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 5; i += 1) expect((await customerLogin(t, `wrong-${i}`)).status).toBe(401);
    const locked = await customerLogin(t, 'Customer-1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again at 09:15 UTC (in 15 minutes).');
    const legacy = await t.call('POST', LEGACY_PROFILE_LOGIN, {
      body: { apiKey: workspace(0).trackerKey, email: 'customer1@demo.test', password: 'Customer-1' },
    });
    expect(legacy.status).toBe(429);
    // The same email in another workspace is another account.
    expect((await customerLogin(t, 'Customer-1', {}, 1)).status).toBe(200);
    t.clock.advance(FIFTEEN_MINUTES);
    expect((await customerLogin(t, 'Customer-1')).status).toBe(200);
  });

  it('a successful login resets the count', async () => {
    const t = createTestSimulator();
    for (let i = 0; i < 4; i += 1) await customerLogin(t, 'wrong');
    expect((await customerLogin(t, 'Customer-1')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await customerLogin(t, 'wrong')).status).toBe(401);
  });

  it("counts the server-side login per device: the body's ipAddress is the client", async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(0).apiKey } })).body
      .token;
    const serverLogin = (email: string, password: string, ipAddress: string) =>
      t.call('POST', SERVER_LOGIN, {
        token,
        body: {
          apiKey: workspace(0).trackerKey,
          identityProvider: 'SYNERISE',
          email,
          password,
          uuid: DEVICE_UUID,
          ipAddress,
        },
      });
    for (let i = 0; i < 20; i += 1) {
      expect((await serverLogin(`someone-${i}@demo.test`, 'guess', '203.0.113.50')).status).toBe(401);
    }
    expect((await serverLogin('customer2@demo.test', 'Customer-2', '203.0.113.50')).status).toBe(429);
    expect((await serverLogin('customer2@demo.test', 'Customer-2', '203.0.113.51')).status).toBe(200);
  });
});

describe('TOTP codes are good for one login', () => {
  async function verify(t: Sim, code: string) {
    const pending = (await t.login('tom@demo.test')).body.token as string;
    return t.call('POST', VERIFY, { token: pending, body: { verificationCode: code } });
  }

  it('refuses the code of an already used step (and of an earlier one) on a later login, accepts the next step', async () => {
    const t = createTestSimulator();
    const current = totpCode(TOM_TOTP_SECRET, t.clock.now);
    expect((await verify(t, current)).status).toBe(200);

    const replay = await verify(t, current);
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual([
      expect.objectContaining({
        field: 'verificationCode',
        code: 4003,
        message: expect.stringMatching(/already been used/),
      }),
    ]);
    const previous = totpCode(TOM_TOTP_SECRET, t.clock.now - 30_000);
    if (previous !== current) expect((await verify(t, previous)).body.errors[0].code).toBe(4003);

    const next = totpCode(TOM_TOTP_SECRET, t.clock.now + 30_000);
    expect((await verify(t, next)).status).toBe(200);
    // Once the next step was used, the current one is earlier: refused even though it is still in the window.
    if (current !== next) expect((await verify(t, current)).status).toBe(400);
  });

  it('a replayed code is not counted as a wrong guess', async () => {
    const t = createTestSimulator();
    const current = totpCode(TOM_TOTP_SECRET, t.clock.now);
    await verify(t, current);
    for (let i = 0; i < 12; i += 1) expect((await verify(t, current)).status).toBe(400);
    expect(t.sim.state.authThrottle.mfaByAccount.failures('tom@demo.test', t.clock.now)).toBe(0);
  });

  it('the control API hands out the code a login accepts now (the next step once the current one is used)', async () => {
    const t = createTestSimulator();
    const first = (await t.call('GET', '/__simulator/mfa-code?username=tom@demo.test')).body.code as string;
    expect(first).toBe(totpCode(TOM_TOTP_SECRET, t.clock.now));
    expect((await verify(t, first)).status).toBe(200);
    const second = (await t.call('GET', '/__simulator/mfa-code?username=tom@demo.test')).body.code as string;
    expect(second).toBe(totpCode(TOM_TOTP_SECRET, t.clock.now + 30_000));
    expect((await verify(t, second)).status).toBe(200);
    // Both steps of the window used: no code until the next step begins.
    expect((await t.call('GET', '/__simulator/mfa-code?username=tom@demo.test')).status).toBe(404);
    t.clock.advance(30_000);
    const third = (await t.call('GET', '/__simulator/mfa-code?username=tom@demo.test')).body.code as string;
    expect((await verify(t, third)).status).toBe(200);
  });
});

describe('wrong MFA codes per account, across logins', () => {
  async function wrongCodes(t: Sim, count: number): Promise<number[]> {
    const pending = (await t.login('tom@demo.test')).body.token as string;
    const right = totpCode(TOM_TOTP_SECRET, t.clock.now);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      statuses.push((await t.call('POST', VERIFY, { token: pending, body: { verificationCode: wrong } })).status);
    }
    return statuses;
  }

  it('locks MFA for 15 minutes after 10 wrong codes in 15 minutes, though each login starts a fresh per-login count', async () => {
    const t = createTestSimulator();
    expect(await wrongCodes(t, 5)).toEqual([400, 400, 400, 400, 400]);
    t.clock.advance(60_000);
    // The second login's fifth wrong code is the account's tenth: 429 at once, with the time to try again.
    expect(await wrongCodes(t, 5)).toEqual([400, 400, 400, 400, 429]);

    const pending = (await t.login('tom@demo.test')).body.token as string;
    const locked = await t.call('POST', VERIFY, {
      token: pending,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(locked.body.message).toBe('Too many wrong codes for this account. Try again at 09:16 UTC (in 15 minutes).');

    t.clock.advance(FIFTEEN_MINUTES);
    const after = await t.call('POST', VERIFY, {
      token: pending,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(after.status).toBe(200);
  });

  it('a verified login resets the account count; the per-login limit of 5 still applies', async () => {
    const t = createTestSimulator();
    expect(await wrongCodes(t, 6)).toEqual([400, 400, 400, 400, 400, 429]);
    await t.loginFully('tom@demo.test');
    t.clock.advance(30_000);
    expect(await wrongCodes(t, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(await wrongCodes(t, 4)).toEqual([400, 400, 400, 400]);
  });
});

describe('AttemptLimiter', () => {
  it('sweeps expired entries so guessed names cannot grow the state without bound', () => {
    const limiter = new AttemptLimiter({ maxFailures: 5, windowMs: 1000, lockMs: 1000 });
    for (let i = 0; i < 10_000; i += 1) limiter.fail(`name-${i}`, 0);
    limiter.fail('late', 5000);
    expect(limiter.size).toBe(1);
  });
});
