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
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...scripts.values()].reduce((sum, size) => sum + size, 0);
}

/** Signs in through the control API's demo credentials and returns when the workspace list is shown. */
export async function demoCredentials(simulatorUrl, username) {
  const response = await fetch(`${simulatorUrl}/__simulator/credentials`);
  const { users } = await response.json();
  return users.find((user) => user.username === username);
}
