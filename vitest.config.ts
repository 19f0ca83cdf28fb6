import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __SIMULATOR_MODE__: JSON.stringify('http') },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
});
