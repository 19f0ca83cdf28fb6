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
    expect(index).toHaveValue(other);
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
