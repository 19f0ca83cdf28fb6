import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { simulatorUrl, workspaceToken } from './support/simulator';
import { profileSchema, type Profile } from '../src/features/profiles/api/schemas';

// Issue 37 from the way in: the profile list's selection, the action drawer, the dry run, the run, and the undo on
// the jobs page. Each test that writes has a workspace of its own that no other spec changes: tags are
// read-modify-write, so two jobs on the same profiles at once would race (as they would in the service).

const WORKSPACES = {
  keyboard: 'Tailspin Travel',
  refused: 'Wingtip Toys',
  resume: 'Coho Winery',
  phone: 'Adventure Works Outdoor',
} as const;
const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'Api-Version': '4.4' });

const table = (page: Page) => page.getByRole('table', { name: 'Profiles' });
const bar = (page: Page) => page.getByRole('region', { name: 'Selection' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Change profiles in bulk' });

/** Every profile of the listing under `city`, read from the service (pages of 500). */
async function profilesIn(request: APIRequestContext, token: string, city: string): Promise<Profile[]> {
  const found: Profile[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request.get(
      `${simulatorUrl}/v4/clients?pageIndex=${page}&pageSize=500&filters[city]=${encodeURIComponent(city)}`,
      { headers: headers(token) },
    );
    expect(answer.status()).toBe(200);
    const listed = ((await answer.json()) as unknown[]).map((p) => profileSchema.parse(p));
    found.push(...listed);
    if (listed.length < 500) return found;
  }
}

/**
 * Signs in to the workspace `name`, opens the list filtered on the first row's city, and returns the city and the total
 * the page says match.
 */
async function listOneCity(page: Page, name: string): Promise<{ city: string; total: number; workspace: string }> {
  await signIn(page, 'ada@demo.test', { workspace: name });
  const workspace = /\/w\/[^/]+/.exec(new URL(page.url()).pathname)![0];
  await page.goto(`${workspace}/profiles`);
  await expect(table(page).locator('tbody tr')).toHaveCount(20);
  const cityColumn = await table(page).locator('thead th').allInnerTexts();
  const cityIndex = cityColumn.findIndex((text) => text.trim().startsWith('City'));
  expect(cityIndex).toBeGreaterThan(-1);
  const cities = await table(page)
    .locator(`tbody tr td:nth-child(${cityIndex + 1})`)
    .allInnerTexts();
  const city = cities.map((text) => text.trim()).find(Boolean)!;
  await page.goto(`${workspace}/profiles?city=${encodeURIComponent(city)}`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const total = Number((await page.getByText(/^[\d,]+ profiles match$/).innerText()).replace(/\D/g, ''));
  return { city, total, workspace };
}

/** With the mouse: every profile the list matches (`total`, shown as `n`), tag `tag`, dry run, run. */
async function runTagOnAllMatching(page: Page, total: number, tag: string) {
  const n = total.toLocaleString('en');
  await table(page).getByRole('checkbox', { name: 'Select the profiles on this page' }).check();
  if (total > 20)
    await bar(page)
      .getByRole('button', { name: `Select all ${n} matching these filters` })
      .click();
  await bar(page)
    .getByRole('button', { name: `Act on ${n} profiles…` })
    .click();
  await drawer(page).getByRole('textbox', { name: 'Tag' }).fill(tag);
  // Freezing a whole workspace reads its pages first.
  await drawer(page).getByRole('button', { name: 'Dry run' }).click({ timeout: 60_000 });
  await drawer(page)
    .getByRole('button', { name: `Run on ${n} profiles` })
    .click();
}

test('keyboard only: select all matching, add a tag, dry run, run, verified; a later profile untouched; undo', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await workspaceToken(request, 'ada@demo.test', WORKSPACES.keyboard);
  const { city, total } = await listOneCity(page, WORKSPACES.keyboard);
  const tag = `e2e-bulk-${Date.now()}`;
  const n = total.toLocaleString('en');

  // The list, by keyboard: a row's box, then "select all matching", then Act.
  await tabTo(page, table(page).locator('tbody').getByRole('checkbox').first(), { limit: 80 });
  await page.keyboard.press('Space');
  await expect(bar(page).getByText('1 selected', { exact: true })).toBeVisible();
  if (total > 1) {
    await tabTo(page, bar(page).getByRole('button', { name: `Select all ${n} matching these filters` }), {
      key: 'Shift+Tab',
    });
    await page.keyboard.press('Enter');
    await expect(bar(page).getByText(`All ${n} matching these filters selected`)).toBeVisible();
  }
  const act = bar(page).getByRole('button', { name: `Act on ${n} ${total === 1 ? 'profile' : 'profiles'}…` });
  await tabTo(page, act);
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();

  // The drawer: the selection frozen, then the tag typed and a dry run.
  const tagField = drawer(page).getByRole('textbox', { name: 'Tag' });
  await tabTo(page, tagField);
  await page.keyboard.type(`  ${tag} `);
  await tabTo(page, drawer(page).getByRole('button', { name: 'Dry run' }));
  await page.keyboard.press('Enter');
  await expect(
    drawer(page).getByRole('heading', { name: `${n} will change · 0 already so (skipped) · 0 refused` }),
  ).toBeVisible();
  await expect(drawer(page).getByRole('list', { name: 'Sample changes' }).getByRole('listitem')).toHaveCount(
    Math.min(10, total),
  );
  await expectNoAxeViolations(page, 'bulk action drawer after a dry run');

  // A profile that starts matching after the selection was frozen is left out.
  const email = `bulk-late-${Date.now()}@example.test`;
  const created = await request.post(`${simulatorUrl}/v4/clients`, {
    headers: headers(token),
    data: { email, firstName: 'Late', lastName: 'Arrival', city },
  });
  expect(created.status()).toBeLessThan(300);

  await tabTo(page, drawer(page).getByRole('button', { name: `Run on ${n} ${total === 1 ? 'profile' : 'profiles'}` }));
  await page.keyboard.press('Enter');
  await expect(drawer(page).getByRole('heading', { name: `Applied to ${n} of ${n} profiles (verified).` })).toBeVisible(
    {
      timeout: 120_000,
    },
  );
  await expect(drawer(page).getByTestId('bulk-run-status')).toContainText(
    `sent ${n} / ${n} · applied ${n} (verified) · failed 0`,
  );

  const afterRun = await profilesIn(request, token, city);
  const late = afterRun.find((profile) => profile.email === email);
  expect(late, 'the profile created after freezing is listed').toBeTruthy();
  expect(late!.tags ?? []).not.toContain(tag);
  expect(afterRun.filter((profile) => profile.tags?.includes(tag))).toHaveLength(total);

  // Undo, from the jobs page the drawer links to.
  await tabTo(page, drawer(page).getByRole('link', { name: 'This job on the jobs page' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk jobs' })).toBeVisible();
  const job = page.getByRole('article').filter({ hasText: tag });
  const undo = job.getByRole('button', { name: 'Undo' });
  await tabTo(page, undo, { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(
    job.getByRole('heading', { name: `Undone on ${n} ${total === 1 ? 'profile' : 'profiles'}.` }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect
    .poll(
      async () => (await profilesIn(request, token, city)).filter((profile) => profile.tags?.includes(tag)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(0);
});

test('a chunk with 3 invalid changesets: those 3 named with field and reason, every other one applied', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', WORKSPACES.refused);
  const { city, total } = await listOneCity(page, WORKSPACES.refused);
  expect(total).toBeGreaterThan(3);
  const tag = `e2e-bulk-bad-${Date.now()}`;
  const n = total.toLocaleString('en');
  // Three changesets of the first batch name profiles that do not exist: the service refuses those items (a batch
  // never creates a profile), and the page must send the rest again.
  const unknownIds = [990_000_001, 990_000_002, 990_000_003];
  let rewritten = false;
  await page.route('**/v4/clients/batch', async (route) => {
    if (rewritten) return route.continue();
    rewritten = true;
    const items = route.request().postDataJSON() as Record<string, unknown>[];
    unknownIds.forEach((clientId, i) => (items[i] = { ...items[i], clientId }));
    await route.continue({ postData: JSON.stringify(items) });
  });

  await runTagOnAllMatching(page, total, tag);

  await expect(
    drawer(page).getByRole('heading', {
      name: `Applied to ${(total - 3).toLocaleString('en')} of ${n} profiles (verified); 3 failed.`,
    }),
  ).toBeVisible({
    timeout: 120_000,
  });
  const failed = drawer(page).getByRole('list', { name: 'Failed profiles' }).getByRole('listitem');
  await expect(failed).toHaveCount(3);
  for (const text of await failed.allInnerTexts()) expect(text).toMatch(/^Profile \d+ · clientId: \S/);
  const tagged = (await profilesIn(request, token, city)).filter((profile) => profile.tags?.includes(tag));
  expect(tagged).toHaveLength(total - 3);
});

test('a reload mid-job: the jobs page resumes it, and no chunk reaches the service twice', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'ada@demo.test', { workspace: WORKSPACES.resume });
  const workspace = /\/w\/[^/]+/.exec(new URL(page.url()).pathname)![0];
  // The whole workspace (over 2,000 profiles): three chunks or more.
  await page.goto(`${workspace}/profiles`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const total = Number((await page.getByText(/^[\d,]+ profiles match$/).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(2000);
  const n = total.toLocaleString('en');
  const tag = `e2e-bulk-resume-${Date.now()}`;

  // Every batch that reaches the service, by its profiles. The second one's answer is held in the browser until
  // the page has gone: the service has it, the page never hears back.
  const batches: number[][] = [];
  let reloaded: () => void = () => undefined;
  const pageGone = new Promise<void>((resolve) => (reloaded = resolve));
  await page.route('**/v4/clients/batch', async (route) => {
    const ids = (route.request().postDataJSON() as { clientId: number }[]).map((item) => item.clientId);
    batches.push(ids);
    const answer = await route.fetch();
    if (batches.length === 2) {
      await pageGone;
      return;
    }
    await route.fulfill({ response: answer });
  });

  await runTagOnAllMatching(page, total, tag);
  await expect.poll(() => batches.length, { timeout: 60_000 }).toBe(2);
  await page.reload();
  reloaded();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // From here on, every batch still goes through the log.
  await page.route('**/v4/clients/batch', async (route) => {
    batches.push((route.request().postDataJSON() as { clientId: number }[]).map((item) => item.clientId));
    await route.continue();
  });

  await page.goto(`${workspace}/profiles/jobs`);
  const job = page.getByRole('article').filter({ hasText: tag });
  await job.getByRole('button', { name: 'Resume' }).click();
  await expect(job.getByRole('heading', { name: `Applied to ${n} of ${n} profiles (verified).` })).toBeVisible({
    timeout: 180_000,
  });

  const sent = batches.flat();
  expect(new Set(sent).size, 'no profile in two batches').toBe(sent.length);
  expect(sent).toHaveLength(total);
  expect(batches.length).toBe(Math.ceil(total / 1000));
});

test('390 px: the drawer and its dry run fit without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await listOneCity(page, WORKSPACES.phone);
  await table(page).getByRole('checkbox', { name: 'Select the profiles on this page' }).check();
  await bar(page)
    .getByRole('button', { name: /^Act on [\d,]+ profiles…$/ })
    .click();
  await drawer(page).getByRole('textbox', { name: 'Tag' }).fill('phone-check');
  await drawer(page).getByRole('button', { name: 'Dry run' }).click();
  await expect(drawer(page).getByRole('heading', { name: /will change · / })).toBeVisible();
  const widths = await drawer(page).evaluate((element) => ({
    scroll: element.querySelector('.mantine-Drawer-body')?.scrollWidth ?? element.scrollWidth,
    client: element.querySelector('.mantine-Drawer-body')?.clientWidth ?? element.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'bulk action drawer, 390 px');
});
