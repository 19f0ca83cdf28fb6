import type { TimelineEvent } from './timeline-pages';

/**
 * A profile's purchase history from its events: each `transaction.charge` is an order (revenue, value,
 * currency, source, payment method), its `product.buy` events (same `orderId`) are the order's lines.
 */
export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number | null;
  currency: string | null;
}

export interface Order {
  orderId: string;
  ms: number;
  time: string;
  revenue: number | null;
  value: number | null;
  discountAmount: number | null;
  currency: string | null;
  source: string | null;
  paymentMethod: string | null;
  lines: OrderLine[];
}

export interface CurrencyTotal {
  currency: string;
  revenue: number;
  orders: number;
}

export interface ProductTotal {
  sku: string;
  name: string;
  quantity: number;
  orders: number;
  /** Revenue of this product by currency (unit price × quantity). */
  revenue: Record<string, number>;
}

export interface PurchaseSummary {
  orders: Order[];
  revenueByCurrency: CurrencyTotal[];
  topProducts: ProductTotal[];
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The unit price of a product event: a number, or a money object `{amount, currency}`. */
function unitPriceOf(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'amount' in value)
    return num((value as { amount: unknown }).amount);
  return num(value);
}

export function lineOf(item: TimelineEvent): OrderLine {
  const params = item.event.params ?? {};
  const price = params.finalUnitPrice;
  const moneyCurrency =
    typeof price === 'object' && price !== null && 'currency' in price
      ? str((price as { currency: unknown }).currency)
      : null;
  return {
    sku: str(params.sku) ?? '—',
    name: str(params.name) ?? str(params.sku) ?? 'Unnamed product',
    quantity: num(params.quantity) ?? 1,
    unitPrice: unitPriceOf(price),
    currency: str(params.currency) ?? moneyCurrency,
  };
}

export function orderOf(charge: TimelineEvent, products: readonly TimelineEvent[]): Order {
  const params = charge.event.params ?? {};
  return {
    orderId: str(params.orderId) ?? '—',
    ms: charge.ms,
    time: charge.event.time,
    revenue: num(params.revenue),
    value: num(params.value),
    discountAmount: num(params.discountAmount),
    currency: str(params.currency),
    source: str(params.source),
    paymentMethod: str(params.paymentMethod),
    lines: products.map(lineOf),
  };
}

export function summarisePurchases(
  charges: readonly TimelineEvent[],
  products: readonly TimelineEvent[],
  topCount = 10,
): PurchaseSummary {
  const productsByOrder = new Map<string, TimelineEvent[]>();
  for (const item of products) {
    const orderId = str(item.event.params?.orderId);
    if (orderId === null) continue;
    const list = productsByOrder.get(orderId) ?? [];
    list.push(item);
    productsByOrder.set(orderId, list);
  }
  const orders = charges
    .map((charge) => orderOf(charge, productsByOrder.get(str(charge.event.params?.orderId) ?? '') ?? []))
    .sort((a, b) => b.ms - a.ms);

  const byCurrency = new Map<string, CurrencyTotal>();
  for (const order of orders) {
    if (order.revenue === null || order.currency === null) continue;
    const total = byCurrency.get(order.currency) ?? { currency: order.currency, revenue: 0, orders: 0 };
    total.revenue = round2(total.revenue + order.revenue);
    total.orders += 1;
    byCurrency.set(order.currency, total);
  }

  const bySku = new Map<string, ProductTotal & { orderIds: Set<string> }>();
  for (const item of products) {
    const line = lineOf(item);
    const total = bySku.get(line.sku) ?? {
      sku: line.sku,
      name: line.name,
      quantity: 0,
      orders: 0,
      revenue: {},
      orderIds: new Set<string>(),
    };
    total.quantity += line.quantity;
    total.orderIds.add(str(item.event.params?.orderId) ?? item.key);
    if (line.unitPrice !== null && line.currency !== null) {
      total.revenue[line.currency] = round2((total.revenue[line.currency] ?? 0) + line.unitPrice * line.quantity);
    }
    bySku.set(line.sku, total);
  }
  const topProducts = [...bySku.values()]
    .map(({ orderIds, ...total }) => ({ ...total, orders: orderIds.size }))
    .sort((a, b) => b.quantity - a.quantity || b.orders - a.orders || a.name.localeCompare(b.name))
    .slice(0, topCount);

  return { orders, revenueByCurrency: [...byCurrency.values()].sort((a, b) => b.revenue - a.revenue), topProducts };
}

/**
 * What of a purchase history still loading (both listings walk back in time, newest first) can be summarised
 * without a wrong figure: the orders after the older of the two listings' oldest loaded instants, whose charge and
 * product events are all in. Events at that very instant may continue on the next page, so they wait for it.
 * A complete listing sets no bound. `reachedMs`: that instant (undefined once both are complete).
 */
export function loadedPurchaseEvents(
  charges: { events: readonly TimelineEvent[]; complete: boolean },
  products: { events: readonly TimelineEvent[]; complete: boolean },
): { charges: TimelineEvent[]; products: TimelineEvent[]; reachedMs: number | undefined } {
  const boundOf = (listing: { events: readonly TimelineEvent[]; complete: boolean }) =>
    listing.complete ? -Infinity : Math.min(Infinity, ...listing.events.slice(-1).map((item) => item.ms));
  const bound = Math.max(boundOf(charges), boundOf(products));
  if (bound === -Infinity)
    return { charges: [...charges.events], products: [...products.events], reachedMs: undefined };
  return {
    charges: charges.events.filter((item) => item.ms > bound),
    products: products.events.filter((item) => item.ms > bound),
    reachedMs: bound,
  };
}
