import { WORKSPACE_KEY_PERMISSIONS } from '../seed';
import { claimsOf, createTestSimulator, workspace } from '../testing';

describe('Workspace login (API key)', () => {
  it('logs in with a workspace API key: a Workspace token bound to it, carrying the key permissions', async () => {
    const t = createTestSimulator();
    const ws = workspace(0);
    const answer = await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: ws.apiKey } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(claimsOf(answer.body.token)).toMatchObject({
      ctype: 'WORKSPACE',
      sub: String(ws.id),
      ws: ws.id,
      wsg: ws.guid,
      perm: [...WORKSPACE_KEY_PERMISSIONS],
    });
  });

  it('answers 401 for an unknown API key', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/uauth/v2/auth/login/profile', {
      body: { apiKey: '11111111-2222-4333-8444-555555555555' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid API key');
  });

  it('answers 401 for a tracker key (Profile and Workspace keys are separate)', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(0).trackerKey } });
    expect(answer.status).toBe(401);
  });

  it('answers 400 on field apiKey when the key is missing, without echoing it', async () => {
    const t = createTestSimulator();
    const missing = await t.call('POST', '/uauth/v2/auth/login/profile', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'apiKey', code: 1001 })]);
    const legacyNotUuid = await t.call('POST', '/v4/auth/login/profile', { body: { apiKey: 'secret-not-a-uuid' } });
    expect(legacyNotUuid.status).toBe(400);
    expect(legacyNotUuid.body.errors[0].rejectedValue).toBe('');
  });

  it('logs in with the legacy operation (POST /v4/auth/login/profile)', async () => {
    const t = createTestSimulator();
    const answer = await t.call('POST', '/v4/auth/login/profile', { body: { apiKey: workspace(3).apiKey } });
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'WORKSPACE', ws: workspace(3).id });
  });

  it('refreshes a Workspace token with the deprecated GET /v4/auth/refresh/profile', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(0).apiKey } })).body
      .token;
    t.clock.advance(60_000);
    const answer = await t.call('GET', '/v4/auth/refresh/profile', { token });
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token).exp).toBeGreaterThan(claimsOf(token).exp);
    expect(claimsOf(answer.body.token)).toMatchObject({ ctype: 'WORKSPACE', wsg: workspace(0).guid });
  });

  it('does not refresh an expired Workspace token (401)', async () => {
    const t = createTestSimulator();
    const token = (await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: workspace(0).apiKey } })).body
      .token;
    t.clock.advance(3600_000);
    expect((await t.call('GET', '/v4/auth/refresh/profile', { token })).status).toBe(401);
  });
});
