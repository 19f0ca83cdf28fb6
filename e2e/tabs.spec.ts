import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoUser } from './support/simulator';
import { fillCredentials, signIn } from './support/auth';

// A link opened in a new tab of a signed-in browser: the workspace travels in the URL (/w/<guid>/…), the
// session is handed over by the browser's other tab (docs/decisions/0055, 0056).
const workspaceUrl = /\/w\/([0-9a-f-]{36})(?=[/?]|$)/;
// Northwind's first seeded customer account.
const profile = '/profiles/1200000001';

// Two or three tabs, each loading the app: more than one page's worth of time on a busy machine.
test.describe.configure({ timeout: 120_000 });

function workspaceGuidOf(page: Page): string {
  const guid = workspaceUrl.exec(new URL(page.url()).pathname)?.[1];
  if (!guid) throw new Error(`no workspace in ${page.url()}`);
  return guid;
}

async function switchTo(page: Page, name: string) {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  await page
    .getByRole('dialog', { name: 'Switch workspace' })
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('button', { name: new RegExp(`Workspace: ${name}`) })).toBeVisible({ timeout: 30_000 });
  // Settled, as a tab is when a person copies a link from it: a tab busy rendering answers the new tab late.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

test('a deep link opened in a new tab shows that page in its workspace, without signing in again', async ({
  page,
  context,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await expect(page).toHaveURL(workspaceUrl);
  const northwind = workspaceGuidOf(page);
  // Tab A moves on to another workspace; the copied link is Northwind's.
  await switchTo(page, 'Contoso Pharma');
  const contoso = workspaceGuidOf(page);
  expect(contoso).not.toBe(northwind);

  const tabB = await context.newPage();
  await tabB.goto(`/w/${northwind}${profile}`);
  await expect(tabB.getByRole('navigation', { name: 'Profile sections' })).toBeVisible({ timeout: 30_000 });
  await expect(tabB.getByRole('button', { name: /Workspace: Northwind Retail/ })).toBeVisible();
  await expect(tabB).toHaveURL(new RegExp(`/w/${northwind}${profile}$`));
  await expect(tabB.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  // The token went into tab B's sessionStorage only.
  const stored = await tabB.evaluate(() => ({
    session: sessionStorage.getItem('cdp.session'),
    local: JSON.stringify(localStorage),
    cookies: document.cookie,
  }));
  expect(stored.session).toContain('"stage":"workspace"');
  expect(stored.local).not.toMatch(/eyJ/);
  expect(stored.cookies).toBe('');

  // A link of another workspace switches tab B into it.
  await tabB.goto(`/w/${contoso}/profiles`);
  await expect(tabB.getByRole('button', { name: /Workspace: Contoso Pharma/ })).toBeVisible({ timeout: 30_000 });
  await expect(tabB).toHaveURL(new RegExp(`/w/${contoso}/profiles$`));

  // Tab A stayed where it was.
  await expect(page.getByRole('button', { name: /Workspace: Contoso Pharma/ })).toBeVisible();

  // A tab opened on the workspace tab A is in takes the whole session: no workspace exchange.
  const tabC = await context.newPage();
  const exchanges: string[] = [];
  tabC.on('request', (request) => {
    if (request.url().includes('/uauth/auth/login/user/profile/')) exchanges.push(request.url());
  });
  await tabC.goto(`/w/${contoso}/documents`);
  await expect(tabC.getByRole('button', { name: /Workspace: Contoso Pharma/ })).toBeVisible({ timeout: 30_000 });
  expect(exchanges).toEqual([]);
});

test('an old link without a workspace opens in the current one', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const northwind = workspaceGuidOf(page);
  await page.goto(`${profile}/events`);
  await expect(page).toHaveURL(new RegExp(`/w/${northwind}${profile}/events$`), { timeout: 30_000 });
});

test('signing out in one tab signs out the others', async ({ page, context }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const tabB = await context.newPage();
  await tabB.goto(`/w/${workspaceGuidOf(page)}/documents`);
  await expect(tabB.getByRole('button', { name: /Workspace: Northwind Retail/ })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await expect(tabB.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(tabB.getByText('Northwind Retail')).toHaveCount(0);
  expect(await tabB.evaluate(() => sessionStorage.getItem('cdp.session'))).toBeNull();
});

test('a browser with no signed-in tab still asks to sign in, then opens the link', async ({ page, browser }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const link = `/w/${workspaceGuidOf(page)}${profile}`;

  // Another browser (its own storage): nothing to hand over.
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const fresh = await elsewhere.newPage();
    await fresh.goto(link);
    await expect(fresh).toHaveURL(/\/sign-in\?returnTo=/);
    await expect(fresh.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const ada = await demoUser(fresh.request, 'ada@demo.test');
    await fillCredentials(fresh, ada.username, ada.password);
    await expect(fresh).toHaveURL(new RegExp(`${link}$`), { timeout: 30_000 });
    await expect(fresh.getByRole('navigation', { name: 'Profile sections' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await elsewhere.close();
  }
});
