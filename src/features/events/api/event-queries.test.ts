import { QueryObserver } from '@tanstack/react-query';
import { session } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { signInForTest } from '../../../test/session';
import { firstHistoryPageLimit, actionHistoryPages, actionHistoryQuery, isHistoryComplete } from './event-queries';
import { MAX_EVENTS_LIMIT } from './list-events';

const NEWEST = Date.UTC(2026, 5, 1);
const MINUTE = 60_000;
/** The first page's oldest event, and the full page's after it (which starts at that same instant again). */
const FIRST_HISTORY_PAGE_LIMIT = firstHistoryPageLimit('transaction.charge');
const OLDEST_OF_FIRST = FIRST_HISTORY_PAGE_LIMIT - 1;
const OLDEST_OF_SECOND = OLDEST_OF_FIRST + MAX_EVENTS_LIMIT - 1;

/** `count` charges, one a minute, the newest `skip` minutes before NEWEST. */
const charges = (skip: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    uuid: `charge-${skip + i}`,
    time: new Date(NEWEST - (skip + i) * MINUTE).toISOString(),
    action: 'transaction.charge',
  }));

/** Signed in to a test workspace, answers the n-th listing request (from 0) with `answer(n)`; the requests' URLs. */
function serveListings(answer: (n: number, signal?: AbortSignal) => unknown): URL[] {
  const sent: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      sent.push(new URL(input));
      return Response.json(await answer(sent.length - 1, init?.signal ?? undefined));
    }),
  );
  signInForTest({ authorities: [], workspace: { guid: 'ws-history-test', id: 1, name: 'Northwind Retail' } });
  return sent;
}

describe('a streamed action history', () => {
  afterEach(() => {
    session.set(null);
    vi.unstubAllGlobals();
  });

  it('asks for a small newest page first, and for the rest only once the page has shown it', async () => {
    // The newest few, then a full page of 500 from the first page's oldest instant (which repeats), then the last 20.
    const answers = [
      charges(0, FIRST_HISTORY_PAGE_LIMIT),
      charges(OLDEST_OF_FIRST, MAX_EVENTS_LIMIT),
      charges(OLDEST_OF_SECOND, 20),
    ];
    const sent = serveListings((n) => answers[n] ?? []);
    let shown!: () => void;
    const pageShown = new Promise<void>((resolve) => (shown = resolve));
    const pages = actionHistoryPages(7, 'transaction.charge', undefined, () => pageShown);

    const first = await pages.next();
    expect(first.value?.events).toHaveLength(FIRST_HISTORY_PAGE_LIMIT);
    expect(sent[0]!.searchParams.get('limit')).toBe(String(FIRST_HISTORY_PAGE_LIMIT));
    expect(sent[0]!.searchParams.get('action')).toBe('transaction.charge');
    expect(sent[0]!.searchParams.has('time[to]')).toBe(false);

    // Nothing more is asked for until the first page is on screen.
    const second = pages.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    shown();
    expect((await second).value?.events).toHaveLength(MAX_EVENTS_LIMIT);
    expect(sent[1]!.searchParams.get('limit')).toBe(String(MAX_EVENTS_LIMIT));
    expect(sent[1]!.searchParams.get('time[to]')).toBe(new Date(NEWEST - OLDEST_OF_FIRST * MINUTE).toISOString());

    const third = await pages.next();
    expect(third.value?.events).toHaveLength(20);
    expect((await pages.next()).done).toBe(true);
    expect(sent).toHaveLength(3);
  });

  it('stops at the first page when the whole history fits in it', async () => {
    const sent = serveListings(() => charges(0, 3));
    const waited = vi.fn(async () => {});
    const all = [];
    for await (const page of actionHistoryPages(7, 'transaction.charge', undefined, waited)) all.push(page);
    expect(all).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(waited).not.toHaveBeenCalled();
  });

  it('walks on from its oldest page when the page reading it left half-way and a new one reads it', async () => {
    // The newest few, then 500, then the last 20. The first ask for the 500 is held until the page leaves (which
    // aborts it); the next reader gets it.
    const answers = [
      charges(0, FIRST_HISTORY_PAGE_LIMIT),
      'held',
      charges(OLDEST_OF_FIRST, MAX_EVENTS_LIMIT),
      charges(OLDEST_OF_SECOND, 20),
    ];
    const sent = serveListings((n, signal) =>
      answers[n] === 'held'
        ? new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)))
        : (answers[n] ?? []),
    );
    // The app's defaults: an answer is fresh for 30 s.
    const client = createQueryClient();
    const options = actionHistoryQuery('ws-history-test', 7, 'transaction.charge');
    const pages = () => client.getQueryData(options.queryKey);

    // The page reads the history; it leaves while the second page is on its way (or StrictMode unmounts it).
    const leave = new QueryObserver(client, options).subscribe(() => {});
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    leave();
    expect(pages()).toHaveLength(1);

    // The page is opened again: the history is not left at its first page, and is not asked for from the start.
    const stay = new QueryObserver(client, options).subscribe(() => {});
    await vi.waitFor(() => expect(isHistoryComplete(pages() ?? [])).toBe(true), { timeout: 2_000 });
    expect(pages()!.map((page) => page.events.length)).toEqual([FIRST_HISTORY_PAGE_LIMIT, MAX_EVENTS_LIMIT, 20]);
    expect(sent.map((url) => url.searchParams.get('time[to]'))).toEqual([
      null,
      new Date(NEWEST - OLDEST_OF_FIRST * MINUTE).toISOString(),
      new Date(NEWEST - OLDEST_OF_FIRST * MINUTE).toISOString(),
      new Date(NEWEST - OLDEST_OF_SECOND * MINUTE).toISOString(),
    ]);
    // Complete, it is fresh again: a third reader asks for nothing.
    new QueryObserver(client, options).subscribe(() => {})();
    expect(sent).toHaveLength(4);
    stay();
    client.clear();
  });
});
