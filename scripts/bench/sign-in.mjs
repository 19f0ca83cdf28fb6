import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs } from '../chromium.mjs';
import { demoCredentials, javascriptLoaded, kb, launchBrowser, median, ms } from './measure.mjs';

const runs = 3;

/** Foundation figures: sign-in route JS, Lighthouse scores of the sign-in page, credentials → workspace list. */
export async function* signInFigures({ chromium, appUrl, productionUrl, simulatorUrl }) {
  const browser = await launchBrowser(chromium);
  try {
    const page = await browser.newPage();
    const bytes = await javascriptLoaded(page, () => page.goto(`${productionUrl}/sign-in`));
    yield `sign-in route JavaScript, production build (gzipped): ${kb(bytes)} (${(bytes / 1000).toFixed(1)} kB; budget 120 KB)`;
    const simulatorPage = await browser.newPage();
    const simulatorBytes = await javascriptLoaded(simulatorPage, () => simulatorPage.goto(`${appUrl}/sign-in`));
    yield `sign-in route JavaScript, simulator build (gzipped): ${kb(simulatorBytes)}`;

    const ada = await demoCredentials(simulatorUrl, 'ada@demo.test');
    const timings = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const fresh = await context.newPage();
      await fresh.goto(`${appUrl}/sign-in`);
      await fresh.getByLabel('Email').fill(ada.username);
      await fresh.getByRole('textbox', { name: 'Password', exact: true }).fill(ada.password);
      await fresh.evaluate(() => {
        const form = document.querySelector('form');
        form.addEventListener('submit', () => (window.__benchSubmit = performance.now()), {
          capture: true,
          once: true,
        });
        new MutationObserver((_, observer) => {
          if (document.querySelector('ul[aria-label="Workspaces"] li')) {
            window.__benchListed = performance.now();
            observer.disconnect();
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      await fresh.getByRole('button', { name: 'Sign in' }).click();
      await fresh.waitForFunction(() => window.__benchListed !== undefined);
      timings.push(await fresh.evaluate(() => window.__benchListed - window.__benchSubmit));
      await context.close();
    }
    yield `credentials submitted → workspace list rendered: ${ms(median(timings))} (median of 5)`;
  } finally {
    await browser.close();
  }

  const performance = [];
  const accessibility = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromium,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(`${productionUrl}/sign-in`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      performance.push(Math.round(result.lhr.categories.performance.score * 100));
      accessibility.push(Math.round(result.lhr.categories.accessibility.score * 100));
    } finally {
      await chrome.kill();
    }
  }
  yield `Lighthouse performance, sign-in page (production build): ${median(performance)} / 100 (median of ${runs}: ${performance.join(', ')})`;
  yield `Lighthouse accessibility, sign-in page (production build): ${median(accessibility)} / 100 (median of ${runs}: ${accessibility.join(', ')})`;
}
