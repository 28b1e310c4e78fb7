import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { obraId, signIn } from './support/portal';

const LINHA_3 = 'OB-2025-014 · Ampliação da fábrica de envase — Linha 3';

test.describe('the global search of the top bar', () => {
  test('Ctrl+K, part of an obra’s name typed without accents, the arrows and Enter open the obra', async ({
    page,
  }) => {
    const obra = await obraId('OB-2025-014');
    await signIn(page, 'cliente@demo.obras.dev');
    await page.goto('/diarios');
    await expect(page.getByRole('button', { name: 'Buscar (Ctrl+K)' })).toBeVisible();

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar no portal' });
    const field = dialog.getByRole('combobox', { name: 'Buscar obras, RDOs, usuários, clientes...' });
    await expect(field).toBeFocused();
    await field.fill('a');
    await expect(dialog.getByRole('status')).toHaveText('Digite ao menos 2 letras ou números.');
    await field.fill('ampliacao da fabrica');

    const results = dialog.getByRole('listbox', { name: 'Resultados da busca' });
    const obras = results.getByRole('group', { name: 'Obras' });
    const linha3 = obras.getByRole('option', { name: LINHA_3 });
    await expect(linha3).toBeVisible();
    // The typed words are marked in the result, accents and all.
    await expect(linha3.locator('mark')).toHaveText(['Ampliação', 'fábrica']);
    // Their obra's reports come in their own group; nobody else's obra appears.
    await expect(
      results.getByRole('group', { name: 'Diários (RDO)' }).getByRole('option').first(),
    ).toBeVisible();
    await expect(results.getByRole('option', { name: /Subestação/ })).toHaveCount(0);
    expect(await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).toMatchObject({
      violations: [],
    });

    await expect(linha3).toHaveAttribute('aria-selected', 'true');
    await field.press('ArrowDown');
    await expect(linha3).toHaveAttribute('aria-selected', 'false');
    await field.press('ArrowUp');
    await expect(linha3).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/obras/${obra}$`));
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ampliação da fábrica de envase — Linha 3' }),
    ).toBeVisible();
  });

  test('says when nothing is found, and opens from the icon on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto('/diarios');
    await page.getByRole('button', { name: 'Buscar (Ctrl+K)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar no portal' });
    await dialog.getByRole('combobox').fill('xyzzy inexistente');
    await expect(dialog.getByRole('status')).toHaveText('Nenhum resultado para “xyzzy inexistente”.');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});
