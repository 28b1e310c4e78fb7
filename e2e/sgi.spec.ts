import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { png } from './support/png';
import { brDate, isoDay, openSignedIn } from './support/portal';

const TITULO = 'Andaime sem guarda-corpo na fachada leste';
const ACAO_CAMPO = 'Instalar guarda-corpo e rodapé no andaime da fachada leste';
const ACAO_GESTOR = 'Incluir a inspeção diária de andaimes na APR da frente';

/** Picks a person in a people field (searched on the server by name). */
async function escolherPessoa(page: Page, scope: Locator, campo: string, busca: string, nome: string) {
  await scope.getByRole('combobox', { name: campo }).fill(busca);
  await page.getByRole('option', { name: new RegExp(nome) }).click();
}

/** Writes one 5W2H row of the plan (its date typed as a person types it). */
async function preencherAcao(
  page: Page,
  linha: Locator,
  acao: { oQue: string; quem: [string, string]; quando: string; custo: string },
) {
  await linha.getByRole('textbox', { name: 'O quê' }).fill(acao.oQue);
  await linha
    .getByRole('textbox', { name: 'Por quê' })
    .fill('Eliminar o risco de queda da equipe de fachada');
  await linha.getByRole('textbox', { name: 'Onde' }).fill('Fachada leste, pavimentos 3 a 5');
  await linha.getByRole('group', { name: 'Quando' }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(brDate(acao.quando).replace(/\D/g, ''));
  await escolherPessoa(page, linha, 'Quem', ...acao.quem);
  await linha.getByRole('textbox', { name: 'Como' }).fill('Conforme NR-18 e o procedimento de andaimes');
  await linha.getByRole('textbox', { name: 'Quanto custa' }).fill(acao.custo);
  await escolherPessoa(page, linha, 'Verificador', 'Patrícia Nog', 'Patrícia Nogueira');
}

/** The owner finishes their own action, with what was done; the cost comes as planned. */
async function finalizarAcao(page: Page, oQue: string, feito: string) {
  await page.getByRole('button', { name: `Finalizar a ação ${oQue}` }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('textbox', { name: 'O que foi feito' }).fill(feito);
  await dialogo.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByTestId('acao').filter({ hasText: oQue })).toContainText('Finalizada (a verificar)');
}

test.describe('SGI', () => {
  test('a deviation seen on site goes to triage with its photo, is given to the site manager, planned in 5W2H and finishes by itself when its actions are done; the safety page on a phone', async ({
    browser,
  }) => {
    test.setTimeout(240_000);

    // A member of staff without an SGI role registers a safety deviation with a photo and sends it to triage.
    const campo = await openSignedIn(browser, 'campo@demo.obras.dev', '/sgi/seguranca');
    await expect(campo.getByRole('heading', { name: 'SGI — Segurança', level: 1 })).toBeVisible();
    await campo.getByRole('link', { name: 'Nova ocorrência' }).click();
    await expect(campo).toHaveURL(/\/sgi\/ocorrencias\/nova\?categoria=seguranca$/);
    await expect(campo.getByRole('combobox', { name: 'Categoria' })).toHaveText('Segurança');
    await expect(campo.getByRole('combobox', { name: 'Tipo' })).toHaveText('Desvio');
    await campo.getByRole('combobox', { name: 'Obra' }).fill('OB-2025-014');
    await campo.getByRole('option', { name: /OB-2025-014/ }).click();
    await campo.getByRole('textbox', { name: 'Título' }).fill(TITULO);
    await campo
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Dois montadores no andaime do 4º pavimento sem guarda-corpo nem rodapé, sobre a calçada.');
    await campo.getByRole('textbox', { name: 'Local' }).fill('Fachada leste, 4º pavimento');
    const escolha = campo.waitForEvent('filechooser');
    await campo.getByRole('button', { name: 'Escolher fotos' }).click();
    await (await escolha).setFiles({ name: 'andaime-leste.png', mimeType: 'image/png', buffer: png() });
    await expect(campo.getByRole('list', { name: 'Fotos escolhidas' })).toContainText('andaime-leste.png');
    await campo.getByRole('button', { name: 'Enviar para triagem' }).click();

    await expect(campo).toHaveURL(/\/sgi\/ocorrencias\/\d+$/);
    const numero = new URL(campo.url()).pathname.split('/').pop()!;
    const url = `/sgi/ocorrencias/${numero}`;
    const cabecalho = campo.getByTestId('ocorrencia-cabecalho');
    await expect(campo.getByRole('heading', { name: `Ocorrência nº ${numero}`, level: 1 })).toBeVisible();
    await expect(cabecalho.getByTestId('status-ocorrencia')).toHaveText('Triagem');
    await expect(campo.getByRole('img', { name: 'andaime-leste.png' })).toBeVisible();
    // The author sent it: no more moves for them, and no triage.
    await expect(campo.getByRole('button', { name: 'Fazer a triagem' })).toHaveCount(0);

    // The SGI team triages it: the site manager answers for it, a severe deviation.
    const sgi = await openSignedIn(browser, 'sgi@demo.obras.dev', url);
    await sgi.getByRole('button', { name: 'Fazer a triagem' }).click();
    const triagem = sgi.getByRole('dialog');
    await escolherPessoa(sgi, triagem, 'Responsável', 'Carlos', 'Carlos Mendes');
    await triagem.getByRole('combobox', { name: 'Gravidade' }).click();
    await sgi.getByRole('option', { name: 'Grave', exact: true }).click();
    await triagem.getByRole('button', { name: 'Aceitar e nomear' }).click();
    await expect(triagem).toBeHidden();
    await expect(sgi.getByTestId('ocorrencia-cabecalho').getByTestId('status-ocorrencia')).toHaveText(
      'Em andamento',
    );
    await expect(sgi.getByTestId('ocorrencia-cabecalho')).toContainText('Grave');
    await sgi.context().close();

    // The responsible plans two actions in 5W2H: one for the field technician, one for himself; SGI verifies both.
    const gestor = await openSignedIn(browser, 'gestor@demo.obras.dev', url);
    await expect(gestor.getByRole('region', { name: 'Dados' })).toContainText('Carlos Mendes');
    await gestor.getByRole('link', { name: 'Adicionar ações' }).click();
    await expect(gestor).toHaveURL(new RegExp(`/sgi/plano-acao\\?ocorrencia=${numero}$`));
    await preencherAcao(gestor, gestor.getByRole('listitem', { name: 'Ação 1' }), {
      oQue: ACAO_CAMPO,
      quem: ['Sérgio', 'Sérgio Almeida'],
      quando: isoDay(2),
      custo: '1.250,00',
    });
    await gestor.getByRole('button', { name: 'Mais uma ação' }).click();
    await preencherAcao(gestor, gestor.getByRole('listitem', { name: 'Ação 2' }), {
      oQue: ACAO_GESTOR,
      quem: ['Carlos', 'Carlos Mendes'],
      quando: isoDay(5),
      custo: '0',
    });
    await gestor.getByRole('button', { name: 'Salvar as 2 ações' }).click();
    await expect(gestor).toHaveURL(new RegExp(`${url}$`));
    await expect(gestor.getByTestId('acao')).toHaveCount(2);
    await expect(gestor.getByTestId('plano-resumo')).toContainText('0 de 2 ações encerradas');

    // Each owner finishes their action; the last one finishes the occurrence by itself.
    await campo.reload();
    await finalizarAcao(
      campo,
      ACAO_CAMPO,
      'Guarda-corpo e rodapé instalados nos três pavimentos; fotos na conversa.',
    );
    await expect(cabecalho.getByTestId('status-ocorrencia')).toHaveText('Em andamento');
    await campo.context().close();

    await gestor.reload();
    await finalizarAcao(
      gestor,
      ACAO_GESTOR,
      'APR revisada com a inspeção diária de andaimes e assinada pela equipe.',
    );
    const status = gestor.getByTestId('ocorrencia-cabecalho').getByTestId('status-ocorrencia');
    await expect(status).toHaveText('Finalizado');
    await expect(gestor.getByRole('region', { name: 'Linha do tempo' })).toContainText(
      'Em andamento → Finalizado',
    );

    // On a phone, the safety page folds its filters behind one button and lists the occurrences as cards.
    await gestor.setViewportSize({ width: 360, height: 740 });
    await gestor.goto('/sgi/seguranca');
    await expect(gestor.getByRole('heading', { name: 'SGI — Segurança', level: 1 })).toBeVisible();
    const situacao = gestor.getByRole('combobox', { name: 'Situação' });
    await expect(situacao).toBeHidden();
    await expect(gestor.getByRole('button', { name: 'Filtros' })).toBeVisible();
    await expect(gestor.getByRole('grid')).toHaveCount(0);
    const primeiro = gestor.getByRole('list', { name: 'SGI — Segurança' }).getByRole('listitem').first();
    await expect(primeiro).toBeVisible();
    await expect(primeiro).toContainText(`Nº ${numero}`);
    await expect(primeiro).toContainText('Finalizado');
    await gestor.getByRole('button', { name: 'Filtros' }).click();
    await expect(situacao).toBeVisible();
    expect(await gestor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await gestor.context().close();
  });
});
