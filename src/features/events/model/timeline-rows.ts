import type { TimelineEvent } from './timeline-pages';

/**
 * What the virtualised timeline renders: a header per local day, then that day's entries newest first. A
 * `transaction.charge` and the `product.buy` events of the same `orderId` are one purchase entry (the product
 * events are folded into it when the charge is shown).
 */
export type TimelineRow =
  | { kind: 'day'; key: string; label: string; count: number }
  | { kind: 'event'; key: string; item: TimelineEvent }
  | { kind: 'purchase'; key: string; item: TimelineEvent; products: TimelineEvent[] };

export const CHARGE_ACTION = 'transaction.charge';
export const PRODUCT_ACTION = 'product.buy';

const orderIdOf = (item: TimelineEvent) => {
  const id = item.event.params?.orderId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/** Counts of the loaded events by action, most frequent first. */
export function actionCounts(events: readonly TimelineEvent[]): Array<{ action: string; count: number }> {
  const counts = new Map<string, number>();
  for (const { event } of events) counts.set(event.action, (counts.get(event.action) ?? 0) + 1);
  return [...counts]
    .map(([action, count]) => ({ action, count }))
    .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action));
}

/** Local calendar day (the person's time zone) of an instant, as a sortable key. */
export function localDayKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

export function buildTimelineRows(events: readonly TimelineEvent[], actions: readonly string[]): TimelineRow[] {
  const shown = (action: string) => actions.length === 0 || actions.includes(action);
  // Orders whose charge is shown: their product events go inside the purchase entry.
  const productsByOrder = new Map<string, TimelineEvent[]>();
  for (const item of events) {
    const orderId = item.event.action === CHARGE_ACTION && shown(CHARGE_ACTION) ? orderIdOf(item) : undefined;
    if (orderId !== undefined) productsByOrder.set(orderId, []);
  }
  for (const item of events) {
    if (item.event.action !== PRODUCT_ACTION) continue;
    const orderId = orderIdOf(item);
    if (orderId !== undefined) productsByOrder.get(orderId)?.push(item);
  }

  const rows: TimelineRow[] = [];
  let day: Extract<TimelineRow, { kind: 'day' }> | undefined;
  for (const item of events) {
    const { action } = item.event;
    if (!shown(action)) continue;
    const orderId = orderIdOf(item);
    if (action === PRODUCT_ACTION && orderId !== undefined && productsByOrder.has(orderId)) continue;
    const dayKey = localDayKey(item.ms);
    if (day?.key !== `day:${dayKey}`) {
      day = { kind: 'day', key: `day:${dayKey}`, label: dayFormat.format(item.ms), count: 0 };
      rows.push(day);
    }
    day.count += 1;
    if (action === CHARGE_ACTION && orderId !== undefined) {
      rows.push({ kind: 'purchase', key: item.key, item, products: productsByOrder.get(orderId) ?? [] });
    } else {
      rows.push({ kind: 'event', key: item.key, item });
    }
  }
  return rows;
}
