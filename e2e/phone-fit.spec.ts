import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 34 on a 390 px phone: the profiles list is stacked rows, not a table scrolling sideways; the profile page's
 * sections are one row of tabs scrolling on its own; the workspace switcher fits the screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the profiles list stacks each row in two lines, with no sideways scroll', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/profiles');
  const table = page.getByRole('table', { name: 'Profiles' });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.getByRole('link')).toBeVisible();

  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  // The table's own box does not scroll sideways either.
  const box = table.locator('xpath=..');
  const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Two lines: the name, then the whole id, email and city, muted.
  const nameHeight = await firstRow.getByRole('link').evaluate((el) => el.getBoundingClientRect().height);
  const rowHeight = await firstRow.evaluate((el) => el.getBoundingClientRect().height);
  expect(rowHeight).toBeGreaterThan(nameHeight * 1.5);
  expect(rowHeight).toBeLessThan(nameHeight * 4);
  const href = (await firstRow.getByRole('link').getAttribute('href')) ?? '';
  await expect(firstRow).toContainText(href.split('/').at(-1)!);
  await expectNoAxeViolations(page, 'profiles list on a phone');
});

test('the profile page tabs are one row that scrolls on its own, the current one in view', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/profiles/1200000001/documents');
  const nav = page.getByRole('navigation', { name: 'Profile sections' });
  const current = nav.getByRole('link', { name: 'Documents' });
  await expect(current).toHaveAttribute('aria-current', 'page');

  const row = nav.locator('> div');
  const rowHeight = await row.evaluate((el) => el.clientHeight);
  const tabHeight = await current.evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.abs(rowHeight - tabHeight)).toBeLessThanOrEqual(1);
  await expect(current).toBeInViewport({ ratio: 1 });
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
});

test('the workspace switcher fits the phone', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  const switcher = page.getByRole('dialog', { name: 'Switch workspace' });
  await expect(switcher).toBeVisible();
  const box = (await switcher.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
});

test("a profile's header leaves its tab's content on the first screen of a phone", async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/profiles/1200000001');
  const contact = page.getByRole('region', { name: 'Contact and address' });
  await expect(contact).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  const tabsBottom = await tabs.evaluate((el) => el.getBoundingClientRect().bottom);
  const contentTop = await contact.evaluate((el) => el.getBoundingClientRect().top);
  // Name, id and key facts are one compact block: the tab row ends in the top 40 % of the 844 px screen, so more
  // than half of the first screen is the tab's content, not the header (issue 34). Before: the row ended at 411 px
  // (picture, three lines of identity, then the actions wrapped onto a row of their own); now about 293.
  expect(tabsBottom).toBeLessThanOrEqual(844 * 0.4);
  expect(contentTop).toBeLessThanOrEqual(844 * 0.45);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'profile header on a phone');

  // The actions are one menu on a phone: the header's only button beside the name, "Search as" inside it.
  const header = page.getByRole('main');
  await expect(header.getByRole('link', { name: 'Search as this customer' })).toBeHidden();
  await page.getByRole('button', { name: 'Profile actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Search as this customer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete profile' })).toBeVisible();
  await expectNoAxeViolations(page, 'profile actions menu on a phone');
  await page.keyboard.press('Escape');

  // A laptop keeps its row: the picture, the everyday action as a button, the rest in the menu.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(header.getByRole('link', { name: 'Search as this customer' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Search as this customer' })).toBeHidden();
});
