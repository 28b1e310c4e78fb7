import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { png } from './support/png';
import { apiAs, brDate, createObra, isoDay, signIn } from './support/portal';
import { rdoOnFreeDay } from './support/rdo';

const GESTOR = 'gestor@demo.obras.dev';

/** A new obra of the demo site manager: its days have no report yet, whatever ran before. */
async function obraNova(nome: string): Promise<{ id: string; codigo: string }> {
  const codigo = `OFF-${Date.now() % 1_000_000}`;
  return { id: await createObra({ codigo, nome, fimPrevisto: isoDay(120) }), codigo };
}

/**
 * Opens the new-RDO form online once, so the service worker keeps the shell and what the form reads; the page is
 * loaded again under the worker's control before the signal is cut.
 */
async function abrirFormularioEDesligar(page: Page, context: BrowserContext, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Novo RDO' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Comentários do dia' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await expect(page.getByText('Sem conexão. O RDO fica guardado neste aparelho')).toBeVisible();
}

async function rdosDoDia(obra: string, data: string) {
  const gestor = await apiAs(GESTOR);
  const page = (await (await gestor.get(`/api/diarios?obra=${obra}&de=${data}&ate=${data}`)).json()) as {
    items: { id: string }[];
  };
  const rdos = await Promise.all(
    page.items.map(
      async (r) =>
        (await (await gestor.get(`/api/diarios/${r.id}`)).json()) as {
          conteudo: { comentarios: string };
          fotos: { legenda: string }[];
        },
    ),
  );
  await gestor.dispose();
  return rdos;
}

test.describe('an RDO written with no signal (issue 24)', () => {
  // The service worker is what these tests are about (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('is kept on the phone with its photo, survives a reload offline and reaches the server once', async ({
    page,
    context,
  }) => {
    const obra = await obraNova('Pátio sem sinal');
    const hoje = isoDay(0);
    await signIn(page, GESTOR);
    await abrirFormularioEDesligar(page, context, `/${obra.id}/diarios/novo`);

    await page
      .getByRole('textbox', { name: 'Comentários do dia' })
      .fill('Concretagem da laje, sem sinal no pátio.');
    await page.locator('input[type=file][accept^="image/"]').setInputFiles({
      name: 'laje.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await expect(page.getByRole('img', { name: 'laje.jpg' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Legenda' }).fill('Laje concretada');
    await page.getByRole('button', { name: 'Guardar no aparelho' }).click();

    await expect(page).toHaveURL(/\/envios$/);
    const item = page.getByRole('listitem', { name: `RDO de ${brDate(hoje)} — ${obra.codigo}` });
    await expect(item.getByText('Aguardando envio')).toBeVisible();
    await expect(item.getByText(/· 1 foto$/)).toBeVisible();
    await expect(page.getByTestId('conexao')).toHaveAccessibleName(
      'Sem conexão: 1 registro aguardando envio',
    );

    // Still there after the page is opened again with no signal.
    await page.reload();
    await expect(item.getByText('Aguardando envio')).toBeVisible();

    await context.setOffline(false);
    await expect(
      page.getByText(`RDO de ${brDate(hoje)} — ${obra.codigo}: enviado ao servidor.`),
    ).toBeVisible();
    await expect(page.getByText('Nada aguardando envio')).toBeVisible();
    await expect(page.getByTestId('conexao')).toHaveAccessibleName('Conectado: nada aguardando envio');

    const rdos = await rdosDoDia(obra.id, hoje);
    expect(rdos).toHaveLength(1);
    expect(rdos[0]!.conteudo.comentarios).toBe('Concretagem da laje, sem sinal no pátio.');
    expect(rdos[0]!.fotos.map((f) => f.legenda)).toEqual(['Laje concretada']);
  });

  test('sent for a day someone reported first, shows both versions and goes for another day, nothing lost', async ({
    page,
    context,
  }) => {
    const obra = await obraNova('Galpão do conflito');
    const ontem = isoDay(-1);
    const anteontem = isoDay(-2);
    await signIn(page, GESTOR);
    await abrirFormularioEDesligar(page, context, `/${obra.id}/diarios/novo?data=${ontem}`);
    await page.getByRole('textbox', { name: 'Comentários do dia' }).fill('Versão escrita no celular.');
    await page.getByRole('button', { name: 'Guardar no aparelho' }).click();
    await expect(page).toHaveURL(/\/envios$/);

    // Meanwhile the same day is reported from another session.
    const outraSessao = await apiAs(GESTOR);
    const doServidor = await rdoOnFreeDay(outraSessao, obra.id, [1]);
    await outraSessao.dispose();
    expect(doServidor.data).toBe(ontem);

    await context.setOffline(false);
    const item = page.getByRole('listitem', { name: `RDO de ${brDate(ontem)} — ${obra.codigo}` });
    await expect(item.getByText('Conflito', { exact: true })).toBeVisible();
    await expect(
      item.getByRole('heading', { name: `O seu, neste aparelho (${brDate(ontem)})` }),
    ).toBeVisible();
    await expect(item.getByText('Versão escrita no celular.')).toBeVisible();
    await expect(
      item.getByRole('heading', { name: new RegExp(`RDO nº ${doServidor.numero} no servidor`) }),
    ).toBeVisible();
    await expect(
      item.getByRole('link', { name: `Abrir o RDO nº ${doServidor.numero} do servidor` }),
    ).toBeVisible();
    await expect(page.getByTestId('conexao')).toHaveAccessibleName('Conectado: 1 registro aguardando envio');

    await typeDate(page, 'Outra data para o seu', brDate(anteontem));
    await item.getByRole('button', { name: `Enviar o seu para ${brDate(anteontem)}` }).click();
    await expect(
      page.getByText(`RDO de ${brDate(anteontem)} — ${obra.codigo}: enviado ao servidor.`),
    ).toBeVisible();
    await expect(page.getByText('Nada aguardando envio')).toBeVisible();

    expect((await rdosDoDia(obra.id, anteontem)).map((r) => r.conteudo.comentarios)).toEqual([
      'Versão escrita no celular.',
    ]);
    expect(await rdosDoDia(obra.id, ontem)).toHaveLength(1);
  });
});
