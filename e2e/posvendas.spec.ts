import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { png } from './support/png';
import { latestMail, openSignedIn } from './support/portal';

const OBRA = 'Ampliação da fábrica de envase — Linha 3';

/** What axe finds serious or critical on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe('after-sales tickets', () => {
  test('a client opens a ticket with a photo; the team starts it, answers and concludes it; the client rates it 9 from the e-mail without signing in; both dashboards show it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // A product no demo ticket names, so the dashboards can be filtered down to this ticket.
    const produto = `Rotuladora Krones Canmatic ${Date.now().toString(36)}`;
    const titulo = 'Rotuladora parando a cada 20 minutos';

    // The client (one obra) opens the ticket with a photo: the obra comes chosen, the photo is sent after it.
    const cliente = await openSignedIn(browser, 'cliente@demo.obras.dev', '/posvendas');
    await expect(cliente.getByRole('heading', { name: 'Chamados de pós-vendas', level: 1 })).toBeVisible();
    await cliente.getByRole('button', { name: 'Novo chamado' }).click();
    const dialogo = cliente.getByRole('dialog');
    await expect(dialogo.getByRole('combobox', { name: 'Obra' })).toHaveValue(/^OB-2025-014 — /);
    // The team's fields are not the client's.
    await expect(dialogo.getByLabel('Prioridade')).toHaveCount(0);
    await dialogo.getByLabel('Título').fill(titulo);
    await dialogo
      .getByLabel('Descrição')
      .fill('A rotuladora da linha 3 para com alarme de sensor de etiqueta desde segunda-feira.');
    await dialogo.getByLabel('Produto ou equipamento').fill(produto);
    await dialogo.getByLabel('Nº de série').fill('KR-7781-22');
    const escolha = cliente.waitForEvent('filechooser');
    await dialogo.getByRole('button', { name: 'Escolher fotos' }).click();
    await (await escolha).setFiles({ name: 'alarme-sensor.png', mimeType: 'image/png', buffer: png() });
    await expect(dialogo.getByRole('list', { name: 'Fotos' })).toContainText('alarme-sensor.png');
    await dialogo.getByRole('button', { name: 'Abrir chamado' }).click();

    await expect(cliente).toHaveURL(/\/posvendas\/\d+$/);
    const numero = Number(new URL(cliente.url()).pathname.split('/').pop());
    const nome = `Chamado nº ${numero}`;
    await expect(cliente.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
    const cabecalhoCliente = cliente.getByTestId('chamado-cabecalho');
    await expect(cabecalhoCliente.getByText('Aberto', { exact: true })).toBeVisible();
    await expect(cliente.getByRole('img', { name: 'alarme-sensor.png' })).toBeVisible();
    // Costs and the history are the team's.
    await expect(cliente.getByRole('region', { name: 'Custos' })).toHaveCount(0);
    await expect(cliente.getByTestId('chamado-acoes')).toHaveCount(0);

    // The after-sales team starts it (a comment each step), answers in the thread and registers a cost.
    const equipe = await openSignedIn(browser, 'posvendas@demo.obras.dev', `/posvendas/${numero}`);
    await expect(equipe.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
    const cabecalho = equipe.getByTestId('chamado-cabecalho');
    await cabecalho.getByRole('button', { name: 'Iniciar atendimento' }).click();
    const mover = equipe.getByRole('dialog');
    await mover.getByRole('button', { name: 'Iniciar atendimento' }).click();
    // The comment is mandatory.
    await expect(mover.getByText(/Escreva um comentário/)).toBeVisible();
    await mover.getByLabel('Comentário').fill('Técnico agendado para amanhã cedo para verificar o sensor.');
    await mover.getByRole('button', { name: 'Iniciar atendimento' }).click();
    await expect(mover).toBeHidden();
    await expect(cabecalho.getByText('Em atendimento', { exact: true })).toBeVisible();
    await expect(equipe.getByRole('region', { name: 'Linha do tempo' })).toContainText(
      'Técnico agendado para amanhã cedo',
    );

    const interacoes = equipe.getByRole('region', { name: 'Interações' });
    const campo = interacoes.getByRole('combobox', { name: 'Escreva um comentário' });
    await campo.fill('Renata, pode deixar a linha desligada às 7 h para o técnico?');
    await campo.press('Control+Enter');
    await expect(
      interacoes.getByTestId('comentario').filter({ hasText: 'pode deixar a linha desligada' }),
    ).toBeVisible();

    const custos = equipe.getByRole('region', { name: 'Custos' });
    await custos.getByRole('button', { name: 'Registrar custo' }).click();
    const custo = equipe.getByRole('dialog');
    await custo.getByLabel('Valor').fill('350,00');
    await custo.getByLabel('Descrição').fill('Troca do sensor de etiqueta');
    await custo.getByRole('button', { name: 'Registrar' }).click();
    await expect(custo).toBeHidden();
    await expect(custos.getByTestId('custos-total')).toHaveText('R$ 350,00');

    await cabecalho.getByRole('button', { name: 'Concluir' }).click();
    await mover.getByLabel('Solução').fill('Sensor de etiqueta trocado e calibrado; linha liberada.');
    await mover.getByRole('button', { name: 'Concluir' }).click();
    await expect(mover).toBeHidden();
    await expect(cabecalho.getByText('Concluído', { exact: true })).toBeVisible();

    // The client reads the answer in the thread.
    await cliente.reload();
    await expect(cliente.getByRole('region', { name: 'Interações' })).toContainText(
      'pode deixar a linha desligada',
    );
    await cliente.context().close();

    // The survey link of the e-mail opens without signing in; the client rates it 9, once.
    const mail = await latestMail('cliente@demo.obras.dev', nome);
    const link = /(https?:\/\/\S+\/pesquisa-satisfacao\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`e-mail sem link da pesquisa: ${mail.text}`);
    // On the client's phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Pesquisa de satisfação', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByTestId('pesquisa-chamado')).toHaveText(`${nome} · ${titulo} · ${OBRA}`);
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Escolha uma nota de 1 a 10.')).toBeVisible();
    await page.getByRole('button', { name: '9', exact: true }).click();
    await expect(page.getByRole('button', { name: '9', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Comentário (opcional)').fill('Atendimento rápido e técnico muito educado.');
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Obrigado pela avaliação!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Esta pesquisa já foi respondida.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);

    // The team sees the rating on the ticket and in both dashboards, filtered to the product.
    await equipe.reload();
    await expect(equipe.getByRole('region', { name: 'Avaliação do cliente' })).toContainText('Nota 9 de 10');
    expect(await seriousViolations(equipe)).toEqual([]);
    await equipe.goto(`/posvendas-satisfacao?produto=${encodeURIComponent(produto)}`);
    await expect(equipe.getByRole('heading', { name: 'Satisfação dos clientes', level: 1 })).toBeVisible();
    await expect(equipe.getByTestId('satisfacao-media')).toContainText('9');
    await expect(equipe.getByTestId('satisfacao-respostas')).toContainText('1');
    const comentario = equipe.getByTestId('satisfacao-comentario');
    await expect(comentario).toContainText('Atendimento rápido e técnico muito educado.');
    await comentario.getByRole('link', { name: nome }).click();
    await expect(equipe.getByRole('heading', { name: nome, level: 1 })).toBeVisible();

    await equipe.goto(`/dashboard-posvendas?produto=${encodeURIComponent(produto)}`);
    await expect(equipe.getByRole('heading', { name: 'Painel de pós-vendas', level: 1 })).toBeVisible();
    await expect(equipe.getByTestId('kpi-total')).toContainText('1');
    await expect(equipe.getByTestId('kpi-custos')).toContainText('R$ 350,00');
    await expect(equipe.getByTestId('kpi-satisfacao')).toContainText('9');
    await expect(equipe.getByRole('region', { name: 'Chamados por produto' })).toBeVisible();
    expect(await seriousViolations(equipe)).toEqual([]);
    await equipe.context().close();
  });

  test('the team opens a ticket for a client with its priority and contact; on a phone the tickets are cards and the filters fold behind one button', async ({
    browser,
  }) => {
    const equipe = await openSignedIn(browser, 'posvendas@demo.obras.dev', '/posvendas');
    await equipe.getByRole('button', { name: 'Novo chamado' }).click();
    const dialogo = equipe.getByRole('dialog');
    await expect(dialogo.getByRole('combobox', { name: 'Obra' })).toHaveValue('');
    await expect(dialogo.getByRole('combobox', { name: 'Prioridade' })).toHaveText('Média');
    await expect(dialogo.getByLabel('E-mail do contato')).toBeVisible();
    await dialogo.getByRole('button', { name: 'Abrir chamado' }).click();
    await expect(dialogo.getByText('Escolha a obra')).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();

    await equipe.setViewportSize({ width: 360, height: 740 });
    await expect(equipe.getByRole('heading', { name: 'Chamados de pós-vendas', level: 1 })).toBeVisible();
    const cartoes = equipe.getByRole('list', { name: 'Chamados de pós-vendas' });
    await expect(cartoes.getByRole('listitem').first()).toBeInViewport();
    await expect(cartoes.getByRole('listitem').first()).toContainText(/Chamado nº \d+/);
    await expect(equipe.getByRole('grid')).toHaveCount(0);
    const situacao = equipe.getByRole('combobox', { name: 'Situação' });
    await expect(situacao).toBeHidden();
    await equipe.getByRole('button', { name: 'Filtros' }).click();
    await expect(situacao).toBeVisible();
    expect(await equipe.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await equipe.context().close();
  });
});
