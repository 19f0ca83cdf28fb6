import type { Page } from '@playwright/test';

/**
 * Starts watching the page for a text that may show only briefly (a "queued" state the simulator replaces
 * 0.3–2 s later); `seen()` then says whether it was ever on screen, however slow the test was to look.
 */
export async function watchForText(page: Page, text: string): Promise<{ seen: () => Promise<boolean> }> {
  const key = `__seen_${text.replace(/\W/g, '_')}`;
  await page.evaluate(
    ([wanted, flag]) => {
      const record = window as unknown as Record<string, boolean>;
      record[flag] = document.body.innerText.includes(wanted);
      new MutationObserver((_, observer) => {
        if (document.body.innerText.includes(wanted)) {
          record[flag] = true;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [text, key] as const,
  );
  return { seen: () => page.evaluate((flag) => (window as unknown as Record<string, boolean>)[flag] === true, key) };
}
