import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { png } from './support/png';
import { apiAs, brDate, isoDay, obraId, signIn } from './support/portal';

const CAMPO = 'campo@demo.obras.dev';
const MODELO = 'Inspeção de montagem de estrutura metálica';

const item = (page: Page, texto: string): Locator => page.getByRole('article', { name: texto });

/** The field technician's order nº 1 of the demo obra (in execution: checklists and daily logs go on it). */
async function osDoCampo(campo: APIRequestContext, obra: string): Promise<string> {
  const list = await (await campo.get(`/api/ordensServico?obra=${obra}&tipo=field&pageSize=100`)).json();
  return (list.items as { id: string; numero: number }[]).find((o) => o.numero === 1)!.id;
}

/**
 * Opens the page online once, so the service worker keeps the shell and what the page reads; the page is loaded again
 * under the worker's control before the signal is cut.
 */
async function abrirEDesligar(page: Page, context: BrowserContext, url: string, pronta: () => Locator) {
  await page.goto(url);
  await expect(pronta()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(pronta()).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
}

test.describe('field services with no signal (issue 24)', () => {
  // The service worker is what these tests are about (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('checklist answers (one with a photo) wait on the phone, survive a reload offline and reach the server once', async ({
    page,
    context,
  }) => {
    const obra = await obraId('OB-2025-014');
    const campo = await apiAs(CAMPO);
    const os = await osDoCampo(campo, obra);
    const modelos = await (await campo.get(`/api/obras/${obra}/checklists/field/modelos`)).json();
    const modelo = (modelos.items as { id: string; nome: string }[]).find((m) => m.nome === MODELO)!;
    const iniciado = await campo.post(`/api/ordensServico/field/${os}/checklists`, {
      data: { modeloId: modelo.id, chaveIdempotencia: `offline-field-${Date.now()}` },
    });
    expect(iniciado.status(), await iniciado.text()).toBe(201);
    const checklistId = ((await iniciado.json()) as { id: string }).id;

    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, CAMPO);
    await abrirEDesligar(page, context, `/${obra}/checklist/field/preencher?checklist=${checklistId}`, () =>
      page.getByRole('heading', { name: 'Seção 1 de 3 — Documentação' }),
    );
    await expect(page.getByText('Sem conexão. As respostas e as fotos ficam guardadas')).toBeVisible();

    const projeto = item(page, 'Projeto na revisão vigente no local');
    await projeto.getByRole('button', { name: 'Conforme', exact: true }).click();
    await expect(projeto.getByText('Aguardando envio')).toBeVisible();
    await expect(page.getByText('1 de 7 itens respondidos')).toBeVisible();
    await page.getByRole('button', { name: 'Próxima' }).click();

    const foto = item(page, 'Foto da ligação parafusada');
    await foto
      .getByLabel('Tirar ou escolher foto')
      .setInputFiles({ name: 'ligacao.png', mimeType: 'image/png', buffer: png() });
    await expect(foto.getByRole('img', { name: 'Foto de “Foto da ligação parafusada”' })).toBeVisible();
    await expect(foto.getByText('Aguardando envio')).toBeVisible();
    // One queue item for the checklist, whatever the number of answers.
    await expect(page.getByTestId('conexao')).toHaveAccessibleName(
      'Sem conexão: 1 registro aguardando envio',
    );

    // Opened again with no signal: the answers are read back from the phone.
    await page.reload();
    await expect(foto.getByText('Aguardando envio')).toBeVisible();
    await expect(foto.getByRole('img', { name: 'Foto de “Foto da ligação parafusada”' })).toBeVisible();
    await expect(page.getByText('2 de 7 itens respondidos')).toBeVisible();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(projeto.getByText('Aguardando envio')).toBeVisible();
    await expect(projeto.getByRole('button', { name: 'Conforme', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await context.setOffline(false);
    await expect(page.getByText(`Checklist “${MODELO}” — OS nº 1: enviado ao servidor.`)).toBeVisible();
    await expect(projeto.getByText('Aguardando envio')).toHaveCount(0);

    const noServidor = (await (await campo.get(`/api/checklists/${checklistId}`)).json()) as {
      secoes: { itens: { id: string; texto: string }[] }[];
      respostas: { itemId: string; resultado: string; fotoId: string | null }[];
    };
    await campo.dispose();
    const texto = new Map(noServidor.secoes.flatMap((s) => s.itens).map((i) => [i.id, i.texto]));
    expect(
      noServidor.respostas.map((r) => ({
        item: texto.get(r.itemId),
        resultado: r.resultado,
        foto: !!r.fotoId,
      })),
    ).toEqual([
      { item: 'Projeto na revisão vigente no local', resultado: 'conforme', foto: false },
      { item: 'Foto da ligação parafusada', resultado: 'respondido', foto: true },
    ]);
  });

  test('a daily log saved on the phone with a photo reaches the server once', async ({ page, context }) => {
    const obra = await obraId('OB-2025-014');
    const campo = await apiAs(CAMPO);
    const os = await osDoCampo(campo, obra);
    const diariosUrl = `/api/ordensServico/field/${os}/diarios?pageSize=100`;
    const logados = ((await (await campo.get(diariosUrl)).json()).items as { data: string }[]).map(
      (d) => d.data,
    );
    // A past day with no log yet (one log per order and day; other specs log today).
    const dia = [...Array(60).keys()].map((n) => isoDay(-3 - n)).find((d) => !logados.includes(d))!;

    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, CAMPO);
    await abrirEDesligar(page, context, `/${obra}/ordensServico/field/${os}/diario?data=${dia}`, () =>
      page.getByRole('textbox', { name: 'Observações do dia' }),
    );
    await expect(page.getByText('Sem conexão. O diário fica guardado neste aparelho')).toBeVisible();

    const observacoes = `Sem sinal no mezanino (${Date.now()}).`;
    await page.getByRole('textbox', { name: 'Observações do dia' }).fill(observacoes);
    await page
      .locator('input[type=file][accept="image/jpeg,image/png,image/webp"]')
      .setInputFiles({ name: 'vigas.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByRole('img', { name: 'vigas.jpg' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar no aparelho' }).click();

    await expect(page).toHaveURL(/\/envios$/);
    const rotulo = `Diário de ${brDate(dia)} — OS nº 1 (OB-2025-014)`;
    const fila = page.getByRole('listitem', { name: rotulo });
    await expect(fila.getByText('Aguardando envio')).toBeVisible();
    await expect(fila.getByText(/· 1 foto$/)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(`${rotulo}: enviado ao servidor.`)).toBeVisible();
    await expect(page.getByText('Nada aguardando envio')).toBeVisible();

    const doDia = (
      (await (await campo.get(diariosUrl)).json()).items as { id: string; data: string }[]
    ).filter((d) => d.data === dia);
    expect(doDia).toHaveLength(1);
    const diario = await (await campo.get(`/api/ordensServico/field/${os}/diarios/${doDia[0]!.id}`)).json();
    await campo.dispose();
    expect(diario.observacoes).toBe(observacoes);
    expect(diario.fotos).toHaveLength(1);
  });
});
