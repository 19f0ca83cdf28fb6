import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 38's Relevance section, as far as it is wired: reached from the navigation, the index chosen from a plain
 * select with the keyboard, axe-clean in light and dark, and on a 390 px phone without sideways scroll.
 * (Judging 30 items by keyboard and the seeded rule's diff come with the suite store and its fixture.)
 */
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openRelevance(page: Page) {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Relevance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relevance' })).toBeVisible();
}

test('the section opens from the navigation and keeps the chosen index in the URL', async ({ page }) => {
  await openRelevance(page);
  const index = page.getByRole('combobox', { name: 'Index' });
  await expect(index).toBeVisible();
  const values = await index
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThan(1);
  const harvest = page.getByRole('region', { name: 'Harvest queries from searches' });
  // The panel is drawn anew for each index (its results belong to one): the first index's must be gone before the
  // test presses the second's button, or a busy machine lets the key land on a button about to be replaced.
  const firstIndexHarvest = await harvest.getByRole('button', { name: 'Harvest' }).elementHandle();
  await index.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`[?&]index=${values[1]}(&|$)`));
  await firstIndexHarvest?.waitForElementState('hidden');

  // Harvesting with the keyboard: the most asked queries of the seeded searches.
  await harvest.getByRole('button', { name: 'Harvest' }).focus();
  await page.keyboard.press('Enter');
  const result = harvest.getByRole('status', { name: 'Harvested queries' });
  await expect(result).toContainText(/^\d+ of \d+ distinct queries, from \d+ searches in the 28 days up to /);
  await expect(result.getByRole('table', { name: 'Sampled queries' })).toBeVisible();
  await expectNoAxeViolations(page, 'relevance');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the section fits 390 px without sideways scroll', async ({ page }) => {
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
    await page.goto('/relevance');
    await expect(page.getByRole('heading', { level: 1, name: 'Relevance' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Index' })).toBeVisible();
    await page.getByRole('button', { name: 'Harvest' }).click();
    await expect(page.getByRole('table', { name: 'Sampled queries' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Suite name' })).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'relevance on a phone');
  });
});

test('a suite is created with the keyboard, takes a judgment file, and survives a reload', async ({ page }) => {
  await openRelevance(page);
  const form = page.getByRole('form', { name: 'New suite' });
  await form.getByRole('textbox', { name: 'Suite name' }).fill('Shoes e2e');
  await form.getByRole('textbox', { name: /Queries/ }).fill('red shoes\nboots');
  await form.getByRole('button', { name: 'Create suite' }).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Suites' });
  await expect(list.getByText('2 queries · 0 judgments · 1 variant')).toBeVisible();

  const file = list.getByLabel('Import judgments into Shoes e2e');
  await file.setInputFiles({
    name: 'ratings.qrels',
    mimeType: 'text/plain',
    buffer: Buffer.from('red shoes 0 i1 2\nboots 0 i2 9\n'),
  });
  await expect(list.getByText('Line 2: the grade "9" is not a whole number from 0 to 3')).toBeVisible();
  await file.setInputFiles({
    name: 'ratings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFFquery,docid,rating\r\n"red shoes",i1,2\r\nboots,i2,3\r\nboots,i2,1\r\n'),
  });
  await expect(list.getByText('2 judgments, 1 conflict')).toBeVisible();
  await expectNoAxeViolations(page, 'relevance suites');

  // Kept in this browser's IndexedDB: still there after a reload.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Suites' }).getByText('2 queries · 2 judgments · 1 variant'),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Shoes e2e' }).click();
  expect((await download).suggestedFilename()).toBe('Shoes e2e.suite.json');
});
