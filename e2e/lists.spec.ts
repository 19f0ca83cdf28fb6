import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// The first page of a list can take a while on a busy machine (the route's data loads before it shows).
const slow = expect.configure({ timeout: 30_000 });

// The lists (profiles, documents, events) at a phone's and a desktop's size: no sideways scrolling of the page,
// short rows, filters that keep what is typed, chips for the filters in force.
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

// A row's height at most: one line, except the profiles' and documents' (the whole id or the slug under the name; on a
// phone the name, then id · email · city or slug · status · date, which may wrap once:
// docs/decisions/0147-profiles-rows-stack-on-a-phone.md, 0154-primary-column-gets-the-width.md).
const lists = [
  { path: '/profiles', table: 'Profiles', rowHeight: { phone: 96, desktop: 64 } },
  { path: '/documents', table: 'Documents', rowHeight: { phone: 96, desktop: 64 } },
  { path: '/events', table: null, rowHeight: { phone: 48, desktop: 48 } },
] as const;

async function pageWidthFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(innerWidth);
}

/** The table's own box does not scroll sideways: its columns hide before they would push it wider. */
async function tableBoxFits(page: Page, tableName: string) {
  const box = page.getByRole('table', { name: tableName }).locator('xpath=..');
  const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `the ${tableName} table's box scrolls sideways by`).toBeLessThanOrEqual(0);
}

/** The cell's text is not cut (no ellipsis), or has room for a word (at least `minWidth` px). */
async function notCut(cell: ReturnType<Page['locator']>, label: string, minWidth = 100) {
  await expect(cell, label).toBeVisible();
  const { width, cut } = await cell.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { width: rect.width, cut: el.scrollWidth > el.clientWidth + 1 };
  });
  if (cut) expect(width, `${label}: cut at a width of`).toBeGreaterThanOrEqual(minWidth);
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

    // Issue 34: the primary column is the one that keeps its width; the slug goes muted under the name.
    test('documents: the name has the width, the slug under it, nothing scrolls sideways', async ({ page }) => {
      await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
      await page.goto('/documents');
      const table = page.getByRole('table', { name: 'Documents' });
      const firstRow = table.locator('tbody tr').first();
      await slow(firstRow.getByRole('link')).toBeVisible();
      await tableBoxFits(page, 'Documents');
      await expect(table.getByRole('columnheader', { name: 'Slug' })).toHaveCount(0);
      const nameCell = firstRow.locator('td').first();
      await notCut(firstRow.getByRole('link'), 'the name', 200);
      // The slug, muted, in the name's cell.
      await expect(nameCell.locator('span[title]')).toHaveText(/^[a-z0-9-]+$/);
      if (viewport.name === 'desktop') {
        const widths = await table
          .locator('thead th')
          .evaluateAll((all) => all.map((th) => th.getBoundingClientRect().width));
        expect(widths[0], 'the name column is the widest').toBe(Math.max(...widths));
        await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeVisible();
      }
      await pageWidthFits(page);
    });

    test('search table: title, brand and category keep their words', async ({ page }) => {
      await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
      await page.goto('/search?query=shoe&view=table');
      const table = page.getByRole('table', { name: 'Results' });
      const firstRow = table.locator('tbody tr').first();
      // (The product index is built on a workspace's first search.)
      await expect(firstRow).toBeVisible({ timeout: 60_000 });
      await tableBoxFits(page, 'Results');
      const headers = await table.locator('thead th').allTextContents();
      for (const column of ['title', 'brand', 'category']) {
        const index = headers.findIndex((text) => text.trim() === column);
        expect(index, `a ${column} column`).toBeGreaterThanOrEqual(0);
        await notCut(firstRow.locator(`td:nth-child(${index + 1}) [title]`).first(), column);
      }
      await pageWidthFits(page);
      // (layout.spec's axe round opens the playground without a query: the table is checked here.)
      await expectNoAxeViolations(page, `search table at ${viewport.width} px`);
    });

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
