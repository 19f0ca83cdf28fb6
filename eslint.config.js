import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.sz', 'node_modules', 'public/mockServiceWorker.js', 'test-results*', 'playwright-report*', '.bench'] },
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
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render service content as HTML.' },
        { selector: "MemberExpression[object.name='localStorage']", message: 'Tokens and session data live in memory and sessionStorage only; use lib/preferences for non-secret preferences.' },
      ],
    },
  },
  {
    // Features own their code: a feature may import another feature's api/ only, never its components.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/features/*/components/*', '**/features/*/components'], message: 'Import another feature through its api/ or index, not its components.' },
        { group: ['**/simulator/**', '!**/simulator/hosts/browser'], message: 'The app must not import the simulator (except the lazily loaded browser entry).' },
      ], paths: [
        { name: 'zod', message: "Use `import * as z from 'zod/mini'` in the app: the classic API would put all of zod's core into the start-up bundle." },
      ] }],
    },
  },
  {
    files: ['src/simulator/**', 'src/features/*/components/**', 'src/features/*/index.ts', 'src/app/**', 'scripts/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    // Node scripts, some of whose functions run in the page (Playwright's evaluate).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
