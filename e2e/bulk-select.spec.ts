import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 37's way into a bulk change: the profile list's selection (decision 0184). Keyboard only from the table on.

const table = (page: Page) => page.getByRole('table', { name: 'Profiles' });
const bar = (page: Page) => page.getByRole('region', { name: 'Selection' });
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** Presses `key` until the focus is on an element whose name matches, at most `limit` times. */
async function pressUntil(page: Page, key: string, name: RegExp, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    if (name.test(await focusedLabel(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`no element named ${String(name)} within ${limit} presses of ${key}`);
}

/**
 * The profiles of Northwind Retail in one city (one of the first page's), by the list's address (on a phone the
 * navigation and the filters are in drawers), and the total the page says match.
 */
async function filterByCity(page: Page): Promise<{ city: string; total: string }> {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const workspace = /\/w\/[^/]+/.exec(new URL(page.url()).pathname)![0];
  await page.goto(`${workspace}/profiles`);
  await expect(table(page).locator('tbody tr')).toHaveCount(20);
  const rows = await table(page).locator('tbody tr').allInnerTexts();
  const city = ['Warszawa', 'Kraków', 'Poznań', 'Gdańsk', 'Wrocław', 'Łódź'].find((name) =>
    rows.some((row) => row.includes(name)),
  );
  expect(city).toBeTruthy();
  await page.goto(`${workspace}/profiles?city=${encodeURIComponent(city!)}`);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([`City: ${city}`]);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const total = (await page.getByText(/^[\d,]+ profiles match$/).innerText()).replace(/ profiles match$/, '');
  return { city: city!, total };
}

test('keyboard only: a row box, then "select all matching" selects the listing\'s total; axe clean', async ({
  page,
}) => {
  const { city, total } = await filterByCity(page);
  expect(Number(total.replace(/,/g, ''))).toBeGreaterThan(20);

  // From the header's box, Tab to the first row's box and tick it with Space.
  await table(page).getByRole('checkbox', { name: 'Select the profiles on this page' }).focus();
  await page.keyboard.press('Tab');
  await pressUntil(page, 'Tab', /^Select (?!the profiles on this page)/);
  const rowBox = table(page)
    .getByRole('checkbox', { name: await focusedLabel(page), exact: true })
    .first();
  await page.keyboard.press('Space');
  await expect(rowBox).toBeChecked();
  await expect(bar(page).getByText('1 selected', { exact: true })).toBeVisible();
  await expect(bar(page).getByRole('listitem')).toHaveText([`City: ${city}`]);

  // Back to the bar, and select every matching profile.
  await pressUntil(page, 'Shift+Tab', new RegExp(`^Select all ${total} matching these filters$`));
  await page.keyboard.press('Enter');
  await expect(bar(page).getByText(`All ${total} matching these filters selected`)).toBeVisible();
  await expect(table(page).getByRole('checkbox', { name: 'Select the profiles on this page' })).toBeChecked();
  await expectNoAxeViolations(page, 'profiles list with all matching selected');

  // Clearing, from the keyboard too.
  await pressUntil(page, 'Tab', /^Clear selection$/);
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveCount(0);
  await expect(rowBox).not.toBeChecked();
});

test('390 px: the boxes and the bar fit without sideways scroll; axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await filterByCity(page);
  await table(page).getByRole('checkbox', { name: 'Select the profiles on this page' }).check();
  await expect(bar(page).getByText('20 selected', { exact: true })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: /^Select all [\d,]+ matching these filters$/ })).toBeVisible();
  const firstBox = table(page).locator('tbody').getByRole('checkbox').first();
  await expect(firstBox).toBeInViewport();
  const box = (await firstBox.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'profiles list with a selection, 390 px');
});
