import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import { chromiumArgs } from '../chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value) => `${Math.round(value)} ms`;

export async function launchBrowser(executablePath) {
  return playwrightChromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * The JavaScript a page loads while it settles, as the gzipped size of each script body (measured the same
 * way for every route, whatever compression the preview server applies).
 */
export async function javascriptLoaded(page, action) {
  const scripts = new Map();
  const onResponse = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    } catch {
      // redirected or aborted: nothing was loaded
    }
  };
  let lastScriptAt = Date.now();
  const onRequest = (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) lastScriptAt = Date.now();
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await action();
  // Lazy chunks requested after the action count too: wait for a second without a new script. (A client-side
  // navigation never fires "networkidle" again, so waitForLoadState would return at once.)
  while (Date.now() - lastScriptAt < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  return [...scripts.values()].reduce((sum, size) => sum + size, 0);
}

/** Signs in through the control API's demo credentials and returns when the workspace list is shown. */
export async function demoCredentials(simulatorUrl, username) {
  const response = await fetch(`${simulatorUrl}/__simulator/credentials`);
  const { users } = await response.json();
  return users.find((user) => user.username === username);
}

/** Signs in through the form and opens a workspace; resolves on its overview. */
export async function signInTo(page, { appUrl, simulatorUrl }, username, workspace) {
  const user = await demoCredentials(simulatorUrl, username);
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Email').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Search workspaces').fill(workspace);
  await page
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button', { name: new RegExp(workspace) })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: workspace }).waitFor();
}

/**
 * Signs in to `workspace` in the first tab of the browser listening at `port` (one Lighthouse drives, launched by
 * chrome-launcher) and disconnects, leaving the tab signed in (the session lives in its sessionStorage); `then`
 * runs on the signed-in page first. Returns the workspace's path prefix (`/w/<guid>`, src/lib/app-path.ts).
 */
export async function signInFirstTab(context, port, workspace, then = async () => undefined) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
    await signInTo(page, context, 'ada@demo.test', workspace);
    const path = new URL(page.url()).pathname;
    await then(page);
    await page.goto(`${context.appUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: workspace }).waitFor();
    return path;
  } finally {
    // Disconnects only: the tab (and its sessionStorage) stays.
    await browser.close();
  }
}

/**
 * Makes a document through the list's "New document" dialog (the documents list on screen) and resolves once its
 * editor shows; `around` wraps the press that creates it and the wait (a measurement), and its result is returned.
 */
export async function createDocument(page, name, around = (action) => action()) {
  await page.getByRole('button', { name: 'New document' }).click();
  await page.getByRole('dialog', { name: 'New document' }).getByLabel('Name').fill(name);
  return around(async () => {
    await page.getByRole('button', { name: 'Create and edit' }).click();
    await page.getByRole('textbox', { name: 'Content (JSON)' }).waitFor();
  });
}

/** Milliseconds from `start()` (clicked in the page) until `selector` matches, measured inside the page. */
export async function timeUntil(page, selector, start, { changedFrom } = {}) {
  await page.evaluate(
    ([wanted, previous]) => {
      window.__benchDone = undefined;
      window.__benchStart = undefined;
      const check = () => {
        const element = document.querySelector(wanted);
        if (element && (previous === undefined || element.textContent !== previous)) {
          window.__benchDone = performance.now();
          return true;
        }
        return false;
      };
      new MutationObserver((_, observer) => {
        if (window.__benchStart !== undefined && check()) observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      document.addEventListener('click', () => (window.__benchStart ??= performance.now()), {
        capture: true,
        once: true,
      });
    },
    [selector, changedFrom],
  );
  await start();
  await page.waitForFunction(() => window.__benchDone !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__benchDone - window.__benchStart);
}
