// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTrackerKey, saveTrackerKey } from '../model/tracker-key';
import { installService, json, renderPage, setUpPlayground, ws } from './search-playground-test-support';

describe('search playground: the form, its errors and the service’s refusals', { timeout: 60_000 }, () => {
  setUpPlayground();

  it('an IQL syntax error is shown at its position and nothing is sent', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    await screen.findByText('shoe item 1');
    const before = service.searches().length;
    const filter = screen.getByLabelText('Filters (IQL)');
    await userEvent.type(filter, 'price < 10)');
    expect(screen.getByText(/Unexpected '\)' at position 10/)).toBeVisible();
    expect(document.querySelector('mark')).toHaveTextContent(')');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(service.searches()).toHaveLength(before);
  });

  it('a 400 lands on the parameter it names', async () => {
    saveTrackerKey(ws, 'tk-123');
    installService((url) =>
      url.searchParams.get('sortBy') === 'nope'
        ? json(
            {
              status: 400,
              error: 'Bad Request',
              message: 'Invalid parameters',
              errors: [{ code: 1004, field: 'sortBy', message: 'Unknown sort attribute nope', rejectedValue: 'nope' }],
            },
            400,
          )
        : undefined,
    );
    renderPage('/search?query=shoe&sortBy=nope');
    const field = await screen.findByLabelText('Sort by attribute');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Unknown sort attribute nope/));
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('query and results first: sort in one choice, set parameters as chips, the panel on demand', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe&limit=5');
    await screen.findByText('shoe item 1');
    const last = () => service.searches().at(-1)!.url.searchParams;
    expect(screen.queryByRole('region', { name: 'Parameters' })).toBeNull();
    const toggle = screen.getByRole('button', { name: /^Parameters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'price:desc');
    await waitFor(() => expect(last().get('sortBy')).toBe('price'));
    expect(last().get('ordering')).toBe('desc');
    const chips = screen.getByRole('group', { name: 'Parameters set' });
    expect(within(chips).getByRole('button', { name: 'sortBy = price: remove' })).toBeVisible();
    await userEvent.click(within(chips).getByRole('button', { name: 'limit = 5: remove' }));
    await waitFor(() => expect(last().has('limit')).toBe(false));
    expect(last().get('sortBy')).toBe('price');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), '');
    await waitFor(() => expect(last().has('sortBy')).toBe(false));
    expect(last().has('ordering')).toBe(false);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Parameters' })).toBeVisible();
  });

  it('params over 500 bytes are refused in the form, before sending', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage('/search?query=shoe');
    await screen.findByText('shoe item 1');
    const before = service.searches().length;
    // The parameters wait in a side panel opened on demand, and arrive after the page has shown (decision 0118).
    await userEvent.click(screen.getByRole('button', { name: /^Parameters/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Personalisation & context/ }));
    const params = screen.getByLabelText('Event params');
    await userEvent.click(params);
    await userEvent.paste(JSON.stringify({ note: 'x'.repeat(600) }));
    await userEvent.tab();
    expect(await screen.findAllByText(/params is 611 bytes as JSON; the service accepts at most 500/)).not.toHaveLength(
      0,
    );
    expect(params).toHaveAttribute('aria-invalid', 'true');
    expect(service.searches()).toHaveLength(before);
  });

  it('a 500 offers a retry; a 401 forgets the key and asks again', async () => {
    saveTrackerKey(ws, 'tk-123');
    let fail = true;
    installService((url) =>
      url.pathname.endsWith('/query') && fail
        ? json(
            {
              timestamp: 'now',
              status: 500,
              error: 'Internal Server Error',
              message: 'Search is not available',
              path: url.pathname,
            },
            500,
          )
        : undefined,
    );
    renderPage('/search?query=shoe');
    expect(await screen.findByText('Search is not available')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('shoe item 1')).toBeVisible();

    installService((url) =>
      url.pathname.endsWith('/query')
        ? json({ status: 401, error: 'Unauthorized', message: 'Unknown tracker key' }, 401)
        : undefined,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Query' }), 's{Enter}');
    expect(await screen.findByText('The service refused the tracker key (401)')).toBeVisible();
    expect(readTrackerKey(ws)).toBeNull();
  });
});
