// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';

const service = serveSimulator();

describe('"← All profiles"', { timeout: 60_000 }, () => {
  it('goes back to the listing as it was left: its filter, sort and page', async () => {
    const { user, router } = await renderRoute(service, '/profiles?city=Warszawa&sort=lastName&page=2&size=10');
    const table = await screen.findByRole('table', { name: 'Profiles' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    await user.click(within(firstRow).getAllByRole('link')[0]!);
    const back = await screen.findByRole('link', { name: '← All profiles' });
    expect(router.state.location.pathname).toMatch(/\/profiles\/\d+$/);

    await user.click(back);
    expect(await screen.findByRole('table', { name: 'Profiles' })).toBeVisible();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      city: 'Warszawa',
      sort: 'lastName',
      page: '2',
      size: '10',
    });
  });

  it('is the plain listing when no listing was shown in this session', async () => {
    await renderRoute(service, '/profiles/1200000001');
    expect(await screen.findByRole('link', { name: '← All profiles' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/profiles$/),
    );
  });
});
