import { setupServer } from 'msw/node';
import { signInForTest } from '../../../test/session';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { parseBulkAction } from '../model/bulk-action';
import { countsOf } from '../model/bulk-counts';
import { dryRunOf, freezeSelection, newJob, runJob, verifyJob } from '../model/bulk-job';
import { defaultListParams } from '../model/list-params';
import { createBulkIo } from './bulk-io';

// The engine over the app's HTTP client and the simulator's handlers: Northwind Retail (50,000 profiles), one city.
const t = createTestSimulator();
const server = setupServer(...t.sim.handlers);
const ws = workspace(0);
const requests: string[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
  });
  const token = await t.loginInto('ada@demo.test', 0);
  signInForTest({
    token,
    authorities: ['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_EDIT'],
    workspace: { guid: ws.guid, id: ws.id, name: ws.name },
  });
});
afterAll(() => server.close());

it("selects exactly the listing's total for a city, tags it within the request budget, and verifies every change", async () => {
  const first = await createBulkIo({ ...defaultListParams, sortBy: 'lastName' }).listPage(1, 500);
  const city = first.profiles.find((p) => p.city)!.city!;
  const params = { ...defaultListParams, sortBy: 'lastName' as const, filters: { city } };
  const io = { ...createBulkIo(params), sleep: async (ms: number) => t.clock.advance(ms), now: () => t.clock.now };

  const frozen = await freezeSelection(io);
  if (!frozen.ok) throw new Error(frozen.reason);
  const total = (await io.listPage(1, 1)).totalCount;
  expect(frozen.ids).toHaveLength(total);
  expect(new Set(frozen.ids).size).toBe(total);

  const parsed = parseBulkAction({ kind: 'add-tag', tag: 'issue-37' });
  if (!parsed.ok) throw new Error('action');
  requests.length = 0;
  const dry = dryRunOf(parsed.action, frozen.ids, frozen.profiles);
  const job = await verifyJob(await runJob(newJob(parsed.action, frozen.ids), io), io);
  expect(countsOf(job)).toMatchObject({ changed: dry.willChange, applied: dry.willChange, failed: 0, notVisible: 0 });

  const pages = Math.ceil(total / 500);
  const batches = requests.filter((r) => r.endsWith('/v4/clients/batch'));
  const reads = requests.filter((r) => r.startsWith('GET') && r.endsWith('/v4/clients'));
  expect(batches).toHaveLength(Math.ceil(dry.willChange / 1000));
  // Each chunk's re-read reads its pages once, and verification once more: it looks first 2 s after the last
  // chunk, when the simulator has applied every change (up to 2 s after its 202). The budget, 10,000
  // profiles in 40 listing reads, is this: 20 pages read twice.
  expect(reads).toHaveLength(pages * 2);
  expect(requests.filter((r) => /\/v4\/clients\/\d+$/.test(r))).toEqual([]);
});

it('a fresh I/O (a job read from the journal) re-reads through the listing pages, not one profile at a time', async () => {
  const first = await createBulkIo(defaultListParams).listPage(1, 500);
  const city = first.profiles.find((p) => p.city)!.city!;
  const params = { ...defaultListParams, filters: { city } };
  const frozen = await freezeSelection(createBulkIo(params));
  if (!frozen.ok) throw new Error(frozen.reason);
  expect(frozen.ids.length).toBeGreaterThan(500);
  requests.length = 0;
  const read = await createBulkIo(params).readProfiles(frozen.ids);
  expect(read.size).toBe(frozen.ids.length);
  expect(requests.filter((r) => /\/v4\/clients\/\d+$/.test(r))).toEqual([]);
  expect(requests.filter((r) => r.endsWith('/v4/clients'))).toHaveLength(Math.ceil(frozen.ids.length / 500));
});
