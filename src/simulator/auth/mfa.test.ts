import { MIA_TOTP_SECRET, TOM_TOTP_SECRET } from '../seed';
import { claimsOf, createTestSimulator, workspace } from '../testing';
import { totpCode } from './mfa';

const VERIFY = '/uauth/auth/login/user/mfa/verification';

async function pendingLogin(t: ReturnType<typeof createTestSimulator>, username: string): Promise<string> {
  const answer = await t.login(username);
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

async function controlCode(t: ReturnType<typeof createTestSimulator>, username: string, mfaType?: string) {
  const query = `username=${encodeURIComponent(username)}${mfaType ? `&mfaType=${mfaType}` : ''}`;
  const answer = await t.call('GET', `/__simulator/mfa-code?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.code as string;
}

describe('User MFA verification', () => {
  it('verifies a TOTP code (tom) and answers a fully authenticated token with mfa: true', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: pending,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.mfaMethods).toEqual([]);
    expect(answer.body.consumer).toMatchObject({
      type: 'USER',
      id: 102,
      businessProfileId: 0,
      authorities: [],
      roles: '',
    });
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'USER', stage: 'AUTHENTICATED', mfa: true });
  });

  it('verifies an EMAIL code (emma) read from the control API', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'emma@demo.test');
    const code = await controlCode(t, 'emma@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: code },
    });
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token)).toMatchObject({ stage: 'AUTHENTICATED', mfa: true });
  });

  it('lets mia choose TOTP', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'mia@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: pending,
      body: { verificationCode: totpCode(MIA_TOTP_SECRET, t.clock.now) },
    });
    expect(answer.status).toBe(200);
  });

  it('lets mia choose EMAIL', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'mia@demo.test');
    const code = await controlCode(t, 'mia@demo.test', 'EMAIL');
    const answer = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: code },
    });
    expect(answer.status).toBe(200);
  });

  it('rejects an MFA_PENDING token on the listing, ids, current, select and refresh with 401', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const calls = [
      t.call('GET', '/uauth/business-profile/', { token: pending }),
      t.call('GET', '/uauth/business-profile/ids', { token: pending }),
      t.call('GET', '/uauth/business-profile/current', { token: pending }),
      t.call('POST', `/uauth/auth/login/user/profile/${workspace(0).guid}`, { token: pending }),
      t.call('POST', `/v4/auth/login/user/profile/${workspace(0).guid}`, { token: pending }),
      t.call('GET', '/v4/auth/refresh/user', { token: pending }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/Multi-factor authentication not confirmed/);
    }
  });

  it('answers a wrong TOTP code with 400 on field verificationCode (code 4001)', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const right = totpCode(TOM_TOTP_SECRET, t.clock.now);
    const wrong = right === '000000' ? '111111' : '000000';
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: pending,
      body: { verificationCode: wrong },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'verificationCode',
        code: 4001,
        message: 'The code is not valid. Check your authenticator app (or email) and try again.',
        rejectedValue: wrong,
      },
    ]);
  });

  it('answers 429 after 5 wrong codes for the same login token, even with the right code', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const wrong = totpCode(TOM_TOTP_SECRET, t.clock.now) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
        token: pending,
        body: { verificationCode: wrong },
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: pending,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
      message: 'Too many wrong codes. Sign in again to get a new code.',
    });
  });

  it('starts a fresh wrong-code counter with a new login', async () => {
    const t = createTestSimulator();
    const first = await pendingLogin(t, 'tom@demo.test');
    for (let i = 0; i < 5; i += 1) {
      await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
        token: first,
        body: { verificationCode: 'abcdef' },
      });
    }
    const second = await pendingLogin(t, 'tom@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: second,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(answer.status).toBe(200);
  });

  it('does not count validation errors (missing code) as wrong codes', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    for (let i = 0; i < 6; i += 1) {
      const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, { token: pending, body: {} });
      expect(answer.status).toBe(400);
    }
    expect(t.sim.state.mfaFailures.size).toBe(0);
  });

  it('accepts a TOTP code one 30-second step old and rejects one two steps old', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const oneStepOld = totpCode(TOM_TOTP_SECRET, t.clock.now - 30_000);
    const ok = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: pending,
      body: { verificationCode: oneStepOld },
    });
    expect(ok.status).toBe(200);
    const again = await pendingLogin(t, 'tom@demo.test');
    const twoStepsOld = totpCode(TOM_TOTP_SECRET, t.clock.now - 90_000);
    const current = totpCode(TOM_TOTP_SECRET, t.clock.now);
    const previous = totpCode(TOM_TOTP_SECRET, t.clock.now - 30_000);
    const next = totpCode(TOM_TOTP_SECRET, t.clock.now + 30_000);
    if (![current, previous, next].includes(twoStepsOld)) {
      const bad = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
        token: again,
        body: { verificationCode: twoStepsOld },
      });
      expect(bad.status).toBe(400);
    }
  });

  it('computes TOTP at the simulator clock, not the wall clock', async () => {
    const t = createTestSimulator(Date.UTC(2030, 5, 1, 12, 0, 0));
    const pending = await pendingLogin(t, 'tom@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: pending,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, Date.UTC(2030, 5, 1, 12, 0, 0)) },
    });
    expect(answer.status).toBe(200);
  });

  it('answers an EMAIL code used after 5 minutes with 400 saying it expired (code 4002)', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'emma@demo.test');
    const code = await controlCode(t, 'emma@demo.test');
    t.clock.advance(5 * 60_000);
    const answer = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: code },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/expired/);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'verificationCode', code: 4002, rejectedValue: code }),
    ]);
  });

  it('accepts an EMAIL code just before its 5 minutes are up', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'emma@demo.test');
    const code = await controlCode(t, 'emma@demo.test');
    t.clock.advance(5 * 60_000 - 1000);
    const answer = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: code },
    });
    expect(answer.status).toBe(200);
  });

  it('replaces the EMAIL code with each new login', async () => {
    const t = createTestSimulator();
    await pendingLogin(t, 'emma@demo.test');
    const first = await controlCode(t, 'emma@demo.test');
    const pending = await pendingLogin(t, 'emma@demo.test');
    const second = await controlCode(t, 'emma@demo.test');
    if (first !== second) {
      const old = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
        token: pending,
        body: { verificationCode: first },
      });
      expect(old.status).toBe(400);
    }
    const fresh = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: second },
    });
    expect(fresh.status).toBe(200);
  });

  it('uses an EMAIL code only once', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'emma@demo.test');
    const code = await controlCode(t, 'emma@demo.test');
    const first = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, { token: pending, body: { verificationCode: code } });
    expect(first.status).toBe(200);
    const second = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: code },
    });
    expect(second.status).toBe(400);
  });

  it('answers a missing mfaType with 400 on field mfaType', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const answer = await t.call('POST', VERIFY, { token: pending, body: { verificationCode: '123456' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'mfaType', code: 1001 })]);
  });

  it('answers an unknown mfaType with 400 on field mfaType', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=SMS`, {
      token: pending,
      body: { verificationCode: '123456' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'mfaType', code: 1004, rejectedValue: 'SMS' }),
    ]);
  });

  it('answers an mfaType the user does not have with 400 on field mfaType', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const answer = await t.call('POST', `${VERIFY}?mfaType=EMAIL`, {
      token: pending,
      body: { verificationCode: '123456' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'mfaType' })]);
  });

  it('answers a missing verificationCode with 400 on field verificationCode, listing mfaType too when both are wrong', async () => {
    const t = createTestSimulator();
    const pending = await pendingLogin(t, 'tom@demo.test');
    const missingCode = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, { token: pending, body: {} });
    expect(missingCode.status).toBe(400);
    expect(missingCode.body.errors).toEqual([expect.objectContaining({ field: 'verificationCode', code: 1001 })]);
    const both = await t.call('POST', VERIFY, { token: pending, body: {} });
    expect(both.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['mfaType', 'verificationCode']);
  });

  it('requires a User token for the verification (401 without one)', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      body: { verificationCode: '123456' },
    });
    expect(answer.status).toBe(401);
  });

  it('also verifies with an already authenticated token, keeping its workspace binding', async () => {
    const t = createTestSimulator();
    const bound = await t.loginInto('tom@demo.test', 0);
    // The login used the current step's code; a code is good once, so this verification takes the next one.
    t.clock.advance(30_000);
    const answer = await t.call('POST', `${VERIFY}?mfaType=TOTP_AUTHENTICATOR`, {
      token: bound,
      body: { verificationCode: totpCode(TOM_TOTP_SECRET, t.clock.now) },
    });
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token)).toMatchObject({ ws: workspace(0).id, wsg: workspace(0).guid, mfa: true });
    expect(answer.body.consumer.businessProfileId).toBe(workspace(0).id);
  });
});
