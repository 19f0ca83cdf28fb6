// The project's benchmark harness: production builds + the local simulator + Debian's Chromium.
// Prints one line per figure, each with its unit, and writes them into docs/benchmarks.md (scripts/bench/report.mjs).
// Each issue adds its figures as a suite in scripts/bench/.
import { spawn, spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';
import { writeReport } from './bench/report.mjs';
import { startServers } from './bench/servers.mjs';
import { eventsFigures } from './bench/events.mjs';
import { documentsFigures } from './bench/documents.mjs';
import { profilesFigures } from './bench/profiles.mjs';
import { searchFigures } from './bench/search.mjs';
import { signInFigures } from './bench/sign-in.mjs';
import { lighthouseFigures } from './bench/lighthouse.mjs';
import { inpFigures } from './bench/inp.mjs';
import { bulkFigures } from './bench/bulk.mjs';
import { wallFigures } from './bench/wall.mjs';
import { relevanceFigures } from './bench/relevance.mjs';

const chromium = requireChromium();
const simulatorPort = Number(process.env.BENCH_SIMULATOR_PORT ?? 4110);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4183);
const productionPort = appPort + 1;
const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
// BENCH_SUITES=events,documents runs only those suites; BENCH_OUT_PREFIX keeps side-by-side runs' builds apart.
const onlySuites = process.env.BENCH_SUITES?.split(',').map((name) => name.trim());
const outPrefix = process.env.BENCH_OUT_PREFIX ?? 'dist-bench';

function build(outDir, env) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// What real users load (no simulator code at all), and the build that talks to the simulator server.
build(`${outPrefix}-production`, { VITE_SIMULATOR: 'off' });
build(outPrefix, { VITE_SIMULATOR: 'http', VITE_SIMULATOR_URL: simulatorUrl });

const servers = await startServers({
  spawn,
  simulatorPort,
  apps: [
    { port: appPort, outDir: outPrefix, env: { VITE_SIMULATOR: 'http', VITE_SIMULATOR_URL: simulatorUrl } },
    { port: productionPort, outDir: `${outPrefix}-production` },
  ],
});
const context = {
  chromium,
  simulatorUrl,
  // The build the preview at appUrl serves: its files' sizes (the Lighthouse suite's gzip budget).
  appDir: outPrefix,
  appUrl: `http://127.0.0.1:${appPort}`,
  productionUrl: `http://127.0.0.1:${productionPort}`,
};
let failed = false;
// The figures of each suite that ran, for docs/benchmarks.md (written even when a later suite fails).
const results = new Map();
try {
  const suites = {
    'sign-in': signInFigures,
    profiles: profilesFigures,
    events: eventsFigures,
    documents: documentsFigures,
    search: searchFigures,
    lighthouse: lighthouseFigures,
    inp: inpFigures,
    bulk: bulkFigures,
    wall: wallFigures,
    relevance: relevanceFigures,
  };
  for (const [name, suite] of Object.entries(suites)) {
    if (onlySuites && !onlySuites.includes(name)) continue;
    const lines = [];
    for await (const line of suite(context)) {
      console.log(line);
      lines.push(line);
    }
    results.set(name, lines);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await servers.stop();
}
writeReport(results);
process.exit(failed ? 1 : 0);
