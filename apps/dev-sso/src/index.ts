import http from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { MemoryAdapter } from './memory-adapter';
import { loginPage, logoutPage, messagePage } from './pages';

export interface DevSsoAccount {
  email: string;
  name: string;
  password: string;
}

export interface DevSsoOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** The portal's public address, for the redirect and post-logout URIs of its client. */
  portalUrl: string;
  clientId: string;
  clientSecret: string;
  accounts: DevSsoAccount[];
}

export interface DevSso {
  issuer: string;
  close(): Promise<void>;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

function send(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * A development OpenID Connect provider standing in for the company's SSO (authorization code + PKCE, e-mail and
 * name claims), with a plain sign-in page for the given staff accounts.
 */
export async function startDevSso(options: DevSsoOptions): Promise<DevSso> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const accounts = new Map(options.accounts.map((a) => [a.email.toLowerCase(), a]));

  // A signing key of its own for each start (development only): id tokens are checked by the portal at once.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    adapter: MemoryAdapter,
    jwks: {
      keys: [
        { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') },
      ],
    },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [`${options.portalUrl}/api/auth/sso/callback`],
        post_logout_redirect_uris: [`${options.portalUrl}/login`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    ttl: {
      Interaction: 10 * 60,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AccessToken: 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email.toLowerCase(),
          email_verified: true,
          name: account.name,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = logoutPage(form);
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Erro no SSO', String(out.error_description ?? out.error));
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) {
      callback(req, res);
      return;
    }
    void handleInteraction(provider, accounts, req, res, match[1]!, Boolean(match[2])).catch(() => {
      send(res, 400, messagePage('Sessão expirada', 'Volte ao portal e tente entrar de novo.'));
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handleInteraction(
  provider: Provider,
  accounts: Map<string, DevSsoAccount>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  uid: string,
  isLoginPost: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const action = `/interaction/${uid}/login`;
  if (details.prompt.name === 'login') {
    if (!isLoginPost || req.method !== 'POST') {
      send(res, 200, loginPage(action));
      return;
    }
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const account = accounts.get(email);
    if (!account || !same(account.password, form.get('senha') ?? '')) {
      send(res, 200, loginPage(action, { email, error: 'E-mail ou senha incorretos.' }));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  // The portal is a first-party client: consent is given on the person's behalf.
  const { params, session, grantId, prompt } = details;
  const grant = grantId
    ? ((await provider.Grant.find(grantId)) ??
      new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) }))
    : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
  const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}
