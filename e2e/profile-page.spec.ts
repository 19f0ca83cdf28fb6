import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/** Northwind's customer1: two years of seeded history, purchases and documents. */
const HEAVY_PROFILE = 1200000001;

// The simulator builds a heavy profile's two-year history on first read.
test.describe.configure({ timeout: 180_000 });

const contact = (page: Page) => page.getByRole('region', { name: 'Contact and address' });

test('the details are a record; Edit turns one section into a form whose Save counts the changes', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Adventure Works Outdoor' });
  await page.goto('/profiles?anonymous=no');
  await page.getByRole('table', { name: 'Profiles' }).locator('tbody tr').first().getByRole('link').click();
  await expect(contact(page)).toBeVisible();
  for (const name of ['Contact and address', 'Marketing agreements', 'Custom attributes', 'Tags'])
    await expect(page.getByRole('region', { name }).getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile record');

  await contact(page).getByRole('button', { name: 'Edit contact and address' }).click();
  const form = contact(page).getByRole('form', { name: 'Edit contact and address' });
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  // Values of their own each run: a retry meets the profile the first try changed.
  const run = Date.now().toString(36);
  await form.getByLabel('Company').fill(`E2E Co ${run}`);
  await form.getByLabel('Province').fill(`E2E Province ${run}`);
  const save = form.getByRole('button', { name: 'Save 2 changes' });
  await expect(save).toBeEnabled();
  await save.click();
  // The feedback is in the section that was saved, in view where the person is looking.
  const applied = contact(page).getByRole('status').filter({ hasText: 'Change applied' });
  await expect(applied).toBeVisible({ timeout: 20_000 });
  await expect(applied).toBeInViewport();
  await expect(contact(page).getByText(`E2E Province ${run}`)).toBeVisible();

  // Destructive actions are in the actions menu, not in the header's row.
  await expect(page.getByRole('button', { name: 'Delete profile' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Profile actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete profile' })).toBeVisible();
});

test('a read-only person sees the record and a notice, no form and no Edit', async ({ page }) => {
  await signIn(page, 'rita@demo.test');
  const list = page.getByRole('list', { name: 'Workspaces' });
  await list.getByRole('button').filter({ hasNotText: 'Northwind Retail' }).first().click();
  await expect(page.getByRole('button', { name: /^Workspace: / })).toBeVisible();
  await page.goto('/profiles?anonymous=no');
  await page.getByRole('table', { name: 'Profiles' }).locator('tbody tr').first().getByRole('link').click();
  await expect(contact(page)).toBeVisible();
  const notice = page.getByRole('note', { name: 'You can view this profile and link devices' });
  await expect(notice).toContainText('Your role can view profiles but not change them.');
  await expect(notice).toContainText('Missing permission: ROLE_CLIENT_EDIT');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  for (const name of ['Contact and address', 'Marketing agreements', 'Custom attributes', 'Tags']) {
    const region = page.getByRole('region', { name });
    await expect(region.getByRole('textbox')).toHaveCount(0);
    await expect(region.getByRole('checkbox')).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'read-only profile record');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no tab of the profile page is wider than a ${viewport.width} px screen`, async ({ page }) => {
    // Four tabs, each with axe in two schemes on a phone: slow on a shared machine.
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
    for (const [tab, ready] of [
      ['', () => contact(page)],
      ['/events', () => page.getByRole('heading', { name: /^Activity per (day|week|month)$/ })],
      ['/purchases', () => page.getByRole('heading', { level: 2 }).first()],
      ['/documents', () => page.getByRole('heading', { name: 'Documents for this customer' })],
    ] as const) {
      await page.goto(`/profiles/${HEAVY_PROFILE}${tab}`);
      await expect(ready()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Profile actions' })).toBeInViewport();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        // For the failure message: the elements that reach past the screen's right edge.
        wide: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 8)
          .map(
            (element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
          ),
      }));
      expect(widths.page, `/profiles/:id${tab} at ${viewport.width}: ${widths.wide.join(' | ')}`).toBeLessThanOrEqual(
        widths.screen,
      );
      if (viewport.width === 390) await expectNoAxeViolations(page, `profile${tab || ' details'} on a phone`);
    }
  });
}

test("a profile's page opened by its address asks for its record at navigation, once, with the code", async ({
  page,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const workspacePath = new URL(page.url()).pathname;
  // Who sent each request, as the browser records it (the script on the stack when it was sent): the clock of the
  // test's process cannot order a request and a script that both landed within the same millisecond on a busy machine.
  const sent: { url: string; by: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.startsWith('/v4/'))
      sent.push({ url: request.url, by: initiator.stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type });
  });
  await page.goto(`${workspacePath}/profiles/${HEAVY_PROFILE}/purchases`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const record = sent.filter(({ url }) => url.endsWith(`/v4/clients/${HEAVY_PROFILE}`));
  const firstOrders = sent.filter(({ url }) => /by-client\/\d+\?action=[\w.]+&limit=\d+$/.test(url));
  // Sent by the preload script, taken by the page's loaders: not asked for a second time.
  expect(record).toHaveLength(1);
  expect(firstOrders).toHaveLength(2);
  // Sent by the preload script, at navigation, not by the loaders' own code once it had arrived.
  for (const request of [...record, ...firstOrders])
    expect(request.by, request.url).toMatch(/\/assets\/signed-in-preload-[\w-]+\.js$/);

  // Dropped once the page has loaded: a later visit asks the service anew, never for an answer from the start.
  await expect.poll(() => page.evaluate(() => '__cdpEarlyResponses' in window)).toBe(false);
});
