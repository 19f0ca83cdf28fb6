import { describe, expect, it } from 'vitest';
import { serviceEventSchema, type ServiceEvent } from '../api/schemas';
import { mergeTimelinePages, olderCursor, stuckAt, type TimelinePage } from './timeline-pages';

const at = (ms: number, action = 'page.visit', extra: Record<string, unknown> = {}): ServiceEvent => ({
  time: new Date(ms).toISOString(),
  action,
  label: '',
  client: { id: 7 },
  params: { eventCreateTime: ms + 1, ...extra },
});

describe('timeline paging', () => {
  it('asks for older events from the oldest time loaded while pages are full', () => {
    const page: TimelinePage = { events: [at(5000), at(4000), at(3000)], to: undefined, limit: 3 };
    expect(olderCursor(page)).toBe(3000);
    expect(olderCursor({ ...page, limit: 4 })).toBeUndefined();
  });

  it('drops the events of the boundary instant that the previous page already listed', () => {
    const first: TimelinePage = { events: [at(5000), at(4000), at(3000, 'a')], to: undefined, limit: 3 };
    const second: TimelinePage = { events: [at(3000, 'a'), at(3000, 'b'), at(2000)], to: 3000, limit: 3 };
    const merged = mergeTimelinePages([first, second]);
    expect(merged.map((e) => [e.ms, e.event.action])).toEqual([
      [5000, 'page.visit'],
      [4000, 'page.visit'],
      [3000, 'a'],
      [3000, 'b'],
      [2000, 'page.visit'],
    ]);
    expect(new Set(merged.map((e) => e.key)).size).toBe(5);
  });

  it('tells events apart by uuid when the service gives one, whatever their order at the boundary', () => {
    const x = (uuid: string) => ({ ...at(3000, 'a'), uuid });
    // The first page has room for one of the two events at 3000; the second lists both, in another order.
    const first: TimelinePage = { events: [at(5000), x('u1')], to: undefined, limit: 2 };
    const second: TimelinePage = { events: [x('u2'), x('u1'), at(2000)], to: 3000, limit: 3 };
    const merged = mergeTimelinePages([first, second]);
    expect(merged.map((e) => e.event.uuid ?? e.ms)).toEqual([5000, 'u1', 'u2', 2000]);
    expect(merged[1]!.key).toBe('uuid:u1');
  });

  it('reads the vendor listing item: uuid and client {id, uuid, email, customId}', () => {
    const item = {
      uuid: 'e-1',
      time: '2026-01-01T10:00:00Z',
      action: 'page.visit',
      label: '',
      client: { id: 7, uuid: 'c-1', email: 'a@b.c', customId: 'X' },
      params: {},
    };
    expect(serviceEventSchema.parse(item)).toEqual(item);
    expect(serviceEventSchema.parse({ time: item.time, action: item.action, client: { uuid: 'c-1' } })).toMatchObject({
      client: { uuid: 'c-1' },
    });
  });

  it('keeps two identical events apart with distinct keys', () => {
    const page: TimelinePage = { events: [at(3000), at(3000)], to: undefined, limit: 500 };
    const merged = mergeTimelinePages([page]);
    expect(merged).toHaveLength(2);
    expect(merged[0]!.key).not.toBe(merged[1]!.key);
  });

  it('steps one millisecond back, and says so, when a whole page shares the instant it was asked for', () => {
    const page: TimelinePage = { events: [at(3000, 'a'), at(3000, 'b')], to: 3000, limit: 2 };
    expect(olderCursor(page)).toBe(2999);
    expect(stuckAt(page)).toBe(3000);
    expect(stuckAt({ ...page, to: 4000 })).toBeUndefined();
  });
});
