// The project's benchmark harness: production build + local simulator + Debian's Chromium.
// Prints one line per figure, each with its unit. Later issues add their figures in scripts/bench/*.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';
import { startServers } from './bench/servers.mjs';
import { signInFigures } from './bench/sign-in.mjs';

const chromium = requireChromium();
const simulatorPort = Number(process.env.BENCH_SIMULATOR_PORT ?? 4110);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4183);
const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
const appUrl = `http://127.0.0.1:${appPort}`;

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_SIMULATOR: 'http', VITE_SIMULATOR_URL: simulatorUrl },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const servers = await startServers({ spawn, simulatorPort, appPort, outDir: 'dist-bench' });
const context = { chromium, appUrl, simulatorUrl };
let failed = false;
try {
  for (const suite of [signInFigures]) {
    for await (const line of suite(context)) console.log(line);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await servers.stop();
}
process.exit(failed ? 1 : 0);
