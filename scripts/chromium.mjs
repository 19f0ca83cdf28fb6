import { existsSync } from 'node:fs';

/** Debian's headless shell: the binary itself, not /usr/bin's wrapper script, so that stopping it stops the browser. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Debian's Chromium (or CHROME_PATH). Playwright never downloads a browser here. `headlessShell`: Debian's
 * chromium-headless-shell when installed (.ci/run installs it), the build Playwright itself uses for headless tests,
 * which spends a fifth less of the machine on the end-to-end suite than the full browser (decision 0202).
 */
export function findChromium({ headlessShell = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    headlessShell ? HEADLESS_SHELL : null,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
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

export function requireChromium(options) {
  const path = findChromium(options);
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
