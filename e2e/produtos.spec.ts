import { expect, test } from './support/fixtures';
import { signIn } from './support/portal';

test('product engineering finds the skid on a phone, adds a technical datum and attaches, downloads and deletes a data sheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'produtos@demo.obras.dev');
  await page.goto('/produto');
  await expect(page.getByRole('heading', { level: 1, name: 'Todos Produtos' })).toBeVisible();
  await expect(page.getByText('4 produtos')).toBeVisible();

  // On a phone the rows are cards and the family filter folds behind one button.
  await expect(page.getByRole('combobox', { name: 'Família' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('combobox', { name: 'Família' }).click();
  await page.getByRole('option', { name: 'Skid (1 produto)' }).click();
  await expect(page).toHaveURL(/[?&]familia=Skid/);
  await expect(page.getByText('1 produto', { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Todos Produtos' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await cards.getByRole('link', { name: /SK-100/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^SK-100 — Skid de bombeamento/ })).toBeVisible();
  const dados = page.getByRole('region', { name: 'Dados técnicos' });
  await expect(dados.getByRole('row', { name: /Vazão nominal 30 m³\/h/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^FB-2026-002 — / })).toHaveAttribute(
    'href',
    /^\/fabricacao\/[0-9a-f-]{36}$/,
  );

  // A new technical datum, saved with the version read.
  await dados.getByRole('button', { name: 'Editar' }).click();
  await dados.getByRole('button', { name: 'Adicionar dado técnico' }).click();
  const linha = dados.getByRole('group', { name: 'Dado técnico 5' });
  await linha.getByRole('textbox', { name: 'Dado' }).fill('Peso vazio');
  await linha.getByRole('textbox', { name: 'Valor' }).fill('1850');
  await linha.getByRole('textbox', { name: 'Unidade' }).fill('kg');
  await dados.getByRole('button', { name: 'Salvar dados técnicos' }).click();
  await expect(page.getByText('Dados técnicos salvos.')).toBeVisible();
  await expect(dados.getByRole('row', { name: /Peso vazio 1850 kg/ })).toBeVisible();

  // A data sheet: sent, listed, downloaded, deleted.
  const documentos = page.getByRole('region', { name: 'Documentos' });
  await expect(documentos.getByText('Nenhum documento enviado.')).toBeVisible();
  await documentos.getByLabel('Enviar documentos').setInputFiles({
    name: 'folha-de-dados-SK-100.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  const baixar = documentos.getByRole('link', { name: 'Baixar folha-de-dados-SK-100.pdf' });
  await expect(baixar).toBeVisible();
  const response = await page.request.get((await baixar.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await documentos.getByRole('button', { name: 'Excluir folha-de-dados-SK-100.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir documento' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(documentos.getByText('Nenhum documento enviado.')).toBeVisible();
});
