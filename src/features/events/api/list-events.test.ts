import { parseQueryTime } from '../../../simulator/testing';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { listWorkspaceEvents, toServiceTime } from './list-events';

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
