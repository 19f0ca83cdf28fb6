import { customerToken } from '../profiles/test-support';
import { createTestSimulator, type Loose } from '../testing';
import { SCHEMA_CREATE_PERMISSION, SCHEMA_READ_PERMISSION } from './access';
import { BASE, SMALL, docsTestbed, workspaceToken, workspaceTokenWithout } from './test-support';

/** Rita: read-only (every *_READ / *_SHOW authority) in workspaces 0…2. */
const RITA_WS = 2;

describe('Documents access', () => {
  it('answers 401 without a token and with a bad token', async () => {
    const b = await docsTestbed();
    expect((await b.t.call('GET', `${BASE}/documents`)).status).toBe(401);
    expect((await b.t.call('GET', `${BASE}/documents`, { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('lets a read-only user read but not create, edit or delete; the 403 names the authority', async () => {
    const t = createTestSimulator();
    const ada = await t.loginInto('ada@demo.test', RITA_WS);
    const rita = await t.loginInto('rita@demo.test', RITA_WS);
    const call = (method: string, path: string, token: string, body?: unknown) =>
      t.call(method, `${BASE}${path}`, { token, body });
    const list = await call('GET', '/documents', rita);
    expect(list.status).toBe(200);
    const id = (list.body as Loose[])[0].id as string;
    expect((await call('GET', `/documents/${id}`, rita)).status).toBe(200);
    const create = await call('POST', '/documents/init', rita, {});
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Missing permission: ASSETS_DOCS_CREATE');
    const rename = await call('PUT', `/documents/${id}/name`, rita, 'x');
    expect(rename.body.message).toBe('Missing permission: ASSETS_DOCS_EDIT');
    const remove = await call('DELETE', `/documents/${id}`, rita);
    expect(remove.body.message).toBe('Missing permission: ASSETS_DOCS_DELETE');
    expect((await call('GET', `/documents/${id}`, ada)).body.name).not.toBe('x');
  });

  it('requires a selected workspace for User tokens', async () => {
    const t = createTestSimulator();
    const token = await t.loginFully('ada@demo.test');
    const answer = await t.call('GET', `${BASE}/documents`, { token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Select a workspace first');
  });

  it('Workspace tokens: SCHEMA_SERVICE_SCHEMA_READ to read, SCHEMA_SERVICE_SCHEMA_CREATE to create', async () => {
    const b = await docsTestbed();
    const key = await workspaceToken(b.t, SMALL);
    expect((await b.call('GET', '/documents', { token: key })).status).toBe(200);
    const created = await b.call('POST', '/documents/init', { token: key });
    expect(created.body).toMatchObject({ authorId: 0 });
    const noRead = await workspaceTokenWithout(SMALL, SCHEMA_READ_PERMISSION, b.t.clock.now);
    const refused = await b.call('GET', '/segments', { token: noRead });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Missing permission: ${SCHEMA_READ_PERMISSION}`);
    const noCreate = await workspaceTokenWithout(SMALL, SCHEMA_CREATE_PERMISSION, b.t.clock.now);
    expect((await b.call('GET', '/documents', { token: noCreate })).status).toBe(200);
    const denied = await b.call('PUT', `/documents/${created.body.docId}/priority`, { token: noCreate, body: 5 });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(`Missing permission: ${SCHEMA_CREATE_PERMISSION}`);
  });

  it('Profile tokens may generate but not list (401 wrong consumer scope)', async () => {
    const b = await docsTestbed();
    const token = await customerToken(b.t, SMALL, 1);
    const answer = await b.call('GET', '/documents', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toContain('Profile');
  });

  it('keeps workspaces apart: a document of one workspace is 404 in another', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const other = await b.t.loginInto('ada@demo.test', SMALL + 1);
    expect((await b.call('GET', `/documents/${doc.id}`, { token: other })).status).toBe(404);
  });
});
