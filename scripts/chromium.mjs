import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH). Playwright never downloads a browser here. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(
      [
        "No Chromium found. The end-to-end tests and the benchmark use Debian's Chromium, never a downloaded one.",
        'Install it with:   sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROME_PATH at a Chromium or Chrome binary:   CHROME_PATH=/path/to/chrome npm test',
      ].join('\n'),
    );
    process.exit(1);
  }
  return path;
}
