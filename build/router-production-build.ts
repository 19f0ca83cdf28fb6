import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router's production build in production builds, and without its components the app does not use.
 *
 * The package exports only its development build, so the build points `react-router` and `react-router/dom` at the
 * production files. Then it lets the bundler drop the router's `Link` and `NavLink`, with framework mode's
 * prefetching (4 KB gzipped on every page; docs/decisions/0162-first-paint-without-mantine-components.md): the
 * router's build calls `React.forwardRef` without a purity annotation and sets each component's `displayName`, and
 * both count as side effects, which keep a component whether it is used or not. The annotation is what the call is
 * (pure); the names only serve React's developer tools. After an upgrade that changes either, the components stay
 * (larger, still correct): scripts/production-build.test.mjs notices.
 */
export function routerProductionBuild(): Plugin {
  return {
    name: 'router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: productionBuild('index.mjs') },
          { find: /^react-router\/dom$/, replacement: productionBuild('dom-export.mjs') },
        ],
      },
    }),
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
