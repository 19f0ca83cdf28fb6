import { javascriptLoaded, kb, launchBrowser, median, ms, signInTo } from './measure.mjs';

const isSearch = (url) => /\/search\/v2\/indices\/[^/]+\/(query|autocomplete|visual)(\/explain)?(\?|$)/.test(url);
// Ten-character queries, a different one each run (an answer cached by the page would measure nothing).
const queries = ['headphones', 'duffel bag', 'chef knife', 'frying pan', 'board game'];

/**
 * Search playground figures: while a 10-character query is typed at 50 ms per key, the search requests sent and
 * the time from the last keystroke to the rendered results (measured inside the page); and the route's JS.
 */
export async function* searchFigures(context) {
  const browser = await launchBrowser(context.chromium);
  try {
    const page = await (await browser.newContext()).newPage();
    await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
    const nav = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Search' });
    const routeBytes = await javascriptLoaded(page, async () => {
      await nav.click();
      await page.getByRole('searchbox', { name: 'Query' }).waitFor();
    });

    const box = page.getByRole('searchbox', { name: 'Query' });
    // The index is built on the workspace's first search: warm it so the figures are about typing.
    await box.fill('shoe');
    await page.getByRole('list', { name: 'Results items' }).getByRole('article').first().waitFor({ timeout: 60_000 });

    const requests = [];
    const latencies = [];
    for (const query of queries) {
      await box.fill('');
      await page.waitForTimeout(400);
      let sent = 0;
      const count = (request) => {
        if (isSearch(request.url())) sent += 1;
      };
      page.on('request', count);
      await page.evaluate((expected) => {
        window.__benchDone = undefined;
        window.__lastKey = undefined;
        document.addEventListener('keydown', () => (window.__lastKey = performance.now()), { capture: true });
        const rendered = () =>
          document.querySelector('[data-testid="request-url"]')?.textContent?.includes(expected) &&
          document.querySelector('[role="region"][aria-label="Results"]')?.getAttribute('aria-busy') === 'false';
        new MutationObserver((_, observer) => {
          if (window.__lastKey !== undefined && rendered()) {
            window.__benchDone = performance.now();
            observer.disconnect();
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      }, new URLSearchParams({ query }).toString());
      await box.pressSequentially(query, { delay: 50 });
      await page.waitForFunction(() => window.__benchDone !== undefined, null, { timeout: 30_000 });
      latencies.push(await page.evaluate(() => window.__benchDone - window.__lastKey));
      page.off('request', count);
      requests.push(sent);
    }
    yield `/search, typing a 10-character query at 50 ms per key: ${Math.max(...requests)} search request(s) at most (${requests.join(', ')} over ${queries.length} queries)`;
    yield `/search, last keystroke → results rendered: ${ms(median(latencies))} (median of ${queries.length}; includes the 250 ms typing pause)`;
    yield `/search route JavaScript (gzipped, loaded on top of the shell): ${kb(routeBytes)}`;
  } finally {
    await browser.close();
  }
}
