/**
 * Import zones and the cycle check (`npm run lint:deps`). The folder rules are in CONTRIBUTING.md and
 * src/simulator/README.md; each rule below says why it exists in its `comment`, which the report prints.
 *
 * Paths are relative to the repository root. Test files are `*.test.ts(x)` plus the helpers in src/test/.
 */
const TEST = '(\\.test\\.tsx?$|^src/test/)';
/** The simulator's adapters: they may know the HTTP layer and the hosts; the model (everything else) may not. */
const SIMULATOR_ADAPTERS = [
  '^src/simulator/(http|hosts)/',
  '^src/simulator/.*(^|/)handlers\\.ts$',
  '^src/simulator/.*-handlers\\.ts$',
  // The composition root: assembles the handlers of every folder into one simulator.
  '^src/simulator/index\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module cycle makes the load order depend on who imports first; type-only edges count too, since one ' +
        'value import added along them breaks module loading. Cut the cycle: move the shared piece into a leaf module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        "A feature reaches another feature only through that feature's index.ts (its public surface), so its " +
        'internals stay free to change; or through its after-paint.ts, what code that runs after the page shows (or in ' +
        'Node) may use, kept out of index.ts so that pages importing the index do not reach it.',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|after-paint)\\.ts$'],
      },
    },
    {
      name: 'shared-code-knows-no-feature',
      severity: 'error',
      comment: 'src/lib and src/components are shared by every feature: they must not know any feature or the app.',
      from: { path: '^src/(lib|components)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      comment:
        'src/app is the top of the graph (router, providers, route modules). Only the test helpers that render ' +
        'the real routes and providers (src/test/) and the Vite config (the Content-Security-Policy) may import it.',
      from: { pathNot: ['^src/app/', '^src/test/', '^vite\\.config\\.ts$', '^build/'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'simulator-model-not-http-or-hosts',
      severity: 'error',
      comment:
        "The simulator's model (state, store, rules) is independent of how requests arrive: only handler files " +
        '(handlers.ts, *-handlers.ts), the HTTP layer, the hosts and the composition root (index.ts) import ' +
        'src/simulator/http/ or src/simulator/hosts/.',
      from: {
        path: '^src/simulator/',
        pathNot: [...SIMULATOR_ADAPTERS, TEST, 'test-support\\.ts$', '^src/simulator/testing\\.ts$'],
      },
      to: { path: '^src/simulator/(http|hosts)/' },
    },
    {
      name: 'simulator-knows-no-app',
      severity: 'error',
      comment:
        'The simulator implements the service; it may share src/lib with the app but knows no page, feature or app code.',
      from: { path: '^src/simulator/' },
      to: { path: '^src/(app|features|components)/' },
    },
    {
      name: 'app-reaches-simulator-only-through-browser-entry',
      severity: 'error',
      comment:
        'Nothing in the app knows whether it talks to the real service or the simulator. The one exception is ' +
        'the in-page simulator start-up, through src/simulator/hosts/browser.ts, loaded lazily (see the next rule).',
      from: { path: '^src/', pathNot: ['^src/simulator/', TEST] },
      to: { path: '^src/simulator/', pathNot: '^src/simulator/hosts/browser\\.ts$' },
    },
    {
      name: 'simulator-browser-entry-is-lazy',
      severity: 'error',
      comment:
        'Builds that do not start the in-page simulator must not contain its code: import() it, never statically.',
      from: { path: '^src/', pathNot: ['^src/simulator/', TEST] },
      to: { path: '^src/simulator/hosts/browser\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'tests-use-simulator-testing-entry',
      severity: 'error',
      comment:
        "Tests outside the simulator use it only through src/simulator/testing.ts, so that the simulator's " +
        'internals can be reorganised without touching the dashboard tests.',
      from: { path: TEST, pathNot: '^src/simulator/' },
      to: { path: '^src/simulator/', pathNot: '^src/simulator/testing\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a cycle through `import type` is one refactoring away from a real one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
