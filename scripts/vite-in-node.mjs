// The app's TypeScript modules loaded in Node through Vite, as the page's build compiles them (its compile-time
// values, its imports): the relevance command line and the bench's bulk and relevance suites run the page's own
// engines this way.
import { createServer } from 'vite';

/** Style sheets as empty modules: an engine's graph reaches components (their CSS) through a feature's index.ts. */
export const stylesAsEmptyModules = {
  name: 'styles-as-empty-modules',
  enforce: 'pre',
  resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0empty-style' : null),
  load: (id) => (id === '\0empty-style' ? 'export default {};' : null),
};

/**
 * A Vite server without HTTP that loads the app's modules by their path from the repository's root
 * (`load('/src/lib/api.ts')`); `simulatorMode` as vite.config.ts defines `__SIMULATOR_MODE__`. Close it when done.
 */
export async function appModuleLoader(simulatorMode, { plugins = [] } = {}) {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    define: { __SIMULATOR_MODE__: JSON.stringify(simulatorMode) },
    plugins,
  });
  return { load: (path) => vite.ssrLoadModule(path), close: () => vite.close() };
}
