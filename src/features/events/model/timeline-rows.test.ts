import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from './timeline-pages';
import { actionCounts, buildTimelineRows } from './timeline-rows';

const item = (iso: string, action: string, params: Record<string, unknown> = {}): TimelineEvent => ({
  key: `${iso}|${action}|${JSON.stringify(params)}`,
  ms: Date.parse(iso),
  event: { time: iso, action, label: '', client: { id: 1 }, params },
});

// Local times (no Z), so the day grouping does not depend on the machine's time zone.
const events = [
  item('2025-12-31T18:00:00', 'page.visit'),
  item('2025-12-31T17:00:00', 'product.buy', { orderId: 'A', sku: 'S1' }),
  item('2025-12-31T17:00:00', 'product.buy', { orderId: 'A', sku: 'S2' }),
  item('2025-12-31T17:00:00', 'transaction.charge', { orderId: 'A', revenue: 10, currency: 'EUR' }),
  item('2025-12-30T09:00:00', 'product.buy', { orderId: 'B', sku: 'S3' }),
  item('2025-12-30T08:00:00', 'page.visit'),
];

describe('timeline rows', () => {
  it('groups by local day with a header per day, newest first', () => {
    const rows = buildTimelineRows(events, []);
    expect(rows.map((r) => r.kind)).toEqual(['day', 'event', 'purchase', 'day', 'event', 'event']);
    expect(rows.filter((r) => r.kind === 'day').map((r) => r.kind === 'day' && r.count)).toEqual([2, 2]);
  });

  it('shows a charge and its product events as one purchase', () => {
    const purchase = buildTimelineRows(events, []).find((r) => r.kind === 'purchase');
    expect(purchase?.kind === 'purchase' && purchase.products.map((p) => p.event.params?.sku)).toEqual(['S1', 'S2']);
  });

  it('keeps a product event whose charge is not loaded as its own entry', () => {
    const rows = buildTimelineRows(events, []);
    expect(rows.some((r) => r.kind === 'event' && r.item.event.params?.sku === 'S3')).toBe(true);
  });

  it('filters by the chosen actions and shows product events alone when charges are filtered out', () => {
    const rows = buildTimelineRows(events, ['product.buy']);
    expect(rows.filter((r) => r.kind === 'event')).toHaveLength(3);
    expect(rows.some((r) => r.kind === 'purchase')).toBe(false);
  });

  it('counts the loaded events by action, most frequent first', () => {
    expect(actionCounts(events)).toEqual([
      { action: 'product.buy', count: 3 },
      { action: 'page.visit', count: 2 },
      { action: 'transaction.charge', count: 1 },
    ]);
  });
});
