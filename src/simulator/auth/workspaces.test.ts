import { READ_ONLY_AUTHORITIES, USER_AUTHORITIES, WORKSPACE_INDEX, userByUsername } from '../seed';
import { ORIGIN, claimsOf, createTestSimulator, workspace } from '../testing';

const SELECT = (guid: string) => `/uauth/auth/login/user/profile/${guid}`;

describe('Workspaces of a user', () => {
  it('lists ada 34 workspaces with the listing item shape', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('GET', '/uauth/business-profile/', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(34);
    for (const item of answer.body) {
      expect(Object.keys(item).sort()).toEqual(['created', 'guid', 'hash', 'logo', 'name', 'subdomain', 'updated']);
      expect(item.guid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isInteger(item.created) && Number.isInteger(item.updated)).toBe(true);
      expect(item.logo === '' || /^https?:\/\/[^/]+\/__simulator\/logos\/[a-z0-9-]+\.svg$/.test(item.logo)).toBe(true);
    }
    expect(answer.body[0].name).toBe('Northwind Retail');
  });

  it('answers the listing without the trailing slash too', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    expect((await t.call('GET', '/uauth/business-profile', { token })).body).toHaveLength(34);
  });

  it('answers the id listing with the same length and order as the listing (joined by position)', async () => {
    const t = createTestSimulator();
    for (const username of ['ada@demo.test', 'tom@demo.test', 'max@demo.test']) {
      const token = await t.loginFully(username);
      const list = (await t.call('GET', '/uauth/business-profile/', { token })).body as Array<{ guid: string }>;
      const ids = (await t.call('GET', '/uauth/business-profile/ids', { token })).body as Array<
        Record<string, unknown>
      >;
      expect(ids).toHaveLength(list.length);
      const user = userByUsername(username);
      list.forEach((item, i) => {
        const grant = user?.workspaces[i];
        const ws = workspace(grant?.workspace ?? -1);
        expect(item.guid).toBe(ws.guid);
        expect(ids[i]).toEqual({
          id: ws.id,
          ipRestriction: ws.ipRestriction,
          mfaRestriction: ws.mfaRestriction,
          favorite: grant?.favorite,
        });
      });
    }
  });

  it('marks ada three favourites', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const ids = (await t.call('GET', '/uauth/business-profile/ids', { token })).body as Array<{ favorite: boolean }>;
    expect(ids.filter((i) => i.favorite)).toHaveLength(3);
  });

  it('answers current with { selected: false } for a token bound to no workspace', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('GET', '/uauth/business-profile/current', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ selected: false });
  });

  it('answers current with the workspace data for a bound token', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('ada@demo.test', 3);
    const ws = workspace(3);
    const answer = await t.call('GET', '/uauth/business-profile/current', { token });
    expect(answer.body).toEqual({
      selected: true,
      data: {
        id: ws.id,
        name: ws.name,
        logo: ws.logo ? `${ORIGIN}${ws.logo}` : '',
        businessProfileGuid: ws.guid,
        subdomain: ws.subdomain,
        emailAttributeName: 'email',
        organizationGuid: ws.organizationGuid,
        created: new Date(ws.created).toISOString(),
        ipRestriction: 'OFF',
        mfaRestriction: 'OFF',
        labels: ws.labels,
      },
    });
  });

  it('answers current with {selected, data} to a Workspace token too (as the vendor integration calls it)', async () => {
    const t = createTestSimulator();
    const ws = workspace(2);
    const login = await t.call('POST', '/uauth/v2/auth/login/profile', { body: { apiKey: ws.apiKey } });
    const answer = await t.call('GET', '/uauth/business-profile/current', { token: login.body.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      selected: true,
      data: { id: ws.id, name: ws.name, businessProfileGuid: ws.guid },
    });
    const asUser = await t.call('GET', '/uauth/business-profile/current', {
      token: await t.loginInto('ada@demo.test', 2),
    });
    expect(answer.body).toEqual(asUser.body);
  });

  it('answers current with 401 to Profile and Anonymous tokens', async () => {
    const t = createTestSimulator();
    const anonymous = await t.call('POST', '/sauth/v3/auth/login/client/anonymous', {
      body: { apiKey: workspace(0).trackerKey, uuid: '3f1c2b9e-5a7d-4e2b-9c1a-8d7e6f5a4b3c' },
    });
    expect((await t.call('GET', '/uauth/business-profile/current', { token: anonymous.body.token })).status).toBe(401);
  });

  it('selects a workspace: consumer.businessProfileId is its id and the token is bound to it', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const ws = workspace(5);
    const answer = await t.call('POST', SELECT(ws.guid), { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['consumer', 'token']);
    expect(answer.body.consumer).toEqual({
      type: 'USER',
      businessProfileId: ws.id,
      name: 'Ada Lovelace',
      id: 101,
      authorities: [...USER_AUTHORITIES],
      roles: 'ADMIN',
    });
    expect(claimsOf(answer.body.token)).toMatchObject({ ws: ws.id, wsg: ws.guid, stage: 'AUTHENTICATED' });
  });

  it('gives the authorities the user holds in THAT workspace', async () => {
    const t = createTestSimulator();
    const rita = await t.loginFully('rita@demo.test');
    const inNorthwind = await t.call('POST', SELECT(workspace(0).guid), { token: rita });
    const inContoso = await t.call('POST', SELECT(workspace(1).guid), { token: rita });
    expect(inNorthwind.body.consumer.authorities).toEqual(READ_ONLY_AUTHORITIES);
    expect(inNorthwind.body.consumer.roles).toBe('READ_ONLY');
    expect(inContoso.body.consumer.authorities).not.toContain('ROLE_CLIENT_PII_SHOW');
    expect(inContoso.body.consumer.authorities).toContain('ROLE_CLIENT_SHOW');
    const tom = await t.loginFully('tom@demo.test');
    const tomContoso = await t.call('POST', SELECT(workspace(1).guid), { token: tom });
    expect(tomContoso.body.consumer.authorities).not.toContain('ROLE_CLIENT_DELETE');
    const tomNorthwind = await t.call('POST', SELECT(workspace(0).guid), { token: tom });
    expect(tomNorthwind.body.consumer.authorities).toContain('ROLE_CLIENT_DELETE');
  });

  it('switches workspace from an already bound token', async () => {
    const t = createTestSimulator();
    const bound = await t.loginInto('ada@demo.test', 0);
    const answer = await t.call('POST', SELECT(workspace(7).guid), { token: bound });
    expect(answer.status).toBe(200);
    expect(claimsOf(answer.body.token).ws).toBe(workspace(7).id);
  });

  it('answers 404 for an unknown workspace guid', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('POST', SELECT('00000000-0000-4000-8000-000000000000'), { token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Workspace not found');
  });

  it('answers 404, not 403, for an existing workspace the user cannot access', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('rita@demo.test');
    const answer = await t.call('POST', SELECT(workspace(10).guid), { token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Workspace not found');
  });

  it('answers 400 when the path is not a uuid', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('POST', SELECT('northwind'), { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'businessProfileUUID', rejectedValue: 'northwind' }),
    ]);
  });

  it('answers 403 for an MFA-restricted workspace when this login did not verify MFA (max)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('max@demo.test');
    const answer = await t.call('POST', SELECT(workspace(WORKSPACE_INDEX.mfaRestricted).guid), { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      status: 403,
      error: 'Forbidden',
      message: 'This workspace requires multi-factor authentication. Enable MFA on your account to open it.',
    });
  });

  it('lets tom, MFA verified, select his MFA-restricted workspace', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('tom@demo.test');
    const ws = workspace(WORKSPACE_INDEX.mfaRestricted);
    const answer = await t.call('POST', SELECT(ws.guid), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.consumer.businessProfileId).toBe(ws.id);
  });

  it('lets max select his IP-restricted workspace (informational only)', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('max@demo.test');
    const answer = await t.call('POST', SELECT(workspace(WORKSPACE_INDEX.ipRestricted).guid), { token });
    expect(answer.status).toBe(200);
  });

  it('keeps the listing to a fully authenticated User token (401 otherwise)', async () => {
    const t = createTestSimulator();
    expect((await t.call('GET', '/uauth/business-profile/ids')).status).toBe(401);
    expect((await t.call('GET', '/uauth/business-profile/current', { token: 'x.y.z' })).status).toBe(401);
  });
});
