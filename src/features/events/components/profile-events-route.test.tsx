// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// A profile's timeline and purchases pages of the real app against the simulator, as Ada in Northwind, for a
// profile with purchases (found through the service itself).
const service = serveSimulator();
let buyer = 0;
/** Northwind's customer1: some 30,000 seeded events. */
const HEAVY_PROFILE = 1200000001;

beforeAll(async () => {
  const token = await service.loginInto('ada@demo.test', 0);
  const charges = await service.call('GET', '/v4/events/all?action=transaction.charge&limit=1', { token });
  buyer = charges.body[0].client.id as number;
}, 60_000);

/** Northwind's customer3: some 440 orders, more than the first page of each listing (50 events). */
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

const timelineRequests = () =>
  service.requests.filter((request) => request.startsWith(`GET /v4/events/by-client/${buyer}`));

describe('profile timeline page', { timeout: 60_000 }, () => {
  it("shows the profile's events with a count per action, and puts a chosen action into the link", async () => {
    const { user, router } = await renderRoute(service, `/profiles/${buyer}/events`);

    const chips = await screen.findByRole('group', { name: 'Filter by action' });
    // The counts are the range's, there once the chart's count is in (decision 0143).
    expect(await within(chips).findByText(/^transaction\.charge · \d+$/)).toBeVisible();
    expect(screen.getByText(/events loaded/)).toBeVisible();
    // The list's code arrives after the page has shown its content (docs/decisions/0119-lighter-signed-in-start.md).
    expect(await screen.findByRole('region', { name: 'Events, newest first' })).toBeInTheDocument();
    expect(timelineRequests().length).toBeGreaterThan(0);

    await user.click(within(chips).getByText(/^transaction\.charge · /));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('actions')).toBe('transaction.charge'),
    );
    expect(await screen.findByRole('button', { name: 'Show all actions' })).toBeVisible();
  });

  it('keeps the focus on the range control: each arrow key moves the range on', async () => {
    const { user, router } = await renderRoute(service, `/profiles/${buyer}/events`);
    const range = await screen.findByRole('radiogroup', { name: 'Time range' });
    const checked = () => within(range).getByRole('radio', { checked: true });
    checked().focus();
    const start = checked();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(checked()).not.toBe(start));
    const second = checked();
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(checked()).not.toBe(second));
    expect(checked()).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('range')).toBe((checked() as HTMLInputElement).value);
  });

  // (A request of the visit before may still arrive: an older page, sent with time[to].)
  const newestRequests = () =>
    service.requests
      .filter((request) => request.startsWith('GET /v4/events/by-client/'))
      .map((request) => new URL(request.slice(4), 'https://x').searchParams)
      .filter((query) => !query.has('time[to]'))
      .map((query) => query.get('limit'));

  it('shows the newest hundred events first, then the first page of 500, which the chart counts from', async () => {
    await renderRoute(service, `/profiles/${HEAVY_PROFILE}/events`);

    expect(await screen.findByRole('region', { name: 'Events, newest first' })).toBeInTheDocument();
    expect(await screen.findByText(/^500 events loaded/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Counting the events of the range/)).toBeNull(), { timeout: 30_000 });
    // The newest hundred first; then one request for the range's first 500: the timeline's, which the chart's
    // count starts from rather than asking again.
    expect(newestRequests()).toEqual(['100', '500']);
  });

  it('counts the same events in the action chips as in the chart’s legend: the whole range, not the 500 loaded', async () => {
    // December 2025 of the heaviest profile: over a thousand events, more than the first page of 500.
    const range = 'range=custom&from=2025-12-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z';
    await renderRoute(service, `/profiles/${HEAVY_PROFILE}/events?${range}`);

    expect(await screen.findByText(/^500 events loaded/)).toBeVisible();
    const legend = await screen.findByRole('list', { name: 'Actions in the chart' }, { timeout: 30_000 });
    const counted = Number(screen.getByText(/^All [\d,]+ events of the range\.$/).textContent!.replace(/\D/g, ''));
    expect(counted).toBeGreaterThan(500);
    const chips = screen.getByRole('group', { name: 'Filter by action' });
    const number = (text: string) => Number(text.replace(/\D/g, ''));
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => /^(.+) \(([\d,]+)\)$/.exec(item.textContent!)!)
      .filter(([, action]) => action !== 'other actions');
    expect(items.length).toBeGreaterThan(1);
    for (const [, action, count] of items)
      expect(number(within(chips).getByText(new RegExp(`^${action!.replace('.', '\\.')} · `)).textContent!)).toBe(
        number(count!),
      );
    // Every chip together: the range's events, as the chart's caption says.
    const chipTotal = within(chips)
      .getAllByText(/ · [\d,]+$/)
      .reduce((sum, chip) => sum + number(chip.textContent!.split(' · ')[1]!), 0);
    expect(chipTotal).toBe(counted);
  });

  it('asks for nothing more when the newest hundred are the whole range', async () => {
    await renderRoute(service, `/profiles/${buyer}/events`);

    expect(await screen.findByText(/no older events in this range/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Counting the events of the range/)).toBeNull());
    expect(screen.getByText(/^All \d+ events of the range\.$/)).toBeVisible();
    expect(newestRequests()).toEqual(['100']);
  });

  it('asks the service only for the range of a pasted link', async () => {
    await renderRoute(service, `/profiles/${buyer}/events?range=24h`);

    expect(await screen.findByText(/No events in this range \(/)).toBeVisible();
    const sent = new URL(timelineRequests()[0]!.slice(4), 'https://x').searchParams;
    const from = Date.parse(sent.get('time[from]') ?? '');
    expect(Date.now() - from).toBeGreaterThan(23 * 3_600_000);
    expect(Date.now() - from).toBeLessThan(25 * 3_600_000);
  });
});

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
