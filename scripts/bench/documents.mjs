import { createDocument, javascriptLoaded, kb, launchBrowser, median, ms, signInTo } from './measure.mjs';

const unsavedPreview = '[role="group"][aria-label="Preview of unsaved content"]';

/**
 * Milliseconds from a key pressed in the content editor until the unsaved-content preview shows the new
 * text (the preview waits for a pause in typing, then fills the inserts), measured inside the page.
 */
async function keyToPreview(page, key) {
  const before = await page.locator(unsavedPreview).textContent();
  await page.evaluate(
    ([selector, previous]) => {
      window.__benchStart = undefined;
      window.__benchDone = undefined;
      document.addEventListener('keydown', () => (window.__benchStart ??= performance.now()), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        const element = document.querySelector(selector);
        if (window.__benchStart !== undefined && element && element.textContent !== previous) {
          window.__benchDone = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [unsavedPreview, before],
  );
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.__benchDone !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__benchDone - window.__benchStart);
}

/** Documents figures: JS of the list and editor routes on top of the shell, key press → preview updated. */
export async function* documentsFigures(context) {
  const browser = await launchBrowser(context.chromium);
  try {
    const page = await (await browser.newContext()).newPage();
    await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
    const listBytes = await javascriptLoaded(page, async () => {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Documents' }).click();
      await page.locator('table[aria-label="Documents"] tbody tr a').first().waitFor();
    });
    yield `/documents list route JavaScript (gzipped, loaded on top of the shell): ${kb(listBytes)}`;

    // The editor from the list: a new document (so the measured content is known).
    const editorBytes = await createDocument(page, 'Bench preview', (action) => javascriptLoaded(page, action));
    yield `/documents/:id editor route JavaScript, opened from the list (gzipped, on top of the shell and the list): ${kb(editorBytes)}`;

    // The editor opened straight from the overview (an in-app navigation, as a link would): on top of the shell only.
    const documentPath = new URL(page.url()).pathname;
    const fresh = await (await browser.newContext()).newPage();
    await signInTo(fresh, context, 'ada@demo.test', 'Northwind Retail');
    const editorOnShellBytes = await javascriptLoaded(fresh, async () => {
      await fresh.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, documentPath);
      await fresh.getByRole('textbox', { name: 'Content (JSON)' }).waitFor();
    });
    yield `/documents/:id editor route JavaScript (gzipped, loaded on top of the shell; includes CodeMirror): ${kb(editorOnShellBytes)}`;
    await fresh.context().close();

    await page.getByRole('textbox', { name: 'Preview as profile' }).fill('customer1@demo.test');
    await page.getByRole('button', { name: 'Find' }).click();
    // The preview's one-sentence verdict (decision 0139): its answer has arrived.
    await page
      .getByRole('status')
      .filter({ hasText: /sees|won't see|not in the audience|saved yet/ })
      .first()
      .waitFor();
    const editor = page.getByRole('textbox', { name: 'Content (JSON)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{"greeting": "Hi {{ customer.firstName }}"}');
    await page.locator(unsavedPreview).waitFor();
    // The cursor goes inside the string, after the insert: each key typed there changes the generated text.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const timings = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) timings.push(await keyToPreview(page, key));
    yield `/documents/:id typing in the content editor → preview updated: ${ms(median(timings))} (median of 5; includes the ${300} ms pause the preview waits for)`;
  } finally {
    await browser.close();
  }
}
