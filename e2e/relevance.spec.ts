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
  await index.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`[?&]index=${values[1]}(&|$)`));

  // Harvesting with the keyboard: the most asked queries of the seeded searches.
  const harvest = page.getByRole('region', { name: 'Harvest queries from searches' });
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
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'relevance on a phone');
  });
});
