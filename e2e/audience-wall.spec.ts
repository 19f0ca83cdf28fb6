import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { simulatorUrl, workspaceToken } from './support/simulator';

const eventCount = async (request: APIRequestContext, token: string, clientId: string) => {
  const answer = await request.get(`${simulatorUrl}/v4/events/by-client/${clientId}?limit=500`, {
    headers: { Authorization: `Bearer ${token}`, 'Api-Version': '4.4' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as unknown[]).length;
};

test('the audience wall: summary = tiles, no events recorded, phone, axe, keyboard, reload restores', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', 'Contoso Pharma');
  const docs = `${simulatorUrl}/schema-service/v2`;
  const auth = { Authorization: `Bearer ${token}` };
  const directories = (await (await request.get(`${docs}/directories`, { headers: auth })).json()) as { id: string }[];
  const stamp = Date.now();
  const created = await request.post(`${docs}/documents`, {
    headers: auth,
    data: {
      name: `Wall e2e ${stamp}`,
      priority: 1,
      slug: `walle2e-${stamp}`,
      schema: `wall-e2e-${stamp}`,
      content: { email: '{{ customer.agreements.email }}', anonymous: '{{ customer.anonymous }}' },
      audience: { targetType: 'ALL' },
      directoryId: directories[0]!.id,
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, 'ada@demo.test', { workspace: 'Contoso Pharma' });
  const workspacePath = new URL(page.url()).pathname.replace(/\/$/, '');
  await page.goto(`${workspacePath}/documents/${id}`);
  await page.getByRole('link', { name: 'Wall' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${id}/wall$`));
  const summary = page.getByRole('status').filter({ hasText: 'previewed' });
  await expect(summary).toContainText('24 of 24 previewed', { timeout: 60_000 });
  const tiles = page.getByRole('list', { name: 'Profiles of the sample' }).getByRole('article');
  await expect(tiles).toHaveCount(24);
  await expect(summary).toContainText('24 in the audience · 0 out');
  await expect(summary).toContainText('3 distinct renderings');

  // Keyboard alone: a smaller sample from the Size field, then a tile's profile and back.
  await page.getByLabel('Size').focus();
  await page.keyboard.press('ArrowUp'); // 24 → 12
  await expect(page).toHaveURL(/\?size=12$/);
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  await expect(tiles).toHaveCount(12);
  const firstLink = tiles.first().getByRole('link');
  const profileHref = (await firstLink.getAttribute('href'))!;
  const clientIds = await tiles
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${profileHref}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/wall\?size=12$/);
  await expect(summary).toContainText('12 of 12 previewed');

  // No side effects: a second full run (the reload drops the cache) records no event for the sampled profiles.
  const before = await Promise.all(clientIds.map((clientId) => eventCount(request, token, clientId)));
  // The segments are native radios drawn by their labels: the arrow keys move the choice.
  await page.getByRole('radio', { name: 'Each profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?size=12&layout=rendering$/);
  await page.reload();
  await expect(summary).toContainText('12 of 12 previewed', { timeout: 60_000 });
  // Reload restores the same sample and grouping.
  await expect(page.getByRole('radio', { name: 'Group by rendering' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Renderings of the sample' }).getByRole('article')).toHaveCount(3);
  const after = await Promise.all(clientIds.map((clientId) => eventCount(request, token, clientId)));
  expect(after).toEqual(before);

  await expectNoAxeViolations(page, 'audience wall');

  // A phone: one column, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Each profile').click();
  await expect(tiles).toHaveCount(12);
  const lefts = await tiles.evaluateAll((articles) => articles.map((a) => Math.round(a.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'audience wall on a phone');
});
