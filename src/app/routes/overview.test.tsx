// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderRoute, serveSimulator } from '../../test/render-route';

// The seeded events end before 2026-01-01 (src/simulator/README.md); on a later day the last 24 hours hold none.
const LATER_DAY = Date.UTC(2026, 10, 28, 12);
const SEEDED_DAY = Date.UTC(2025, 11, 31, 12);
const service = serveSimulator(LATER_DAY);

/** The app's and the simulator's clocks on one moment (only Date is faked: timers run as usual). */
function today(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
  service.clock.set(ms);
}

afterEach(() => vi.useRealTimers());

describe('the overview', { timeout: 60_000 }, () => {
  it('says what a zero day count means: when the newest event and search were', async () => {
    today(LATER_DAY);
    await renderRoute(service, '/');

    const events = await screen.findByRole('region', { name: 'Events' });
    expect(await within(events).findByText('None in the last 24 hours.')).toBeVisible();
    expect(await within(events).findByText(/^The newest event is from/)).toBeVisible();
    expect(within(events).getByRole('link', { name: '0' })).toBeVisible();
    const searches = screen.getByRole('region', { name: 'Searches' });
    expect(await within(searches).findByText('None in the last 24 hours.')).toBeVisible();
    expect(await within(searches).findByText(/^The newest search is from/)).toBeVisible();
    // One request of a single event for each zero: the newest, of any action and of searches.
    const newest = service.requests.filter(
      (request) => /^GET \/v4\/events\/all\?/.test(request) && /limit=1(&|$)/.test(request),
    );
    expect(newest).toHaveLength(2);
  });

  it('keeps the plain hint when the day has events', async () => {
    today(SEEDED_DAY);
    await renderRoute(service, '/');
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(await within(events).findByText('in the last 24 hours')).toBeVisible();
  });

  it('offers the import to whoever may edit profiles, as the list does, and a new profile only with create', async () => {
    today(SEEDED_DAY);
    // tom in workspace 1 may view and edit profiles, not create them (src/simulator/seed/users.ts).
    await renderRoute(service, '/', { username: 'tom@demo.test', workspaceIndex: 1 });
    expect(await screen.findByRole('link', { name: 'Import profiles' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New profile' })).toBeNull();
  });
});
