import { WORKSPACE_INDEX, seededClientId, seedProfiles } from '../seed';
import { createTestSimulator, workspace } from '../testing';
import { clientListsOf } from './client-lists';
import { anonymousToken, customerToken, workspaceToken } from './test-support';

/** Contoso Pharma: tom may SHOW and EDIT there, not CREATE, DELETE or see PII. */
const CONTOSO = 1;

type Operation = { name: string; role: string; method: string; path: string; body?: unknown };

/** Every profile operation of the reference's table, against workspace `wsIndex`. */
function operations(wsIndex: number): Operation[] {
  const ws = workspace(wsIndex);
  const profile = seedProfiles(ws).find((p, i) => i > 5 && p.customId !== null)!;
  const id = profile.clientId;
  return [
    { name: 'listing', role: 'ROLE_CLIENT_SHOW', method: 'GET', path: '/v4/clients' },
    { name: 'get', role: 'ROLE_CLIENT_SHOW', method: 'GET', path: `/v4/clients/${id}` },
    {
      name: 'by custom id',
      role: 'ROLE_CLIENT_SHOW',
      method: 'GET',
      path: `/v4/clients/by-custom-id/${profile.customId}`,
    },
    { name: 'geographical data', role: 'ROLE_CLIENT_SHOW', method: 'GET', path: `/v4/clients/${id}/geographical-data` },
    { name: 'browsers', role: 'ROLE_CLIENT_SHOW', method: 'GET', path: `/v4/clients/${id}/browsers` },
    { name: 'linked devices', role: 'ROLE_CLIENT_SHOW', method: 'GET', path: `/v4/clients/${id}/linked-devices` },
    {
      name: 'client list',
      role: 'ROLE_CLIENT_SHOW',
      method: 'GET',
      path: `/v4/clients/list/${clientListsOf(ws)[0]!.id}`,
    },
    {
      name: 'link device',
      role: 'ROLE_CLIENT_SHOW',
      method: 'POST',
      path: `/v4/clients/by-uuid/${profile.uuid}/linked-devices`,
      body: { deviceId: 'd-1', registrationId: 'reg-1', type: 'ios' },
    },
    {
      name: 'link device by id',
      role: 'ROLE_CLIENT_SHOW',
      method: 'POST',
      path: `/v4/clients/${id}/linked-devices`,
      body: { deviceId: 'd-2', registrationId: 'reg-2', type: 'android' },
    },
    { name: 'update', role: 'ROLE_CLIENT_EDIT', method: 'POST', path: `/v4/clients/${id}`, body: { city: 'Turku' } },
    {
      name: 'batch',
      role: 'ROLE_CLIENT_EDIT',
      method: 'POST',
      path: '/v4/clients/batch',
      body: [{ clientId: id, city: 'Oulu' }],
    },
    { name: 'create', role: 'ROLE_CLIENT_CREATE', method: 'POST', path: '/v4/clients', body: { customId: 'PERM-1' } },
    { name: 'delete', role: 'ROLE_CLIENT_DELETE', method: 'DELETE', path: `/v4/clients/${id}` },
  ];
}

const OK = new Set([200, 202]);

describe('Profile operations: who may call them', () => {
  it('lets a user with every authority call every operation', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('ada@demo.test', 0);
    for (const op of operations(0)) {
      const answer = await t.call(op.method, op.path, { token, body: op.body });
      expect(OK.has(answer.status), `${op.name}: ${answer.status}`).toBe(true);
    }
  });

  it('answers 403 naming the missing role to a user without it (tom in Contoso: no CREATE, no DELETE)', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('tom@demo.test', CONTOSO);
    for (const op of operations(CONTOSO)) {
      const answer = await t.call(op.method, op.path, { token, body: op.body });
      if (op.role === 'ROLE_CLIENT_CREATE' || op.role === 'ROLE_CLIENT_DELETE') {
        expect(answer.status, op.name).toBe(403);
        expect(answer.body.message).toBe(`Missing permission: ${op.role}`);
      } else {
        expect(OK.has(answer.status), `${op.name}: ${answer.status}`).toBe(true);
      }
    }
  });

  it('answers 403 Missing permission: ROLE_CLIENT_EDIT to a read-only user (rita) on update and batch', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('rita@demo.test', 0);
    for (const op of operations(0)) {
      const answer = await t.call(op.method, op.path, { token, body: op.body });
      if (op.role === 'ROLE_CLIENT_SHOW') expect(OK.has(answer.status), `${op.name}: ${answer.status}`).toBe(true);
      else expect(answer.body.message, op.name).toBe(`Missing permission: ${op.role}`);
    }
  });

  it('lets a Workspace token whose key has REALM_CLIENT call every operation', async () => {
    const t = createTestSimulator();
    const token = await workspaceToken(t, 4);
    for (const op of operations(4)) {
      const answer = await t.call(op.method, op.path, { token, body: op.body });
      expect(OK.has(answer.status), `${op.name}: ${answer.status}`).toBe(true);
    }
  });

  it('answers 403 Missing permission: REALM_CLIENT to a Workspace token whose key lacks it', async () => {
    const t = createTestSimulator();
    const index = WORKSPACE_INDEX.withoutRealmClientPermission;
    const token = await workspaceToken(t, index);
    for (const op of operations(index)) {
      const answer = await t.call(op.method, op.path, { token, body: op.body });
      expect(answer.status, op.name).toBe(403);
      expect(answer.body.message).toBe('Missing permission: REALM_CLIENT');
    }
  });

  it('answers 403 "Select a workspace first" to a user token not bound to a workspace', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    for (const op of operations(0)) {
      const answer = await t.call(op.method, op.path, { token, body: op.body });
      expect(answer.status, op.name).toBe(403);
      expect(answer.body.message).toBe('Select a workspace first');
    }
  });

  it('answers 401 to Profile and Anonymous tokens (they use my-account)', async () => {
    const t = createTestSimulator();
    for (const token of [await customerToken(t, 0), await anonymousToken(t, 0)]) {
      for (const op of operations(0)) {
        const answer = await t.call(op.method, op.path, { token, body: op.body });
        expect(answer.status, op.name).toBe(401);
        expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer');
      }
    }
  });

  it('answers 401 without a token and to an expired one', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('ada@demo.test', 0);
    expect((await t.call('GET', '/v4/clients')).status).toBe(401);
    t.clock.advance(3_600_000);
    expect((await t.call('GET', '/v4/clients', { token })).status).toBe(401);
  });

  it('answers 400 on Api-Version when the header is missing, before anything else', async () => {
    const t = createTestSimulator();
    for (const op of operations(0)) {
      const answer = await t.call(op.method, op.path, { body: op.body, apiVersion: null });
      expect(answer.status, op.name).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'Api-Version' })]);
    }
  });

  it("scopes every answer to the token's workspace", async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('ada@demo.test', 4);
    const other = seededClientId(workspace(0), 10);
    expect((await t.call('GET', `/v4/clients/${other}`, { token })).status).toBe(404);
    expect((await t.call('POST', `/v4/clients/${other}`, { token, body: { city: 'X' } })).status).toBe(404);
    expect((await t.call('DELETE', `/v4/clients/${other}`, { token })).status).toBe(404);
    const list = await t.call('GET', '/v4/clients', { token });
    expect(list.headers.get('X-Pagination-Total-Count')).toBe(String(seedProfiles(workspace(4)).length));
  });
});
