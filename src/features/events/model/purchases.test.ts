import { describe, expect, it } from 'vitest';
import { loadedPurchaseEvents, summarisePurchases } from './purchases';
import type { TimelineEvent } from './timeline-pages';

const ev = (iso: string, action: string, params: Record<string, unknown>): TimelineEvent => ({
  key: `${iso}|${action}|${String(params.sku ?? '')}`,
  ms: Date.parse(iso),
  event: { time: iso, action, label: '', client: { id: 1 }, params },
});

const charges = [
  ev('2025-01-01T10:00:00Z', 'transaction.charge', {
    orderId: 'A',
    revenue: 100,
    value: 81.3,
    currency: 'EUR',
    source: 'WEB_DESKTOP',
    paymentMethod: 'CARD',
  }),
  ev('2025-02-01T10:00:00Z', 'transaction.charge', {
    orderId: 'B',
    revenue: 30.5,
    value: 24.8,
    currency: 'EUR',
    source: 'POS',
    paymentMethod: 'CASH',
  }),
  ev('2025-03-01T10:00:00Z', 'transaction.charge', {
    orderId: 'C',
    revenue: 20,
    value: 16.26,
    currency: 'PLN',
    source: 'POS',
    paymentMethod: 'CASH',
  }),
];
const products = [
  ev('2025-01-01T10:00:00Z', 'product.buy', {
    orderId: 'A',
    sku: 'SHOE',
    name: 'Shoe',
    quantity: 2,
    finalUnitPrice: 40,
    currency: 'EUR',
  }),
  ev('2025-01-01T10:00:00Z', 'product.buy', {
    orderId: 'A',
    sku: 'SOCK',
    name: 'Sock',
    quantity: 4,
    finalUnitPrice: 5,
    currency: 'EUR',
  }),
  ev('2025-02-01T10:00:00Z', 'product.buy', {
    orderId: 'B',
    sku: 'SOCK',
    name: 'Sock',
    quantity: 1,
    finalUnitPrice: { amount: 30.5, currency: 'EUR' },
  }),
  ev('2025-03-01T10:00:00Z', 'product.buy', {
    orderId: 'C',
    sku: 'SHOE',
    name: 'Shoe',
    quantity: 1,
    finalUnitPrice: 20,
    currency: 'PLN',
  }),
];

describe('purchase history', () => {
  const summary = summarisePurchases(charges, products);

  it('lists orders newest first with their product lines', () => {
    expect(summary.orders.map((o) => o.orderId)).toEqual(['C', 'B', 'A']);
    expect(summary.orders[2]!.lines.map((l) => [l.sku, l.quantity, l.unitPrice])).toEqual([
      ['SHOE', 2, 40],
      ['SOCK', 4, 5],
    ]);
    expect(summary.orders[1]!.lines[0]!.currency).toBe('EUR');
  });

  it('sums lifetime revenue per currency, never across currencies', () => {
    expect(summary.revenueByCurrency).toEqual([
      { currency: 'EUR', revenue: 130.5, orders: 2 },
      { currency: 'PLN', revenue: 20, orders: 1 },
    ]);
  });

  it('ranks the most bought products by quantity, with their orders and revenue per currency', () => {
    expect(summary.topProducts).toEqual([
      { sku: 'SOCK', name: 'Sock', quantity: 5, orders: 2, revenue: { EUR: 50.5 } },
      { sku: 'SHOE', name: 'Shoe', quantity: 3, orders: 2, revenue: { EUR: 80, PLN: 20 } },
    ]);
  });
});

describe('purchase history while it loads', () => {
  const newestFirst = (items: TimelineEvent[]) => [...items].sort((a, b) => b.ms - a.ms);

  it('summarises only the orders whose charge and products are all loaded', () => {
    // Charges reach back to February, products only to March: February's order has no lines yet.
    const loaded = loadedPurchaseEvents(
      { events: newestFirst(charges).slice(0, 2), complete: false },
      { events: newestFirst(products).slice(0, 1), complete: false },
    );
    expect(loaded.reachedMs).toBe(Date.parse('2025-03-01T10:00:00Z'));
    expect(summarisePurchases(loaded.charges, loaded.products).orders).toEqual([]);

    const further = loadedPurchaseEvents(
      { events: newestFirst(charges).slice(0, 2), complete: false },
      { events: newestFirst(products).slice(0, 3), complete: false },
    );
    expect(further.reachedMs).toBe(Date.parse('2025-02-01T10:00:00Z'));
    expect(
      summarisePurchases(further.charges, further.products).orders.map((o) => [o.orderId, o.lines.length]),
    ).toEqual([['C', 1]]);
  });

  it('bounds by the listing that is behind, not by one that is complete', () => {
    const loaded = loadedPurchaseEvents(
      { events: newestFirst(charges), complete: true },
      { events: newestFirst(products).slice(0, 3), complete: false },
    );
    expect(loaded.reachedMs).toBe(Date.parse('2025-01-01T10:00:00Z'));
    expect(loaded.charges.map((c) => c.event.params?.orderId)).toEqual(['C', 'B']);
  });

  it('is the whole history once both listings are complete', () => {
    const loaded = loadedPurchaseEvents(
      { events: newestFirst(charges), complete: true },
      { events: newestFirst(products), complete: true },
    );
    expect(loaded.reachedMs).toBeUndefined();
    expect(summarisePurchases(loaded.charges, loaded.products)).toEqual(summarisePurchases(charges, products));
  });
});
