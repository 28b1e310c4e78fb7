/** Where the browser tests find the portal and the development SSO (fixed ports, overridable). */
const port = Number(process.env.E2E_PORT ?? 3210);

export const E2E = {
  port,
  ssoPort: Number(process.env.E2E_SSO_PORT ?? port + 1),
  baseUrl: `http://127.0.0.1:${port}`,
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  password: 'Demo@1234',
};
