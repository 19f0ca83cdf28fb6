import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/**
 * The shell's menus, its command palette, its notifications' and confirmations' outlets and a phone's filter drawer
 * are downloaded when they are first wanted, not with every page (docs/decisions/0130-shell-parts-on-demand.md).
 */
const onDemandChunks =
  /\/assets\/(workspace-switcher|color-scheme-menu|user-menu|command-palette|notifications-outlet|bottom-drawer)-[\w-]+\.js$/;

test.use({ viewport: { width: 390, height: 844 } });

test('a page that is only read loads none of the parts it was not asked for; each comes when wanted', async ({
  page,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  // The chooser's page asks for the notifications' outlet ("Now working in …") after its content shows: leave it
  // first, so that none of its requests is counted as this page's.
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = onDemandChunks.exec(new URL(request.url()).pathname);
    if (match) asked.push(match[1]);
  });
  await page.goto('/documents');
  await expect(page.getByRole('table', { name: 'Documents' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What "after the first paint" would have loaded by now.
  await page.waitForTimeout(1_000);
  expect(asked).toEqual([]);

  // The keyboard reaches the account menu: its code arrives as the button takes the focus, which it keeps.
  const account = page.getByRole('button', { name: /^Account:/ });
  await account.focus();
  await expect.poll(() => asked).toContain('user-menu');
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  // The menu opens with its first item focused, visibly (not an invisible placeholder).
  const firstItem = page.getByRole('menu').getByRole('menuitem').first();
  await expect(firstItem).toBeFocused();
  expect(await firstItem.evaluate((item) => item.matches(':focus-visible'))).toBe(true);
  await expectNoAxeViolations(page, 'the account menu, open');
  await page.getByRole('menu').getByRole('menuitem').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden();

  // A press on the phone's Filters opens the drawer as its code arrives.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(asked).toContain('bottom-drawer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();

  // Ctrl+K opens the palette the first time it is pressed.
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('textbox', { name: 'Command palette search' })).toBeFocused();
  expect(asked).toContain('command-palette');
  expect(asked).not.toContain('workspace-switcher');
  expect(asked).not.toContain('notifications-outlet');
});

test('a menu pressed before its code arrives opens with a focused item and gives the focus back on Escape', async ({
  page,
}) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  // The account menu's code is held back until the button has been pressed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/documents');
  await expect(page.getByRole('table', { name: 'Documents' })).toBeVisible();
  const account = page.getByRole('button', { name: /^Account:/ });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  const firstItem = page.getByRole('menu').getByRole('menuitem').first();
  await expect(firstItem).toBeFocused();
  expect(await firstItem.evaluate((item) => item.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();
});
