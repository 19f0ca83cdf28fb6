import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test('offline when opening a page: the reason and a reload, which brings the page once back online', async ({
  page,
  context,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await context.setOffline(true);
  // The documents page's code has not been downloaded yet.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(
    page.getByText(/Part of the dashboard could not be downloaded\. Check your connection, then reload/),
  ).toBeVisible();
  // The shell stays: the person keeps their bearings.
  await expect(page.getByRole('button', { name: /Workspace: Northwind Retail/ })).toBeVisible();
  await expectNoAxeViolations(page, 'download failed');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

test('a simulator button that cannot be downloaded leaves the page working without it', async ({ page }) => {
  await page.route('**/assets/simulator-launcher-*.js', (route) => route.abort('internetdisconnected'));
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profiles' }).click();
  await expect(page.getByRole('table', { name: 'Profiles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simulator' })).toHaveCount(0);
});

test('before the JavaScript has run, the page already says it is loading', async ({ browser }) => {
  // The HTML and the start-up stylesheet alone: what a phone shows while the scripts download.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/profiles');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('status')).toBeVisible();
  await context.close();
});
