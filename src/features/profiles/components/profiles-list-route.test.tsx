// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { column, listings, table } from './profiles-list-route-test-support';

// The profiles list of the real app (route loader, shell, providers) against the simulator, as Ada in Northwind.
const service = serveSimulator();

describe('profiles list page: the link, filters, sort and pages', { timeout: 60_000 }, () => {
  it('opens with the sort, page and page size of a pasted link and asks the service for exactly that page', async () => {
    await renderRoute(service, '/profiles?sort=email&order=desc&page=3&size=10');

    expect(await screen.findByText('Sorted by email (descending)')).toBeVisible();
    const sent = listings(service).at(-1)!;
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
    expect(Object.fromEntries(listings(service).at(-1)!)).toMatchObject({
      'filters[city]': 'Warszawa',
      pageIndex: '1',
    });
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
});
