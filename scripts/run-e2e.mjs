// Builds the app against the local simulator server, then runs the Playwright suite with Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';

const chromium = requireChromium({ headlessShell: true });
// E2E_SIMULATOR_PORT, E2E_APP_PORT and E2E_OUT_DIR let two suites run side by side (defaults 4010, 4173, dist-e2e).
const simulatorPort = process.env.E2E_SIMULATOR_PORT ?? '4010';
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  VITE_SIMULATOR: 'http',
  VITE_SIMULATOR_URL: `http://127.0.0.1:${simulatorPort}`,
  E2E_SIMULATOR_URL: `http://127.0.0.1:${simulatorPort}`,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // The suite measures no bytes on the wire: zlib's twins, not Zopfli's 17 s (build/precompressed-assets.ts).
  PRECOMPRESS: 'zlib',
};

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--outDir',
  outDir,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
