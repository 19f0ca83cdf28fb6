import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { routeChunkGroups } from './build/route-chunks.ts';
import { signedInPreload } from './build/signed-in-preload.ts';
import { contentSecurityPolicy, responseNeedsPolicy, WORKER_FILE_PREFIX } from './src/app/content-security-policy.ts';
import { pageModules } from './src/app/page-modules.ts';
import { sessionKey } from './src/lib/session-key.ts';
import { earlyRequests } from './src/app/early-requests.ts';
import { earlyResponsesGlobal } from './src/lib/early-responses.ts';
import { API_VERSION } from './src/lib/endpoints/endpoint.ts';
import { apiBaseUrlFor, regions, type RequestRouting } from './src/lib/regions.ts';
import { cssVariablesResolver, theme } from './src/components/theme.ts';

/** `browser` (in-page simulator; default for the dev server), `http` (local simulator server) or `off` (real regions). */
function simulatorMode(env: Record<string, string>, command: 'build' | 'serve'): RequestRouting['simulatorMode'] {
  const requested = env.VITE_SIMULATOR;
  if (requested === 'browser' || requested === 'http' || requested === 'off') return requested;
  return command === 'serve' ? 'browser' : 'off';
}

const mantineStylesDir = fileURLToPath(new URL('node_modules/@mantine/core/styles/', import.meta.url));
/** Marks a Mantine stylesheet the plugin below wraps in its cascade layer. */
const LAYER_QUERY = '?mantine-layer';

/**
 * The styles `MantineProvider` writes for the app's theme: its CSS variables (those that differ from Mantine's
 * defaults) and the responsive `hiddenFrom`/`visibleFrom` classes, as a stylesheet. The pages drawn before any
 * Mantine code loads (sign-in, the loading state, the error page of a failed download) use the theme's colours and
 * fonts too (docs/decisions/0108-public-pages-without-mantine.md), and the provider need not write them again as
 * it renders (src/components/theme-provider.tsx): two style elements inserted into every first render, each a
 * recalculation of the page's styles. Rendered by Mantine itself, so it cannot drift from what the provider writes.
 */
function themeStyles(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, defaultColorScheme: 'auto', cssVariablesResolver }, null),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css.trim());
  if (styles.length !== 2 || !styles[0] || !styles[1])
    throw new Error(`MantineProvider wrote ${styles.length} style elements, not its variables and classes`);
  return styles.join('\n');
}

/**
 * Mantine's styles component by component, in Mantine's own cascade order (docs/decisions/0101-per-component-css.md).
 * Each of `@mantine/core`'s class-name modules (`esm/…/<Name>.module.mjs`) imports its component's
 * stylesheet, so a chunk carries the CSS of the components it uses and a page's render-blocking stylesheet is only
 * the global part and what the entry renders (the whole styles.css, 37 KB gzipped, blocked every first paint).
 * Chunks load in any order, so each file goes into its own layer, `mantine.<Name>`, and index.html declares all
 * the layers first, in the order of `@mantine/core/styles.css`: the declaration, not the arrival, decides which
 * rule wins. As with Mantine's `styles.layer.css`, the app's own (unlayered) CSS comes above all of
 * them. The development server pre-bundles Mantine (the transform does not see it): it gets `styles.layer.css`.
 */
function mantineStylesPerComponent(command: 'build' | 'serve'): Plugin {
  const layerOf = (file: string) => `mantine.${file.replace(/\.css$/, '')}`;
  const layerOrder = () => {
    const whole = readFileSync(`${mantineStylesDir}../styles.css`, 'utf8');
    const files = readdirSync(mantineStylesDir).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'));
    const placed = files.map((file) => ({
      file,
      at: whole.indexOf(readFileSync(mantineStylesDir + file, 'utf8').trim()),
    }));
    const missing = placed.filter(({ at }) => at < 0).map(({ file }) => file);
    if (missing.length > 0) throw new Error(`Mantine styles not found in styles.css: ${missing.join(', ')}`);
    return placed.sort((a, b) => a.at - b.at).map(({ file }) => layerOf(file));
  };
  return {
    name: 'mantine-styles-per-component',
    enforce: 'pre',
    // First in <head>, before any stylesheet: a layer's place is fixed where it is first named.
    transformIndexHtml() {
      if (command === 'serve') return [];
      return [{ tag: 'style', children: `@layer ${layerOrder().join(', ')};`, injectTo: 'head-prepend' }];
    },
    load(id) {
      if (!id.endsWith(LAYER_QUERY)) return null;
      const file = id.slice(0, -LAYER_QUERY.length);
      return `@layer ${layerOf(file.slice(file.lastIndexOf('/') + 1))} {\n${readFileSync(file, 'utf8')}\n}\n`;
    },
    transform(code, id) {
      if (/src[\\/]app[\\/]mantine-styles\.css($|\?)/.test(id)) {
        // The theme's variables unlayered, above Mantine's defaults, as MantineProvider's own <style> is.
        if (command === 'serve')
          return { code: `@import '@mantine/core/styles.layer.css';\n${themeStyles()}`, map: null };
        const globals = ['baseline.css', 'default-css-variables.css', 'global.css'];
        const layered = (file: string) =>
          `@layer ${layerOf(file)} {\n${readFileSync(mantineStylesDir + file, 'utf8')}\n}`;
        return { code: [...globals.map(layered), themeStyles()].join('\n'), map: null };
      }
      if (command === 'serve') return null;
      const match = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/.exec(id);
      if (!match || !existsSync(`${mantineStylesDir}${match[1]}.css`)) return null;
      return { code: `import '${mantineStylesDir}${match[1]}.css${LAYER_QUERY}';\n${code}`, map: null };
    },
  };
}

/**
 * Lets the bundler drop React Router's components the app does not use (its `Link` and `NavLink`, with framework
 * mode's prefetching: 4 KB gzipped on every page; docs/decisions/0123-first-paint-without-mantine.md). The router's
 * build calls `React.forwardRef` without a purity annotation and sets each component's `displayName`, and both count
 * as side effects, which keep a component whether it is used or not. The annotation is what the call is (pure); the
 * names only serve React's developer tools. After an upgrade that changes either, the components stay (larger,
 * still correct): scripts/production-build.test.mjs notices.
 */
function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/\b(React\d*)\.forwardRef\(/g, '/* @__PURE__ */ $1.forwardRef(')
          .replace(/^([A-Za-z]\w*)\.displayName = "[^"]*";$/gm, ''),
        map: null,
      };
    },
  };
}

export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env } as Record<string, string>;
  // Where this build's requests go, as src/lib/env.ts reads it in the app.
  const routing: RequestRouting = {
    simulatorMode: simulatorMode(env, command),
    simulatorUrl: (env.VITE_SIMULATOR_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, ''),
    regionRouting: env.VITE_REGION_ROUTING === 'proxy' ? 'proxy' : 'direct',
  };
  // `vite preview` serves a build: the policy follows the build's default (off), not the dev server's (browser).
  const csp = contentSecurityPolicy({
    simulatorMode: simulatorMode(env, isPreview ? 'build' : command),
    simulatorUrl: routing.simulatorUrl,
  });
  return {
    plugins: [
      react(),
      routerTreeShaking(),
      mantineStableIds(),
      mantineStylesPerComponent(command),
      precompressedAssets(),
      {
        name: 'preview-headers-and-precompressed-assets',
        configurePreviewServer(server) {
          // The build's files with their `.gz` twins (build/precompressed-assets.ts) for a browser that accepts
          // gzip, as a static host's precompressed-files option does; the rest goes on to Vite's own middlewares.
          const assets = sirv(resolve(server.config.root, server.config.build.outDir), {
            gzip: true,
            dev: true,
            etag: true,
          });
          server.middlewares.use((request, response, next) => {
            const { pathname } = new URL(request.url ?? '/', 'http://preview');
            if (responseNeedsPolicy(pathname)) response.setHeader('Content-Security-Policy', csp);
            if (pathname.startsWith('/assets/')) assets(request, response, next);
            else next();
          });
        },
      },
      signedInPreload({
        sessionKey,
        pageModules,
        early: {
          // The in-page simulator answers only once its worker has started (src/app/main.tsx).
          apiBases:
            routing.simulatorMode === 'browser'
              ? null
              : Object.fromEntries(regions.map((region) => [region.id, apiBaseUrlFor(region.id, routing)])),
          apiVersion: API_VERSION,
          global: earlyResponsesGlobal,
          requests: earlyRequests,
        },
      }),
    ],
    resolve: {
      // react-router's package exports only its development build; production builds use its production build.
      alias:
        command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(
                  new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
                ),
              },
            ]
          : [],
    },
    // A literal at build time, so builds without the simulator do not even contain its code.
    define: { __SIMULATOR_MODE__: JSON.stringify(routing.simulatorMode) },
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(
        // Development against a real region (`VITE_SIMULATOR=off VITE_REGION_ROUTING=proxy npm run dev`), without
        // the browser's cross-origin rules.
        regions.map(({ id, baseUrl: target }) => [
          `/region/${id}`,
          { target, changeOrigin: true, rewrite: (path: string) => path.replace(`/region/${id}`, '') },
        ]),
      ),
    },
    // The CSP is the production build's only (the dev server's React refresh preamble is an inline script).
    preview: {
      port: Number(env.VITE_PREVIEW_PORT ?? 4173),
      strictPort: true,
    },
    // Workers take their policy from their own script's response: a name the preview (and a real host) can tell.
    worker: { rolldownOptions: { output: { entryFileNames: `${WORKER_FILE_PREFIX}[name]-[hash].js` } } },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Each lazy import also fetches, in parallel, every chunk the imported module will import (Vite's
      // modulepreload list next to the import()), so a route's code arrives in one round trip after the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: routeChunkGroups() } } },
    },
  };
});
