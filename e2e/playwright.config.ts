import { defineConfig, devices } from '@playwright/test';
import { E2E } from './support/e2e-env';

/**
 * Browser tests against the built app served by the real server (npm run build first; `npm run test:e2e` does),
 * in Debian's Chromium. Two workers, each with a portal, data folder (or PostgreSQL database) and demo data of its
 * own, started by the worker fixture in support/fixtures.ts: a spec file runs whole in one worker, after whichever
 * files that worker ran before, so no spec may count on another's data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two workers, each with a Chromium and a portal, share two cores: a page load (with the SPEC's 4 s loading overlay)
  // can take well over 10 s while the other worker runs a many-person journey. The waits are tolerances, not speed
  // targets (those live in `npm run bench`).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
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
});
