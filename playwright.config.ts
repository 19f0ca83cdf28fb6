import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// Overridable so that two suites can run side by side on one machine (see scripts/run-e2e.mjs).
const simulatorPort = Number(process.env.E2E_SIMULATOR_PORT ?? 4010);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const resultsSuffix = process.env.E2E_OUT_DIR ? `-${outDir}` : '';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results${resultsSuffix}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report${resultsSuffix}` }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // Recording a trace of every test (its screenshots, its DOM after each step) took a third of the suite's time;
    // on CI a failed test is retried once, with a trace (decision 0202).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath:
        (findChromium as (options: { headlessShell: boolean }) => string | null)({ headlessShell: true }) ?? undefined,
      args: chromiumArgs as string[],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /isolated\// },
    // Specs that change the simulator's global settings (token lifetime, faults) and reset it afterwards run
    // one at a time, so one spec's reset never lands in another's session: after the rest here, or beside them
    // against a simulator of their own when scripts/run-e2e.mjs runs the whole suite (decision 0204).
    {
      name: 'isolated',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /isolated\/.*\.spec\.ts/,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      // In-process (no npx/tsx wrapper), so Playwright's stop reaches the server itself.
      command: `${process.execPath} --import tsx src/simulator/hosts/server/main.ts`,
      // The control API answers only the dashboard's origins (src/simulator/hosts/server/origins.ts): add this run's app.
      env: { SIMULATOR_PORT: String(simulatorPort), SIMULATOR_ALLOWED_ORIGINS: `http://127.0.0.1:${appPort}` },
      url: `http://127.0.0.1:${simulatorPort}/__simulator/config`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `${process.execPath} node_modules/vite/bin/vite.js preview --outDir ${outDir} --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
