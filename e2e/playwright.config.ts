import { defineConfig, devices } from '@playwright/test';
import { E2E } from './support/e2e-env';

/**
 * Browser tests against the built app served by the real server (npm run build first; `npm run test:e2e` does),
 * in Debian's Chromium. One worker by default, with a portal, data folder (or PostgreSQL database) and demo data of
 * its own, started by the worker fixture in support/fixtures.ts: the spec files run one after the other, so no spec
 * may count on another's data.
 *
 * Why one worker on two cores: measured on this machine, the whole suite takes 4.9 min with one worker and 13.6 min
 * with two (`E2E_WORKERS=2 npm run test:browser`). Two Chromiums and two portals starve each other, a page change
 * passes the 1 s after which the SPEC's loading overlay shows, and the overlay then stays 4.5 s (SPEC §4): every
 * slow navigation costs five more seconds. E2E_WORKERS raises it on a machine with more cores.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Tolerances for a loaded machine, not speed targets (those live in `npm run bench`): a page change that shows the
  // SPEC's loading overlay takes 4.5 s more.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
    // The installable portal's worker downloads the whole app (about 320 files) a few seconds after each sign-in, in
    // every test's new browser; on two cores that slowed every journey. The offline specs allow it again.
    serviceWorkers: 'block',
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
