import { ANONYMOUS_PROFILE_OFFSET, clientIdFor, seedProfiles } from '../seed';
import { claimsOf, createTestSimulator, workspace } from '../testing';
import { SMALL } from './test-support';

const ANONYMOUS = '/sauth/v3/auth/login/client/anonymous';
const NEW_UUID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('Profile records of the people who log in', () => {
  it('creates an anonymous profile record at once for an anonymous login with a new uuid', async () => {
    const t = createTestSimulator();
    const ws = workspace(SMALL);
    const login = await t.call('POST', ANONYMOUS, { body: { apiKey: ws.trackerKey, uuid: NEW_UUID } });
    const clientId = claimsOf(login.body.token).cid;
    expect(clientId).toBe(clientIdFor(ws, ANONYMOUS_PROFILE_OFFSET));
    const admin = await t.loginInto('ada@demo.test', SMALL);
    const record = await t.call('GET', `/v4/clients/${clientId}`, { token: admin });
    expect(record.body).toMatchObject({ clientId, anonymous: true, uuid: NEW_UUID, email: null });
    expect(record.body.lastActivityDate).toBe(new Date(t.clock.now).toISOString());
  });

  it("gives an anonymous login with a known profile's uuid that profile's client id", async () => {
    const t = createTestSimulator();
    const ws = workspace(SMALL);
    const known = seedProfiles(ws).find((p) => p.anonymous)!;
    const login = await t.call('POST', ANONYMOUS, { body: { apiKey: ws.trackerKey, uuid: known.uuid } });
    expect(claimsOf(login.body.token).cid).toBe(known.clientId);
  });
});
