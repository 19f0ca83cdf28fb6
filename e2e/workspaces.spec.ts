import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test('switching workspace shows only the new workspace’s data', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const firstGuid = await page.getByRole('button', { name: 'Copy workspace GUID' }).locator('xpath=..').innerText();

  await page.getByRole('button', { name: /Workspace: Northwind Retail/ }).click();
  const switcher = page.getByRole('dialog', { name: 'Switch workspace' });
  await expect(switcher.getByRole('button', { name: /Northwind Retail/ })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, 'workspace switcher');
  const other = switcher
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button')
    .filter({ hasNotText: 'Northwind Retail' })
    .first();
  const otherName = (await other.locator('p').first().innerText()).trim();
  await other.click();

  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Workspace: ${otherName}`) })).toBeVisible();
  await expect(page.getByText('Northwind Retail')).toHaveCount(0);
  await expect(page.getByText(firstGuid.trim())).toHaveCount(0);
});

test('the workspace list can be searched and shows restrictions', async ({ page }) => {
  await signIn(page, 'max@demo.test');
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
  await expect(page.getByText('MFA required')).toBeVisible();
  await expect(page.getByText('IP restricted')).toBeVisible();
  await page.getByLabel('Search workspaces').fill('no such workspace');
  await expect(page.getByText('No workspace matches')).toBeVisible();
});

test('a workspace that requires MFA is refused with the reason (403) for an account without MFA', async ({ page }) => {
  await signIn(page, 'max@demo.test');
  const restricted = page
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button')
    .filter({ hasText: 'MFA required' });
  await restricted.click();
  await expect(page.getByText('This workspace could not be opened')).toBeVisible();
  await expect(page.getByText(/requires multi-factor authentication/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});

test('a read-only person sees what their role does not allow', async ({ page }) => {
  await signIn(page, 'rita@demo.test', { workspace: 'Northwind Retail' });
  // One quiet line, not a wall of pills.
  const access = page.getByText(/Your access\. Role: READ_ONLY/);
  await expect(access).toContainText('Allowed: Profiles: view');
  await expect(access).toContainText('Not allowed: Profiles: create, edit, delete');
  // Quick actions respect the role: only what it allows.
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'Search items' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'New profile' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'New document' })).toHaveCount(0);
});

test('the overview: key counts, recent records, quick actions; a failed count retries on its own', async ({ page }) => {
  let failSearches = true;
  let failWorkspace = true;
  const unavailable = { status: 503, body: '{"message":"unavailable"}', contentType: 'application/json' };
  await page.route('**/v4/events/all?*', (route) =>
    failSearches && route.request().url().includes('action=item.search')
      ? route.fulfill(unavailable)
      : route.fallback(),
  );
  await page.route('**/uauth/business-profile/current', (route) =>
    failWorkspace ? route.fulfill(unavailable) : route.fallback(),
  );
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await expect(page).toHaveTitle('Overview · Northwind Retail · CDP Dashboard');
  // The page does not wait for the workspace's record: its name is the session's; its facts retry on their own.
  const facts = page.getByRole('region', { name: 'Workspace', exact: true });
  await expect(facts.getByText('Could not load')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeVisible();
  failWorkspace = false;
  await facts.getByRole('button', { name: 'Try again: Workspace' }).click();
  await expect(facts.getByText('Workspace GUID')).toBeVisible();
  const profiles = page.getByRole('region', { name: 'Profiles' });
  await expect(profiles.getByRole('link', { name: /^\d[\d,]*$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /^\d/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('link', { name: /^\d/ })).toBeVisible();
  // The searches count failed: that card says so and retries; the page stands.
  const searches = page.getByRole('region', { name: 'Searches' });
  await expect(searches.getByText('Could not load')).toBeVisible();
  failSearches = false;
  await searches.getByRole('button', { name: 'Try again: Searches' }).click();
  await expect(searches.getByRole('link', { name: /^\d/ })).toBeVisible();

  const recentDocuments = page.getByRole('region', { name: 'Recently changed documents' });
  await expect(recentDocuments.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Recently active profiles' }).getByRole('listitem')).toHaveCount(5);
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('button', { name: 'New document' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Import profiles' })).toBeVisible();
  await expectNoAxeViolations(page, 'overview');

  const first = recentDocuments.getByRole('listitem').first().getByRole('link');
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveTitle(`${name} · Northwind Retail · CDP Dashboard`);
});

test('sign out clears the session: the back button shows no data', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('cdp.session'),
    local: JSON.stringify(localStorage),
  }));
  expect(stored.session).toBeNull();
  expect(stored.local).not.toMatch(/eyJ/); // no JWT anywhere in localStorage
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('Northwind Retail')).toHaveCount(0);
});

test('unknown pages inside the shell say so', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'not found');
});
