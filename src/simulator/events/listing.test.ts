import { ERROR_CODES } from '../errors';
import { customerToken } from '../profiles/test-support';
import { seededClientId } from '../seed';
import type { Loose } from '../testing';
import { SMALL, eventTestbed, transaction, workspaceTokenWithout } from './test-support';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Three transactions of customer1 at known times (each: 1 charge + 2 product.buy). */
async function withHistory() {
  const b = await eventTestbed();
  const base = b.t.clock.now - 10 * DAY;
  for (const [i, offset] of [0, DAY, 3 * DAY].entries()) {
    const answer = await b.t.call('POST', '/v4/transactions', {
      token: b.key,
      body: transaction({ orderId: `O${i}`, recordedAt: iso(base + offset) }),
    });
    expect(answer.status).toBe(202);
  }
  const byClient = (query = '', token = b.key) =>
    b.t.call('GET', `/v4/events/by-client/${b.customer1}${query}`, { token });
  const all = (query = '', token = b.key) => b.t.call('GET', `/v4/events/all${query}`, { token });
  return { ...b, base, byClient, all };
}

const errorFields = (body: Loose): string[] => (body.errors as Loose[]).map((e) => e.field);

describe('Events by client', () => {
  it('answers listing items newest first with time, action, label, client and params', async () => {
    const { byClient, customer1 } = await withHistory();
    const answer = await byClient();
    expect(answer.status).toBe(200);
    const items = answer.body as Loose[];
    expect(items).toHaveLength(9);
    const times = items.map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(items[0]).sort()).toEqual(['action', 'client', 'label', 'params', 'time', 'uuid']);
    expect(items[0].client).toEqual({
      id: customer1,
      uuid: expect.any(String),
      email: 'customer1@demo.test',
      customId: 'CUST-0001',
    });
    expect(items[0].params).toMatchObject({ eventCreateTime: expect.any(Number), ip: expect.any(String) });
  });

  it('keeps only events with from ≤ time ≤ to (inclusive bounds)', async () => {
    const { byClient, base } = await withHistory();
    const answer = await byClient(`?time[from]=${iso(base + DAY)}&time[to]=${iso(base + 3 * DAY)}`);
    expect(new Set((answer.body as Loose[]).map((e) => e.params.orderId))).toEqual(new Set(['O1', 'O2']));
    const only = await byClient(`?time[from]=${iso(base + DAY)}&time[to]=${iso(base + DAY)}`);
    expect(only.body).toHaveLength(3);
  });

  it('filters by exact action', async () => {
    const { byClient } = await withHistory();
    expect(((await byClient('?action=transaction.charge')).body as Loose[]).map((e) => e.params.orderId)).toEqual([
      'O2',
      'O1',
      'O0',
    ]);
    expect((await byClient('?action=transaction')).body).toEqual([]);
  });

  it('limits to 1…500 (default 100), else 400 on limit', async () => {
    const { byClient } = await withHistory();
    expect((await byClient('?limit=1')).body).toHaveLength(1);
    expect((await byClient('?limit=500')).status).toBe(200);
    for (const bad of ['0', '501', '1.5', 'ten', '-1']) {
      const answer = await byClient(`?limit=${bad}`);
      expect(answer.status).toBe(400);
      expect(errorFields(answer.body)).toEqual(['limit']);
    }
  });

  it('gives every event a uuid, the same on every read', async () => {
    const { byClient } = await withHistory();
    const first = (await byClient()).body as Loose[];
    const uuids = first.map((e) => e.uuid);
    for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(((await byClient()).body as Loose[]).map((e) => e.uuid)).toEqual(uuids);
  });

  it('reads time[from]/time[to] with Z or any offset, converted to UTC', async () => {
    const { byClient, base } = await withHistory();
    const at = (ms: number, offsetHours: number) => {
      // The same instant written in another zone: local wall time + the offset.
      const local = new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 19);
      const sign = offsetHours < 0 ? '-' : '+';
      const hh = String(Math.abs(offsetHours)).padStart(2, '0');
      return `${local}${sign}${hh}:00`;
    };
    const expected = ['O1', 'O2'];
    for (const zone of [0, 2, -5]) {
      const from = encodeURIComponent(at(base + DAY, zone));
      const to = encodeURIComponent(at(base + 3 * DAY, zone));
      const answer = await byClient(`?time[from]=${from}&time[to]=${to}`);
      expect(answer.status, String(zone)).toBe(200);
      expect(new Set((answer.body as Loose[]).map((e) => e.params.orderId)), String(zone)).toEqual(new Set(expected));
    }
    // +02:00 one hour before the instant (UTC) is outside; the bound is converted, not read as UTC.
    const shifted = await byClient(
      `?time[from]=${encodeURIComponent(at(base + DAY, 2).replace('+02:00', '+01:00'))}&time[to]=${encodeURIComponent(at(base + 3 * DAY, 2))}`,
    );
    expect(new Set((shifted.body as Loose[]).map((e) => e.params.orderId))).toEqual(new Set(['O2']));
  });

  it('refuses malformed times and unknown query parameters with 400; an unencoded + gets a hint', async () => {
    const { byClient } = await withHistory();
    const plus = await byClient('?time[from]=2026-01-10T00:00:00+01:00');
    expect(plus.body.errors).toEqual([
      expect.objectContaining({ field: 'time[from]', message: expect.stringContaining('%2B') }),
    ]);
    expect(errorFields((await byClient('?time[to]=yesterday')).body)).toEqual(['time[to]']);
    expect(errorFields((await byClient('?time[to]=2026-01-10T00:00:00')).body)).toEqual(['time[to]']);
    const unknown = await byClient('?page=2');
    expect(unknown.body.errors[0]).toMatchObject({ field: 'page', code: ERROR_CODES.UNKNOWN_FIELD });
  });

  it('answers 404 for an unknown profile and 400 for a non-numeric id', async () => {
    const { t, key, ws } = await withHistory();
    expect((await t.call('GET', `/v4/events/by-client/${seededClientId(ws, 999_999)}`, { token: key })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/v4/events/by-client/abc', { token: key })).status).toBe(400);
  });

  it('requires Api-Version', async () => {
    const { t, key, customer1 } = await withHistory();
    expect((await t.call('GET', `/v4/events/by-client/${customer1}`, { token: key, apiVersion: null })).status).toBe(
      400,
    );
  });

  it('accepts Workspace keys with API_LISTING_BY_CLIENT_EVENTS_READ and refuses others with 403', async () => {
    const { t, byClient } = await withHistory();
    const without = await workspaceTokenWithout(SMALL, 'API_LISTING_BY_CLIENT_EVENTS_READ', t.clock.now);
    const answer = await byClient('', without);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('API_LISTING_BY_CLIENT_EVENTS_READ');
  });

  it('accepts users with CLIENT_ACTIVITIES_READ; Profile tokens are a 401', async () => {
    const { t, byClient } = await withHistory();
    const ada = await t.loginInto('ada@demo.test', SMALL);
    expect((await byClient('', ada)).status).toBe(200);
    const unbound = await t.loginFully('ada@demo.test');
    expect((await byClient('', unbound)).status).toBe(403);
    expect((await byClient('', await customerToken(t, SMALL, 1))).status).toBe(401);
  });

  it('masks client.email and client.customId for users without ROLE_CLIENT_PII_SHOW', async () => {
    const b = await eventTestbed(1);
    await b.t.call('POST', '/v4/transactions', { token: b.key, body: transaction() });
    const rita = await b.t.loginInto('rita@demo.test', 1);
    const answer = await b.t.call('GET', `/v4/events/by-client/${b.customer1}`, { token: rita });
    expect(answer.status).toBe(200);
    expect(answer.body[0].client).toMatchObject({ email: 'c•••@demo.test', customId: 'C•••' });
  });
});

describe('All events', () => {
  it('answers the workspace events newest first, across profiles', async () => {
    const { t, key, all, ws, base } = await withHistory();
    const other = seededClientId(ws, 1);
    await t.call('POST', '/v4/transactions', {
      token: key,
      body: transaction({ client: { id: other }, orderId: 'X', recordedAt: iso(base + 2 * DAY) }),
    });
    const items = (await all(`?time[from]=${iso(base)}&time[to]=${iso(base + 6 * DAY)}`)).body as Loose[];
    expect(items).toHaveLength(12);
    expect(new Set(items.map((e) => e.client.id)).size).toBe(2);
    expect(items.map((e) => e.params.orderId)).toEqual([
      'O2',
      'O2',
      'O2',
      'X',
      'X',
      'X',
      'O1',
      'O1',
      'O1',
      'O0',
      'O0',
      'O0',
    ]);
  });

  it('refuses a window of 7 days or more on time[to], accepts 6 days 23 hours', async () => {
    const { all, base } = await withHistory();
    const refused = await all(`?time[from]=${iso(base)}&time[to]=${iso(base + 7 * DAY)}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'time[to]',
      message: expect.stringContaining('under 7 days'),
    });
    const accepted = await all(`?time[from]=${iso(base)}&time[to]=${iso(base + 7 * DAY - 3_600_000)}`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toHaveLength(9);
  });

  it('gives seeded events deterministic uuids: the same in another simulator, in both listings', async () => {
    const { all } = await withHistory();
    const seeded = ((await all('?limit=50')).body as Loose[]).filter(
      (e) => e.params.orderId === undefined || String(e.params.orderId).startsWith('S'),
    );
    expect(seeded.length).toBeGreaterThan(0);
    const again = await withHistory();
    const second = (await again.all('?limit=50')).body as Loose[];
    // The same event: time, action and client, and its params (an order's product.buy events share one time).
    const sameEvent = (a: Loose, b: Loose) =>
      a.time === b.time &&
      a.action === b.action &&
      a.client.id === b.client.id &&
      JSON.stringify(a.params) === JSON.stringify(b.params);
    for (const event of seeded) {
      expect(event.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.find((e) => sameEvent(e, event))?.uuid).toBe(event.uuid);
    }
    // The per-profile listing gives the same uuid to the same seeded event.
    const sample = seeded[0]!;
    const ofProfile = await again.t.call('GET', `/v4/events/by-client/${sample.client.id}?limit=500`, {
      token: again.key,
    });
    expect((ofProfile.body as Loose[]).some((e) => e.uuid === sample.uuid)).toBe(true);
  });

  it('limits 1…500', async () => {
    const { all } = await withHistory();
    expect((await all('?limit=2')).body).toHaveLength(2);
    expect((await all('?limit=0')).status).toBe(400);
    expect((await all('?limit=501')).status).toBe(400);
  });
});
