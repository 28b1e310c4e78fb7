import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { obraId, signIn, signInThroughPage } from './support/portal';

test('an administrator creates an obra; the client is required', async ({ page }) => {
  await signIn(page, 'admin@demo.obras.dev');
  await page.goto('/obra');
  const codigo = `OB-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Código' }).fill(codigo);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Galpão logístico — etapa 2');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Jundiaí');
  await page.getByRole('button', { name: 'Criar obra' }).click();
  await expect(page.getByText('Escolha o cliente da obra')).toBeVisible();

  await page.getByRole('combobox', { name: 'Cliente' }).fill('Serra');
  await page.getByRole('option', { name: /Cervejaria Serra Azul/ }).click();
  await typeDate(page, 'Início previsto', '02/03/2026');
  await typeDate(page, 'Término previsto', '30/01/2027');
  await page.getByRole('textbox', { name: 'Valor do contrato' }).fill('1.250.000,00');
  await page.getByRole('combobox', { name: 'Site manager', exact: true }).fill('Carlos');
  await page.getByRole('option', { name: /Carlos Mendes/ }).click();
  await page.getByRole('button', { name: 'Criar obra' }).click();
  // The obra exists now; its photo is an optional next step.
  await page.getByRole('button', { name: 'Continuar sem foto' }).click();

  await expect(page).toHaveURL(/\/obras\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Galpão logístico — etapa 2' })).toBeVisible();
  await expect(page.getByText('R$ 1.250.000,00')).toBeVisible();
  await expect(page.getByText('Carlos Mendes')).toBeVisible();
});

test('an administrator adds a colleague to an obra', async ({ page }) => {
  const obra = await obraId('OB-2024-007');
  await signIn(page, 'admin@demo.obras.dev');
  await page.goto(`/obras/${obra}/usuarios/adicionar`);
  await page.getByRole('textbox', { name: 'Buscar por nome ou e-mail' }).fill('Patrícia');
  await page
    .getByRole('list', { name: 'Pessoas que ainda não estão na obra' })
    .getByText('Patrícia Nogueira')
    .click();
  await page.getByRole('button', { name: 'Adicionar 1 pessoa' }).click();
  await expect(page.getByText('1 pessoa adicionada à obra.')).toBeVisible();
  await expect(page.getByRole('list', { name: /Na obra/ }).getByText('Patrícia Nogueira')).toBeVisible();
});

test('a client sees only their obra and lands on /ObraInacessivel for another one', async ({ page }) => {
  const other = await obraId('OB-2025-021');
  await signInThroughPage(page, 'cliente@demo.obras.dev');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Ampliação da fábrica de envase — Linha 3')).toBeVisible();
  await page.goto(`/obras/${other}`);
  await expect(page).toHaveURL(/\/ObraInacessivel$/);
  await expect(page.getByText('Subestação')).toHaveCount(0);
});

test('the obra photo uploads with a progress bar', async ({ page, context }) => {
  const obra = await obraId('OB-2025-030');
  await signIn(page, 'admin@demo.obras.dev');
  await page.goto(`/obras/${obra}/atualizar`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  // A PNG signature followed by 1.5 MB: the type is read from the first bytes.
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.alloc(1_500_000, 7),
  ]);
  await page
    .getByTestId('arquivo-input')
    .setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: png });
  const bar = page.getByRole('progressbar', { name: /Enviando fachada\.png/ });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('fachada.png enviado.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /Foto da obra/ })).toHaveAttribute(
    'src',
    /\/api\/arquivos\/[0-9a-f-]{36}\?inline=1/,
  );
});
