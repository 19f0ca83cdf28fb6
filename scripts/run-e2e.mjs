// Builds the app against the local simulator server, then runs the Playwright suite with Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';

const chromium = requireChromium({ headlessShell: true });
// E2E_SIMULATOR_PORT, E2E_APP_PORT and E2E_OUT_DIR let two suites run side by side (defaults 4010, 4173, dist-e2e).
const simulatorPort = Number(process.env.E2E_SIMULATOR_PORT ?? 4010);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const args = process.argv.slice(2);

/** A simulator server and a build of the app that talks to it (the address is fixed at build time). */
function stack(simulator, app, dir) {
  return {
    ...process.env,
    CHROME_PATH: chromium,
    VITE_SIMULATOR: 'http',
    VITE_SIMULATOR_URL: `http://127.0.0.1:${simulator}`,
    E2E_SIMULATOR_URL: `http://127.0.0.1:${simulator}`,
    E2E_SIMULATOR_PORT: String(simulator),
    E2E_APP_PORT: String(app),
    E2E_OUT_DIR: dir,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    // The suite measures no bytes on the wire: zlib's twins, not Zopfli's 17 s (build/precompressed-assets.ts).
    PRECOMPRESS: 'zlib',
  };
}

function build(env) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', env.E2E_OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const playwright = (env, playwrightArgs, stdio) =>
  spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...playwrightArgs], { stdio, env });
const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

const main = stack(simulatorPort, appPort, outDir);
build(main);
if (args.length > 0) {
  // Some specs, a project, or Playwright's own options: one simulator, Playwright's order (playwright.config.ts).
  process.exit(await exitOf(playwright(main, args, 'inherit')));
}

// The whole suite. The specs that change the simulator's settings (e2e/isolated) run beside the rest, one at a time,
// against a simulator and a build of their own, rather than after the rest on one worker while the other core
// idled (decision 0204). Their report follows the main one.
const isolated = stack(simulatorPort + 1, appPort + 1, `${outDir}-isolated`);
build(isolated);
const isolatedRun = playwright(isolated, ['--project', 'isolated', '--no-deps'], ['ignore', 'pipe', 'pipe']);
const isolatedOutput = [];
isolatedRun.stdout.on('data', (chunk) => isolatedOutput.push(chunk));
isolatedRun.stderr.on('data', (chunk) => isolatedOutput.push(chunk));
const [mainCode, isolatedCode] = await Promise.all([
  exitOf(playwright(main, ['--project', 'chromium'], 'inherit')),
  exitOf(isolatedRun),
]);
process.stdout.write('\nThe isolated specs (e2e/isolated), run beside the rest against their own simulator:\n');
process.stdout.write(Buffer.concat(isolatedOutput));
process.exit(mainCode !== 0 ? mainCode : isolatedCode);
