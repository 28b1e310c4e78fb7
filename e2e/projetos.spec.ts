import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, isoDay, obraId, openSignedIn } from './support/portal';

const NUMERO = 'SE138-E2E-DE-0901';
const TITULO = 'Malha de aterramento da subestação';
const COMENTARIO = 'Indicar a seção dos cabos de descida nos pórticos.';
const RESPOSTA = 'Seção de 50 mm² indicada na revisão A.';

/** What axe finds serious or critical on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** A small real PDF, as a designer's office sends. */
const pdf = (nome: string) => ({
  name: nome,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

const revisao = (page: Page, rotulo: string): Locator =>
  page.getByRole('article', { name: `Revisão ${rotulo}`, exact: true });

/** The designer sends a file to the prepared revision and issues it alone in a GRD; the cover sheet is a PDF. */
async function prepararEEmitir(page: Page, rotulo: string) {
  const card = revisao(page, rotulo);
  await expect(card.getByText('Em preparação', { exact: true })).toBeVisible();
  await card.getByTestId(`revisao-${rotulo}-arquivo`).setInputFiles(pdf(`aterramento-rev${rotulo}.pdf`));
  await expect(card.getByText(`aterramento-rev${rotulo}.pdf`)).toBeVisible();

  await card.getByRole('button', { name: 'Emitir em GRD' }).click();
  const grd = page.getByRole('dialog', { name: 'Emitir GRD' });
  const item = grd.getByRole('checkbox', { name: `${NUMERO} rev. ${rotulo} — ${TITULO}` });
  await expect(item).toBeChecked();
  await expect(
    grd
      .getByRole('group', { name: 'Prazo para o cliente responder' })
      .getByRole('spinbutton', { name: 'Ano' }),
  ).toHaveAttribute('aria-valuenow', /^20\d\d$/);
  await grd.getByRole('button', { name: 'Emitir', exact: true }).click();

  const emitida = page.getByRole('dialog', { name: /^GRD-OB-2025-021-\d{4} emitida\.$/ });
  await expect(emitida).toBeVisible();
  const folha = emitida.getByRole('link', { name: 'Baixar folha de rosto' });
  const resposta = await page.request.get((await folha.getAttribute('href'))!);
  expect(resposta.status()).toBe(200);
  expect(resposta.headers()['content-type']).toContain('application/pdf');
  expect((await resposta.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await emitida.getByRole('button', { name: 'Fechar' }).click();

  await expect(page.getByTestId('projeto-situacao')).toHaveText('PAP — Pendente de aprovação');
  await expect(page.getByTestId('projeto-detentor')).toHaveText('Cliente');
  await expect(page.getByTestId('projeto-revisao-atual')).toHaveText(`${rotulo} · Para aprovação`);
}

test('a designer issues revision 0 in a GRD, the client approver reviews it with code B and a comment, the designer answers and issues revision A', async ({
  browser,
}) => {
  const subestacao = await obraId('OB-2025-021');

  // The designer registers the document and prepares revision 0.
  const projetista = await openSignedIn(browser, 'projetista@demo.obras.dev', `/obras/${subestacao}/cre`);
  await expect(projetista.getByRole('heading', { level: 1, name: 'Documentos da obra (CRE)' })).toBeVisible();
  await projetista.getByRole('button', { name: 'Novo documento' }).click();
  const novo = projetista.getByRole('dialog', { name: 'Novo documento' });
  await novo.getByRole('textbox', { name: 'Número' }).fill(NUMERO);
  await novo.getByRole('textbox', { name: 'Título' }).fill(TITULO);
  await novo.getByRole('combobox', { name: 'Disciplina' }).click();
  await projetista.getByRole('option', { name: 'Elétrica', exact: true }).click();
  await novo.getByRole('combobox', { name: 'Categoria' }).click();
  await projetista.getByRole('option', { name: 'Executivo', exact: true }).click();
  await novo.getByRole('button', { name: 'Cadastrar' }).click();

  await expect(projetista).toHaveURL(new RegExp(`/obras/${subestacao}/cre/[0-9a-f-]{36}$`));
  const documento = projetista.url();
  await expect(projetista.getByRole('heading', { level: 1, name: `${NUMERO} — ${TITULO}` })).toBeVisible();
  await expect(projetista.getByTestId('projeto-situacao')).toHaveText('EL — Em elaboração');
  await expect(projetista.getByTestId('projeto-revisao-atual')).toHaveText('Ainda não emitido');

  await projetista.getByRole('button', { name: 'Nova revisão' }).click();
  const nova = projetista.getByRole('dialog', { name: `Nova revisão de ${NUMERO}` });
  await expect(nova.getByRole('combobox', { name: 'Finalidade' })).toHaveText('Para aprovação');
  await nova.getByRole('button', { name: 'Criar revisão' }).click();
  await prepararEEmitir(projetista, '0');

  // The client approver finds it in the register, waiting for them, and reviews it: B with a comment.
  const aprovador = await openSignedIn(
    browser,
    'aprovador@demo.obras.dev',
    `/obras/${subestacao}/cre?busca=${NUMERO}`,
  );
  const linha = aprovador.getByRole('row').filter({ hasText: NUMERO });
  await expect(linha).toContainText('PAP — Pendente de aprovação');
  await expect(linha).toContainText('Cliente');
  await linha.getByText(TITULO).click();
  await expect(aprovador).toHaveURL(documento);
  await expect(aprovador.getByRole('button', { name: 'Nova revisão' })).toHaveCount(0);
  await revisao(aprovador, '0').getByRole('button', { name: 'Dar parecer' }).click();
  const parecer = aprovador.getByRole('dialog', { name: `Parecer da revisão 0 de ${NUMERO}` });
  await parecer.getByRole('radio', { name: 'B — Aprovado com comentários' }).check();
  // B needs a comment: sent without one, the form says so and nothing is sent.
  await parecer.getByRole('button', { name: 'Enviar parecer' }).click();
  await expect(parecer.getByText(/ao menos um comentário/)).toBeVisible();
  await parecer.getByRole('textbox', { name: 'Comentário' }).fill(COMENTARIO);
  await parecer.getByRole('button', { name: 'Adicionar comentário' }).click();
  await expect(parecer.getByText(`1. ${COMENTARIO}`)).toBeVisible();
  await expect(
    parecer
      .getByRole('group', { name: /^Prazo de retorno dos projetistas/ })
      .getByRole('spinbutton', { name: 'Ano' }),
  ).toHaveAttribute('aria-valuenow', /^20\d\d$/);
  await parecer.getByRole('button', { name: 'Enviar parecer' }).click();
  await expect(parecer).toBeHidden();
  await expect(aprovador.getByTestId('projeto-situacao')).toHaveText('APC — Aprovado com comentários');
  await expect(aprovador.getByTestId('projeto-detentor')).toHaveText('Projetistas');
  await aprovador.context().close();

  // The designer sees the code and the comment, answers it and issues revision A.
  await projetista.reload();
  await expect(projetista.getByTestId('projeto-codigo')).toHaveText('B — Aprovado com comentários');
  await expect(projetista.getByTestId('projeto-situacao')).toHaveText('APC — Aprovado com comentários');
  const comentario = revisao(projetista, '0')
    .getByTestId('projeto-comentario')
    .filter({ hasText: COMENTARIO });
  await expect(comentario).toContainText('Cliente');
  await comentario.getByRole('button', { name: 'Responder' }).click();
  await comentario.getByRole('textbox', { name: 'Resposta' }).fill(RESPOSTA);
  await comentario.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(comentario.getByTestId('projeto-resposta')).toContainText(RESPOSTA);
  // Only the reviewer closes a comment.
  await expect(comentario.getByRole('button', { name: 'Fechar comentário' })).toHaveCount(0);

  await projetista.getByRole('button', { name: 'Nova revisão' }).click();
  await projetista
    .getByRole('dialog', { name: `Nova revisão de ${NUMERO}` })
    .getByRole('button', { name: 'Criar revisão' })
    .click();
  await prepararEEmitir(projetista, 'A');
  // Revision 0 keeps its review: a document is superseded, never rewritten.
  await expect(revisao(projetista, '0')).toContainText('B — Aprovado com comentários');
  await expect(revisao(projetista, '0').getByText('aterramento-rev0.pdf')).toBeVisible();
  // Read again, without the confirmations of the moment (the platform's snackbars).
  await projetista.reload();
  await expect(revisao(projetista, 'A')).toBeVisible();
  expect(await seriousViolations(projetista)).toEqual([]);
  await projetista.context().close();
});

test('on a phone the register shows cards, its first documents at once, and folds its filters behind one button', async ({
  browser,
}) => {
  const subestacao = await obraId('OB-2025-021');
  // A document of its own, three days past its due date with the designers: overdue whatever the demo holds.
  const api = await apiAs('projetista@demo.obras.dev');
  const criado = await api.post('/api/projetos', {
    data: {
      obraId: subestacao,
      numero: 'SE138-E2E-DE-0902',
      titulo: 'Iluminação do pátio',
      disciplina: 'eletrica',
      categoria: 'Executivo',
      prazo: isoDay(-3),
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  await api.dispose();

  const page = await openSignedIn(browser, 'projetista@demo.obras.dev', `/obras/${subestacao}/cre`);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos da obra (CRE)' })).toBeVisible();
  // The Excel button arrives after the list (its own download): the page is whole once it shows.
  await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
  const cartoes = page.getByRole('list', { name: 'Documentos da obra (CRE)' });
  await expect(cartoes.getByRole('listitem').first()).toBeInViewport();
  await expect(cartoes.getByRole('listitem').first()).toContainText('SE138-');
  await expect(page.getByRole('grid')).toHaveCount(0);

  const situacao = page.getByRole('combobox', { name: 'Situação' });
  await expect(situacao).toBeHidden();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(situacao).toBeVisible();
  // Clicked once the panel has finished unfolding (a click during the animation may land beside it). The filter
  // lives in the address: the switch turns on once the address has changed.
  await expect(page.locator('#lista-filtros')).toHaveClass(/MuiCollapse-entered/);
  await page.getByLabel('Só atrasados').click();
  await expect(page).toHaveURL(/atrasados=sim/);
  await expect(cartoes.getByRole('listitem').first()).toContainText(/Atrasado \d+ dias?/);
  await expect(cartoes.getByRole('listitem').filter({ hasText: 'SE138-E2E-DE-0902' })).toContainText(
    'Atrasado 3 dias',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('a designer adds a mechanical project to a fabrication from its Mecânica page; the factory client approver reads it, without adding any', async ({
  browser,
}) => {
  const skid = await obraId('FB-2026-005');
  const projetista = await openSignedIn(
    browser,
    'projetista@demo.obras.dev',
    `/fabricacao/${skid}/projetos/Mecanica`,
  );
  await expect(
    projetista.getByRole('heading', { level: 1, name: 'Projetos da fabricação — Mecânica' }),
  ).toBeVisible();
  // The page's category is fixed: no category filter.
  await expect(projetista.getByRole('combobox', { name: 'Categoria' })).toHaveCount(0);
  await projetista.getByRole('button', { name: 'Novo documento' }).click();
  const novo = projetista.getByRole('dialog', { name: 'Novo documento' });
  await expect(novo.getByRole('combobox', { name: 'Categoria' })).toHaveText('Mecânica');
  await novo.getByRole('textbox', { name: 'Número' }).fill('SK-E2E-MEC-0901');
  await novo.getByRole('textbox', { name: 'Título' }).fill('Base do skid dosador');
  await novo.getByRole('combobox', { name: 'Disciplina' }).click();
  await projetista.getByRole('option', { name: 'Mecânica', exact: true }).click();
  await novo.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(projetista).toHaveURL(new RegExp(`/fabricacao/${skid}/projetos/[0-9a-f-]{36}$`));
  await expect(
    projetista.getByRole('heading', { level: 1, name: 'SK-E2E-MEC-0901 — Base do skid dosador' }),
  ).toBeVisible();
  await projetista.context().close();

  const cliente = await openSignedIn(
    browser,
    'aprovador.fabrica@demo.obras.dev',
    `/fabricacao/${skid}/projetos`,
  );
  await expect(cliente.getByRole('heading', { level: 1, name: 'Projetos da fabricação' })).toBeVisible();
  await expect(cliente.getByRole('row').filter({ hasText: 'SK-E2E-MEC-0901' })).toContainText('Mecânica');
  await expect(cliente.getByRole('button', { name: 'Novo documento' })).toHaveCount(0);
  await expect(cliente.getByRole('button', { name: 'Emitir GRD' })).toHaveCount(0);
  await cliente.context().close();
});
