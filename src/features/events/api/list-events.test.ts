import { parseQueryTime } from '../../../simulator/testing';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { listProfileEventsToCount, listWorkspaceEvents, toServiceTime } from './list-events';

describe('event listing times', () => {
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('sends time[from]/time[to] as UTC ISO 8601 with Z, a form the reference and the vendor both read', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        sent.push(input);
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    signInForTest({ authorities: [], workspace: { guid: 'ws-events-test', id: 1, name: 'Northwind Retail' } });
    const from = Date.UTC(2026, 0, 1, 10, 0, 0);
    await listWorkspaceEvents({ from, to: from + 3_600_000, limit: 10 });
    const url = new URL(sent[0]!);
    expect(url.searchParams.get('time[from]')).toBe('2026-01-01T10:00:00.000Z');
    expect(url.searchParams.get('time[to]')).toBe('2026-01-01T11:00:00.000Z');
    // No `+` that a server could read as a space.
    expect(sent[0]).not.toContain('+');
    // The simulator (like the service) reads it back as the same instant.
    expect(parseQueryTime(url.searchParams.get('time[from]')!)).toBe(from);
    expect(toServiceTime(from)).toBe('2026-01-01T10:00:00.000Z');
  });
});

describe('the events the activity count reads', () => {
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('keeps what counting and de-duplication read, and nothing else of each event', async () => {
    const event = {
      uuid: null,
      time: '2026-01-01T10:00:00.000Z',
      action: 'transaction.charge',
      label: 'Order 17',
      client: { id: 7, email: 'ada@example.com', customId: 'c-7' },
      params: { orderId: 'o-17', sku: null, eventCreateTime: 1767261600000, total: 42, items: [{ sku: 'a' }] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([event]), { status: 200 })),
    );
    signInForTest({ authorities: [], workspace: { guid: 'ws-events-test', id: 1, name: 'Northwind Retail' } });
    expect(await listProfileEventsToCount(7, { limit: 500 })).toEqual([
      {
        uuid: null,
        time: event.time,
        action: event.action,
        client: { id: 7 },
        params: { orderId: 'o-17', sku: null, eventCreateTime: 1767261600000 },
      },
    ]);
  });

  it('refuses an event without a time, as the full listing does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([{ action: 'page.visit' }]), { status: 200 })),
    );
    signInForTest({ authorities: [], workspace: { guid: 'ws-events-test', id: 1, name: 'Northwind Retail' } });
    await expect(listProfileEventsToCount(7, { limit: 500 })).rejects.toMatchObject({ kind: 'schema' });
  });
});
