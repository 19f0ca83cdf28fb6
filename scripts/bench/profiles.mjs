import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { javascriptLoaded, kb, launchBrowser, median, ms, signInTo, timeUntil } from './measure.mjs';

const firstRowId = 'table[aria-label="Profiles"] tbody tr td';

/** Profiles figures: first page of /profiles, next page, route JS, long tasks during a 50,000-row import. */
export async function* profilesFigures(context) {
  const browser = await launchBrowser(context.chromium);
  try {
    const firstPage = [];
    const nextPage = [];
    let routeBytes = 0;
    for (let run = 0; run < 5; run += 1) {
      const page = await (await browser.newContext()).newPage();
      await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
      const nav = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profiles' });
      if (run === 0) {
        routeBytes = await javascriptLoaded(page, async () => {
          firstPage.push(await timeUntil(page, `${firstRowId} a`, () => nav.click()));
        });
      } else {
        firstPage.push(await timeUntil(page, `${firstRowId} a`, () => nav.click()));
      }
      const before = await page.locator(firstRowId).first().textContent();
      nextPage.push(
        await timeUntil(page, firstRowId, () => page.getByRole('button', { name: 'next page' }).click(), {
          changedFrom: before,
        }),
      );
      await page.context().close();
    }
    yield `/profiles, click in the navbar → first page rendered (50,000 profiles): ${ms(median(firstPage))} (median of 5)`;
    yield `/profiles, click "next page" → page rendered: ${ms(median(nextPage))} (median of 5)`;
    yield `/profiles route JavaScript (gzipped, loaded on top of the shell): ${kb(routeBytes)}`;

    // A 50,000-row import, with the long tasks (over 50 ms) of the page's main thread recorded throughout.
    const rows = ['email,customId,firstName,lastName,countryCode,agreements.email,tier'];
    for (let index = 1; index <= 50_000; index += 1)
      rows.push(`bench-${index}@example.com,BENCH-${index},Bench,Row${index},DE,true,gold`);
    const file = join(tmpdir(), 'bench-50000-profiles.csv');
    await writeFile(file, rows.join('\n'));
    const page = await (await browser.newContext()).newPage();
    await signInTo(page, context, 'ada@demo.test', 'Adventure Works Outdoor');
    await page.goto(`${context.appUrl}/profiles/import`);
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) =>
        window.__longTasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask', buffered: false });
    });
    const started = Date.now();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Check the rows' }).click();
    // Checked in the worker, then matched with the workspace's existing profiles (decisions 0061, 0062).
    const importButton = page.getByRole('button', { name: /^Import 50,000 rows$/ });
    await importButton.waitFor({ timeout: 300_000 });
    const checked = Date.now() - started;
    const beforeSending = await page.evaluate(() => window.__longTasks.length);
    await importButton.click();
    await page.getByText(/^50,000 created, 0 updated, 0 skipped, 0 rejected/).waitFor({ timeout: 300_000 });
    const elapsed = Date.now() - started;
    const longTasks = await page.evaluate(() => window.__longTasks);
    const summary = (tasks) =>
      `${tasks.length} (total ${ms(tasks.reduce((sum, duration) => sum + duration, 0))}, longest ${ms(Math.max(0, ...tasks))})`;
    yield `50,000-row import: file chosen → rows checked and matched with existing profiles: ${ms(checked)}, long tasks ${summary(longTasks.slice(0, beforeSending))}`;
    yield `50,000-row import: main-thread long tasks: ${summary(longTasks)} over ${ms(elapsed)}`;
  } finally {
    await browser.close();
  }
}
