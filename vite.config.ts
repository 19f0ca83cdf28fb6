import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { contentSecurityPolicy } from './src/app/content-security-policy.ts';

// Real regional deployments, used by the development proxy (`VITE_SIMULATOR=off npm run dev`), which
// avoids the browser's cross-origin rules while developing against a real region.
const regionTargets: Record<string, string> = {
  'azure-eu': 'https://api.synerise.com',
  'azure-us': 'https://api.azu.synerise.com',
  gcp: 'https://api.geb.synerise.com',
};

/** `browser` (in-page simulator; default for the dev server), `http` (local simulator server) or `off` (real regions). */
function simulatorMode(env: Record<string, string>, command: 'build' | 'serve'): 'browser' | 'http' | 'off' {
  const requested = env.VITE_SIMULATOR;
  if (requested === 'browser' || requested === 'http' || requested === 'off') return requested;
  return command === 'serve' ? 'browser' : 'off';
}

export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env } as Record<string, string>;
  // `vite preview` serves a build: the policy follows the build's default (off), not the dev server's (browser).
  const csp = contentSecurityPolicy({ simulatorMode: simulatorMode(env, isPreview ? 'build' : command), simulatorUrl: env.VITE_SIMULATOR_URL ?? 'http://127.0.0.1:4010' });
  return {
    plugins: [react()],
    resolve: {
      // react-router's package exports only its development build; production builds use its production build.
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
              { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
            ]
          : [],
    },
    // A literal at build time, so builds without the simulator do not even contain its code.
    define: { __SIMULATOR_MODE__: JSON.stringify(simulatorMode(env, command)) },
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(
        Object.entries(regionTargets).map(([id, target]) => [
          `/region/${id}`,
          { target, changeOrigin: true, rewrite: (path: string) => path.replace(`/region/${id}`, '') },
        ]),
      ),
    },
    // The CSP is the production build's only (the dev server's React refresh preamble is an inline script).
    preview: { port: Number(env.VITE_PREVIEW_PORT ?? 4173), strictPort: true, headers: { 'Content-Security-Policy': csp } },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // The start-up chunk carries the router's lazy routes; preloading each route's shared JS chunks in
      // parallel would put every route's dependency list in it (about 1 KB gzipped per few sections, on the
      // sign-in budget). A route's chunks load as it imports them instead; its CSS is still preloaded.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Mantine's base and the few components every page uses (the sign-in page included) travel as
              // one chunk rather than a dozen tiny ones: fewer requests and better compression.
              {
                name: 'ui-base',
                test: /@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Button|Loader|Stack|Group|Title|Text|Anchor|Paper|Center|Alert|CloseButton|UnstyledButton|Transition|Input|InputBase|TextInput|NativeSelect|ComboboxChevron))[\\/]|clsx/,
              },
            ],
          },
        },
      },
    },
  };
});
