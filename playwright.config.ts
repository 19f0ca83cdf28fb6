import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const simulatorPort = 4010;
const appPort = 4173;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: (findChromium as () => string | null)() ?? undefined, args: chromiumArgs as string[] },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /isolated\// },
    // Specs that change the simulator's global settings (token lifetime, faults) run alone, after the rest.
    { name: 'isolated', use: { ...devices['Desktop Chrome'] }, testMatch: /isolated\/.*\.spec\.ts/, dependencies: ['chromium'], fullyParallel: false },
  ],
  webServer: [
    {
      // In-process (no npx/tsx wrapper), so Playwright's stop reaches the server itself.
      command: `${process.execPath} --import tsx src/simulator/server/main.ts`,
      env: { SIMULATOR_PORT: String(simulatorPort) },
      url: `http://127.0.0.1:${simulatorPort}/__simulator/config`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `${process.execPath} node_modules/vite/bin/vite.js preview --outDir dist-e2e --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
