// `npm run relevance`: runs scripts/relevance/main.ts through Vite's module runner rather than tsx, because the
// run engine is the page's own and reaches the search feature through its index.ts, whose graph holds components
// (style sheets) and Vite's compile-time values (src/lib/env.ts). Style sheets load as empty modules here.
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { stylesAsEmptyModules } from '../vite-in-node.mjs';

try {
  const { module } = await runnerImport(fileURLToPath(new URL('./main.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    // As vite.config.ts defines it for a build with no simulator in the page: the command line sends real requests.
    define: { __SIMULATOR_MODE__: JSON.stringify('off') },
    plugins: [stylesAsEmptyModules],
  });
  process.exitCode = await module.main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
