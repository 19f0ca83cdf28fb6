// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { aBuyer } from './profile-history-test-support';

// A profile's purchases page of the real app against the simulator, as Ada in Northwind, for a profile with
// purchases (found through the service itself).
const service = serveSimulator();
let buyer = 0;

beforeAll(async () => {
  buyer = await aBuyer(service);
}, 60_000);

/** Northwind's customer3: some 440 orders, more than the first page of each listing (20 and 50 events). */
const LONG_HISTORY = 1200000003;

/** The profile's orders: its transaction.charge events, counted through the listing. */
async function ordersOf(clientId: number): Promise<number> {
  const token = await service.loginInto('ada@demo.test', 0);
  const answer = await service.call('GET', `/v4/events/by-client/${clientId}?action=transaction.charge&limit=500`, {
    token,
  });
  expect(answer.body.length).toBeLessThan(500);
  return answer.body.length as number;
}

/**
 * Holds the listings' older pages (those asked for with time[to]) until the returned function is called; an
 * aborted request ends as fetch's would.
 */
function holdOlderPages(): () => void {
  const send = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/v4\/events\/by-client\/.*time%5Bto%5D/.test(url)) {
      await new Promise<void>((resolve, reject) => {
        void released.then(resolve);
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    }
    return send(input, init);
  });
  return release;
}

afterEach(() => vi.unstubAllGlobals());

describe('profile purchases page', { timeout: 60_000 }, () => {
  it('sums the orders, lists the most bought products and links each order to its moment in the timeline', async () => {
    await renderRoute(service, `/profiles/${buyer}/purchases`);

    expect(await screen.findByText(/^All [\d,]+ orders loaded\.$/)).toBeVisible();
    const orders = screen.getByRole('region', { name: 'Orders' });
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getByText(/^Lifetime revenue \([A-Z]{3}\)$/)).toBeVisible();
    const products = screen.getByRole('region', { name: 'Most bought products' });
    expect(within(products).getAllByRole('row').length).toBeGreaterThan(1);
    // The orders are the page's main content: they come before the products' ranking.
    expect(orders.compareDocumentPosition(products) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Source and payment in words, not the service's enums.
    const [source, payment] = [4, 5].map((column) => within(rows[0]!).getAllByRole('cell')[column]!.textContent);
    expect(source).not.toMatch(/^[A-Z_]+$/);
    expect(payment).not.toMatch(/^[A-Z_]{4,}$/);
    const link = within(rows[0]!).getByRole('link');
    const target = new URL(link.getAttribute('href')!, 'https://x');
    expect(target.pathname).toMatch(new RegExp(`^/w/[^/]+/profiles/${buyer}/events$`));
    expect(target.searchParams.get('range')).toBe('custom');
  });

  it('loads the whole history when the page is left while older orders load and opened again', async () => {
    const release = holdOlderPages();
    const { user } = await renderRoute(service, `/profiles/${LONG_HISTORY}/purchases`);
    const sections = await screen.findByRole('navigation', { name: 'Profile sections' });

    // The newest orders are in, the older ones on their way: every figure says it is a partial sum.
    expect(await screen.findByText('Loading older purchases…')).toBeVisible();
    expect(await screen.findByText(/^Lifetime revenue \([A-Z]{3}\) so far \(partial\)$/)).toBeVisible();
    expect(screen.getByText('Orders so far (partial)')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Most bought products so far (partial)' })).toBeVisible();
    // The first page of orders keeps its 20 rows' place: orders whose products are still coming hold theirs.
    const ordersTable = screen.getByRole('table', { name: 'Orders' });
    expect(within(ordersTable).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(20);
    expect(within(ordersTable).getAllByRole('row').slice(1).length).toBeLessThan(20);

    // The person looks at the timeline meanwhile, then comes back.
    await user.click(within(sections).getByRole('link', { name: 'Events' }));
    expect(await screen.findByText(/events loaded/)).toBeVisible();
    release();
    await user.click(within(sections).getByRole('link', { name: 'Purchases' }));

    const done = await screen.findByText(/^All [\d,]+ orders loaded\.$/, {}, { timeout: 10_000 });
    expect(done).toHaveTextContent(`All ${(await ordersOf(LONG_HISTORY)).toLocaleString('en-US')} orders loaded.`);
    expect(screen.getByText(/^Lifetime revenue \([A-Z]{3}\)$/)).toBeVisible();
    expect(screen.queryByText(/so far \(partial\)/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Most bought products' })).toBeVisible();
  });
});
