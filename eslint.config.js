import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Classic zod (every entry but the mini API and the core types) would put all of zod into the start-up bundle. */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message:
    "Use `import * as z from 'zod/mini'` in the app: the classic API would put all of zod's core into the start-up bundle.",
}));

/** The router's link components bring framework mode's prefetching along: src/components/router-link.tsx. */
const routerLinks = ['react-router', 'react-router/dom'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink'],
  message: "Use src/components/router-link.tsx: the router's own links load its prefetching code on every page.",
}));

/** An import of src/simulator (any depth of `../`, with or without an extension) other than `allowed`. */
const simulatorImport = (allowed, message) => ({
  regex: `^(\\.{1,2}/)+simulator(?!/${allowed}(\\.tsx?)?$)(/|$)`,
  message,
});

/**
 * Pages and parts take their components from the kit, src/components/ui/ (docs/decisions/0168-the-ui-kit-and-its-names.md):
 * it decides what draws without Mantine's code and what waits for the content. Mantine's types stay importable.
 */
const mantineThroughTheKit = {
  name: '@mantine/core',
  allowTypeImports: true,
  message:
    'Use src/components/ui: LiteStack, LiteText… (lite.tsx), DeferredSelect (deferred.tsx), TextField (plain.tsx), Mantine’s own components (mantine.ts).',
};

/** The import rules of the app's code; `kit` false only where Mantine itself is wrapped (the kit, the theme). */
const appImportRules = (simulatorPattern, { kit = true } = {}) => [
  'error',
  { paths: [...classicZod, ...routerLinks, ...(kit ? [mantineThroughTheKit] : [])], patterns: [simulatorPattern] },
];

/** Where Mantine's values may be imported, each for a reason of its own. */
const mantineImporters = [
  // The kit itself: the lite components' tests render Mantine's beside them, mantine.ts re-exports Mantine's.
  'src/components/ui/**',
  // The theme is Mantine's createTheme; the provider reads and writes Mantine's context and colour scheme.
  'src/components/theme.ts',
  'src/components/theme.test.ts',
  'src/components/theme-provider.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.sz',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results*',
      'playwright-report*',
      '.bench',
      'coverage',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render service content as HTML.',
        },
        {
          selector: "MemberExpression[object.name='localStorage']",
          message:
            'Tokens and session data live in memory and sessionStorage only; use lib/preferences for non-secret preferences.',
        },
      ],
    },
  },
  {
    // Every rule of the TanStack Query plugin, as errors: query keys that miss a dependency of the query
    // function, unstable clients and property orders that break type inference are bugs, not style.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@tanstack/query': pluginQuery },
    rules: Object.fromEntries(Object.keys(pluginQuery.rules).map((rule) => [`@tanstack/query/${rule}`, 'error'])),
  },
  {
    // The app (pages, features, shared code and their tests): zod's mini API only, and no simulator code except
    // the lazily loaded browser entry (its dynamic import() is checked by dependency-cruiser, with the other
    // import zones: .dependency-cruiser.cjs).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/simulator/**'],
    rules: {
      'no-restricted-imports': appImportRules(
        simulatorImport(
          'hosts/browser',
          'The app must not import the simulator (except the lazily loaded src/simulator/hosts/browser.ts).',
        ),
      ),
    },
  },
  {
    // Tests use the simulator only through its testing entry, so its internals can move without touching them.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    ignores: ['src/simulator/**'],
    rules: {
      'no-restricted-imports': appImportRules(
        simulatorImport('testing', 'Tests outside the simulator use it only through src/simulator/testing.ts.'),
      ),
    },
  },
  {
    // The kit and the theme wrap Mantine: the rules above, without the kit's own (mantineImporters).
    files: mantineImporters,
    rules: {
      'no-restricted-imports': appImportRules(
        simulatorImport('hosts/browser', 'The app must not import the simulator.'),
        { kit: false },
      ),
    },
  },
  {
    // No component over 150 lines (docs/decisions/0172-components-under-150-lines.md): a longer one is split into a
    // hook for its state and effects and parts for its sections. Tests' describe blocks are not components.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    // Node scripts, some of whose functions run in the page (Playwright's evaluate).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
