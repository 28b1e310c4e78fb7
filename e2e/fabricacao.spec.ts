import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { typeDate } from './support/date-field';
import { expect, test } from './support/fixtures';
import { obraId, openSignedIn } from './support/portal';

const FABRICACAO = 'FB-2026-002';
// A known ISO week well ahead of the demo's plans: Monday 01/03/2027 to Friday 05/03/2027 is S09/2027.
const SEMANA = { de: '2027-03-01', inicio: '01/03/2027', fim: '05/03/2027', rotulo: 'S09/2027' };

/** What axe finds serious or critical on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

test.describe('factory planning', () => {
  test('the factory admin adds a work centre; a planner adds an item to a demo fabrication, plans a welding operation on that centre for a known week and records its start; the planning board shows the load in that week and the operation in the cell', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const marca = Date.now().toString(36);
    const centro = `Caldeiraria E2E ${marca}`;
    const tag = `TQ-E2E-${marca}`.toUpperCase();

    // The factory's administrator adds a work centre of 40 h a week.
    const admin = await openSignedIn(browser, 'admin.fabrica@demo.obras.dev', '/fabrica/configuracao');
    await expect(admin.getByRole('heading', { name: 'Configuração da fábrica', level: 1 })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Operações' })).toContainText('Solda');
    await admin.getByRole('button', { name: 'Novo centro' }).click();
    const novoCentro = admin.getByRole('dialog');
    await novoCentro.getByLabel('Nome').fill(centro);
    await novoCentro.getByLabel('Capacidade (h/semana)').fill('40');
    await novoCentro.getByRole('button', { name: 'Salvar' }).click();
    await expect(novoCentro).toBeHidden();
    await expect(admin.getByRole('region', { name: 'Centros de trabalho' })).toContainText(centro);
    await admin.context().close();

    // The planner finds the demo fabrication in the list and opens its dashboard.
    const page = await openSignedIn(browser, 'fabricacao@demo.obras.dev', '/fabricacao');
    await expect(page.getByRole('heading', { name: 'Todas Fabricações', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar por código, nome ou cliente').fill(FABRICACAO);
    await page.getByRole('gridcell', { name: FABRICACAO, exact: true }).click();
    await expect(page).toHaveURL(/\/fabricacao\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(FABRICACAO);

    // Items and operations: a new item of 2 × 1250,5 kg.
    await page.getByRole('link', { name: 'Itens e operações' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Itens e operações');
    await page.getByRole('button', { name: 'Novo item' }).click();
    const itemDialogo = page.getByRole('dialog');
    await itemDialogo.getByLabel('Tag').fill(tag);
    await itemDialogo.getByLabel('Descrição').fill('Tanque de fermentação 40 m³ — costado');
    await itemDialogo.getByLabel('Quantidade').fill('2');
    await itemDialogo.getByLabel('Peso unitário (kg)').fill('abc');
    await itemDialogo.getByRole('button', { name: 'Adicionar item' }).click();
    // Bad input is refused with the contract's message, nothing sent.
    await expect(itemDialogo.getByText('Informe o peso em kg, em números')).toBeVisible();
    await itemDialogo.getByLabel('Peso unitário (kg)').fill('1250,5');
    await itemDialogo.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(itemDialogo).toBeHidden();
    const item = page.getByTestId('item').filter({ hasText: tag });
    await expect(item).toContainText('2.501 kg');

    // Plans the welding on the new centre for the known week: 30 h.
    await item.getByRole('button', { name: new RegExp(tag) }).click();
    await expect(item.getByText('Nenhuma operação planejada para este item.')).toBeVisible();
    await item.getByRole('button', { name: 'Planejar operação' }).click();
    const plano = page.getByRole('dialog');
    await plano.getByRole('combobox', { name: 'Operação' }).click();
    await page.getByRole('option', { name: 'Solda', exact: true }).click();
    await plano.getByRole('combobox', { name: 'Centro de trabalho' }).click();
    await page.getByRole('option', { name: new RegExp(`^${centro}`) }).click();
    await typeDate(page, 'Início previsto', SEMANA.inicio);
    await typeDate(page, 'Término previsto', SEMANA.fim);
    await plano.getByLabel('Horas previstas').fill('30');
    await plano.getByRole('button', { name: 'Planejar' }).click();
    await expect(plano).toBeHidden();
    const solda = item.getByTestId('operacao').filter({ hasText: 'Solda' });
    await expect(solda).toContainText(centro);
    await expect(solda).toContainText(`${SEMANA.inicio} – ${SEMANA.fim}`);
    await expect(solda).toContainText('Planejada');

    // Records its start and the hours so far: in progress.
    await solda.getByRole('button', { name: `Registrar progresso de Solda do item ${tag}` }).click();
    const progresso = page.getByRole('dialog');
    await typeDate(page, 'Início real', SEMANA.inicio);
    await progresso.getByLabel('Horas reais').fill('12,5');
    await progresso.getByRole('button', { name: 'Registrar' }).click();
    await expect(progresso).toBeHidden();
    await expect(solda).toContainText('Em andamento');
    await expect(solda).toContainText('12,5 h');
    // Saved: read again after a reload (without the success notices over the page).
    await page.reload();
    await page
      .getByTestId('item')
      .filter({ hasText: tag })
      .getByRole('button', { name: new RegExp(tag) })
      .click();
    await expect(solda).toContainText('Em andamento');
    expect(await seriousViolations(page)).toEqual([]);

    // The planning board from that week: the centre's cell holds the 30 h against 40 h (75%, green).
    await page.goto(`/fabrica/planejamento?de=${SEMANA.de}&semanas=4`);
    await expect(page.getByRole('heading', { name: 'Planejamento da fábrica', level: 1 })).toBeVisible();
    const celula = page.getByRole('button', {
      name: `${centro}, ${SEMANA.rotulo}: 30 h de 40 h (75%, abaixo de 80%)`,
    });
    await expect(celula).toBeVisible();
    await expect(celula).toHaveAttribute('data-nivel', 'livre');
    // The next week has nothing of this centre.
    await expect(
      page.getByRole('button', { name: new RegExp(`^${centro}, S10/2027: 0 h de 40 h`) }),
    ).toBeVisible();
    await celula.click();
    const lista = page.getByRole('dialog', { name: `${centro} — ${SEMANA.rotulo}` });
    const operacao = lista.getByTestId('operacao-planejada');
    await expect(operacao).toHaveCount(1);
    await expect(operacao).toContainText(`${FABRICACAO} · ${tag} · Solda`);
    await expect(operacao).toContainText(`${SEMANA.inicio} a ${SEMANA.fim}`);
    await expect(operacao).toContainText('Em andamento');
    expect(await seriousViolations(page)).toEqual([]);

    // The operation's link leads back to its item, unfolded.
    await operacao.getByRole('link').click();
    await expect(page).toHaveURL(/\/fabricacao\/[0-9a-f-]{36}\/itens\?item=/);
    await expect(page.getByTestId('item').filter({ hasText: tag }).getByTestId('operacao')).toContainText(
      centro,
    );

    // On a phone, one centre at a time with its weeks as a list.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/fabrica/planejamento?de=${SEMANA.de}&semanas=4`);
    await page.getByRole('combobox', { name: 'Centro de trabalho' }).click();
    await page.getByRole('option', { name: centro, exact: true }).click();
    await expect(page.getByRole('list', { name: `Semanas de ${centro}` })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${centro}, ${SEMANA.rotulo}: 30 h de 40 h (75%, abaixo de 80%)` }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  test('a planner sends a fabrication to another site; that site’s factory dashboard shows it', async ({
    browser,
  }) => {
    const [skid, destino] = await Promise.all([obraId('FB-2026-005'), obraId('OB-2025-014')]);
    const page = await openSignedIn(browser, 'fabricacao@demo.obras.dev', `/fabricacao/${skid}/atualizar`);
    await expect(
      page.getByRole('heading', { name: 'Atualizar fabricação FB-2026-005', level: 1 }),
    ).toBeVisible();
    const campo = page.getByRole('combobox', { name: 'Obra de destino' });
    await expect(campo).toHaveValue(/OB-2025-021/);
    await campo.click();
    await campo.fill('OB-2025-014');
    await page.getByRole('option', { name: /OB-2025-014/ }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(`/fabricacao/${skid}`);
    await expect(page.getByText(/^Destino: OB-2025-014/)).toBeVisible();

    await page.goto(`/${destino}/fabricacao/Dashboard`);
    await expect(page.getByText('FB-2026-005', { exact: false }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('on a phone the fabrications are cards with their progress and the filters fold behind one button', async ({
    browser,
  }) => {
    const page = await openSignedIn(browser, 'fabricacao@demo.obras.dev', '/fabricacao');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { name: 'Todas Fabricações', level: 1 })).toBeVisible();
    // The Excel button arrives after the list (its own download): the page is whole once it shows.
    await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
    const cartoes = page.getByRole('list', { name: 'Todas Fabricações' });
    const primeiro = cartoes.getByRole('listitem').filter({ hasText: FABRICACAO });
    await expect(primeiro).toBeInViewport();
    await expect(
      primeiro.getByRole('progressbar', { name: `Progresso por peso de ${FABRICACAO}` }),
    ).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    const situacao = page.getByRole('combobox', { name: 'Situação' });
    await expect(situacao).toBeHidden();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(situacao).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cliente' })).toBeVisible();
    await page.getByLabel('Só com operações atrasadas').click();
    await expect(page).toHaveURL(/atrasadas=sim/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
