import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn } from './support/portal';
import { png } from './support/png';
import { sign } from './support/signature';

const item = (page: Page, texto: string): Locator => page.getByRole('article', { name: texto });

/** The answer was saved by the API (who and when shown, nothing still being sent). */
async function saved(card: Locator, resultado: string) {
  await expect(card.getByText('Salvando…')).toHaveCount(0);
  await expect(card.getByText(/· \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(card.getByText(resultado, { exact: true }).last()).toBeVisible();
}

test('a field technician fills the mezzanine inspection on a phone, with a non-conformity, a photo and two signatures', async ({
  page,
}) => {
  const obra = await obraId('OB-2025-014');
  const campo = await apiAs('campo@demo.obras.dev');
  const list = await (await campo.get(`/api/ordensServico?obra=${obra}&tipo=field&pageSize=100`)).json();
  const os = (list.items as { id: string; numero: number }[]).find((o) => o.numero === 1)!.id;
  await campo.dispose();

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'campo@demo.obras.dev');
  await page.goto(`/${obra}/checklist/field/preencher?os=${os}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preencher checklist' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordem de serviço' })).toContainText('OS nº 1 —');
  await page.getByRole('combobox', { name: 'Modelo de checklist' }).click();
  await page
    .getByRole('option', { name: /^Inspeção de montagem de estrutura metálica \(versão \d+\)$/ })
    .click();
  await page.getByRole('button', { name: 'Iniciar checklist' }).click();

  // Section 1 of 3: two conformity questions, big buttons.
  await expect(page.getByRole('heading', { name: 'Seção 1 de 3 — Documentação' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]checklist=[0-9a-f-]{36}/);
  for (const texto of ['Projeto na revisão vigente no local', 'Procedimento de torque aprovado']) {
    await item(page, texto).getByRole('button', { name: 'Conforme', exact: true }).click();
    await saved(item(page, texto), 'Conforme');
  }
  await expect(page.getByText('2 de 7 itens respondidos')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();

  // Section 2 of 3: measurements against nominal ± tolerance, judged as they are typed.
  await expect(page.getByRole('heading', { name: 'Seção 2 de 3 — Montagem' })).toBeVisible();
  const prumo = item(page, 'Desvio de prumo da coluna');
  await expect(prumo.getByText('Nominal 0 ± 5 mm')).toBeVisible();
  await prumo.getByRole('textbox', { name: 'Medição (mm)' }).fill('-5');
  await prumo.getByRole('textbox', { name: 'Medição (mm)' }).blur();
  await saved(prumo, 'Conforme');

  const torque = item(page, 'Torque dos parafusos M20');
  const medida = torque.getByRole('textbox', { name: 'Medição (N·m)' });
  await expect(medida).toHaveAttribute('inputmode', 'decimal');
  await medida.fill('295');
  await expect(torque.getByText('Conforme', { exact: true })).toBeVisible();
  await medida.fill('295,01');
  await expect(torque.getByText('Não conforme', { exact: true })).toBeVisible();
  await medida.blur();
  // Out of tolerance: nothing is saved until the note and the photo are given.
  await expect(
    torque.getByText('Para registrar a não conformidade, descreva-a e anexe uma foto.'),
  ).toBeVisible();
  await expect(torque.getByText(/· \d{2}\/\d{2}\/\d{4}/)).toHaveCount(0);
  // The SGI page exists (issue 16): the non-conformity offers an occurrence prefilled from this checklist item.
  await expect(page.getByRole('link', { name: 'Abrir ocorrência no SGI' })).toHaveAttribute(
    'href',
    /^\/sgi\/ocorrencias\/nova\?origem=checklist&obra=[\w-]+&checklist=[\w-]+&item=/,
  );
  await torque
    .getByRole('textbox', { name: 'Nota da não conformidade' })
    .fill('Dois parafusos abaixo do torque.');
  await torque
    .getByLabel('Tirar ou escolher foto')
    .setInputFiles({ name: 'torque.png', mimeType: 'image/png', buffer: png() });
  await expect(torque.getByRole('img', { name: 'Foto de “Torque dos parafusos M20”' })).toBeVisible();
  await saved(torque, 'Não conforme');

  await item(page, 'Arruelas e porcas conforme projeto').getByRole('button', { name: 'N.A.' }).click();
  await saved(item(page, 'Arruelas e porcas conforme projeto'), 'N.A.');

  const foto = item(page, 'Foto da ligação parafusada');
  await foto
    .getByLabel('Tirar ou escolher foto')
    .setInputFiles({ name: 'ligacao.png', mimeType: 'image/png', buffer: png() });
  await expect(foto.getByRole('img', { name: 'Foto de “Foto da ligação parafusada”' })).toBeVisible();
  await saved(foto, 'Respondido');
  await page.getByRole('button', { name: 'Próxima' }).click();

  // Section 3 of 3: an optional remark.
  await expect(page.getByRole('heading', { name: 'Seção 3 de 3 — Encerramento' })).toBeVisible();
  const obs = item(page, 'Observações');
  await obs.getByRole('textbox', { name: 'Resposta' }).fill('Reaperto programado para amanhã.');
  await obs.getByRole('textbox', { name: 'Resposta' }).blur();
  await saved(obs, 'Respondido');
  await expect(page.getByText('7 de 7 itens respondidos')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para as assinaturas' }).click();

  // The executor signs, then hands the phone to the client's inspector.
  await expect(page.getByRole('heading', { name: 'Assinaturas' })).toBeVisible();
  const concluir = page.getByRole('button', { name: 'Concluir checklist' });
  await expect(concluir).toBeDisabled();
  await page.getByRole('button', { name: 'Assinar como executor' }).click();
  let dialog = page.getByRole('dialog', { name: 'Assinatura do executor' });
  await sign(page, page.getByRole('dialog'));
  await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Encarregado de montagem');
  await dialog.getByRole('button', { name: 'Assinar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Assinatura do cliente' }).click();
  dialog = page.getByRole('dialog', { name: 'Assinatura do cliente no local' });
  await dialog.getByRole('textbox', { name: 'Nome de quem assina' }).fill('Marina Lopes');
  await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Fiscal do cliente');
  await sign(page, page.getByRole('dialog'));
  await dialog.getByRole('button', { name: 'Assinar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Assinado por Marina Lopes')).toBeVisible();
  await concluir.click();

  // Concluded: read-only, with the answers, the signatures and the PDF.
  await expect(page.getByText('Checklist concluído.').first()).toBeVisible();
  await expect(page.getByText(/^Concluído em \d{2}\/\d{2}\/\d{4}.*não muda mais\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conforme', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Concluir checklist' })).toHaveCount(0);
  await expect(page.getByText('Dois parafusos abaixo do torque.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Assinatura de Marina Lopes' })).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Baixar PDF' });
  await expect(pdf).toBeVisible();
  const response = await page.request.get((await pdf.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
