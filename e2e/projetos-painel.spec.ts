import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, openSignedIn } from './support/portal';

interface Painel {
  total: number;
  porSituacao: { situacao: string; total: number }[];
  totalAtrasados: number;
  revisoesAvaliadas: number;
  atrasados: {
    id: string;
    numero: string;
    titulo: string;
    situacao: string;
    obra: { id: string; codigo: string };
  }[];
}

/** The board as the API gives it to this person (the screen must show the same numbers). */
async function painelDe(email: string, query = ''): Promise<Painel> {
  const api = await apiAs(email);
  const response = await api.get(`/api/projetos/painel${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const painel = (await response.json()) as Painel;
  await api.dispose();
  return painel;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

const ADMIN = 'admin.projetos@demo.obras.dev';

test.describe('engineering documents boards', () => {
  test('the engineering coordinator reads the general CRE board (numbers, charts, overdue board) and opens an overdue document from it', async ({
    browser,
  }) => {
    const painel = await painelDe(ADMIN);
    // The demo has overdue documents, none cancelled.
    expect(painel.totalAtrasados).toBeGreaterThan(0);
    expect(painel.atrasados.map((d) => d.situacao)).not.toContain('CL');
    const pendentes = painel.porSituacao.find((s) => s.situacao === 'PAP')?.total ?? 0;

    const page = await openSignedIn(browser, ADMIN, '/cre/Dashboard');
    await expect(page.getByRole('heading', { name: 'Painel de documentos (CRE)', level: 1 })).toBeVisible();
    await expect(page.getByTestId('kpi-total')).toContainText(String(painel.total));
    await expect(page.getByTestId('kpi-atrasados')).toContainText(String(painel.totalAtrasados));
    await expect(page.getByTestId('kpi-pendentes')).toContainText(String(pendentes));
    await expect(page.getByTestId('kpi-tempo')).toContainText(
      painel.revisoesAvaliadas === 1
        ? '1 revisão avaliada'
        : `${painel.revisoesAvaliadas} revisões avaliadas`,
    );
    for (const grafico of [
      'Documentos por situação',
      'Códigos de revisão por mês',
      'Documentos por categoria',
      'Documentos por disciplina',
    ]) {
      const regiao = page.getByRole('region', { name: grafico });
      await expect(regiao).toBeVisible();
      await expect(regiao.locator('svg').first()).toBeVisible();
    }
    // The situations chart names the pending ones by their label.
    await expect(page.getByRole('region', { name: 'Documentos por situação' })).toContainText(
      'Pendente de aprovação',
    );

    const quadro = page.getByRole('region', { name: 'Documentos atrasados' });
    const linhas = quadro.getByRole('table', { name: 'Documentos atrasados' }).locator('tbody tr');
    await expect(linhas).toHaveCount(painel.atrasados.length);
    const primeiro = painel.atrasados[0]!;
    await expect(linhas.first()).toContainText(primeiro.numero);
    await expect(linhas.first()).toContainText(primeiro.obra.codigo);
    await expect(quadro).not.toContainText('Cancelado');
    expect(await seriousViolations(page)).toEqual([]);

    await quadro.getByRole('link', { name: primeiro.numero, exact: true }).click();
    await expect(page).toHaveURL(`/obras/${primeiro.obra.id}/cre/${primeiro.id}`);
    await expect(page.getByText(primeiro.numero).first()).toBeVisible();
    await page.context().close();
  });

  test('on a phone the board shows its numbers and the overdue documents as cards, the charts folded behind one button', async ({
    browser,
  }) => {
    const painel = await painelDe(ADMIN);
    const page = await openSignedIn(browser, ADMIN, '/cre/Dashboard');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { name: 'Painel de documentos (CRE)', level: 1 })).toBeVisible();
    await expect(page.getByTestId('kpi-atrasados')).toContainText(String(painel.totalAtrasados));
    const cartoes = page.getByRole('list', { name: 'Documentos atrasados' });
    await expect(cartoes.getByRole('listitem')).toHaveCount(painel.atrasados.length);
    await expect(cartoes.getByRole('listitem').first()).toContainText(painel.atrasados[0]!.numero);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Documentos por situação' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Ver gráficos' }).click();
    await expect(page.getByRole('region', { name: 'Documentos por situação' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Códigos de revisão por mês' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  test('a site manager finds the site documents on the obra dashboard and opens its CRE board; a client may not open the boards', async ({
    browser,
  }) => {
    const obra = await obraId('OB-2025-021');
    const painel = await painelDe('gestor@demo.obras.dev', `?obraId=${obra}`);
    const pendentes = painel.porSituacao.find((s) => s.situacao === 'PAP')?.total ?? 0;

    const gestor = await openSignedIn(browser, 'gestor@demo.obras.dev', `/obras/${obra}`);
    const cartao = gestor.getByRole('region', { name: 'Documentos (CRE)' });
    await expect(cartao).toContainText(`Pendentes de aprovação${pendentes}`);
    await expect(cartao).toContainText(`Atrasados${painel.totalAtrasados}`);
    await cartao.getByRole('link', { name: 'Ver painel de documentos' }).click();
    await expect(gestor).toHaveURL(`/obras/${obra}/cre/Dashboard`);
    await expect(gestor.getByRole('heading', { name: 'Painel de documentos (CRE)', level: 1 })).toBeVisible();
    await expect(gestor.getByTestId('kpi-total')).toContainText(String(painel.total));
    // The obra's board does not repeat the obra on each overdue document.
    await expect(gestor.getByRole('columnheader', { name: 'Obra' })).toHaveCount(0);
    // The obra's internal category view: only the Referência documents, counted as the API counts them.
    const referencia = await painelDe('gestor@demo.obras.dev', `?obraId=${obra}&categoria=Referencia`);
    await gestor.goto(`/obras/${obra}/cre/Referencia`);
    await expect(gestor.getByRole('heading', { name: 'Documentos de referência', level: 1 })).toBeVisible();
    await expect(gestor.getByTestId('kpi-total')).toContainText(String(referencia.total));
    await expect(gestor.getByRole('region', { name: 'Documentos por categoria' })).toHaveCount(0);
    await gestor.context().close();

    const cliente = await openSignedIn(browser, 'cliente@demo.obras.dev', '/cre/Dashboard');
    await expect(cliente).toHaveURL(/\/403/);
    await expect(
      cliente.getByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeVisible();
    await cliente.goto('/cre/Referencia');
    await expect(cliente).toHaveURL(/\/403/);
    // Nor its own obra's board (readInterno).
    await cliente.goto(`/obras/${await obraId('OB-2025-014')}/cre/Dashboard`);
    await expect(cliente).toHaveURL(/\/403/);
    await cliente.context().close();
  });
});
