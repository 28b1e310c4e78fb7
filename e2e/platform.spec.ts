import { expect, test } from './support/fixtures';
import { signIn } from './support/portal';

test.describe('the built portal served by the real server', () => {
  test('opens the home page with the way in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Portal de Obras/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portal de Obras' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  test('sends an unknown path to /404, saying which address failed', async ({ page }) => {
    await page.goto('/caminho/que-nao-existe');
    await expect(page).toHaveURL(/\/404/);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByText('/caminho/que-nao-existe')).toBeVisible();
  });

  test('keeps working when a deep route is reloaded', async ({ page }) => {
    await signIn(page, 'leitura@demo.obras.dev');
    await page.goto('/versoesSistema');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Versões do sistema' })).toBeVisible();
    await expect(page.getByText('[Plataforma]').first()).toHaveCount(0);
    await expect(page.getByText('Plataforma', { exact: true }).first()).toBeVisible();
  });
});
