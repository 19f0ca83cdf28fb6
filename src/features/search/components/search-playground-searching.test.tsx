// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveTrackerKey } from '../model/tracker-key';
import { installService, renderPage, setUpPlayground, ws } from './search-playground-test-support';

describe('search playground: searching', { timeout: 60_000 }, () => {
  setUpPlayground();

  it('searches as you type with the tracker key as token and no Authorization header', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage();
    const box = await screen.findByRole('searchbox', { name: 'Query' });
    await userEvent.setup({ delay: null }).type(box, 'sneakerbag');
    // (Text and label queries: role queries over the whole page are too slow for jsdom here.)
    expect(await screen.findByLabelText('1. sneakerbag item 1')).toBeVisible();
    expect(service.searches().at(-1)!.url.searchParams.get('query')).toBe('sneakerbag');
    for (const request of service.searches()) {
      expect(request.url.searchParams.get('token')).toBe('tk-123');
      expect(request.headers.has('Authorization')).toBe(false);
      expect(request.url.searchParams.get('includeMeta')).toBe('true');
    }
    expect(screen.getByText('12 results · page 1 of 4 · 3 per page')).toBeVisible();
  });

  it('a request still running when typing goes on is cancelled', async () => {
    saveTrackerKey(ws, 'tk-123');
    // The first search would take 8 s; the others answer at once.
    const service = installService(undefined, (search) => (search === 0 ? 8000 : 30));
    renderPage();
    const box = await screen.findByRole('searchbox', { name: 'Query' });
    const user = userEvent.setup({ delay: null });
    await user.type(box, 'shoe');
    await waitFor(() => expect(service.searches()).toHaveLength(1));
    await user.type(box, 's{Enter}');
    // The first answer would take 8 s; it is cancelled instead, and the second one shows long before.
    await screen.findByText('shoes item 1', undefined, { timeout: 4_000 });
    expect(service.searches()).toHaveLength(2);
    expect(service.searches()[0]!.aborted()).toBe(true);
  });

  it('a facet click adds a filter; page 2 sends the correlation id', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    await userEvent.click(await screen.findByRole('button', { name: /^Nike\s*2$/ }));
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.get('filters')).toBe('brand = "Nike"'));
    expect(screen.getByLabelText('Filters (IQL)')).toHaveValue('brand = "Nike"');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(service.searches().at(-1)!.url.searchParams.get('correlationId')).toBe('corr-1');
  });

  it('on the Visual tab the inspector shows no earlier full-text request, then the visual one', async () => {
    saveTrackerKey(ws, 'tk-123');
    installService();
    renderPage('/search?query=shoe');
    await screen.findByText('shoe item 1');
    // The inspector arrives after the page has shown (decision 0118).
    expect(await screen.findByTestId('request-url')).toHaveTextContent('/query?');
    await userEvent.click(screen.getByRole('radio', { name: 'Visual' }));
    await screen.findByText(/Give an image to search with/);
    expect(screen.queryByTestId('request-url')).toBeNull();
    expect(screen.getByText('No request sent yet.')).toBeVisible();
    const url = await screen.findByLabelText('…or an image URL');
    await userEvent.type(url, 'https://example.test/red.png{Enter}');
    await waitFor(() => expect(screen.getByTestId('request-url')).toHaveTextContent('/visual?'));
    expect(screen.getByTestId('request-url')).not.toHaveTextContent('/query');
  });

  it('facets are picked from the index’s facetable attributes without typing, and quick picks all count', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    const brand = await screen.findByRole('checkbox', { name: 'brand' });
    expect(screen.getByRole('checkbox', { name: 'color' })).not.toBeChecked();
    await userEvent.click(brand);
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.getAll('facets')).toEqual(['brand']));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'brand' })).toBeChecked());
    // Two values picked at once (the second before the first has rendered): neither is lost.
    const nike = screen.getByRole('button', { name: /^Nike\s*2$/ });
    const puma = screen.getByRole('button', { name: /^Puma\s*1$/ });
    act(() => {
      nike.click();
      puma.click();
    });
    await waitFor(() =>
      expect(service.searches().at(-1)!.url.searchParams.get('filters')).toBe('brand = "Nike" AND brand = "Puma"'),
    );
    expect(service.searches().at(-1)!.url.searchParams.get('caseSensitiveFacetValues')).toBe('true');
  });
});
