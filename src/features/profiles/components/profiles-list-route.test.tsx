// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The profiles list of the real app (route loader, shell, providers) against the simulator, as Ada in Northwind.
const service = serveSimulator();

const listings = () =>
  service.requests
    .filter((request) => request.startsWith('GET /v4/clients?'))
    .map((request) => new URL(request.slice(4), 'https://x').searchParams);
const table = () => screen.getByRole('table', { name: 'Profiles' });
/** The text of one column of the table's body, top to bottom. */
function column(name: string): string[] {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const index = headers.indexOf(name);
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}

describe('profiles list page', { timeout: 60_000 }, () => {
  it('opens with the sort, page and page size of a pasted link and asks the service for exactly that page', async () => {
    await renderRoute(service, '/profiles?sort=email&order=desc&page=3&size=10');

    expect(await screen.findByText('Sorted by email (descending)')).toBeVisible();
    const sent = listings().at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      sortBy: 'email',
      sortOrder: 'DESC',
      pageIndex: '3',
      pageSize: '10',
    });
    const emails = column('Email');
    expect(emails).toHaveLength(10);
    expect([...emails].sort().reverse()).toEqual(emails);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('applies typed filters on "Apply filters": into the link, back to page 1, only matching profiles listed', async () => {
    const { user, router } = await renderRoute(service, '/profiles?page=2');
    await screen.findByRole('button', { name: 'Page 2' });

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Warszawa');
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?city=Warszawa'));
    // The previous rows stay until the filtered ones arrive.
    await waitFor(() => {
      const cities = column('City');
      expect(cities.length).toBeGreaterThan(0);
      expect(cities.filter((city) => !city.toLowerCase().includes('warszawa'))).toEqual([]);
    });
    expect(Object.fromEntries(listings().at(-1)!)).toMatchObject({ 'filters[city]': 'Warszawa', pageIndex: '1' });
  });

  it('sorts by a column when its header is pressed, and reverses on the second press', async () => {
    const { user, router } = await renderRoute(service, '/profiles');
    expect(await screen.findByText("In the service's order")).toBeVisible();

    await user.click(within(table()).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email'));
    expect(await screen.findByText('Sorted by email (ascending)')).toBeVisible();
    await waitFor(() => expect([...column('Email')].sort()).toEqual(column('Email')));

    await user.click(within(table()).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&order=desc'));
    await waitFor(() =>
      expect(within(table()).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending'),
    );
    await waitFor(() => expect([...column('Email')].sort().reverse()).toEqual(column('Email')));
  });

  it('moves to the next page with the pager, keeping the sort', async () => {
    const { user, router } = await renderRoute(service, '/profiles?sort=email');
    const firstPage = await waitFor(() => {
      const emails = column('Email');
      expect(emails.length).toBe(20);
      return emails;
    });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&sort=email'));
    await waitFor(() => expect(column('Email')[0]).not.toBe(firstPage[0]));
    expect(column('Email')[0]! >= firstPage.at(-1)!).toBe(true);
  });

  it('keeps what is typed after "Clear filters", while the cleared list loads', async () => {
    const { user, router } = await renderRoute(service, '/profiles?city=Warszawa');
    await waitFor(() => expect(column('City').length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.type(city, 'Poznań');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(city).toHaveValue('Poznań');
  });

  it('keeps a typed Email filter through a refetch of the list', async () => {
    const { user } = await renderRoute(service, '/profiles');
    await waitFor(() => expect(column('Email').length).toBe(20));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ann');

    const sent = listings().length;
    const refetched = queryClient.invalidateQueries({ queryKey: ['profiles'] });
    await user.type(email, '@demo');
    await refetched;
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(listings().length).toBeGreaterThan(sent);
    expect(email).toHaveValue('ann@demo');
  });

  it('shows the filters in force as chips, each removable', async () => {
    const { user, router } = await renderRoute(service, '/profiles?anonymous=no&city=Warszawa');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['City: Warszawa', 'Identified only']);

    await user.click(screen.getByRole('button', { name: 'Remove filter City: Warszawa' }));
    await waitFor(() => expect(router.state.location.search).toBe('?anonymous=no'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it('finds "Wrocław" profiles when "Wroclaw" is typed, and does not call the filter ignored', async () => {
    await renderRoute(service, '/profiles?city=Wroclaw');
    await waitFor(() => expect(column('City').length).toBeGreaterThan(0));
    expect(new Set(column('City'))).toEqual(new Set(['Wrocław']));
    expect(screen.queryByText('City filter ignored')).toBeNull();
  });

  it('fetches the list again on "Refresh"', async () => {
    const { user } = await renderRoute(service, '/profiles');
    await waitFor(() => expect(column('Email').length).toBe(20));
    const sent = listings().length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listings().length).toBe(sent + 1));
  });

  it('shows each profile\'s whole client id under its name (issue 34: ids read "12000000…")', async () => {
    await renderRoute(service, '/profiles');
    await waitFor(() => expect(column('Name').length).toBeGreaterThan(0));

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const rows = within(table()).getAllByRole('row').slice(1);
    for (const row of rows) {
      const nameCell = within(row).getAllByRole('cell')[headers.indexOf('Name')]!;
      const link = within(nameCell).getByRole('link');
      const id = /\/profiles\/(\d+)$/.exec(link.getAttribute('href') ?? '')![1]!;
      expect(id.length).toBeGreaterThan(8);
      // The cell reads the name, then the id in full: not cut, not a prefix.
      expect(nameCell.textContent).toBe(`${link.textContent}${id}`);
    }
  });
});
