import type { SeedWorkspace } from '../seed/workspaces';
import type { EventStore } from './store';
import type { RecordedEvent } from './state';
import { isCurrent } from './state';
import { historyOf } from './history';
import { seededUntilNow } from './listing';

/**
 * A profile's transactions as `GET /v4/my-account/transactions` answers them, rebuilt from its current
 * `transaction.charge` events (seeded history and recorded ones) and their `product.buy` events (same orderId and
 * time), newest first:
 * `{orderId, recordedAt, revenue: money, value: money, discountAmount?: money, source, paymentInfo: {method},
 *   products: [{sku, name, quantity, finalUnitPrice: money | null, categories}], metadata}` where metadata is the
 * charge's custom params.
 */

export interface AccountTransaction {
  orderId: string;
  recordedAt: string;
  revenue: { amount: number; currency: string };
  value: { amount: number; currency: string };
  discountAmount?: { amount: number; currency: string };
  source: string;
  paymentInfo: { method: string };
  products: Array<{
    sku: string;
    name: string | null;
    quantity: number;
    finalUnitPrice: { amount: number; currency: string } | null;
    categories: string[];
  }>;
  metadata: Record<string, unknown>;
}

const NATIVE_CHARGE_PARAMS = new Set([
  'eventCreateTime',
  'ip',
  'orderId',
  'revenue',
  'value',
  'currency',
  'source',
  'paymentMethod',
  'discountAmount',
  'productCount',
  'eventSalt',
]);

export interface AccountTransactionQuery {
  from?: number;
  to?: number;
  limit: number;
}

export function accountTransactions(
  store: EventStore,
  workspace: SeedWorkspace,
  clientId: number,
  nowMs: number,
  query: AccountTransactionQuery,
): AccountTransaction[] {
  const events: readonly RecordedEvent[] = [
    ...seededUntilNow(historyOf(workspace, clientId), nowMs),
    ...store.eventsOf(workspace.id, clientId),
  ];
  const products = new Map<string, RecordedEvent[]>();
  const charges: Array<{ event: RecordedEvent; ms: number; seq: number }> = [];
  events.forEach((event, seq) => {
    if (!isCurrent(event)) return;
    if (event.action === 'product.buy') {
      const key = `${String(event.params.orderId)}|${event.time}`;
      const list = products.get(key);
      if (list) list.push(event);
      else products.set(key, [event]);
    } else if (event.action === 'transaction.charge') {
      const ms = Date.parse(event.time);
      if ((query.from === undefined || ms >= query.from) && (query.to === undefined || ms <= query.to))
        charges.push({ event, ms, seq });
    }
  });
  charges.sort((a, b) => b.ms - a.ms || b.seq - a.seq);
  return charges.slice(0, query.limit).map(({ event }) => {
    const p = event.params;
    const currency = String(p.currency);
    const money = (amount: unknown) => ({ amount: Number(amount), currency });
    const metadata: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(p)) if (!NATIVE_CHARGE_PARAMS.has(key)) metadata[key] = value;
    return {
      orderId: String(p.orderId),
      recordedAt: event.time,
      revenue: money(p.revenue),
      value: money(p.value),
      ...(typeof p.discountAmount === 'number' ? { discountAmount: money(p.discountAmount) } : {}),
      source: String(p.source),
      paymentInfo: { method: String(p.paymentMethod) },
      products: (products.get(`${String(p.orderId)}|${event.time}`) ?? []).map((b) => ({
        sku: String(b.params.sku),
        name: typeof b.params.name === 'string' ? b.params.name : null,
        quantity: Number(b.params.quantity),
        finalUnitPrice: typeof b.params.finalUnitPrice === 'number' ? money(b.params.finalUnitPrice) : null,
        categories: Array.isArray(b.params.categories) ? (b.params.categories as string[]) : [],
      })),
      metadata,
    };
  });
}
