import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSso, type DevSso } from '@portal/dev-sso';
import { queryRows } from '../../db/database';
import { client, CookieJar, type Client } from '../../test/http-client';
import { DEMO_PASSWORD, signedIn } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The portal's public address: nothing listens there, the test carries each redirect by hand. */
const PORTAL_URL = 'http://127.0.0.1:39871';
const SSO_PASSWORD = 'Sso#Corporativo42';

const ACCOUNTS = [
  { email: 'gestor@demo.obras.dev', name: 'Carlos Mendes', password: SSO_PASSWORD },
  { email: 'novo.engenheiro@demo.obras.dev', name: 'Lucas Andrade', password: SSO_PASSWORD },
  { email: 'cliente@demo.obras.dev', name: 'Renata Albuquerque', password: SSO_PASSWORD },
  { email: 'sgi@demo.obras.dev', name: 'Patrícia Nogueira', password: SSO_PASSWORD },
];

/**
 * What the browser does at the provider: follows its redirects with its cookies, fills the sign-in form once, and
 * stops at the redirect back to the portal, which it returns.
 */
async function signInAtProvider(start: string, email: string, senha: string): Promise<URL> {
  const jar = new CookieJar();
  let url = start;
  let form: URLSearchParams | undefined;
  let submitted = false;
  for (let hop = 0; hop < 20; hop++) {
    const headers: Record<string, string> = {};
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form?.toString(),
      redirect: 'manual',
    });
    jar.store(res.headers.getSetCookie());
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin === PORTAL_URL) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !html.includes('name="senha"') || submitted) {
      throw new Error(`unexpected answer from the provider (${res.status}): ${html.slice(0, 400)}`);
    }
    url = new URL(action, url).href;
    form = new URLSearchParams({ email, senha });
    submitted = true;
  }
  throw new Error('too many redirects at the provider');
}

describe('staff single sign-on', () => {
  let sso: DevSso;
  let t: TestApp;

  /** A new browser through the whole round trip; returns it and the portal's final redirect. */
  async function federatedSignIn(
    email: string,
    redirect = '/obras',
  ): Promise<{ browser: Client; location: string }> {
    const browser = client(t.app);
    const start = await browser.get(`/api/auth/sso?redirect=${encodeURIComponent(redirect)}`);
    expect(start.statusCode).toBe(302);
    const callback = await signInAtProvider(start.headers.location as string, email, SSO_PASSWORD);
    const res = await browser.get(callback.pathname + callback.search);
    expect(res.statusCode).toBe(302);
    return { browser, location: res.headers.location as string };
  }

  async function countUsers(email: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    return rows[0]!.n;
  }

  beforeAll(async () => {
    sso = await startDevSso({
      port: 0,
      portalUrl: PORTAL_URL,
      clientId: 'portal-de-obras',
      clientSecret: 'portal-de-obras-dev-secret',
      accounts: ACCOUNTS,
    });
    t = await createTestApp({ demo: true, env: { PUBLIC_URL: PORTAL_URL }, ssoIssuerUrl: sso.issuer });
  });
  afterAll(async () => {
    await t?.close();
    await sso?.close();
  });

  it('leaves for the provider with an authorization-code request protected by PKCE and state', async () => {
    const res = await client(t.app).get('/api/auth/sso?redirect=/obras');
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(sso.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'portal-de-obras',
      response_type: 'code',
      redirect_uri: `${PORTAL_URL}/api/auth/sso/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(res.cookies.find((c) => c.name === 'portal_sso')).toMatchObject({
      httpOnly: true,
      path: '/api/auth/sso',
    });
  });

  it('signs a staff member in and ends on /acessoFederado with the session and the redirect', async () => {
    const { browser, location } = await federatedSignIn('gestor@demo.obras.dev');
    expect(location).toBe('/acessoFederado#sso=ok&redirect=%2Fobras');
    expect(browser.jar.has('portal_at')).toBe(true);
    expect(browser.jar.has('portal_rt')).toBe(true);
    expect(browser.jar.has('portal_sso')).toBe(false);

    const me = await browser.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'gestor@demo.obras.dev',
      roles: ['site_manager'],
      signInMethod: 'sso',
    });
  });

  it('creates a gali user with no roles at the first federated sign-in of a new e-mail, once', async () => {
    expect(await countUsers('novo.engenheiro@demo.obras.dev')).toBe(0);
    const { browser, location } = await federatedSignIn('novo.engenheiro@demo.obras.dev', '/versoesSistema');
    expect(location).toBe('/acessoFederado#sso=ok&redirect=%2FversoesSistema');
    expect((await browser.get('/api/me')).json().user).toMatchObject({
      email: 'novo.engenheiro@demo.obras.dev',
      name: 'Lucas Andrade',
      type: 'gali',
      roles: [],
      email_verified: true,
    });

    await federatedSignIn('novo.engenheiro@demo.obras.dev');
    expect(await countUsers('novo.engenheiro@demo.obras.dev')).toBe(1);
  });

  it("refuses a client's e-mail, which never signs in through the staff SSO", async () => {
    const { browser, location } = await federatedSignIn('cliente@demo.obras.dev');
    expect(location).toBe('/acessoFederado#erro=conta_de_cliente');
    expect(browser.jar.has('portal_at')).toBe(false);
  });

  it('refuses a disabled staff member', async () => {
    const admin = await signedIn(t.app, 'admin@demo.obras.dev');
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email = 'sgi@demo.obras.dev'`,
    );
    expect((await admin.post(`/api/usuarios/${row!.id}/desativar`)).statusCode).toBe(200);

    const { browser, location } = await federatedSignIn('sgi@demo.obras.dev');
    expect(location).toBe('/acessoFederado#erro=usuario_desativado');
    expect(browser.jar.has('portal_at')).toBe(false);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = client(t.app);
    const start = await browser.get('/api/auth/sso');
    const callback = await signInAtProvider(
      start.headers.location as string,
      'gestor@demo.obras.dev',
      SSO_PASSWORD,
    );
    callback.searchParams.set('state', 'estado-forjado');

    const res = await browser.get(callback.pathname + callback.search);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/acessoFederado#erro=falha_no_provedor');
    expect(browser.jar.has('portal_at')).toBe(false);
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const start = await client(t.app).get('/api/auth/sso');
    const callback = await signInAtProvider(
      start.headers.location as string,
      'gestor@demo.obras.dev',
      SSO_PASSWORD,
    );

    const stranger = client(t.app);
    const res = await stranger.get(callback.pathname + callback.search);
    expect(res.headers.location).toBe('/acessoFederado#erro=sessao_expirada');
    expect(stranger.jar.has('portal_at')).toBe(false);
  });

  it.each(['https://outro-site.example/roubo', '//outro-site.example', '/\\outro-site.example'])(
    'drops a destination outside the portal (%s)',
    async (redirect) => {
      const { location } = await federatedSignIn('gestor@demo.obras.dev', redirect);
      expect(location).toBe('/acessoFederado#sso=ok');
    },
  );

  describe('signing out', () => {
    it("sends an SSO user to the provider's end-session endpoint", async () => {
      const { browser } = await federatedSignIn('gestor@demo.obras.dev');
      const res = await browser.post('/api/auth/sign-out', { global: false });
      expect(res.statusCode).toBe(200);
      const to = new URL(res.json().redirectTo);
      expect(to.origin).toBe(sso.issuer);
      expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL_URL}/login`);
      expect(to.searchParams.get('client_id')).toBe('portal-de-obras');
      expect(to.searchParams.get('id_token_hint')).toBeTruthy();
      expect((await browser.get('/api/me')).statusCode).toBe(401);
    });

    it('sends a client back to /login', async () => {
      const cliente = await signedIn(t.app, 'cliente@demo.obras.dev', DEMO_PASSWORD);
      const res = await cliente.post('/api/auth/sign-out', { global: false });
      expect(res.json()).toEqual({ redirectTo: '/login' });
    });
  });
});
