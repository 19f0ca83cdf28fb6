// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { aBuyer } from './profile-history-test-support';

// A profile's timeline page of the real app against the simulator, as Ada in Northwind, for a
// profile with purchases (found through the service itself).
const service = serveSimulator();
let buyer = 0;
/** Northwind's customer1: some 30,000 seeded events. */
const HEAVY_PROFILE = 1200000001;

beforeAll(async () => {
  buyer = await aBuyer(service);
}, 60_000);

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
