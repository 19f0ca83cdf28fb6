import { customerToken } from '../profiles/test-support';
import { createTestSimulator, type Loose } from '../testing';
import { HISTORY_END_MS } from './history';
import { SMALL, eventTestbed, transaction } from './test-support';

const PATH = '/v4/my-account/transactions';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('My account transactions', () => {
  it("answers the customer's own transactions, newest first, with their products", async () => {
    const { t, key } = await eventTestbed();
    const base = t.clock.now - 5 * DAY;
    await t.call('POST', '/v4/transactions', {
      token: key,
      body: transaction({ orderId: 'OLD', recordedAt: iso(base), metadata: { store: 'A' } }),
    });
    await t.call('POST', '/v4/transactions', {
      token: key,
      body: transaction({
        orderId: 'NEW',
        recordedAt: iso(base + DAY),
        discountAmount: { amount: 3, currency: 'EUR' },
      }),
    });
    await t.call('POST', '/v4/transactions', {
      token: key,
      body: transaction({ orderId: 'OTHER', client: { customId: 'CUST-0002' } }),
    });
    const token = await customerToken(t, SMALL, 1);
    const answer = await t.call('GET', PATH, { token });
    expect(answer.status).toBe(200);
    expect((answer.body as Loose[]).map((x) => x.orderId)).toEqual(['NEW', 'OLD']);
    expect(answer.body[0]).toMatchObject({
      recordedAt: iso(base + DAY),
      revenue: { amount: 120, currency: 'EUR' },
      discountAmount: { amount: 3, currency: 'EUR' },
      paymentInfo: { method: 'CASH' },
      source: 'WEB_DESKTOP',
    });
    expect(answer.body[0].products.map((p: Loose) => p.sku)).toEqual(['SKU-1', 'SKU-2']);
    expect(answer.body[1].metadata).toEqual({ store: 'A' });
  });

  it('applies time[from], time[to] (inclusive) and limit', async () => {
    const { t, key } = await eventTestbed();
    const base = t.clock.now - 5 * DAY;
    for (const [i, at] of [base, base + DAY, base + 2 * DAY].entries()) {
      await t.call('POST', '/v4/transactions', {
        token: key,
        body: transaction({ orderId: `T${i}`, recordedAt: iso(at) }),
      });
    }
    const token = await customerToken(t, SMALL, 1);
    const window = await t.call('GET', `${PATH}?time[from]=${iso(base + DAY)}&time[to]=${iso(base + 2 * DAY)}`, {
      token,
    });
    expect((window.body as Loose[]).map((x) => x.orderId)).toEqual(['T2', 'T1']);
    expect((await t.call('GET', `${PATH}?limit=1`, { token })).body).toHaveLength(1);
  });

  it("includes Northwind customer1's seeded purchases", async () => {
    const t = createTestSimulator();
    const token = await customerToken(t, 0, 1);
    const answer = await t.call('GET', `${PATH}?limit=20&time[from]=${iso(HISTORY_END_MS - 365 * DAY)}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(20);
    expect(answer.body[0].products.length).toBeGreaterThan(0);
  });
});
