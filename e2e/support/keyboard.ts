import type { Locator, Page } from '@playwright/test';

/** Presses `key` (Tab by default) until `target` has the focus, at most `limit` times; fails when it never does. */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', limit = 40 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`The focus never reached the control within ${limit} presses of ${key}`);
}
