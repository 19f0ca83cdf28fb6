import { claimsOf, createTestSimulator } from '../testing';

describe('User login (POST /uauth/auth/login/user)', () => {
  it('logs a user without MFA in with a fully authenticated token and mfaMethods []', async () => {
    const { login } = createTestSimulator();
    const answer = await login('ada@demo.test');
    expect(answer.status).toBe(200);
    expect(answer.body.mfaMethods).toEqual([]);
    expect(answer.body.consumer).toEqual({
      type: 'USER',
      businessProfileId: 0,
      name: 'Ada Lovelace',
      id: 101,
      authorities: [],
      roles: '',
    });
    const claims = claimsOf(answer.body.token);
    expect(claims).toMatchObject({ sub: '101', ctype: 'USER', stage: 'AUTHENTICATED', mfa: false });
    expect(claims.ws).toBeUndefined();
  });

  it('gives an MFA user an MFA_PENDING token and lists the methods', async () => {
    const { login } = createTestSimulator();
    const tom = await login('tom@demo.test');
    expect(tom.status).toBe(200);
    expect(tom.body.mfaMethods).toEqual(['TOTP_AUTHENTICATOR']);
    expect(claimsOf(tom.body.token)).toMatchObject({ stage: 'MFA_PENDING', mfa: false });
    const mia = await login('mia@demo.test');
    expect(mia.body.mfaMethods).toEqual(['TOTP_AUTHENTICATOR', 'EMAIL']);
    const emma = await login('emma@demo.test');
    expect(emma.body.mfaMethods).toEqual(['EMAIL']);
  });

  it('sends a fresh 6-digit EMAIL code when EMAIL is among the methods', async () => {
    const { login, sim, clock } = createTestSimulator();
    await login('emma@demo.test');
    const code = sim.state.emailCodes.get('emma@demo.test');
    expect(code?.code).toMatch(/^\d{6}$/);
    expect(code?.expiresAt).toBe(clock.now + 5 * 60_000);
    await login('tom@demo.test');
    expect(sim.state.emailCodes.has('tom@demo.test')).toBe(false);
  });

  it('answers 401 "Invalid username or password" for a wrong password', async () => {
    const { login } = createTestSimulator();
    const answer = await login('ada@demo.test', 'wrong');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 401, error: 'Unauthorized', message: 'Invalid username or password' });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const { login } = createTestSimulator();
    const unknown = await login('nobody@demo.test', 'Ada-Demo-2026');
    const wrong = await login('ada@demo.test', 'nope');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('answers 400 listing a field error for each missing field', async () => {
    const { call } = createTestSimulator();
    const answer = await call('POST', '/uauth/auth/login/user', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: 'Bad Request', path: '/uauth/auth/login/user' });
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
    for (const error of answer.body.errors) {
      expect(error).toEqual({ code: 1001, field: error.field, message: expect.any(String), rejectedValue: '' });
    }
  });

  it('never echoes a password in rejectedValue', async () => {
    const { call } = createTestSimulator();
    const answer = await call('POST', '/uauth/auth/login/user', {
      body: { username: 'ada@demo.test', password: 12345 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 1002, rejectedValue: '' })]);
  });

  it('accepts GOOGLE as the only externalProviderType', async () => {
    const { call } = createTestSimulator();
    const ok = await call('POST', '/uauth/auth/login/user', {
      body: {
        username: 'ada@demo.test',
        password: 'Ada-Demo-2026',
        externalProviderType: 'GOOGLE',
        externalProviderToken: 'g-token',
      },
    });
    expect(ok.status).toBe(200);
    const bad = await call('POST', '/uauth/auth/login/user', {
      body: {
        username: 'ada@demo.test',
        password: 'Ada-Demo-2026',
        externalProviderType: 'google',
        externalProviderToken: 'g-token',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: 'externalProviderType', code: 1004, rejectedValue: 'google' }),
    ]);
  });

  it('requires externalProviderToken and externalProviderType together', async () => {
    const { call } = createTestSimulator();
    const typeOnly = await call('POST', '/uauth/auth/login/user', {
      body: { username: 'ada@demo.test', password: 'Ada-Demo-2026', externalProviderType: 'GOOGLE' },
    });
    expect(typeOnly.status).toBe(400);
    expect(typeOnly.body.errors).toEqual([expect.objectContaining({ field: 'externalProviderToken', code: 1006 })]);
    const tokenOnly = await call('POST', '/uauth/auth/login/user', {
      body: { username: 'ada@demo.test', password: 'Ada-Demo-2026', externalProviderToken: 'g-token' },
    });
    expect(tokenOnly.status).toBe(400);
    expect(tokenOnly.body.errors).toEqual([expect.objectContaining({ field: 'externalProviderType', code: 1006 })]);
  });

  it('answers malformed JSON with 400', async () => {
    const { call } = createTestSimulator();
    const answer = await call('POST', '/uauth/auth/login/user', { rawBody: '{"username": "ada@demo.test",' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Malformed JSON request body');
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const { call } = createTestSimulator();
    const answer = await call('POST', '/uauth/auth/login/user', { rawBody: '["ada@demo.test"]' });
    expect(answer.status).toBe(400);
  });

  it('treats usernames case-insensitively', async () => {
    const { login } = createTestSimulator();
    const answer = await login('Ada@Demo.Test', 'Ada-Demo-2026');
    expect(answer.status).toBe(200);
  });
});
