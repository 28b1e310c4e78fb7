/**
 * Where the browser tests find the portal and the development SSO. Each Playwright worker starts a portal of its
 * own (support/fixtures.ts) on free ports and records them in E2E_WORKER_PORT and E2E_WORKER_SSO_PORT, so the
 * values are read when used, not when this file is loaded.
 */
export const E2E = {
  get port(): number {
    return Number(process.env.E2E_WORKER_PORT ?? process.env.E2E_PORT ?? 3210);
  },
  get ssoPort(): number {
    return Number(process.env.E2E_WORKER_SSO_PORT ?? process.env.E2E_SSO_PORT ?? this.port + 1);
  },
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  },
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  password: 'Demo@1234',
};
