import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { mantineStylesPerComponent } from './build/mantine-styles-per-component.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { previewServer } from './build/preview-server.ts';
import { requestRouting, simulatorMode } from './build/request-routing.ts';
import { routeChunkGroups } from './build/route-chunks.ts';
import { routerProductionBuild } from './build/router-production-build.ts';
import { appSignedInPreload } from './build/signed-in-preload.ts';
import { contentSecurityPolicy, WORKER_FILE_PREFIX } from './src/app/content-security-policy.ts';
import { regions } from './src/lib/regions.ts';

/** The characters of content hash in the build's file names (scripts/production-build.test.mjs expects seven). */
const HASH_LENGTH = 7;

// The build's plugins live in build/, one file each (docs/decisions/0170-build-code-layout.md).
export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const routing = requestRouting(env, command);
  // `vite preview` serves a build: the policy follows the build's default (off), not the dev server's (browser).
  const csp = contentSecurityPolicy({
    simulatorMode: simulatorMode(env, isPreview ? 'build' : command),
    simulatorUrl: routing.simulatorUrl,
  });
  return {
    plugins: [
      react(),
      routerProductionBuild(),
      mantineStableIds(),
      mantineStylesPerComponent(command),
      precompressedAssets({ zopfli: env.PRECOMPRESS !== 'zlib' }),
      previewServer(csp),
      appSignedInPreload(routing),
    ],
    // A literal at build time, so builds without the simulator do not even contain its code.
    define: { __SIMULATOR_MODE__: JSON.stringify(routing.simulatorMode) },
    server: {
      port: 5173,
      strictPort: true,
      // Development against a real region (`VITE_SIMULATOR=off VITE_REGION_ROUTING=proxy npm run dev`), without
      // the browser's cross-origin rules.
      proxy: Object.fromEntries(
        regions.map(({ id, baseUrl: target }) => [
          `/region/${id}`,
          { target, changeOrigin: true, rewrite: (path: string) => path.replace(`/region/${id}`, '') },
        ]),
      ),
    },
    // The CSP is the production build's only (the dev server's React refresh preamble is an inline script).
    preview: { port: Number(env.VITE_PREVIEW_PORT ?? 4173), strictPort: true },
    // Workers take their policy from their own script's response: a name the preview (and a real host) can tell.
    worker: { rolldownOptions: { output: { entryFileNames: `${WORKER_FILE_PREFIX}[name]-[hash:${HASH_LENGTH}].js` } } },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Each lazy import also fetches, in parallel, every chunk the imported module will import (Vite's
      // modulepreload list next to the import()), so a route's code arrives in one round trip after the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: routeChunkGroups() },
          // Seven characters of content hash (42 bits; the bundler refuses fewer than the file count needs): each
          // name is written many times over, in imports, preload lists and the preload script's table
          // (docs/decisions/0211-seven-character-hashes.md).
          entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
          chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
          assetFileNames: `assets/[name]-[hash:${HASH_LENGTH}][extname]`,
        },
      },
    },
  };
});
