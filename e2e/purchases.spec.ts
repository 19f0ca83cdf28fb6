import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { simulatorUrl } from './support/simulator';

/**
 * Northwind's customer3: a purchase history of some 440 orders, more than the first page of each listing (50
 * events) and a few 500-event pages in all; light enough for the simulator to build at once.
 */
const BUYER = 1200000003;
const BUYER_EMAIL = 'customer3@demo.test';

test.describe.configure({ timeout: 120_000 });

/**
 * How many orders the profile has: its transaction.charge events, counted through the listing itself (from the
 * page, with its session's token, as the app asks).
 */
async function ordersInListing(page: Page, clientId: number): Promise<number> {
  return page.evaluate(
    async ({ base, clientId }) => {
      const { token } = JSON.parse(sessionStorage.getItem('cdp.session') ?? '{}') as { token?: string };
      let total = 0;
      let to: string | undefined;
      for (;;) {
        const query = new URLSearchParams({ action: 'transaction.charge', limit: '500' });
        if (to) query.set('time[to]', to);
        const response = await fetch(`${base}/v4/events/by-client/${clientId}?${query}`, {
          headers: { Authorization: `Bearer ${token}`, 'Api-Version': '4.4' },
        });
        if (!response.ok) throw new Error(`The listing answered ${response.status}`);
        const events = (await response.json()) as { time: string }[];
        // time[to] is inclusive: the events at the boundary instant come again.
        total += events.filter((event) => event.time !== to).length;
        if (events.length < 500) return total;
        to = events.at(-1)!.time;
      }
    },
    { base: simulatorUrl, clientId },
  );
}

/** The purchases page has loaded the whole history: the status line says so, and the count is the listing's. */
async function expectWholeHistory(page: Page, orders: number) {
  await expect(page).toHaveURL(new RegExp(`/profiles/${BUYER}/purchases$`));
  const done = page.getByRole('status').filter({ hasText: /orders loaded\.$/ });
  await expect(done).toHaveText(`All ${orders.toLocaleString('en-US')} orders loaded.`, { timeout: 30_000 });
  await expect(page.getByText('Loading older purchases…')).toHaveCount(0);
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' });

test('the purchases tab loads the whole history however it is opened', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const orders = await ordersInListing(page, BUYER);
  expect(orders).toBeGreaterThan(50);

  await test.step('by a direct link', async () => {
    await page.goto(`/profiles/${BUYER}/purchases`);
    await expectWholeHistory(page, orders);
  });

  await test.step('after a reload', async () => {
    await page.reload();
    await expectWholeHistory(page, orders);
  });

  await test.step('from the timeline tab', async () => {
    await page.goto(`/profiles/${BUYER}/events`);
    await expect(page.getByText(/events loaded/)).toBeVisible({ timeout: 30_000 });
    await sections(page).getByRole('link', { name: 'Purchases' }).click();
    await expectWholeHistory(page, orders);
  });

  await test.step('from the profile list', async () => {
    await page.goto('/profiles');
    await page
      .getByRole('table', { name: 'Profiles' })
      .getByRole('row')
      .filter({ hasText: BUYER_EMAIL })
      .getByRole('link')
      .click();
    await sections(page).getByRole('link', { name: 'Purchases' }).click();
    await expectWholeHistory(page, orders);
  });

  await test.step('coming back to it after leaving it while older orders load', async () => {
    // The history's older pages (asked for with time[to] and an action) wait until the person has left the tab.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const olderPage = (url: URL) =>
      url.pathname.includes('/v4/events/by-client/') &&
      url.searchParams.has('time[to]') &&
      url.searchParams.has('action');
    await page.route(olderPage, async (route) => {
      await released;
      // Left, the page has aborted it.
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/profiles/${BUYER}/purchases`);
    await expect(page.getByText('Loading older purchases…')).toBeVisible();
    // Every figure says it is a partial sum.
    await expect(page.getByText(/^Lifetime revenue \([A-Z]{3}\) so far \(partial\)$/).first()).toBeVisible();
    await expect(page.getByText('Orders so far (partial)')).toBeVisible();
    await expectNoAxeViolations(page, 'purchase history while it loads');

    await sections(page).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByText(/events loaded/)).toBeVisible({ timeout: 30_000 });
    release();
    await sections(page).getByRole('link', { name: 'Purchases' }).click();
    await expectWholeHistory(page, orders);
    await expect(page.getByText(/so far \(partial\)/)).toHaveCount(0);
    await page.unroute(olderPage);
  });
});
