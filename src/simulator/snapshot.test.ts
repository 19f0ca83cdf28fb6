import { docsTestbed } from './documents/test-support';
import { transaction } from './events/test-support';
import { workspaceToken } from './profiles/test-support';
import { seededClientId } from './seed';
import { createTestSimulator, workspace, type Loose } from './test-support';
import { SNAPSHOT_VERSION } from './snapshot';

/** A second simulator (same clock) that starts from the first one's snapshot, as a reload of the demo does. */
async function reloaded(from: ReturnType<typeof createTestSimulator>) {
  const json = JSON.stringify(from.sim.snapshot());
  const next = createTestSimulator(from.clock.now);
  expect(next.sim.restore(JSON.parse(json))).toBe(true);
  return { next, json };
}

describe('Snapshot and restore of the service data', () => {
  it('brings back created and edited documents, profile changes, queued changes and events', async () => {
    const b = await docsTestbed();
    const created = await b.create({ name: 'Kept across a reload', slug: 'kept-across-a-reload' });
    const seededDoc = b.documents().documents[0]!;
    expect((await b.call('PUT', `/documents/${seededDoc.id}/name`, { body: 'Renamed' })).status).toBe(200);
    const deletedDoc = b.documents().documents[1]!;
    expect((await b.call('DELETE', `/documents/${deletedDoc.id}`)).status).toBeLessThan(300);

    const key = await workspaceToken(b.t, b.ws.index);
    const first = seededClientId(b.ws, 10);
    const gone = seededClientId(b.ws, 11);
    const batch = await b.t.call('POST', '/v4/clients/batch', {
      token: b.token,
      body: [
        { clientId: first, firstName: 'Renamed' },
        { email: 'kept.new@example.com', firstName: 'New' },
      ],
    });
    expect(batch.status).toBe(202);
    expect((await b.t.call('DELETE', `/v4/clients/${gone}`, { token: b.token })).status).toBe(202);
    expect((await b.t.call('POST', '/v4/transactions', { token: key, body: transaction() })).status).toBe(202);
    b.t.clock.advance(5_000);
    // Applied before the snapshot; this one is still queued when it is taken.
    await b.t.call('GET', '/v4/clients?pageSize=1', { token: b.token });
    const queued = await b.t.call('POST', `/v4/clients/${first}`, { token: b.token, body: { city: 'Queued city' } });
    expect(queued.status).toBe(202);

    const { next, json } = await reloaded(b.t);
    expect(json).not.toContain(b.token);
    expect(json).not.toContain(key);
    const call = (method: string, path: string) => next.call(method, path, { token: b.token });

    expect((await call('GET', `/schema-service/v2/documents/${created.id}`)).body.name).toBe('Kept across a reload');
    expect((await call('GET', `/schema-service/v2/documents/${seededDoc.id}`)).body.name).toBe('Renamed');
    expect((await call('GET', `/schema-service/v2/documents/${deletedDoc.id}`)).status).toBe(404);
    expect((await call('GET', `/v4/clients/${first}`)).body.firstName).toBe('Renamed');
    expect((await call('GET', `/v4/clients/${gone}`)).status).toBe(404);
    const found = await call('GET', '/v4/clients?filters[email]=kept.new@example.com');
    expect(found.body.map((p: Loose) => p.firstName)).toEqual(['New']);
    // The queued change is applied after its due time, as it would have been without the reload.
    next.clock.advance(5_000);
    expect((await call('GET', `/v4/clients/${first}`)).body.city).toBe('Queued city');
    const events = (await next.call('GET', `/v4/events/by-client/${seededClientId(b.ws, 0)}?limit=500`, { token: key }))
      .body as Loose[];
    expect(events.some((event) => event.action === 'transaction.charge')).toBe(true);

    // The next document and profile get new ids, not those of the restored ones.
    const again = await next.call('POST', '/schema-service/v2/documents/init', { token: b.token, body: {} });
    expect(again.body.id).not.toBe(created.id);
  });

  it('keeps a transaction replaceable by its orderId and eventSalt after a reload', async () => {
    const t = createTestSimulator();
    const key = await workspaceToken(t, 3);
    const salted = transaction({ eventSalt: 'salt-1' });
    expect((await t.call('POST', '/v4/transactions', { token: key, body: salted })).status).toBe(202);
    const { next } = await reloaded(t);
    const replaced = transaction({ eventSalt: 'salt-1', paymentInfo: { method: 'CARD' } });
    expect((await next.call('POST', '/v4/transactions', { token: key, body: replaced })).status).toBe(202);
    const customer1 = seededClientId(workspace(3), 0);
    const charges = (
      (await next.call('GET', `/v4/events/by-client/${customer1}?limit=500`, { token: key })).body as Loose[]
    ).filter((event) => event.action === 'transaction.charge' && event.params.orderId === 'ORD-1');
    expect(charges).toHaveLength(1);
  });

  it('stores nothing for an untouched simulator, and the seed again after a reset', async () => {
    const t = createTestSimulator();
    const token = await t.loginInto('ada@demo.test', 3);
    await t.call('GET', '/v4/clients', { token });
    const empty = t.sim.snapshot();
    expect(empty.profiles.workspaces).toEqual([]);
    expect(empty.documents).toEqual([]);
    await t.call('POST', '/v4/clients', { token, body: { email: 'someone@example.com' } });
    t.sim.reset();
    expect(t.sim.snapshot().profiles.queue).toEqual([]);
  });

  it('ignores a snapshot of another version or shape', () => {
    const t = createTestSimulator();
    expect(t.sim.restore({ ...t.sim.snapshot(), version: SNAPSHOT_VERSION + 1 })).toBe(false);
    expect(t.sim.restore('not a snapshot')).toBe(false);
    expect(t.sim.restore(null)).toBe(false);
  });
});
