import { ERROR_CODES } from '../http/errors';
import { customerToken } from '../profiles/test-support';
import type { Loose } from '../testing';
import { SMALL, eventTestbed, transaction, workspaceTokenWithout } from './test-support';

const ONE = '/v4/transactions';
const BATCH = '/v4/transactions/batch';

async function bed() {
  const b = await eventTestbed();
  const post = (body: unknown, path = ONE) => b.t.call('POST', path, { token: b.key, body });
  const events = async (query = '') =>
    (await b.t.call('GET', `/v4/events/by-client/${b.customer1}${query}`, { token: b.key })).body as Loose[];
  return { ...b, post, events };
}

const fields = (body: Loose): string[] => (body.errors as Loose[]).map((e) => e.field);

describe('Transactions: access', () => {
  it('accepts a valid transaction with 202 and an empty body', async () => {
    const { post } = await bed();
    const answer = await post(transaction());
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
  });

  it('requires Api-Version 4.4 exactly', async () => {
    const { t, key } = await bed();
    expect((await t.call('POST', ONE, { token: key, body: transaction(), apiVersion: null })).status).toBe(400);
    const old = await t.call('POST', ONE, { token: key, body: transaction(), apiVersion: '4.1' });
    expect(old.status).toBe(400);
    expect(fields(old.body)).toEqual(['Api-Version']);
  });

  it('refuses User and Profile tokens with 401 (Workspace only)', async () => {
    const { t } = await bed();
    const user = await t.loginInto('ada@demo.test', SMALL);
    expect((await t.call('POST', ONE, { token: user, body: transaction() })).status).toBe(401);
    const profile = await customerToken(t, SMALL, 1);
    expect((await t.call('POST', ONE, { token: profile, body: transaction() })).status).toBe(401);
  });

  it('answers 403 naming API_TRANSACTION_CREATE / API_BATCH_TRANSACTION_CREATE', async () => {
    const { t } = await bed();
    const noSingle = await workspaceTokenWithout(SMALL, 'API_TRANSACTION_CREATE', t.clock.now);
    const single = await t.call('POST', ONE, { token: noSingle, body: transaction() });
    expect(single.status).toBe(403);
    expect(single.body.message).toContain('API_TRANSACTION_CREATE');
    const noBatch = await workspaceTokenWithout(SMALL, 'API_BATCH_TRANSACTION_CREATE', t.clock.now);
    const batch = await t.call('POST', BATCH, { token: noBatch, body: [transaction()] });
    expect(batch.status).toBe(403);
    expect(batch.body.message).toContain('API_BATCH_TRANSACTION_CREATE');
  });
});

describe('Transactions: required fields', () => {
  for (const field of ['client', 'orderId', 'paymentInfo', 'products', 'revenue', 'value', 'source']) {
    it(`requires ${field}`, async () => {
      const { post } = await bed();
      const body = transaction();
      delete body[field];
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(fields(answer.body)).toContain(field);
    });
  }

  it('requires paymentInfo.method', async () => {
    const { post } = await bed();
    const answer = await post(transaction({ paymentInfo: {} }));
    expect(answer.status).toBe(400);
    expect(fields(answer.body)).toEqual(['paymentInfo.method']);
  });

  it('requires a non-empty products array with a sku in each product', async () => {
    const { post } = await bed();
    expect(fields((await post(transaction({ products: [] }))).body)).toEqual(['products']);
    expect(fields((await post(transaction({ products: {} }))).body)).toEqual(['products']);
    expect(fields((await post(transaction({ products: [{ name: 'x' }] }))).body)).toEqual(['products[0].sku']);
  });
});

describe('Transactions: client identifiers', () => {
  it('needs at least one of customId, id, uuid, email', async () => {
    const { post } = await bed();
    const answer = await post(transaction({ client: {} }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ field: 'client', code: ERROR_CODES.REQUIRED });
  });

  it('finds the profile by any identifier', async () => {
    const { post, customer1 } = await bed();
    for (const client of [{ id: customer1 }, { customId: 'CUST-0001' }, { email: 'customer1@demo.test' }]) {
      expect((await post(transaction({ client }))).status).toBe(202);
    }
  });

  it('answers 400 on client (NOT_FOUND) when no profile matches, or the identifiers disagree', async () => {
    const { post, customer1 } = await bed();
    const unknown = await post(transaction({ client: { email: 'nobody@nowhere.test' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'client', code: ERROR_CODES.NOT_FOUND });
    const mixed = await post(transaction({ client: { id: customer1, customId: 'CUST-0002' } }));
    expect(fields(mixed.body)).toEqual(['client']);
  });

  it('refuses a null client, and in a batch reports it against [i].client', async () => {
    const { post } = await bed();
    expect(fields((await post(transaction({ client: null }))).body)).toEqual(['client']);
    const batch = await post([transaction(), transaction({ client: null })], BATCH);
    expect(batch.status).toBe(400);
    expect(fields(batch.body)).toEqual(['[1].client']);
  });
});

describe('Transactions: money', () => {
  it('requires amount ≥ 0 and an ISO 4217 currency', async () => {
    const { post } = await bed();
    expect(fields((await post(transaction({ revenue: { amount: -1, currency: 'EUR' } }))).body)).toEqual([
      'revenue.amount',
    ]);
    expect(fields((await post(transaction({ revenue: { amount: 120 } }))).body)).toEqual(['revenue.currency']);
    expect(fields((await post(transaction({ revenue: { amount: 120, currency: 'eur' } }))).body)).toEqual([
      'revenue.currency',
    ]);
    expect(fields((await post(transaction({ revenue: { amount: 120, currency: 'XYZ' } }))).body)).toEqual([
      'revenue.currency',
    ]);
    expect(fields((await post(transaction({ revenue: { amount: '120', currency: 'EUR' } }))).body)).toEqual([
      'revenue.amount',
    ]);
  });

  it('requires one currency for revenue, value, discountAmount and every product price', async () => {
    const { post } = await bed();
    const value = await post(transaction({ value: { amount: 100, currency: 'USD' } }));
    expect(value.status).toBe(400);
    expect(fields(value.body)).toEqual(['value.currency']);
    const product = transaction();
    product.products[1].finalUnitPrice.currency = 'PLN';
    expect(fields((await post(product)).body)).toEqual(['products[1].finalUnitPrice.currency']);
    const discount = await post(transaction({ discountAmount: { amount: 5, currency: 'GBP' } }));
    expect(fields(discount.body)).toEqual(['discountAmount.currency']);
  });

  it('accepts a discountAmount greater than zero, refuses 0 and null', async () => {
    const { post } = await bed();
    expect((await post(transaction({ discountAmount: { amount: 5, currency: 'EUR' } }))).status).toBe(202);
    const zero = await post(transaction({ discountAmount: { amount: 0, currency: 'EUR' } }));
    expect(zero.status).toBe(400);
    expect(fields(zero.body)).toEqual(['discountAmount.amount']);
    const nul = await post(transaction({ discountAmount: null }));
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].message).toContain('omit it');
  });
});

describe('Transactions: other rules', () => {
  it('accepts exactly the six sources', async () => {
    const { post } = await bed();
    for (const source of ['WEB_DESKTOP', 'WEB_MOBILE', 'MOBILE_APP', 'POS', 'MOBILE', 'DESKTOP']) {
      expect((await post(transaction({ source }))).status).toBe(202);
    }
    const bad = await post(transaction({ source: 'KIOSK' }));
    expect(bad.body.errors[0]).toMatchObject({ field: 'source', code: ERROR_CODES.NOT_ALLOWED });
  });

  it('refuses unknown fields sent as null, accepts custom non-null ones', async () => {
    const { post, events } = await bed();
    const nul = await post(transaction({ giftWrap: null }));
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0]).toMatchObject({ field: 'giftWrap', code: ERROR_CODES.UNKNOWN_FIELD });
    expect(nul.body.errors[0].message).toContain('omit unknown');
    expect((await post(transaction({ giftWrap: true }))).status).toBe(202);
    expect((await events('?action=transaction.charge'))[0].params.giftWrap).toBe(true);
  });

  it('follows the time rules for recordedAt (offset applied, future → receipt time, malformed → 400)', async () => {
    const { t, post, events } = await bed();
    expect((await post(transaction({ orderId: 'A', recordedAt: '2026-01-10T10:00:00+02:00' }))).status).toBe(202);
    expect((await post(transaction({ orderId: 'B', recordedAt: '2030-01-01T00:00:00Z' }))).status).toBe(202);
    const charges = await events('?action=transaction.charge');
    expect(charges.find((e) => e.params.orderId === 'A')?.time).toBe('2026-01-10T08:00:00.000Z');
    expect(charges.find((e) => e.params.orderId === 'B')?.time).toBe(new Date(t.clock.now).toISOString());
    expect(fields((await post(transaction({ recordedAt: 'soon' }))).body)).toEqual(['recordedAt']);
  });
});

describe('Transactions: events', () => {
  it('records one transaction.charge and one product.buy per product', async () => {
    const { post, events } = await bed();
    await post(transaction({ discountAmount: { amount: 5, currency: 'EUR' }, metadata: { store: 'Kraków' } }));
    const listed = await events();
    expect(listed.map((e) => e.action).sort()).toEqual(['product.buy', 'product.buy', 'transaction.charge']);
    const charge = listed.find((e) => e.action === 'transaction.charge');
    expect(charge.params).toMatchObject({
      orderId: 'ORD-1',
      revenue: 120,
      value: 100,
      currency: 'EUR',
      source: 'WEB_DESKTOP',
      paymentMethod: 'CASH',
      discountAmount: 5,
      productCount: 2,
      store: 'Kraków',
      ip: '127.0.0.1',
    });
    expect(charge.client).toMatchObject({ email: 'customer1@demo.test', customId: 'CUST-0001' });
    const tent = listed.find((e) => e.params.sku === 'SKU-1');
    expect(tent.params).toMatchObject({
      orderId: 'ORD-1',
      name: 'Tent',
      quantity: 1,
      finalUnitPrice: 100,
      currency: 'EUR',
      categories: ['Outdoor'],
    });
  });

  it('overwrites by orderId + eventSalt: replaces the charge and regenerates the product events', async () => {
    const { t, ws, customer1, post, events } = await bed();
    await post(transaction({ eventSalt: 's1' }));
    const updated = transaction({
      eventSalt: 's1',
      revenue: { amount: 12, currency: 'EUR' },
      value: { amount: 10, currency: 'EUR' },
    });
    updated.products = [{ sku: 'SKU-3', quantity: 1, finalUnitPrice: { amount: 10, currency: 'EUR' } }];
    expect((await post(updated)).status).toBe(202);
    const listed = await events();
    expect(listed.map((e) => `${e.action}:${e.params.sku ?? e.params.revenue}`).sort()).toEqual([
      'product.buy:SKU-3',
      'transaction.charge:12',
    ]);
    // Events are never deleted: the superseded ones stay in the store, marked.
    const stored = t.sim.state.events.eventsOf(ws.id, customer1);
    expect(stored.filter((e) => e.params.superseded === true)).toHaveLength(3);
  });

  it('keeps both transactions when the eventSalt differs or is absent', async () => {
    const { post, events } = await bed();
    await post(transaction({ eventSalt: 's1' }));
    await post(transaction({ eventSalt: 's2' }));
    await post(transaction());
    expect(await events('?action=transaction.charge')).toHaveLength(3);
  });

  it('validates a whole batch (all-or-nothing, [i].field) and then records each item', async () => {
    const { post, events } = await bed();
    const bad = await post([transaction({ orderId: 'B1' }), transaction({ orderId: 'B2', source: 'X' })], BATCH);
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['[1].source']);
    expect(await events()).toEqual([]);
    const ok = await post([transaction({ orderId: 'B1' }), transaction({ orderId: 'B2' })], BATCH);
    expect(ok.status).toBe(202);
    expect((await events('?action=transaction.charge')).map((e) => e.params.orderId).sort()).toEqual(['B1', 'B2']);
  });
});
