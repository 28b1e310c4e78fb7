import { startDevSso } from './index';

/** Runs the development SSO alone: `npm start -w @portal/dev-sso` (the portal's own `npm start` embeds it). */
const port = Number(process.env.DEV_SSO_PORT ?? 3001);
const portalUrl = process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000';
const sso = await startDevSso({
  port,
  portalUrl,
  clientId: process.env.SSO_CLIENT_ID ?? 'portal-de-obras',
  clientSecret: process.env.SSO_CLIENT_SECRET ?? 'portal-de-obras-dev-secret',
  accounts: [{ email: 'admin@demo.obras.dev', name: 'Ana Ribeiro', password: 'Demo@1234' }],
});
process.stdout.write(`SSO de desenvolvimento em ${sso.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void sso.close().then(() => process.exit(0)));
