import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/** Northwind's customer1: two years of seeded history, tens of thousands of events. */
const HEAVY_PROFILE = 1200000001;

// The simulator builds a heavy profile's two-year history (and the workspace's session index) on first read.
test.describe.configure({ timeout: 120_000 });

const timeline = (page: Page) => page.getByRole('region', { name: 'Events, newest first' });
// "1,000 events loaded · …": the count is everything before the words, grouping separators dropped.
const loadedCount = async (page: Page) =>
  Number((await page.getByText(/events loaded/).innerText()).split(' events loaded')[0]!.replace(/\D/g, ''));

test('profile timeline: filter by action, expand, purchases grouped, load older past 500, change the range', async ({
  page,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto(`/profiles/${HEAVY_PROFILE}`);
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${HEAVY_PROFILE}/events$`));
  await expect(page.getByText(/^500 events loaded/)).toBeVisible();
  await expect(timeline(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'profile timeline');

  // Filter by one action: only that action is listed, and the filter is in the URL.
  await page
    .getByRole('group', { name: 'Filter by action' })
    .getByText(/^product\.view · /)
    .click();
  await expect(page).toHaveURL(/actions=product\.view/);
  const badges = timeline(page).locator('[data-action]');
  await expect(badges.first()).toHaveText('product.view');
  expect(new Set(await badges.allInnerTexts())).toEqual(new Set(['product.view']));

  // Purchases: a charge and its product events are one entry with products and totals.
  await page.getByRole('button', { name: 'Show all actions' }).click();
  await page
    .getByRole('group', { name: 'Filter by action' })
    .getByText(/^transaction\.charge · /)
    .click();
  const purchase = timeline(page)
    .getByRole('button', { name: /Purchase/ })
    .first();
  await purchase.click();
  await expect(purchase).toHaveAttribute('aria-expanded', 'true');
  const products = timeline(page).getByRole('table', { name: /^Products of order / });
  await expect(products).toBeVisible();
  expect(await products.locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(timeline(page).getByText(/^Revenue: /)).toBeVisible();
  await expect(page).toHaveURL(/open=/);

  // Any event expands to its params as JSON.
  await page.getByRole('button', { name: 'Show all actions' }).click();
  const first = timeline(page).getByRole('button', { expanded: false }).first();
  await first.click();
  await expect(timeline(page).getByLabel('Params JSON')).toContainText('"eventCreateTime"');

  // Past the listing's limit of 500: "load older" moves the window back.
  const before = await loadedCount(page);
  await page.getByRole('button', { name: 'Load older events' }).click();
  await expect.poll(() => loadedCount(page)).toBeGreaterThan(before);
  const after = await loadedCount(page);
  expect(after).toBeGreaterThan(500);
  expect(after).toBeLessThanOrEqual(1000);

  // A range with no events says so and offers the last active period.
  await page.getByRole('radiogroup', { name: 'Time range' }).getByText('30 days', { exact: true }).click();
  await expect(page).toHaveURL(/range=30d/);
  await expect(page.getByText('No events in this range (30 days).')).toBeVisible();
  await page.getByRole('button', { name: 'Show the 30 days up to it' }).click();
  await expect(page).toHaveURL(/range=custom/);
  await expect(page.getByText(/events loaded/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity per day' })).toBeVisible();
  // The chart's code arrives after the page's content; the chart itself then draws the counted range.
  await expect(page.getByRole('group', { name: 'Events per day by action' })).toBeVisible();

  // The whole view is in the URL: a reload shows the same range.
  const url = page.url();
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).not.toHaveValue('');
  expect(page.url()).toBe(url);
});

test('purchase history: orders, lifetime revenue by currency, most bought products', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto(`/profiles/${HEAVY_PROFILE}/purchases`);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  // The history streams in; when its last page lands, the status line says so in place and nothing jumps.
  await expect(page.getByRole('status').filter({ hasText: /^All [\d,]+ orders loaded\.$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Lifetime revenue \([A-Z]{3}\)$/).first()).toBeVisible();
  const top = page.getByRole('table', { name: 'Most bought products' });
  expect(await top.locator('tbody tr').count()).toBeGreaterThan(0);
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(layoutShift).toBeLessThan(0.02);
  await expectNoAxeViolations(page, 'purchase history');

  // An order opens in the timeline, expanded as a purchase.
  await page.getByRole('table', { name: 'Orders', exact: true }).locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/events\?range=custom/);
  await expect(timeline(page).getByRole('table', { name: /^Products of order / })).toBeVisible();
});

test('event explorer: an 8-day window is refused in the form; a valid one lists events linked to profiles', async ({
  page,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'event explorer');

  let listings = 0;
  page.on('request', (request) => {
    if (request.url().includes('/v4/events/all')) listings += 1;
  });
  await page.getByLabel('From', { exact: true }).fill('2025-12-01T00:00');
  await page.getByLabel('To', { exact: true }).fill('2025-12-09T00:00');
  await page.getByRole('button', { name: 'List events' }).click();
  await expect(page.getByText(/The window is 8 days; the service lists windows under 7 days/)).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2025-12-09T00:00');
  expect(listings).toBe(0);

  await page.getByLabel('To', { exact: true }).fill('2025-12-07T00:00');
  await page.getByRole('combobox', { name: 'Action' }).fill('transaction.charge');
  await page.getByRole('combobox', { name: 'Action' }).press('Escape');
  await page.getByRole('button', { name: 'List events' }).click();
  await expect(page).toHaveURL(/action=transaction\.charge/);
  const results = page.getByRole('table');
  await expect
    .poll(async () => [...new Set(await results.locator('tbody [data-action]').allInnerTexts())])
    .toEqual(['transaction.charge']);
  await expectNoAxeViolations(page, 'event explorer results');
  // Each row gives its exact moment (date and time to the second), amounts as money.
  await expect(results.locator('tbody tr').first().locator('td time')).toHaveText(/\d{4}, \d{1,2}:\d{2}:\d{2}/);
  await expect(results.locator('tbody tr').first().locator('td').last()).not.toHaveText(/^\d+(\.\d+)? [A-Z]{3}$/);
  await results.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/profiles\/\d+\/events$/);
});

test('event explorer: a sticky header over the newest hundred; a labelled preset lists its window at once', async ({
  page,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/events');
  const results = page.getByRole('table', { name: 'Events' });
  await expect(results.locator('tbody tr')).toHaveCount(100);
  // The header row stays in sight, under the shell's header, when the page is scrolled down the list.
  await page.mouse.wheel(0, 2000);
  await expect
    .poll(async () => {
      const header = await results.locator('thead th').first().boundingBox();
      const shell = await page.getByRole('banner').boundingBox();
      return header && shell ? Math.abs(Math.round(header.y - (shell.y + shell.height))) : null;
    })
    .toBeLessThanOrEqual(1);
  await expect(results.locator('thead th').first()).toBeInViewport();
  const listing = page.waitForRequest(
    (request) => request.url().includes('/v4/events/all') && request.url().includes('time%5Bfrom%5D'),
  );
  await page.getByRole('radiogroup', { name: 'Window' }).getByText('Last 30 days', { exact: true }).click();
  await expect(page).toHaveURL(/range=30d/);
  const sent = new URL((await listing).url()).searchParams;
  expect(Date.now() - Date.parse(sent.get('time[from]')!)).toBeGreaterThan(29 * 86_400_000);
  expect(sent.get('time[to]')).toBeNull();
  await expect(page.getByRole('button', { name: 'Remove filter Window: Last 30 days' })).toBeVisible();
  await expectNoAxeViolations(page, 'event explorer with a preset');
});
