import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { resetSimulator } from '../support/simulator';
import { readRecentIds, type RecordIds } from '../support/overview';

/**
 * The main screens against committed baselines (visual.spec.ts-snapshots/ beside this file, shown in
 * docs/screenshots.md), in light and dark on a desktop, and light on a phone. It runs in the isolated project, one
 * test at a time, from freshly seeded data (other specs create documents and profiles). The seed is deterministic
 * but dated relative to the simulator's start, so moments (`<time>`), charts and "last 24 hours" counts are
 * masked; a small tolerance absorbs anti-aliasing. After an intended change:
 * `node scripts/run-e2e.mjs e2e/isolated/visual.spec.ts --project=isolated --no-deps --update-snapshots`, then look
 * at every changed image before committing it.
 */
interface Screen {
  name: string;
  path: (ids: RecordIds) => string;
  /** What shows once the page has its content (beyond the level-1 heading). */
  ready?: (page: Page) => Locator;
}

const desktopScreens: Screen[] = [
  { name: 'overview', path: () => '/' },
  { name: 'profiles', path: () => '/profiles', ready: (page) => page.getByRole('table').first() },
  { name: 'profile', path: (ids) => `/profiles/${ids.profile}` },
  { name: 'timeline', path: (ids) => `/profiles/${ids.profile}/events` },
  { name: 'documents', path: () => '/documents', ready: (page) => page.getByRole('table').first() },
  { name: 'document', path: (ids) => `/documents/${ids.document}`, ready: (page) => page.locator('.cm-editor') },
  {
    // (`query`, the playground's parameter: the cards and their images in both schemes, decision 0155.)
    name: 'search',
    path: () => '/search?query=shoes',
    ready: (page) => page.getByRole('list', { name: 'Results items' }).getByRole('article').first(),
  },
  { name: 'events', path: () => '/events' },
];
const phoneScreens = ['overview', 'profiles', 'profile', 'documents', 'document', 'search'];

async function settle(page: Page, screen: Screen) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
  if (screen.ready) await expect(screen.ready(page)).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

function volatile(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.locator('canvas, [data-volatile]'),
    page.getByRole('button', { name: 'Simulator', exact: true }),
    page.getByRole('region', { name: /^(Events|Searches)$/ }),
  ];
}

async function expectScreen(page: Page, name: string) {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: volatile(page),
    maxDiffPixelRatio: 0.02,
  });
}

test.describe.configure({ timeout: 300_000 });
test.beforeAll(async ({ request }) => resetSimulator(request));

for (const colorScheme of ['light', 'dark'] as const) {
  test(`desktop screens, ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectScreen(page, `sign-in-${colorScheme}`);
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
    const ids = await readRecentIds(page);
    for (const screen of desktopScreens) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path(ids));
        await settle(page, screen);
        await expectScreen(page, `${screen.name}-${colorScheme}`);
      });
    }
  });
}

test('phone screens, light', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  const ids = await readRecentIds(page);
  for (const screen of desktopScreens.filter((candidate) => phoneScreens.includes(candidate.name))) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path(ids));
      await settle(page, screen);
      await expectScreen(page, `${screen.name}-phone`);
    });
  }
});
