import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { E2E } from './e2e-env';

const HEADERS = { 'x-portal-request': '1' };

/**
 * Signs the page's browser in through the API, without drawing a page: the next `page.goto` opens the signed-in
 * portal. The sign-in page has its own tests (identity.spec.ts), and drawing it and then the home page before every
 * journey cost each test two page loads.
 */
export async function signIn(page: Page, email: string, password = E2E.password): Promise<void> {
  const response = await page.context().request.post(`${E2E.baseUrl}/api/auth/sign-in`, {
    data: { email, password },
    headers: HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).challenge, 'a sign-in that asks for more than the password').toBeNull();
}

/** Signs in through the real sign-in page, as a person does, and waits to leave it (for the page they land on). */
export async function signInThroughPage(page: Page, email: string, password = E2E.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A browser of the user's own, signed in through the API (the sign-in page has its own tests), open on `url`: for
 * journeys where several people act in turn, each one costing a single page load.
 */
export async function openSignedIn(browser: Browser, email: string, url: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const response = await context.request.post(`${E2E.baseUrl}/api/auth/sign-in`, {
    data: { email, password: E2E.password },
    headers: HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** An API client signed in as this user (cookies kept by the context). */
export async function apiAs(email: string, password = E2E.password): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: HEADERS });
  const response = await api.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject contains `subject`, waiting for it to arrive. */
export async function latestMail(to: string, subject: string): Promise<Mail> {
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseUrl });
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: Mail[] };
        found = items.find((m) => m.subject.includes(subject));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await api.dispose();
  return found!;
}

export function sixDigitCode(text: string): string {
  const match = /Código: (\d{6})/.exec(text);
  if (!match) throw new Error(`sem código de 6 dígitos em: ${text}`);
  return match[1]!;
}

let counter = 0;

/** A unique e-mail for a user created by this test run. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@teste.obras.dev`;
}

/** An administrator invites a user; returns the first-access link of the invitation mail. */
export async function inviteUser(input: {
  email: string;
  name: string;
  type?: 'gali' | 'cliente';
  roles?: string[];
}): Promise<string> {
  const admin = await apiAs('admin@demo.obras.dev');
  const response = await admin.post('/api/usuarios', { data: { type: 'gali', roles: [], ...input } });
  expect(response.status(), await response.text()).toBe(201);
  await admin.dispose();
  const mail = await latestMail(input.email, 'Seu acesso');
  const link = /(https?:\/\/\S+\/primeiroLogin\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error('convite sem link de primeiro acesso');
  return link;
}

/** A ready user with a password, created through the invitation flow's API (fast set-up for other tests). */
export async function createActiveUser(input: {
  email: string;
  name: string;
  type?: 'gali' | 'cliente';
  roles?: string[];
  password: string;
}): Promise<void> {
  const link = new URL(await inviteUser(input));
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: HEADERS });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: input.email, password: link.searchParams.get('code') },
  });
  expect((await signIn.json()).challenge?.name).toBe('NEW_PASSWORD_REQUIRED');
  const answer = await api.post('/api/auth/challenge', {
    data: { name: 'NEW_PASSWORD_REQUIRED', responses: { NEW_PASSWORD: input.password } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await api.dispose();
}

/** The id of a demo obra, by its code. */
export async function obraId(codigo: string): Promise<string> {
  const admin = await apiAs('admin@demo.obras.dev');
  const response = await admin.get(`/api/obras?q=${encodeURIComponent(codigo)}`);
  const { items } = (await response.json()) as { items: { id: string; codigo: string }[] };
  await admin.dispose();
  const found = items.find((o) => o.codigo === codigo);
  if (!found) throw new Error(`obra ${codigo} não encontrada`);
  return found.id;
}

/** `aaaa-mm-dd` of today plus `days` in São Paulo. */
export function isoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `aaaa-mm-dd` → `dd/mm/aaaa`, as a date field is typed. */
export function brDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A new obra of the Serra Azul client managed by the demo site manager (gestor@), created by the administrator, so a
 * test's dates never depend on the fixed dates of the demo obras.
 */
export async function createObra(input: {
  codigo: string;
  nome: string;
  fimPrevisto: string;
}): Promise<string> {
  const admin = await apiAs('admin@demo.obras.dev');
  const clientes = (await (await admin.get('/api/clientes?q=Serra')).json()) as { items: { id: string }[] };
  const pessoas = (await (await admin.get('/api/usuarios?q=gestor%40demo.obras.dev')).json()) as {
    items: { id: string; email: string }[];
  };
  const gestor = pessoas.items.find((u) => u.email === 'gestor@demo.obras.dev');
  const response = await admin.post('/api/obras', {
    data: {
      codigo: input.codigo,
      nome: input.nome,
      clienteId: clientes.items[0]!.id,
      tipo: 'obra',
      status: 'em_andamento',
      cidade: 'Curitiba',
      uf: 'PR',
      inicioPrevisto: isoDay(-60),
      fimPrevisto: input.fimPrevisto,
      siteManagerId: gestor!.id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await admin.dispose();
  return id;
}
