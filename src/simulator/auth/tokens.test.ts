import { SignJWT } from 'jose';
import { createSimulator } from '../index';
import { ORIGIN, claimsOf, createTestSimulator, tamperPayload, tamperSignature, workspace } from '../testing';
import { verifyToken } from './tokens';

describe('Tokens', () => {
  it('lasts 3600 seconds by default', async () => {
    const t = createTestSimulator();
    const token = (await t.login('ada@demo.test')).body.token as string;
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.iat).toBe(Math.floor(t.clock.now / 1000));
    expect(typeof claims.jti).toBe('string');
  });

  it('takes its lifetime from the control API config', async () => {
    const t = createTestSimulator();
    const configured = await t.call('POST', '/__simulator/config', { body: { tokenTtlSeconds: 120 } });
    expect(configured.status).toBe(204);
    const token = (await t.login('ada@demo.test')).body.token as string;
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBe(120);
  });

  it('is still accepted one second before it expires', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    t.clock.advance(3599_000);
    expect((await t.call('GET', '/uauth/business-profile/', { token })).status).toBe(200);
  });

  it('is answered 401 on the workspace listing once expired', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    t.clock.advance(3600_000);
    const answer = await t.call('GET', '/uauth/business-profile/', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Token expired');
  });

  it('cannot be refreshed once expired (401)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    t.clock.advance(3601_000);
    const answer = await t.call('GET', '/v4/auth/refresh/user', { token });
    expect(answer.status).toBe(401);
  });

  it('refreshes while active into a new token with a later exp that keeps the workspace binding and MFA flag', async () => {
    const t = createTestSimulator();
    const bound = await t.loginInto('tom@demo.test', 1);
    t.clock.advance(600_000);
    const answer = await t.call('GET', '/v4/auth/refresh/user', { token: bound });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    const before = claimsOf(bound);
    const after = claimsOf(answer.body.token);
    expect(after.exp).toBeGreaterThan(before.exp);
    expect(after.jti).not.toBe(before.jti);
    expect(after).toMatchObject({
      ws: workspace(1).id,
      wsg: workspace(1).guid,
      mfa: true,
      stage: 'AUTHENTICATED',
      sub: '102',
    });
    const current = await t.call('GET', '/uauth/business-profile/current', { token: answer.body.token });
    expect(current.body.data.businessProfileGuid).toBe(workspace(1).guid);
  });

  it('answers 401 when a character of the signature is changed', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('GET', '/uauth/business-profile/', { token: tamperSignature(token) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid token');
  });

  it('answers 401 when the payload is changed (e.g. another workspace or a later exp)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('rita@demo.test');
    const forged = tamperPayload(token, { sub: '101', exp: claimsOf(token).exp + 86_400 });
    expect((await t.call('GET', '/uauth/business-profile/', { token: forged })).status).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const t = createTestSimulator();
    const nowSec = Math.floor(t.clock.now / 1000);
    const foreign = await new SignJWT({ ctype: 'USER', stage: 'AUTHENTICATED', mfa: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('cdp-simulator')
      .setSubject('101')
      .setIssuedAt(nowSec)
      .setExpirationTime(nowSec + 3600)
      .setJti('x')
      .sign(new TextEncoder().encode('not-the-simulator-secret-not-the-simulator-secret'));
    expect((await t.call('GET', '/uauth/business-profile/', { token: foreign })).status).toBe(401);
  });

  it('answers 401 for garbage and for an unsigned (alg none) token', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const [, payload] = token.split('.');
    const none = `${btoa(JSON.stringify({ alg: 'none' })).replace(/=+$/, '')}.${payload}.`;
    expect((await t.call('GET', '/uauth/business-profile/', { token: 'not-a-jwt' })).status).toBe(401);
    expect((await t.call('GET', '/uauth/business-profile/', { token: none })).status).toBe(401);
  });

  it('answers 401 without a bearer token', async () => {
    const t = createTestSimulator();
    const answer = await t.call('GET', '/uauth/business-profile/');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Missing bearer token');
  });

  it('requires exactly one space after Bearer', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const twoSpaces = await t.call('GET', '/uauth/business-profile/', {
      headers: { Authorization: `Bearer  ${token}` },
    });
    expect(twoSpaces.status).toBe(401);
    const noScheme = await t.call('GET', '/uauth/business-profile/', { headers: { Authorization: token } });
    expect(noScheme.status).toBe(401);
    const ok = await t.call('GET', '/uauth/business-profile/', { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
  });

  it('survives a simulator restart (the signing secret derives from the seed)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const restarted = createSimulator({ now: () => t.clock.now });
    const answer = await restarted.handle(
      new Request(`${ORIGIN}/uauth/business-profile/`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(answer.status).toBe(200);
  });

  it('is verified with the simulator clock (jose currentDate)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const exp = claimsOf(token).exp as number;
    expect((await verifyToken(token, exp * 1000 - 1)).ok).toBe(true);
    expect(await verifyToken(token, exp * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('answers a Workspace token on the workspace listing with 401 (wrong consumer scope)', async () => {
    const t = createTestSimulator();
    const wsToken = (await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(0).apiKey } }))
      .body.token as string;
    const answer = await t.call('GET', '/uauth/business-profile/', { token: wsToken });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/Wrong consumer scope/);
  });

  it('answers a User token on the Profile refresh with 401 (wrong consumer scope)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const current = await t.call('POST', '/sauth/v3/auth/refresh/client', {
      token,
      body: { apiKey: workspace(0).trackerKey },
    });
    expect(current.status).toBe(401);
    const legacy = await t.call('GET', '/v4/auth/refresh/client', { token });
    expect(legacy.status).toBe(401);
    const workspaceRefresh = await t.call('GET', '/v4/auth/refresh/profile', { token });
    expect(workspaceRefresh.status).toBe(401);
  });

  it('answers a Profile token on the user refresh and the workspace listing with 401', async () => {
    const t = createTestSimulator();
    const anonymous = await t.call('POST', '/sauth/v3/auth/login/client/anonymous', {
      body: { apiKey: workspace(0).trackerKey, uuid: '0b6f3c52-7a3e-4d38-9a8e-2a4cf21d9f10' },
    });
    const token = anonymous.body.token as string;
    expect((await t.call('GET', '/v4/auth/refresh/user', { token })).status).toBe(401);
    expect((await t.call('GET', '/uauth/business-profile/current', { token })).status).toBe(401);
  });
});
