import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn } from './support/portal';
import { png } from './support/png';
import { sign } from './support/signature';

const ponto = (page: Page, descricao: string): Locator => page.getByRole('article', { name: descricao });

/** The answer was saved by the API: who checked and when shown, nothing still being sent. */
async function saved(card: Locator, resultado: string) {
  await expect(card.getByText('Salvando…')).toHaveCount(0);
  await expect(card.getByText(/Rogério Batista · \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(card.getByText(resultado, { exact: true }).last()).toBeVisible();
}

test('a factory inspector fills a skid TAF on a tablet, with a failed measurement, a witness and both signatures, and downloads the PDF', async ({
  page,
}) => {
  // editor_taf does not read products: the product's id comes from product engineering.
  const produtos = await apiAs('produtos@demo.obras.dev');
  const lista = await (await produtos.get('/api/produtos?busca=SK-100')).json();
  const skid = (lista.items as { id: string; codigo: string }[]).find((p) => p.codigo === 'SK-100')!.id;
  await produtos.dispose();

  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, 'taf@demo.obras.dev');
  await page.goto(`/produto/taf/${skid}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^TAFs de SK-100 — Skid de bombeamento/ }),
  ).toBeVisible();

  // A new TAF for unit SK100-2026-003 on the demo fabrication; the skid family's only template comes chosen.
  await page.getByRole('button', { name: 'Novo TAF' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo TAF' });
  await novo.getByRole('combobox', { name: 'Fabricação' }).fill('FB-2026-002');
  await page.getByRole('option', { name: /^FB-2026-002/ }).click();
  await novo.getByRole('textbox', { name: 'Número de série' }).fill('SK100-2026-003');
  await expect(novo.getByRole('combobox', { name: 'Modelo de TAF' })).toContainText(
    'TAF de skid de bombeamento (6 pontos)',
  );
  await novo.getByRole('button', { name: 'Iniciar TAF' }).click();

  await expect(page).toHaveURL(new RegExp(`/produto/taf/${skid}/[0-9a-f-]{36}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /^TAF nº \d+ — série SK100-2026-003$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('taf-status')).toHaveText('Em execução');
  await expect(page.getByText('0 de 6 pontos respondidos')).toBeVisible();
  // Concluir waits for every point.
  await expect(page.getByRole('button', { name: 'Concluir e colher assinaturas' })).toHaveCount(0);
  await expect(page.getByText('Faltam 6 pontos para concluir.')).toBeVisible();

  // Touch targets for a gloved finger: the pass/fail buttons are at least 48 px tall.
  const hidro = ponto(page, '2. Teste hidrostático a 15 bar por 30 minutos, sem vazamentos');
  const passa = hidro.getByRole('button', { name: 'Passa', exact: true });
  expect((await passa.boundingBox())!.height).toBeGreaterThanOrEqual(48);

  const conjunto = ponto(page, '1. Conferir o skid contra o desenho de conjunto e a lista de materiais');
  await conjunto.getByRole('button', { name: 'Lido', exact: true }).click();
  await saved(conjunto, 'Conforme');
  await passa.click();
  await saved(hidro, 'Conforme');

  // Measurements: nominal ± tolerance shown, typed with a comma, judged by the server once saved.
  const vazao = ponto(page, '3. Vazão medida com a bomba B-01 no ponto nominal');
  await expect(vazao.getByText('Nominal 30 ± 1,5 m³/h')).toBeVisible();
  const medida = vazao.getByRole('textbox', { name: 'Valor medido (m³/h)' });
  await expect(medida).toHaveAttribute('inputmode', 'decimal');
  await medida.fill('30,4');
  await medida.press('Enter');
  await saved(vazao, 'Conforme');

  const flanges = ponto(page, '4. Distância entre flanges de sucção e recalque');
  await expect(flanges.getByText('Nominal 850 ± 2 mm')).toBeVisible();
  await flanges.getByRole('textbox', { name: 'Valor medido (mm)' }).fill('852,5');
  await flanges.getByRole('button', { name: 'Salvar medida' }).click();
  await saved(flanges, 'Não conforme');
  await expect(flanges.getByText('Medido: 852,5 mm')).toBeVisible();
  await expect(flanges).toHaveAttribute('data-resultado', 'nao_conforme');
  // The failed point raised a non-conformity in SGI, linked from the card.
  await expect(flanges.getByRole('link', { name: /^Ocorrência SGI nº \d+$/ })).toHaveAttribute(
    'href',
    /^\/sgi\/ocorrencias\/\d+$/,
  );

  const intertravamento = ponto(page, '5. Intertravamento de nível baixo desliga as bombas');
  await intertravamento.getByRole('button', { name: 'Passa', exact: true }).click();
  await saved(intertravamento, 'Conforme');

  const placa = ponto(page, '6. Foto da placa de identificação do skid');
  await placa
    .getByLabel('Tirar ou escolher foto')
    .setInputFiles({ name: 'placa.png', mimeType: 'image/png', buffer: png() });
  await expect(
    placa.getByRole('img', { name: 'Foto de “Foto da placa de identificação do skid”' }),
  ).toBeVisible();
  await saved(placa, 'Conforme');
  await expect(page.getByText('6 de 6 pontos respondidos · 1 não conforme')).toBeVisible();

  // A witness from the client.
  const testemunhas = page.getByRole('region', { name: 'Testemunhas' });
  await testemunhas.getByRole('textbox', { name: 'Nome' }).fill('Helena Duarte');
  await testemunhas.getByRole('textbox', { name: 'Empresa' }).fill('Cervejaria Serra Azul');
  await testemunhas.getByRole('textbox', { name: 'Cargo' }).fill('Engenheira de processos');
  await testemunhas.getByRole('button', { name: 'Adicionar testemunha' }).click();
  await expect(testemunhas.getByText('Cervejaria Serra Azul · Engenheira de processos')).toBeVisible();

  await page.getByRole('button', { name: 'Concluir e colher assinaturas' }).click();
  await expect(page.getByTestId('taf-status')).toHaveText('Aguardando assinaturas');
  await expect(page.getByTestId('taf-resultado')).toHaveText('Reprovado');

  // The factory's inspector signs, then hands the tablet to the client's inspector.
  await page.getByRole('button', { name: 'Assinar como inspetor da fábrica' }).click();
  let dialog = page.getByRole('dialog', { name: /^Assinatura do inspetor da fábrica/ });
  await sign(page, dialog);
  await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Inspetor de qualidade');
  await dialog.getByRole('button', { name: 'Assinar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Assinatura de Rogério Batista' })).toBeVisible();
  await expect(page.getByTestId('taf-status')).toHaveText('Aguardando assinaturas');

  await page.getByRole('textbox', { name: 'Empresa do inspetor do cliente' }).fill('Cervejaria Serra Azul');
  await page.getByRole('button', { name: 'Assinar como inspetor do cliente' }).click();
  dialog = page.getByRole('dialog', { name: /^Assinatura do inspetor do cliente/ });
  await expect(dialog.getByRole('textbox', { name: 'Nome de quem assina' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Nome de quem assina' }).fill('Marcos Teixeira');
  await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Inspetor do cliente');
  await sign(page, dialog);
  await dialog.getByRole('button', { name: 'Assinar' }).click();
  await expect(dialog).toBeHidden();

  // Signed for good: no more answers, the verdict stays, the PDF is what the client files.
  await expect(page.getByTestId('taf-status')).toHaveText('Assinado');
  await expect(page.getByTestId('taf-resultado')).toHaveText('Reprovado');
  await expect(page.getByRole('img', { name: 'Assinatura de Marcos Teixeira' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passa', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^TAF-\d+-SK-100-SK100-2026-003\.pdf$/);
  const stream = await pdf.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // The SPEC's /produto/taf/{obra}: a fabrication's id there leads to the fabrication's TAFs (factory layout).
  const fabricacao = await obraId('FB-2026-002');
  await page.goto(`/produto/taf/${fabricacao}`);
  await expect(page).toHaveURL(new RegExp(`/fabricacao/${fabricacao}/taf$`));
  await expect(page.getByRole('heading', { level: 1, name: 'TAFs da fabricação' })).toBeVisible();
  await expect(page.getByText(/^FB-2026-002 — .* · 3 TAFs$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /SK100-2026-003/ })).toContainText('Reprovado');
});
