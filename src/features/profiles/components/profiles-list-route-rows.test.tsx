// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { column, listings, table } from './profiles-list-route-test-support';

// The profiles list of the real app (route loader, shell, providers) against the simulator, as Ada in Northwind.
const service = serveSimulator();

describe('profiles list page: what stays, chips, accents, refresh and rows', { timeout: 60_000 }, () => {
  it('keeps a typed Email filter through a refetch of the list', async () => {
    const { user } = await renderRoute(service, '/profiles');
    await waitFor(() => expect(column('Email').length).toBe(20));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ann');

    const sent = listings(service).length;
    const refetched = queryClient.invalidateQueries({ queryKey: ['profiles'] });
    await user.type(email, '@demo');
    await refetched;
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(listings(service).length).toBeGreaterThan(sent);
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
    const sent = listings(service).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listings(service).length).toBe(sent + 1));
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
