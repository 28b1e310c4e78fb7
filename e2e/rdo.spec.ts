import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn } from './support/portal';
import { png } from './support/png';
import { sign } from './support/signature';

const toast = (page: Page, text: string | RegExp): Locator => page.getByText(text).first();

test.describe.serial('the day’s RDO, from the site to the client', () => {
  let obra: string;
  let rdoUrl: string;
  let numero: string;

  test.beforeAll(async () => {
    obra = await obraId('OB-2025-014');
  });

  test('a site manager writes today’s RDO from yesterday’s crew, adds a photo and finalizes it', async ({
    page,
  }) => {
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/${obra}/diarios/novo`);
    await expect(page.getByRole('heading', { name: 'Novo RDO' })).toBeVisible();
    // Yesterday's workforce is already there: the site manager only types what changed.
    await expect(page.getByText(/Copiado do RDO nº \d+/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Função' }).first()).toHaveValue('Encarregado');
    numero = (await page.locator('h1 ~ div p', { hasText: /^RDO nº \d+$/ }).textContent())!.replace(
      /\D/g,
      '',
    );

    await page.getByRole('textbox', { name: 'Chuva do dia' }).fill('3,456');
    await expect(page.getByText('Será registrada como 3,46 mm (2 casas decimais).')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Comentários do dia' })
      .fill('Montagem das telhas da cobertura, lado norte.');
    await page.getByRole('button', { name: 'Criar RDO' }).click();

    await expect(page).toHaveURL(/\/diarios\/[0-9a-f-]{36}\/editar$/);
    await expect(toast(page, `RDO nº ${numero} criado. Agora você pode adicionar as fotos.`)).toBeVisible();
    rdoUrl = page.url().replace(/\/editar$/, '');

    await page
      .getByRole('textbox', { name: 'Legenda das próximas fotos (opcional)' })
      .fill('Cobertura lado norte');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Escolher fotos' }).click();
    await (await chooser).setFiles({ name: 'cobertura.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByText('Fotos (1)')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Cobertura lado norte|cobertura\.png/ }).first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(rdoUrl);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = page.getByRole('dialog', { name: `Finalizar o RDO nº ${numero}` });
    // Without the drawn signature the report is not finalized.
    await dialog.getByRole('button', { name: 'Assinar e finalizar' }).click();
    await expect(dialog.getByText('Assine no quadro')).toBeVisible();
    await sign(page);
    await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Site manager');
    await dialog.getByRole('button', { name: 'Assinar e finalizar' }).click();
    await expect(toast(page, `RDO nº ${numero} finalizado.`)).toBeVisible();
    await expect(page.getByText('Finalizado').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  });

  test('the client finds it in the list, approves it with a signature and downloads the PDF', async ({
    page,
  }) => {
    await signIn(page, 'cliente@demo.obras.dev');
    await page.goto('/diarios');
    await page
      .getByRole('link', { name: new RegExp(`RDO nº ${numero}\\b`) })
      .first()
      .click();
    await expect(page).toHaveURL(rdoUrl);
    await expect(page.getByText('Montagem das telhas da cobertura, lado norte.')).toBeVisible();
    await expect(page.getByText('3,46 mm')).toBeVisible();

    await page.getByRole('button', { name: 'Aprovar' }).click();
    const dialog = page.getByRole('dialog', { name: `Aprovar o RDO nº ${numero}` });
    await sign(page);
    await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Fiscal da obra');
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect(toast(page, `RDO nº ${numero} aprovado.`)).toBeVisible();
    await expect(page.getByText('Aprovado').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Assinatura de / })).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(
      new RegExp(`^RDO-OB-2025-014-${numero.padStart(3, '0')}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const bytes = await (await pdf.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the obra dashboard draws the S-curve, planned against actual, with today’s gap', async ({ page }) => {
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/obras/${obra}`);
    const card = page.getByRole('region', { name: 'Curva S' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/Desvio em \d{2}\/\d{2}\/\d{4} \(pontos\)/)).toBeVisible();
    await expect(card.getByText('Previsto', { exact: true })).toBeVisible();
    await expect(card.getByText('Realizado', { exact: true })).toBeVisible();
    // Two drawn lines: the planned and the actual series.
    await expect(card.locator('svg path.MuiLineChart-line')).toHaveCount(2);
  });
});

test('the client returns a signed RDO with a photo of what to correct, and the site manager finds it in the timeline', async ({
  page,
}) => {
  const obra = await obraId('OB-2025-014');
  const gestor = await apiAs('gestor@demo.obras.dev');
  const response = await gestor.get(`/api/diarios?obra=${obra}&status=finalizado&pageSize=1`);
  const [rdo] = ((await response.json()) as { items: { id: string; numero: number }[] }).items;
  await gestor.dispose();
  expect(rdo, 'a finalized report of the demo obra').toBeTruthy();

  await signIn(page, 'cliente@demo.obras.dev');
  await page.goto(`/diarios/${rdo!.id}`);
  await page.getByRole('button', { name: 'Devolver' }).click();
  const dialog = page.getByRole('dialog', { name: `Devolver o RDO nº ${rdo!.numero}` });
  await dialog
    .getByRole('textbox', { name: 'O que precisa ser corrigido' })
    .fill('Registrar a fissura da laje.');
  await dialog
    .getByTestId('movimento-arquivos')
    .setInputFiles({ name: 'fissura.png', mimeType: 'image/png', buffer: png() });
  await expect(dialog.getByRole('button', { name: /^fissura\.png \(/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  await expect(toast(page, `RDO nº ${rdo!.numero} devolvido para correção.`)).toBeVisible();

  await signIn(page, 'gestor@demo.obras.dev');
  await page.goto(`/diarios/${rdo!.id}`);
  const timeline = page.getByRole('region', { name: 'Linha do tempo' });
  await expect(timeline.getByText('Finalizado → Devolvido')).toBeVisible();
  const file = timeline.getByRole('link', { name: 'fissura.png' });
  await expect(file).toBeVisible();
  expect((await page.request.get((await file.getAttribute('href'))!)).status()).toBe(200);
});
