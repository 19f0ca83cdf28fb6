import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { simulatorUrl, workspaceToken } from './support/simulator';

// A marketer's question, "for each placement, which document wins?", in Contoso Pharma as Ada
// (docs/features/documents.md, Placements).
const docs = `${simulatorUrl}/schema-service/v2`;

async function createDocument(request: APIRequestContext, token: string, fields: Record<string, unknown>) {
  const auth = { Authorization: `Bearer ${token}` };
  const directories = (await (await request.get(`${docs}/directories`, { headers: auth })).json()) as { id: string }[];
  const created = await request.post(`${docs}/documents`, {
    headers: auth,
    data: { schema: 'banner', content: { title: 'Hello' }, directoryId: directories[0]!.id, ...fields },
  });
  expect(created.status()).toBe(200);
  return (await created.json()) as { id: string; name: string };
}

test('open the placements from the documents list with the keyboard, read the verdict, follow a document; axe; a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A placement of this run's own: the specs share the simulator, and a rerun must not meet the last one's slugs.
  const token = await workspaceToken(request, 'ada@demo.test', 'Contoso Pharma');
  const placement = `pl${Date.now().toString(36)}`;
  const segments = (await (
    await request.get(`${docs}/segments`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: string; name: string }[];
  const vip = segments.find((segment) => segment.name === 'VIP customers')!;
  const winner = await createDocument(request, token, {
    name: 'Placement VIP',
    slug: `${placement}-vip`,
    priority: 90,
    audience: { targetType: 'SEGMENT', segments: [vip.id] },
  });
  await createDocument(request, token, {
    name: 'Placement everyone',
    slug: `${placement}-everyone`,
    priority: 40,
    audience: { targetType: 'ALL' },
  });

  await signIn(page, 'ada@demo.test', { workspace: 'Contoso Pharma' });
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  // From the documents list with the keyboard alone.
  const link = page.getByRole('main').getByRole('link', { name: 'Placements', exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/w\/[^/]+\/documents\/placements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
  await expect(page.getByText(/^\d+ placements · \d+ documents competing/)).toBeVisible();

  // The verdict first, then the documents in the order the service picks them.
  const region = page.getByRole('region', { name: placement });
  await expect(
    region.getByText(
      `Placement VIP (priority 90) wins ${placement} for its audience (segment ‘VIP customers’); everyone else gets Placement everyone (priority 40).`,
    ),
  ).toBeVisible();
  const items = region.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Audience: segment ‘VIP customers’');
  await expect(items.nth(1)).toContainText('Shown to everyone the documents above do not reach.');
  await expectNoAxeViolations(page, 'placements');

  // A phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(region).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'placements on a phone');

  // The winner's link opens its editor, with the keyboard (Tab from the page's heading, past the placements before).
  const winnerLink = items.nth(0).getByRole('link', { name: 'Placement VIP' });
  await tabTo(page, winnerLink, { limit: 400 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/documents/${winner.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Placement VIP' })).toBeVisible();
});
