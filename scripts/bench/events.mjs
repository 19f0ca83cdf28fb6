import { javascriptLoaded, kb, launchBrowser, median, ms, signInTo, timeUntil } from './measure.mjs';

/** Northwind's customer1 (31,662 seeded events). */
const HEAVY_PROFILE = 1200000001;
const firstDayHeader = '[aria-label="Events, newest first"] [role="heading"]';
const TARGET_LOADED = 10_000;

const loadedCount = async (page) =>
  Number((await page.getByText(/events loaded/).innerText()).split(' events loaded')[0].replace(/\D/g, ''));

/** Events figures: time to the first rendered timeline, scrolling through 10,000 loaded events, route JS. */
export async function* eventsFigures(context) {
  const browser = await launchBrowser(context.chromium);
  try {
    const firstTimeline = [];
    let routeBytes = 0;
    for (let run = 0; run < 5; run += 1) {
      const page = await (await browser.newContext()).newPage();
      await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
      await page.goto(`${context.appUrl}/profiles/${HEAVY_PROFILE}`);
      const link = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Events' });
      await link.waitFor();
      // A person reads the profile before choosing its events: the click comes once the page has settled (its
      // extras loaded after its content, decision 0115), and measures the timeline, not the page before it.
      await page.waitForLoadState('networkidle');
      const open = () => timeUntil(page, firstDayHeader, () => link.click());
      if (run === 0) routeBytes = await javascriptLoaded(page, async () => firstTimeline.push(await open()));
      else firstTimeline.push(await open());
      await page.context().close();
    }
    yield `profile timeline, click "Events" → first events rendered (profile with 31,662 events): ${ms(median(firstTimeline))} (median of 5)`;
    yield `profile timeline route JavaScript (gzipped, on top of the profile page; its chart included): ${kb(routeBytes)}`;

    // Load 10,000 events (20 × "load older"), then scroll the virtualised list from top to bottom.
    const page = await (await browser.newContext()).newPage();
    await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
    await page.goto(`${context.appUrl}/profiles/${HEAVY_PROFILE}/events`);
    await page.locator(firstDayHeader).first().waitFor();
    while ((await loadedCount(page)) < TARGET_LOADED) {
      const before = await loadedCount(page);
      await page.getByRole('button', { name: 'Load older events' }).click();
      await page.waitForFunction((previous) => {
        const text =
          [...document.querySelectorAll('p')].find((p) => p.textContent?.includes('events loaded'))?.textContent ?? '';
        return Number(text.split(' events loaded')[0].replace(/\D/g, '')) > previous;
      }, before);
    }
    const loaded = await loadedCount(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) =>
        window.__longTasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask', buffered: false });
    });
    const scriptBefore = await scriptSeconds();
    const frames = await page.evaluate(async () => {
      const viewport = document.querySelector('[aria-label="Events, newest first"]');
      const durations = [];
      let last = performance.now();
      while (viewport.scrollTop + viewport.clientHeight < viewport.scrollHeight - 1) {
        viewport.scrollTop += 1200;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        durations.push(now - last);
        last = now;
      }
      return durations;
    });
    const scripting = ((await scriptSeconds()) - scriptBefore) * 1000;
    const longTasks = await page.evaluate(() => window.__longTasks);
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
    yield `profile timeline, scrolling top to bottom through ${loaded.toLocaleString('en')} loaded events (${frames.length} frames of 1,200 px): scripting ${ms(scripting)}, long tasks ${longTasks.length} (longest ${ms(Math.max(0, ...longTasks))}), frame time median ${ms(median(frames))} / 95th percentile ${ms(p95)}`;
  } finally {
    await browser.close();
  }
}
