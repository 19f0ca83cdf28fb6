import { expect, test } from '../support/test';
import { expectSessionEndedAfterLapse, fillCredentials, signIn, sleepOffline } from '../support/auth';
import { configureSimulator, demoUser, resetSimulator } from '../support/simulator';

test.afterEach(async ({ request }) => {
  await resetSimulator(request);
});

test('short-lived tokens are refreshed before they expire', async ({ page, request }) => {
  await configureSimulator(request, { tokenTtlSeconds: 4 });
  const refreshes: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/v4/auth/refresh/user')) refreshes.push(String(response.status()));
  });
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.waitForTimeout(6_000);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === '200')).toBe(true);
  // Still working after more than one token lifetime.
  await page.getByRole('button', { name: /Workspace: Northwind Retail/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Switch workspace' }).getByRole('list', { name: 'Workspaces' }),
  ).toBeVisible();
});

test('when the token expired and cannot be refreshed: sign-in, then back on the same page', async ({
  page,
  request,
}) => {
  // Long enough that a full page load on a busy machine fits in one token's life (JWT times are whole seconds).
  await configureSimulator(request, { tokenTtlSeconds: 10 });
  await page.clock.install();
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/no-such-page?keep=1');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // The laptop sleeps through the token's lifetime: no refresh can get through.
  await sleepOffline(page, request, 11);

  // Back online, the first call that needs the service is answered 401; its one refresh is refused: sign-in.
  await expectSessionEndedAfterLapse(page, () =>
    page.getByRole('button', { name: /Workspace: Northwind Retail/ }).click({ timeout: 2_000 }),
  );
  expect(decodeURIComponent(page.url())).toMatch(/returnTo=\/w\/[0-9a-f-]{36}\/no-such-page\?keep=1/);

  const ada = await demoUser(request, 'ada@demo.test');
  await fillCredentials(page, ada.username, ada.password);
  await expect(page).toHaveURL(/\/no-such-page\?keep=1$/);
  await expect(page.getByRole('button', { name: /Workspace: Northwind Retail/ })).toBeVisible();
});

test('what was typed in an open form survives an expired session and comes back after signing in', async ({
  page,
  request,
}) => {
  // Long enough that a full page load on a busy machine fits in one token's life (JWT times are whole seconds).
  await configureSimulator(request, { tokenTtlSeconds: 10 });
  await page.clock.install();
  await signIn(page, 'ada@demo.test', { workspace: 'Adventure Works Outdoor' });
  await page.goto('/profiles?anonymous=no');
  await page.getByRole('table', { name: 'Profiles' }).locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Contact and address' })).toBeVisible();
  const detailUrl = page.url();
  await page.getByRole('button', { name: 'Edit contact and address' }).click();
  await page.getByLabel('Company').fill('Typed before the session ended');

  await sleepOffline(page, request, 11);
  await expectSessionEndedAfterLapse(page, () =>
    page.getByRole('button', { name: /Workspace: Adventure Works Outdoor/ }).click({ timeout: 2_000 }),
  );

  const ada = await demoUser(request, 'ada@demo.test');
  await fillCredentials(page, ada.username, ada.password);
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveValue('Typed before the session ended');
});

test('a session that cannot be renewed at start-up goes to sign-in and returns to the page asked for', async ({
  page,
  request,
}) => {
  // Long enough to get through sign-in and the workspace picker on a busy machine (2 s ended it on the picker).
  await configureSimulator(request, { tokenTtlSeconds: 8 });
  await page.clock.install();
  await signIn(page, 'rita@demo.test', { workspace: 'Northwind Retail' });
  // Closing the laptop for longer than the token lives, then reopening the page.
  await sleepOffline(page, request, 9);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  const rita = await demoUser(request, 'rita@demo.test');
  await fillCredentials(page, rita.username, rita.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeVisible();
});

test('service failures get a retry: a page that failed to load, and an action that failed', async ({
  page,
  request,
}) => {
  const ada = await demoUser(request, 'ada@demo.test');
  await page.goto('/sign-in');
  await fillCredentials(page, ada.username, ada.password);
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();

  // The page's data fails to load (after the client's own retries): the error in words, with a retry.
  await configureSimulator(request, { failureRate: 1 });
  await page.reload();
  await expect(page.getByText('Simulated failure (fault injection)')).toBeVisible({ timeout: 20_000 });
  await configureSimulator(request, { failureRate: 0 });
  await page.getByRole('button', { name: 'Try again' }).click();
  const list = page.getByRole('list', { name: 'Workspaces' });
  await expect(list.getByRole('button', { name: /Northwind Retail/ })).toBeVisible();

  // An action fails: the reason is shown and doing it again works.
  await configureSimulator(request, { failureRate: 1 });
  await list.getByRole('button', { name: /Northwind Retail/ }).click();
  await expect(page.getByText('This workspace could not be opened')).toBeVisible();
  await expect(page.getByText('Simulated failure (fault injection)')).toBeVisible();
  await configureSimulator(request, { failureRate: 0 });
  await list.getByRole('button', { name: /Northwind Retail/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeVisible();
});
