import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';

// The first page of a list can take a while on a busy machine (the route's data loads before it shows).
const slow = expect.configure({ timeout: 30_000 });

// The lists (profiles, documents, events) at a phone's and a desktop's size: no sideways scrolling of the page,
// short rows, filters that keep what is typed, chips for the filters in force.
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

// A row's height at most: one line, except the profiles' (the whole id under the name; on a phone the name, then
// id · email · city, which may wrap once: docs/decisions/0147-profiles-rows-stack-on-a-phone.md).
const lists = [
  { path: '/profiles', table: 'Profiles', rowHeight: { phone: 96, desktop: 64 } },
  { path: '/documents', table: 'Documents', rowHeight: { phone: 48, desktop: 48 } },
  { path: '/events', table: null, rowHeight: { phone: 48, desktop: 48 } },
] as const;

async function pageWidthFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(innerWidth);
}

async function rowsAreShort(page: Page, tableName: string | null, maxHeight: number) {
  const table = tableName ? page.getByRole('table', { name: tableName }) : page.getByRole('table');
  const rows = table.locator('tbody tr');
  await slow(rows.first()).toBeVisible();
  const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights), 'row height').toBeLessThanOrEqual(maxHeight);
}

for (const viewport of viewports) {
  test.describe(`lists at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 120_000 });

    for (const list of lists) {
      // (Axe on every route, at both sizes, is layout.spec's.)
      test(`${list.path}: no sideways scrolling, short rows`, async ({ page }) => {
        await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
        await page.goto(list.path);
        await rowsAreShort(page, list.table, list.rowHeight[viewport.name]);
        await pageWidthFits(page);
        if (viewport.name === 'phone') {
          // Results first: the filters wait behind a button.
          await expect(page.getByRole('button', { name: /^Filters \(\d+\)$/ })).toBeVisible();
        }
      });
    }

    test('profiles: typing after "Clear filters" keeps every letter; chips remove one filter', async ({ page }) => {
      await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
      await page.goto('/profiles?city=Warszawa&anonymous=no');
      const chips = page.getByRole('list', { name: 'Active filters' });
      await slow(chips.getByRole('listitem')).toHaveText(['City: Warszawa', 'Identified only']);

      await page.getByRole('button', { name: 'Remove filter Identified only' }).click();
      await expect(page).toHaveURL(/\/profiles\?city=Warszawa$/);
      await expect(chips.getByRole('listitem')).toHaveText(['City: Warszawa']);

      await page.getByRole('button', { name: 'Clear filters' }).click();
      if (viewport.name === 'phone') await page.getByRole('button', { name: 'Filters (0)' }).click();
      const city = page.getByRole('textbox', { name: 'City' });
      await city.pressSequentially('Poznań', { delay: 30 });
      await expect(page).toHaveURL(/\/profiles$/);
      await slow(page.getByRole('table', { name: 'Profiles' })).toHaveAttribute('aria-busy', 'false');
      await expect(city).toHaveValue('Poznań');

      // "Wroclaw" without its accent lists the Wrocław profiles.
      await city.fill('Wroclaw');
      await city.press('Enter');
      await expect(page).toHaveURL(/city=Wroclaw/);
      await expect(page.getByText(/profiles match$/)).not.toHaveText(/^0 /);
      await expect(page.getByText('City filter ignored')).toHaveCount(0);
      await pageWidthFits(page);
    });
  });
}
