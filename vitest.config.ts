import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __SIMULATOR_MODE__: JSON.stringify('http') },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{mjs,ts}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Several suites build seeded data (50,000 profiles, a 10,000-item search index) in their first test; on a
    // busy 2-core machine that can pass 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
