import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { simulatorUrl, workspaceToken } from './support/simulator';

// The audience wall's Balanced sample and slot matrix (issue 36), in Contoso Pharma as Ada.
const docs = `${simulatorUrl}/schema-service/v2`;

async function createDocument(request: APIRequestContext, token: string, fields: Record<string, unknown>) {
  const auth = { Authorization: `Bearer ${token}` };
  const directories = (await (await request.get(`${docs}/directories`, { headers: auth })).json()) as { id: string }[];
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const created = await request.post(`${docs}/documents`, {
    headers: auth,
    data: {
      name: `Wall samples ${stamp}`,
      priority: 1,
      slug: `wallsamples-${stamp}`,
      schema: `wall-samples-${stamp}`,
      content: { anonymous: '{{ customer.anonymous }}' },
      audience: { targetType: 'ALL' },
      directoryId: directories[0]!.id,
      ...fields,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()) as { id: string; name: string };
}

async function bigSpenders(request: APIRequestContext, token: string) {
  const answer = await request.get(`${docs}/segments`, { headers: { Authorization: `Bearer ${token}` } });
  const segments = (await answer.json()) as { id: string; name: string }[];
  return segments.find((segment) => segment.name === 'Big spenders')!.id;
}

test('Balanced: half in and half out, said in the summary; the seed in the URL; axe; a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', 'Contoso Pharma');
  const segment = await bigSpenders(request, token);
  const { id } = await createDocument(request, token, { audience: { targetType: 'SEGMENT', segments: [segment] } });

  await signIn(page, 'ada@demo.test', { workspace: 'Contoso Pharma' });
  const workspacePath = new URL(page.url()).pathname.replace(/\/$/, '');
  await page.goto(`${workspacePath}/documents/${id}/wall?size=12`);
  const summary = page.getByRole('status').filter({ hasText: 'previewed' });
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  // The keyboard alone chooses Balanced: the sample's radios move with the arrow keys.
  await page.getByRole('radio', { name: 'Random' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?sample=balanced&size=12$/);
  await expect(summary).toContainText(/Balanced: 6 in and 6 out, drawn from \d+ listing pages?/, { timeout: 90_000 });
  await expect(summary).toContainText('12 profiles · 6 in the audience · 6 out');
  const tiles = page.getByRole('list', { name: 'Profiles of the sample' }).getByRole('article');
  await expect(tiles).toHaveCount(12);
  const names = await tiles.getByRole('link').allTextContents();

  // Reloading the URL draws the same profiles.
  await page.reload();
  await expect(summary).toContainText('Balanced: 6 in and 6 out', { timeout: 90_000 });
  await expect(tiles.getByRole('link')).toHaveText(names);
  await expectNoAxeViolations(page, 'audience wall, Balanced');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tiles).toHaveCount(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the slot matrix: its totals equal the tiles winners; a table that scrolls in its own box on a phone; axe', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', 'Contoso Pharma');
  const segment = await bigSpenders(request, token);
  const schema = `wall-matrix-${Date.now()}`;
  const wall = await createDocument(request, token, { schema, priority: 5 });
  const rival = await createDocument(request, token, {
    schema,
    priority: 90,
    audience: { targetType: 'SEGMENT', segments: [segment] },
  });

  await signIn(page, 'ada@demo.test', { workspace: 'Contoso Pharma' });
  const workspacePath = new URL(page.url()).pathname.replace(/\/$/, '');
  await page.goto(`${workspacePath}/documents/${wall.id}/wall?seed=3`);
  const summary = page.getByRole('status').filter({ hasText: 'previewed' });
  await expect(summary).toContainText('24 of 24 previewed', { timeout: 60_000 });
  const tiles = page.getByRole('list', { name: 'Profiles of the sample' }).getByRole('article');
  const instead = await tiles.getByText(`Instead: ${rival.name} · p90`).count();
  const shownThis = await tiles.getByText('Shown: this').count();
  expect(instead).toBeGreaterThan(0);
  expect(instead + shownThis).toBe(24);

  const table = page.getByRole('table', { name: 'Who is shown which document: 24 previewed profiles' });
  await expect(table.locator('caption')).toHaveText('Who is shown which document: 24 previewed profiles');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Profile',
    `${rival.name} · p90`,
    `${wall.name} · p5 (this document)`,
  ]);
  await expect(table.locator('tfoot td')).toHaveText([`shown to ${instead} of 24`, `shown to ${shownThis} of 24`]);
  await expect(table.locator('tbody tr')).toHaveCount(24);
  await expect(table.locator('tbody').getByText('· shown')).toHaveCount(24);
  await expectNoAxeViolations(page, 'audience wall with its slot matrix');

  // A phone: the page does not scroll sideways; the matrix scrolls inside its named box, reachable by keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = page.getByRole('group', { name: 'Slot matrix, scrolls sideways' });
  await expect(box).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const width = await box.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  await box.focus();
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page, 'audience wall with its slot matrix on a phone');
});

test('Personas: save the sample as one, reload the URL, export and import it back; axe; a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', 'Contoso Pharma');
  const { id } = await createDocument(request, token, {});

  await signIn(page, 'ada@demo.test', { workspace: 'Contoso Pharma' });
  const workspacePath = new URL(page.url()).pathname.replace(/\/$/, '');
  await page.goto(`${workspacePath}/documents/${id}/wall?size=12&seed=21`);
  const summary = page.getByRole('status').filter({ hasText: 'previewed' });
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  const links = page.getByRole('list', { name: 'Profiles of the sample' }).getByRole('article').getByRole('link');
  const names = await links.allTextContents();

  await page.getByLabel('Save this sample as a persona').fill('E2E twelve');
  await page.getByRole('button', { name: 'Save as persona' }).click();
  await expect(page).toHaveURL(/\/wall\?sample=personas&persona=e2e-twelve$/);
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  await expect(links).toHaveText(names);

  // A reload of the URL shows the same profiles.
  await page.reload();
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  await expect(links).toHaveText(names);
  await expectNoAxeViolations(page, 'audience wall, Personas');

  // Export, delete, import the file: the same persona and profiles again.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('persona-e2e-twelve.json');
  const file = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(file).toString('utf8');
  expect(JSON.parse(text)).toMatchObject({ version: 1, personas: [{ name: 'E2E twelve' }] });
  await page.getByRole('button', { name: 'Delete E2E twelve' }).click();
  await expect(page).toHaveURL(/\/wall\?sample=personas$/);
  await expect(page.getByText('No persona yet')).toBeVisible();

  const field = page.getByLabel('Import personas (JSON)');
  await field.fill(text.replace('"version": 1', '"version": 7'));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(field).toHaveAccessibleDescription(/Unknown version 7: this dashboard reads version 1/);
  await field.fill(text);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/wall\?sample=personas&persona=e2e-twelve$/);
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  await expect(links).toHaveText(names);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'audience wall, Personas, on a phone');
});
