// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTrackerKey } from '../model/tracker-key';
import { installService, json, renderPage, setUpPlayground, ws } from './search-playground-test-support';

describe('search playground: the tracker key', { timeout: 60_000 }, () => {
  setUpPlayground();

  it('asks for the tracker key once per workspace and remembers it', async () => {
    installService();
    renderPage();
    await userEvent.type(screen.getByLabelText('Tracker key'), 'tk-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save and search' }));
    // The playground replaces the key's form, heading included: wait for its query box, then read the heading.
    expect(await screen.findByRole('searchbox', { name: 'Query' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Search playground' })).toBeVisible();
    expect(readTrackerKey(ws)).toBe('tk-123');
    expect(readTrackerKey('another-workspace')).toBeNull();
  });

  it('simulator builds: the heading shows while the simulator is asked for the key, then the playground', async () => {
    installService();
    let give: (key: string | null) => void = () => {};
    const fromSimulator = vi.fn(() => new Promise<string | null>((resolve) => (give = resolve)));
    renderPage('/search', fromSimulator);
    expect(await screen.findByRole('heading', { name: 'Search playground' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading the search playground' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tracker key')).toBeNull();
    await waitFor(() => expect(fromSimulator).toHaveBeenCalledWith(ws));
    act(() => give('tk-sim'));
    expect(await screen.findByRole('searchbox', { name: 'Query' })).toBeVisible();
    expect(readTrackerKey(ws)).toBe('tk-sim');
  });

  it('simulator builds: a workspace the simulator has no key for gets the form', async () => {
    installService();
    const fromSimulator = vi.fn(async () => null);
    renderPage('/search', fromSimulator);
    expect(await screen.findByLabelText('Tracker key')).toBeVisible();
    expect(fromSimulator).toHaveBeenCalledTimes(1);
  });

  it('simulator builds: a simulator key the service refuses is not asked for again', async () => {
    installService((url) =>
      url.pathname.endsWith('/query')
        ? json({ status: 401, error: 'Unauthorized', message: 'Unknown tracker key' }, 401)
        : undefined,
    );
    const fromSimulator = vi.fn(async () => 'tk-stale');
    renderPage('/search?query=shoe', fromSimulator);
    expect(await screen.findByText('The service refused the tracker key (401)')).toBeVisible();
    expect(screen.getByLabelText('Tracker key')).toBeVisible();
    expect(readTrackerKey(ws)).toBeNull();
    expect(fromSimulator).toHaveBeenCalledTimes(1);
  });

  // (How many requests quick typing costs is measured with real timing in query-box.test.tsx, e2e and the bench.)
});
