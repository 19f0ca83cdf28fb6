// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The workspace-wide events explorer of the real app against the simulator, as Ada in Northwind.
const service = serveSimulator();
const listings = () =>
  service.requests
    .filter((request) => request.startsWith('GET /v4/events/all'))
    .map((request) => new URL(request.slice(4), 'https://x').searchParams);

/** The query form has replaced its stand-in (it arrives after the page's first paint). */
async function formReady() {
  await screen.findByRole('form', { name: 'Event query' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'List events' })).toBeEnabled());
}

describe('events explorer page', { timeout: 60_000 }, () => {
  it('lists the newest events of the action and limit in a pasted link, each linked to its profile timeline', async () => {
    await renderRoute(service, '/events?action=transaction.charge&limit=5');

    expect(await screen.findByRole('heading', { name: '5 events' })).toBeVisible();
    expect(Object.fromEntries(listings().at(-1)!)).toMatchObject({ action: 'transaction.charge', limit: '5' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(within(row).getByText('transaction.charge')).toBeVisible();
      expect(within(row).getByRole('link').getAttribute('href')).toMatch(/^\/w\/[^/]+\/profiles\/\d+\/events$/);
    }
    expect(screen.getByText(/The limit was reached/)).toBeVisible();
  });

  it('refuses a window of 7 days or more at the To field and sends nothing', async () => {
    const { user, router } = await renderRoute(service, '/events');
    await formReady();
    const sentBefore = listings().length;

    await user.type(screen.getByLabelText('From'), '2026-01-01T00:00');
    await user.type(screen.getByLabelText('To'), '2026-01-09T00:00');
    await user.click(screen.getByRole('button', { name: 'List events' }));

    expect(await screen.findByText(/the service lists windows under 7 days/)).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(listings()).toHaveLength(sentBefore);
  });

  it('puts a query that keeps the rules into the link and lists its events', async () => {
    const { user, router } = await renderRoute(service, '/events');
    await formReady();

    await user.type(screen.getByPlaceholderText('e.g. transaction.charge'), 'page.visit');
    await user.clear(screen.getByLabelText('Limit'));
    await user.type(screen.getByLabelText('Limit'), '3');
    await user.click(screen.getByRole('button', { name: 'List events' }));

    await waitFor(() => expect(router.state.location.search).toBe('?action=page.visit&limit=3'));
    expect(await screen.findByRole('heading', { name: '3 events' })).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.every((row) => within(row).queryByText('page.visit') !== null)).toBe(true);
  });

  it('shows the query in force as chips; removing the action lists every action again', async () => {
    const { user, router } = await renderRoute(service, '/events?action=page.visit&limit=3');
    expect(await screen.findByRole('heading', { name: '3 events' })).toBeVisible();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Action: page.visit', 'Limit: 3']);

    await user.click(screen.getByRole('button', { name: 'Remove filter Action: page.visit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?limit=3'));
    expect(screen.getByPlaceholderText('e.g. transaction.charge')).toHaveValue('');
    await waitFor(() => expect(listings().at(-1)!.get('action')).toBeNull());
  });

  it('labels every field visibly, and gives each event its exact moment to the second', async () => {
    await renderRoute(service, '/events?limit=5');
    await formReady();

    // A visible <label>, on the one-line bar too: not an aria-label or a placeholder.
    for (const name of ['From', 'To', 'Action', 'Limit']) {
      const input = screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
      expect([...(input.labels ?? [])].map((label) => label.textContent)).toContain(name);
    }
    expect(screen.getByRole('radiogroup', { name: 'Window' })).toBeVisible();

    const rows = within(await screen.findByRole('table', { name: 'Events' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const time = row.querySelector('td time')!;
      // "Dec 31, 2025, 11:58:07 PM": the date and the time of day, to the second.
      expect(time.textContent).toMatch(/\d{4}, \d{1,2}:\d{2}:\d{2}/);
      expect(time.getAttribute('title')).toMatch(/ UTC$/);
    }
  });

  it('lists a labelled preset window at once: its start only, ending now', async () => {
    const { user, router } = await renderRoute(service, '/events?action=page.visit&limit=3');
    await formReady();
    const before = Date.now();

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));

    await waitFor(() => expect(router.state.location.search).toBe('?action=page.visit&limit=3&range=7d'));
    // The listing asked for before the click may still be the last one for a moment on a busy machine.
    const sevenDaysAgo = (listing: URLSearchParams) =>
      Math.abs(before - Date.parse(listing.get('time[from]') ?? '') - 7 * 86_400_000) < 120_000;
    await waitFor(() => expect(sevenDaysAgo(listings().at(-1)!)).toBe(true));
    const sent = listings().at(-1)!;
    expect(sent.get('time[to]')).toBeNull();
    expect(sent.get('action')).toBe('page.visit');
    const start = Date.parse(sent.get('time[from]')!);
    expect(before - start).toBeGreaterThan(7 * 86_400_000 - 120_000);
    expect(before - start).toBeLessThan(7 * 86_400_000 + 120_000);
    // (Drawn with the listing's answer, which a busy machine gives a moment later.)
    expect(await screen.findByRole('button', { name: 'Remove filter Window: Last 7 days' })).toBeVisible();
  });
});
