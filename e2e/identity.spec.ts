import { expect, test } from './support/fixtures';
import { E2E } from './support/e2e-env';
import {
  createActiveUser,
  inviteUser,
  latestMail,
  signIn,
  signInThroughPage,
  sixDigitCode,
  uniqueEmail,
} from './support/portal';

const STRONG = 'Cimento#Forte77';

test.describe('signing in', () => {
  test('a site manager signs in with e-mail and password and sees their obras', async ({ page }) => {
    await signInThroughPage(page, ' Gestor@Demo.Obras.dev ');
    await expect(page).toHaveURL(/\/obras$/);
    await expect(page.getByRole('heading', { name: 'Minhas obras' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Ampliação da fábrica de envase — Linha 3')).toBeVisible();
  });

  test('a wrong password gets one message that does not say whether the e-mail exists', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('gestor@demo.obras.dev');
    await page.getByLabel('Senha', { exact: true }).fill('Errada@123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await page.getByLabel('E-mail').fill('ninguem@demo.obras.dev');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an anonymous visitor is sent to /login and comes back after signing in', async ({ page }) => {
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fusuarios/);
    await page.getByLabel('E-mail').fill('planejamento@demo.obras.dev');
    await page.getByLabel('Senha', { exact: true }).fill(E2E.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/usuarios$/);
    await expect(page.getByRole('heading', { name: 'Juliana Prado' })).toBeVisible();
  });
});

test('an invited user opens the e-mail link and creates a password on first access', async ({ page }) => {
  const email = uniqueEmail('convidada');
  const link = await inviteUser({ email, name: 'Beatriz Convidada' });
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('senhafraca');
  await expect(
    page.getByRole('list', { name: 'A senha precisa ter:' }).locator('[data-ok="false"]'),
  ).toHaveCount(3);
  await page.getByLabel('Nova senha', { exact: true }).fill(STRONG);
  await expect(
    page.getByRole('list', { name: 'A senha precisa ter:' }).locator('[data-ok="false"]'),
  ).toHaveCount(0);
  await expect(page.getByTestId('forca-senha')).toContainText('forte');
  await page.getByLabel('Repita a nova senha').fill(STRONG);
  await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();

  await expect(page).toHaveURL(/\/obras$/);
  await expect(page.getByText('Você ainda não participa de nenhuma obra.')).toBeVisible();
});

test('forgot password: the code is read from the development mailbox and the new password works', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('esquecida');
  await createActiveUser({ email, name: 'Carla Esquecida', password: STRONG });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/o código foi enviado para e\*\*\*@t\*\*\*\.dev/)).toBeVisible();

  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByLabel('Filtrar por destinatário').fill(email);
  const mail = mailbox.getByRole('article', { name: /Código para redefinir sua senha/ });
  await expect(mail).toBeVisible();
  const code = sixDigitCode((await mail.textContent()) ?? '');
  await mailbox.close();

  await page.getByLabel('Código recebido por e-mail').fill(code);
  await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha@2026x');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('NovaSenha@2026x');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/obras$/);
  expect(sixDigitCode((await latestMail(email, 'redefinir')).text)).toBe(code);
});

test('staff sign in through the company SSO (apps/dev-sso) and return to where they were going', async ({
  page,
}) => {
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('link', { name: 'Entrar com SSO' }).click();

  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${E2E.ssoPort}/interaction/`));
  await expect(page.getByRole('heading', { name: 'SSO corporativo' })).toBeVisible();
  await page.getByLabel('E-mail corporativo').fill('coordenador@demo.obras.dev');
  await page.getByLabel('Senha').fill(E2E.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(`${E2E.baseUrl}/usuarios`);
  await expect(page.getByRole('heading', { name: 'Roberto Lima' })).toBeVisible();

  // Signing out of the portal goes through the provider's end-session page and back to /login.
  await page.getByRole('button', { name: /Menu de Roberto Lima/ }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.baseUrl}/login`);
});

test('global sign-out ends the session open in another browser at once', async ({ browser }) => {
  const email = uniqueEmail('global');
  await createActiveUser({
    email,
    name: 'Diego Global',
    type: 'cliente',
    roles: ['cliente'],
    password: STRONG,
  });
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  await signIn(pageA, email, STRONG);
  await signIn(pageB, email, STRONG);

  await pageA.goto('/usuarios');
  await pageA.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(pageA).toHaveURL(/\/login$/);

  await pageB.goto('/usuarios');
  await expect(pageB).toHaveURL(/\/login/);
  await first.close();
  await second.close();
});
