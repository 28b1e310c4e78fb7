import { defineConfig, devices } from '@playwright/test';
import { E2E } from './support/e2e-env';

/**
 * Browser tests against the built app served by the real server (npm run build first; `npm run test:e2e` does),
 * in Debian's Chromium. One worker: the tests share one portal and its demo data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E.baseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E.chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Native inputs (time, date) format as a Brazilian's browser does: 24-hour clock.
        '--lang=pt-BR',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node support/start-portal.mjs',
    url: `${E2E.baseUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
