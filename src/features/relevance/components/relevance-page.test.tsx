// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The Relevance section of the real app against the simulator, as Ada in Northwind.
const service = serveSimulator();

describe('relevance page', { timeout: 60_000 }, () => {
  it('is a section of the navigation, and keeps its suites per index chosen in the URL', async () => {
    const { user, router } = await renderRoute(service, '/relevance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relevance' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: /Relevance/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/w\/[^/]+\/relevance$/),
    );

    const index = await screen.findByRole('combobox', { name: 'Index' });
    const options = within(index).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    // The first index is the default and stays out of the URL; another one goes into it.
    expect(index).toHaveValue(options[0]!.getAttribute('value'));
    const other = options[1]!.getAttribute('value')!;
    await user.selectOptions(index, other);
    await waitFor(() => expect(router.state.location.search).toBe(`?index=${other}`));
    // The router's navigation renders in a transition: the select shows the choice once it commits.
    await waitFor(() => expect(index).toHaveValue(other));
  });

  it('says why when the index list is refused, and offers a retry', async () => {
    // Failing until the retry (the client itself retries a 5xx before the page hears of it).
    let failing = true;
    service.server.use(
      http.get(/\/search\/v2\/indices$/, () =>
        failing ? HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await renderRoute(service, '/relevance');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The index list could not be loaded')).toBeVisible();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('combobox', { name: 'Index' })).toBeVisible();
  });
});

describe('query harvesting', { timeout: 60_000 }, () => {
  it('samples the index’s real queries from the searches of the days up to the newest one', async () => {
    const { user } = await renderRoute(service, '/relevance');
    const harvest = await screen.findByRole('region', { name: 'Harvest queries from searches' });
    await user.selectOptions(within(harvest).getByRole('combobox', { name: 'Period' }), '7');
    await user.clear(within(harvest).getByRole('textbox', { name: 'Queries' }));
    await user.type(within(harvest).getByRole('textbox', { name: 'Queries' }), '5');
    await user.click(within(harvest).getByRole('button', { name: 'Harvest' }));

    const result = await within(harvest).findByRole('status', { name: 'Harvested queries' });
    expect(result).toHaveTextContent(/^5 of \d+ distinct queries, from \d+ searches in the 7 days up to /);
    const rows = within(within(result).getByRole('table', { name: 'Sampled queries' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(5);
    // The most asked first.
    const counts = rows.map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(within(result).getByRole('button', { name: 'Download as TREC topics' })).toBeVisible();
    // One request for the newest search, then the 7 days in one window of item.search events.
    const listings = service.requests.filter((request) => request.startsWith('GET /v4/events/all?'));
    expect(listings).toHaveLength(2);
    expect(listings.every((request) => request.includes('action=item.search'))).toBe(true);
  });

  it('refuses a sample size out of range at its field', async () => {
    const { user } = await renderRoute(service, '/relevance');
    const harvest = await screen.findByRole('region', { name: 'Harvest queries from searches' });
    const size = within(harvest).getByRole('textbox', { name: 'Queries' });
    await user.clear(size);
    await user.type(size, '0');
    await user.click(within(harvest).getByRole('button', { name: 'Harvest' }));
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription(expect.stringContaining('from 1 to 1000'));
    expect(service.requests.filter((request) => request.startsWith('GET /v4/events/all?'))).toEqual([]);
  });
});
