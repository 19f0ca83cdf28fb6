import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { readRecentIds, type RecordIds } from './support/overview';

/**
 * Every route of src/app/router.tsx, on a phone and on a desktop: the page is never wider than the window
 * (tables scroll inside their own box), the account menu, with Sign out, can be opened from the header, and axe
 * finds nothing in the light or the dark scheme.
 */
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

interface ShellRoute {
  name: string;
  path: (ids: RecordIds) => string;
}

const shellRoutes: ShellRoute[] = [
  { name: 'overview', path: () => '/' },
  { name: 'profiles', path: () => '/profiles' },
  { name: 'new profile', path: () => '/profiles/new' },
  { name: 'import profiles', path: () => '/profiles/import' },
  { name: 'bulk jobs', path: () => '/profiles/jobs' },
  { name: 'a profile', path: (ids) => `/profiles/${ids.profile}` },
  { name: "a profile's events", path: (ids) => `/profiles/${ids.profile}/events` },
  { name: "a profile's purchases", path: (ids) => `/profiles/${ids.profile}/purchases` },
  { name: "a profile's documents", path: (ids) => `/profiles/${ids.profile}/documents` },
  { name: 'events', path: () => '/events' },
  { name: 'documents', path: () => '/documents' },
  { name: 'a document', path: (ids) => `/documents/${ids.document}` },
  { name: 'search', path: () => '/search' },
  { name: 'relevance', path: () => '/relevance' },
  { name: 'not found', path: () => '/no-such-page' },
];
// The audience wall (`/documents/:id/wall`) and the placements (`/documents/placements`) are checked the same way by
// e2e/audience-wall.spec.ts and e2e/placements.spec.ts.

/** The routes in two halves, each its own test, so that the two workers share them instead of one taking all. */
const routeHalves = [shellRoutes.slice(0, 7), shellRoutes.slice(7)] as const;

async function expectNoSidewaysScroll(page: Page) {
  // Let late content (charts, lists) settle before measuring.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

async function expectAccountMenu(page: Page) {
  const account = page.getByRole('button', { name: /^Account:/ });
  await expect(account).toBeInViewport();
  await account.click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  await expect(signOut).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(signOut).toBeHidden();
}

// One test visits half the pages in turn; on a busy machine a page's data can take a while.
test.describe.configure({ timeout: 400_000 });
const loaded = { timeout: 45_000 };

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign-in', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expect(page).toHaveTitle('Sign in · CDP Dashboard');
      await expectNoAxeViolations(page, `sign-in at ${viewport.width} px`);
    });

    test('workspaces', async ({ page }) => {
      await signIn(page, 'ada@demo.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The chooser has no header: its Sign out is on the page.
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
      await expectNoAxeViolations(page, `workspaces at ${viewport.width} px`);
    });

    // One sign-in per half, every route a step: a failure names the route.
    routeHalves.forEach((routes, half) =>
      test(`every page inside a workspace (${half + 1} of 2)`, async ({ page }) => {
        await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
        const ids = await readRecentIds(page);
        for (const route of routes) {
          await test.step(route.name, async () => {
            await page.goto(route.path(ids));
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(loaded);
            await expect(page).toHaveTitle(/ · Northwind Retail · CDP Dashboard$/);
            await expectNoSidewaysScroll(page);
            await expectAccountMenu(page);
            await expectNoAxeViolations(page, `${route.name} at ${viewport.width} px`);
          });
        }
      }),
    );
  });
}

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('navigation is a drawer: burger opens it by touch or keyboard, a section closes it', async ({ page }) => {
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Profiles' })).not.toBeInViewport();
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Profiles' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Profiles' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page).toHaveTitle('Documents · Northwind Retail · CDP Dashboard');
    await expect(nav.getByRole('link', { name: 'Profiles' })).not.toBeInViewport();
    await expectNoAxeViolations(page, 'documents on a phone');
  });
});

/** The simulator's button never covers a page's own buttons. */
for (const viewport of viewports) {
  test(`the simulator button overlaps no page button (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
    for (const path of ['/', '/profiles', '/documents', '/events', '/search']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(loaded);
      const simulator = page.getByRole('button', { name: 'Simulator', exact: true });
      await expect(simulator).toBeVisible();
      const box = (await simulator.boundingBox())!;
      const overlaps = await page.locator('main button, main a[href], main input').evaluateAll(
        (elements, sim) =>
          elements
            .map((element) => ({ rect: element.getBoundingClientRect(), text: element.textContent?.trim() }))
            .filter(
              ({ rect }) =>
                rect.width > 0 &&
                rect.left < sim.x + sim.width &&
                rect.right > sim.x &&
                rect.top < sim.y + sim.height &&
                rect.bottom > sim.y,
            )
            .map(({ text }) => text),
        box,
      );
      expect(overlaps, path).toEqual([]);
    }
  });
}
