// Builds the app against the local simulator server, then runs the Playwright suite with Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';

const chromium = requireChromium();
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  VITE_SIMULATOR: 'http',
  VITE_SIMULATOR_URL: process.env.E2E_SIMULATOR_URL ?? 'http://127.0.0.1:4010',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn']);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
