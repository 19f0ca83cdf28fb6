import { expect, test } from './support/test';
import { fillCredentials, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { demoUser } from './support/simulator';

test('sign in without MFA, choose a workspace and land in the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await expectNoAxeViolations(page, 'sign-in page');

  const ada = await demoUser(page.request, 'ada@demo.test');
  await fillCredentials(page, ada.username, ada.password);

  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Workspaces' });
  await expect(list.getByRole('listitem')).toHaveCount(34);
  // Favourites come first.
  await expect(list.getByRole('listitem').first().getByRole('img', { name: 'Favourite' })).toBeVisible();
  await expectNoAxeViolations(page, 'workspace chooser');

  await page.getByLabel('Search workspaces').fill('northwind');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /Northwind Retail/ }).click();

  await expect(page).toHaveURL(/\/w\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Workspace: Northwind Retail/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Overview' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'overview');
});

test('a wrong password is refused with a clear message and the form keeps what was typed', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByText('CDP Dashboard')).toBeVisible();
  const card = page.getByTestId('sign-in-card');
  const topBefore = (await card.boundingBox())?.y;
  await fillCredentials(page, 'ada@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('email address or password is not right');
  // The card stays where it was (nothing above it grew), and a second refusal still shows one alert.
  expect((await card.boundingBox())?.y).toBe(topBefore);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect((await card.boundingBox())?.y).toBe(topBefore);
  await expect(page.getByLabel('Email')).toHaveValue('ada@demo.test');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('not-the-password');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the form explains bad input at the field before sending anything', async ({ page }) => {
  await page.goto('/sign-in');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/uauth/auth/login/user')) loginCalls += 1;
  });
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  expect(loginCalls).toBe(0);
});

test('sign in with the keyboard alone', async ({ page }) => {
  const ada = await demoUser(page.request, 'ada@demo.test');
  await page.goto('/sign-in');
  // The email field has focus on arrival.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(ada.username);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(ada.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
  await expect(page.getByLabel('Search workspaces')).toBeFocused();
  await page.keyboard.type('Northwind');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /Northwind Retail/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeVisible();

  // The command palette opens from the keyboard too.
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('textbox', { name: 'Command palette search' })).toBeFocused();
  await page.keyboard.type('switch');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});

test('a person already signed in who opens the sign-in page goes back to work', async ({ page }) => {
  await signIn(page, 'rita@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeVisible();
});

test('the simulator panel lists the demo accounts with their current MFA codes', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'simulator panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Simulator' });
  await expect(panel.getByRole('cell', { name: 'ada@demo.test', exact: true })).toBeVisible();
  await expect(panel.getByLabel('Current code for tom@demo.test')).toHaveText(/^\d{6}$/);
  await expectNoAxeViolations(page, 'simulator panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
