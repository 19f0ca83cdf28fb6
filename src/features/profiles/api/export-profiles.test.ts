import Papa from 'papaparse';
import { setupServer } from 'msw/node';
import { signInForTest } from '../../../test/session';
import { MAX_CHANGE_DELAY_MS, createTestSimulator, customerToken, workspace } from '../../../simulator/testing';
import { exportProfiles } from './export-profiles';
import { defaultListParams } from '../model/list-params';
import { itemOfRow, guessMapping } from '../model/import-rows';

// The export against the simulator's handlers, with formula payloads a customer planted in their own account.
const t = createTestSimulator(Date.now());
const server = setupServer(...t.sim.handlers);
const ws = workspace(3);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const token = await t.loginInto('ada@demo.test', 3);
  signInForTest({
    token,
    authorities: ['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW'],
    workspace: { guid: ws.guid, id: ws.id, name: ws.name },
  });
});
afterAll(() => server.close());

const PLANTED = {
  firstName: '=HYPERLINK("http://x","Open")',
  lastName: '@SUM(1+1)*cmd|" /C calc"!A0',
  city: '-2+3',
  phoneNumber: '+48 601 234 567',
};

it('writes every planted formula as text, and the file imports back to the same values', async () => {
  const customer = await customerToken(t, 3, 1);
  const planted = await t.call('POST', '/v4/my-account/personal-information', { token: customer, body: PLANTED });
  expect(planted.status).toBe(202);
  t.clock.advance(MAX_CHANGE_DELAY_MS);

  const csv = await exportProfiles({ ...defaultListParams, filters: { email: 'customer1@demo.test' } }, () => {});
  // The file opens with the UTF-8 byte order mark (lib/csv.ts): a spreadsheet shows accents as they are.
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const { data, meta } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(data).toHaveLength(1);
  const [row] = data;
  expect(row).toMatchObject({
    firstName: `'${PLANTED.firstName}`,
    lastName: `'${PLANTED.lastName}`,
    city: `'${PLANTED.city}`,
    phone: `'${PLANTED.phoneNumber}`,
    email: 'customer1@demo.test',
  });
  // No cell of the file starts a formula.
  for (const value of Object.values(row!)) expect(value).not.toMatch(/^[=+\-@\t\r]/);

  // Imported again, the values are the customer's own, not the escaped text.
  const back = itemOfRow(row!, guessMapping(meta.fields ?? []));
  expect(back).toMatchObject({
    ok: true,
    item: { firstName: PLANTED.firstName, lastName: PLANTED.lastName, city: PLANTED.city, phone: PLANTED.phoneNumber },
  });
});
