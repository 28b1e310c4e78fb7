import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn } from './support/portal';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe('the route guard', () => {
  test('sends a client to /403 on an administration page', async ({ page }) => {
    await signIn(page, 'cliente@demo.obras.dev');
    await page.goto('/obra');
    await expect(page).toHaveURL(/\/403/);
    await expect(
      page.getByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeVisible();
    await page.goto('/permissoes');
    await expect(page).toHaveURL(/\/403/);
  });

  test('sends a route under maintenance to /manutencao, set by an administrator at run time', async ({
    page,
  }) => {
    const admin = await apiAs('admin@demo.obras.dev');
    expect((await admin.put('/api/manutencao', { data: { paths: ['/todas-obras'] } })).status()).toBe(200);
    try {
      await signIn(page, 'leitura@demo.obras.dev');
      await page.goto('/todas-obras');
      await expect(page).toHaveURL(/\/manutencao$/);
      await expect(page.getByRole('heading', { name: 'Página em manutenção' })).toBeVisible();
    } finally {
      await admin.put('/api/manutencao', { data: { paths: [] } });
      await admin.dispose();
    }
  });
});

test.describe('menus per role', () => {
  test('an administrator sees the administration entries; a site manager does not see what they cannot do', async ({
    page,
  }) => {
    const obra = await obraId('OB-2025-014');
    await signIn(page, 'admin@demo.obras.dev');
    await page.goto(`/obras/${obra}`);
    const siteMenu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(siteMenu.getByRole('link', { name: 'Atualizar obra' })).toBeVisible();
    await expect(siteMenu.getByRole('link', { name: 'Informações da obra' })).toBeVisible();
    await page.goto('/usuarios');
    const general = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(general.getByRole('link', { name: 'Nova Obra' })).toBeVisible();
    await expect(general.getByRole('link', { name: 'Permissões' })).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/obras/${obra}`);
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Painel da obra' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Atualizar obra' }),
    ).toHaveCount(0);
    await page.goto('/usuarios');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Nova Obra' }),
    ).toHaveCount(0);
  });

  test('the collapsed menu stays collapsed after a reload', async ({ page }) => {
    await signIn(page, 'leitura@demo.obras.dev');
    await page.goto('/usuarios');
    await expect(page.getByTestId('menu-lateral')).toHaveAttribute('data-recolhido', 'false');
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(page.getByTestId('menu-lateral')).toHaveAttribute('data-recolhido', 'true');
    await page.reload();
    await expect(page.getByTestId('menu-lateral')).toHaveAttribute('data-recolhido', 'true');
    await page.getByRole('button', { name: 'Expandir menu' }).click();
  });
});

test('a new version clears what the browser cached and says NOVA VERSÃO', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('versao', '0.0.1');
    localStorage.setItem('ultimaRota', '/obras/antiga');
  });
  await page.reload();
  await expect.poll(() => logs.some((l) => l.includes('NOVA VERSÃO'))).toBe(true);
  // The old route is gone; the page just opened may already be recorded as the new last route.
  expect(await page.evaluate(() => localStorage.getItem('ultimaRota'))).not.toBe('/obras/antiga');
  expect(await page.evaluate(() => localStorage.getItem('versao'))).not.toBe('0.0.1');
});

test('the release notes show the newest version first, with module tags as chips', async ({ page }) => {
  await signIn(page, 'leitura@demo.obras.dev');
  await page.goto('/versoesSistema');
  const first = page.getByRole('region').first();
  await expect(first.getByText('versão atual')).toBeVisible();
  await expect(first.getByText('Portal', { exact: true }).first()).toBeVisible();
  await expect(first.getByText('Melhorias')).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`the shell pages have no serious accessibility problem at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems: Record<string, string[]> = {};
    for (const path of ['/', '/login', '/404', '/403', '/ObraInacessivel', '/manutencao']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      problems[path] = await seriousViolations(page);
    }
    await signIn(page, 'gestor@demo.obras.dev');
    const obra = await obraId('OB-2025-014');
    for (const path of ['/obras', `/obras/${obra}`, '/usuarios', '/versoesSistema', '/todas-obras']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      problems[path] = await seriousViolations(page);
    }
    expect(Object.fromEntries(Object.entries(problems).filter(([, v]) => v.length > 0))).toEqual({});
  });
}
