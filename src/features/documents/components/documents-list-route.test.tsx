// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The documents list of the real app against the simulator, as Ada in Northwind.
const service = serveSimulator();
const table = () => screen.getByRole('table', { name: 'Documents' });
const listings = () => service.requests.filter((request) => /^GET \S*\/documents\?/.test(request));

describe('documents list page', { timeout: 60_000 }, () => {
  it('shows the filters in force as chips; removing one keeps the others', async () => {
    const { user, router } = await renderRoute(service, '/documents?q=banner&status=PUBLISHED');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Search: banner', 'Status: Published']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('banner');

    await user.click(screen.getByRole('button', { name: 'Remove filter Search: banner' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PUBLISHED'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
  });

  it('keeps what is typed in the search box through a refetch, and applies it on Enter', async () => {
    const { user, router } = await renderRoute(service, '/documents');
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'hero');
    const sent = listings().length;
    const refetched = queryClient.invalidateQueries({ queryKey: ['documents'] });
    await user.type(search, '-ban');
    await refetched;
    expect(listings().length).toBeGreaterThan(sent);
    expect(search).toHaveValue('hero-ban');

    await user.type(search, '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hero-ban'));
    expect(search).toHaveValue('hero-ban');
  });

  it('puts the slug under the name, whole on hover, and keeps the status badge whole', async () => {
    await renderRoute(service, '/documents');
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
    // No column of its own for the slug: the name's column has the width (decision 0154).
    expect(within(table()).queryByRole('columnheader', { name: 'Slug' })).toBeNull();
    const row = within(table()).getAllByRole('row')[1]!;
    const [name, , , , status] = within(row).getAllByRole('cell');
    const link = within(name!).getByRole('link');
    const slugText = (name!.textContent ?? '').slice(link.textContent!.length);
    expect(slugText).toMatch(/^[a-z0-9-]+$/);
    expect(within(name!).getByTitle(slugText)).toBeInTheDocument();
    expect(['Draft', 'Published']).toContain(status!.textContent);
    expect(within(row).getByRole('time')).toHaveAttribute('title');
  });

  it('orders by priority from the Sort choice, whatever columns the width leaves', async () => {
    const { user, router } = await renderRoute(service, '/documents');
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
    // The Mantine select arrives after the first paint (a read-only stand-in, not a combobox, until then).
    await user.click(await screen.findByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Highest priority', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priority'));
    await waitFor(() => expect(listings().at(-1)).toMatch(/sortBy=priority&ordering=desc/));
  });
});
