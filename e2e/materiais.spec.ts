import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { obraId, openSignedIn, signIn } from './support/portal';
import type { Page } from '@playwright/test';

/** Two lines as Excel puts them on the clipboard: tab-separated cells, units and decimals as people type them. */
const FROM_EXCEL = [
  '100245\tTubo aço carbono sem costura 2" SCH 40\tM\t120,5\tASTM A106 Gr. B\t',
  '100871\tCurva 90° raio longo 2"\tPC\t24\tASTM A234 WPB\tSoldável',
].join('\r\n');

/** Pastes text on the lines grid as a real paste from the clipboard does (a `paste` event with text/plain). */
async function pasteOnGrid(page: Page, text: string): Promise<void> {
  await page
    .getByRole('grid')
    .first()
    .evaluate((grid, value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      grid.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
}

/** Makes a release from the list's action bar, confirming it, and waits for the new status. */
async function release(page: Page, button: string, status: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
}

test.describe('materials lists', () => {
  let obra: string;

  test.beforeAll(async () => {
    obra = await obraId('OB-2025-014');
  });

  test('a list goes from its creation to planning, each stage released by the person named for it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    // The quantifier configures the list, naming the people of each stage.
    await signIn(page, 'campo@demo.obras.dev');
    await page.goto(`/${obra}/materiais`);
    await page.getByRole('link', { name: 'Nova lista' }).click();
    await expect(page.getByRole('heading', { name: 'Configurar Lista' })).toBeVisible();
    await page.getByLabel('Título').fill('Tubulação de vapor — área 500');
    await page.getByRole('combobox', { name: 'Disciplina' }).click();
    await page.getByRole('option', { name: 'Tubulação' }).click();
    const pick = async (label: string, name: string) => {
      const field = page.getByRole('combobox', { name: label });
      await field.fill(name.split(' ')[0]!);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    };
    await pick('Quantificador', 'Sérgio Almeida');
    await pick('Verificador', 'Larissa Moura');
    await pick('Site manager', 'Carlos Mendes');
    await pick('Coordenador', 'Roberto Lima');
    await page.getByLabel('Centro').fill('1010');
    await page.getByLabel('Depósito').fill('OB14');
    await typeDate(page, 'Data de necessidade', '15/12/2026');
    await page.getByRole('button', { name: 'Criar lista' }).click();
    await expect(page).toHaveURL(new RegExp(`/${obra}/materiais/[0-9a-f-]{36}$`));
    const url = page.url();
    await expect(page.getByText('EM ELABORAÇÃO', { exact: true }).first()).toBeVisible();

    // Lines pasted from a spreadsheet, saved, totalled per unit.
    await pasteOnGrid(page, FROM_EXCEL);
    await expect(page.getByText('Alterações não salvas')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar linhas' }).click();
    await expect(page.getByText('2 linhas salvas.')).toBeVisible();
    const totais = page.getByRole('region', { name: 'Totais por unidade' });
    await expect(totais.getByText('120,5 m')).toBeVisible();
    await expect(totais.getByText('24 pç')).toBeVisible();
    await release(page, 'Liberar para verificação', 'LIBERADO PARA VERIFICAÇÃO');

    // The site manager is not the verifier: the list is not theirs to release yet.
    const gestor = await openSignedIn(browser, 'gestor@demo.obras.dev', url);
    await expect(gestor.getByText('LIBERADO PARA VERIFICAÇÃO', { exact: true }).first()).toBeVisible();
    await expect(gestor.getByRole('button', { name: /^Liberar/ })).toHaveCount(0);

    const verificador = await openSignedIn(browser, 'automacao@demo.obras.dev', url);
    await release(verificador, 'Liberar para o site manager', 'LIBERADO PARA SITE MANAGER');
    // Each person's browser closes once they have done their part: two workers share two cores.
    await verificador.context().close();

    await gestor.reload();
    await release(gestor, 'Liberar para o coordenador', 'LIBERADO PARA COORDENADOR');
    await gestor.context().close();

    const coordenador = await openSignedIn(browser, 'coordenador@demo.obras.dev', url);
    await release(coordenador, 'Liberar para o planejamento', 'LIBERADO PARA PLANEJAMENTO');
    await expect(coordenador.getByText('A lista está com o planejamento (PCP).')).toBeVisible();
    await coordenador.context().close();

    // Planning downloads the SAP spreadsheet and records the document SAP gave it.
    const pcp = await openSignedIn(browser, 'planejamento@demo.obras.dev', url);
    const download = pcp.waitForEvent('download');
    await pcp.getByRole('link', { name: 'Planilha SAP' }).click();
    expect((await download).suggestedFilename()).toMatch(/^LM-\d{3}-sap\.xlsx$/);
    await pcp.getByRole('button', { name: 'Registrar documento SAP' }).click();
    const dialog = pcp.getByRole('dialog');
    await dialog.getByLabel('Número do documento').fill('4500012345');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(pcp.getByText('Planejada no SAP · 4500012345')).toBeVisible();

    // Four releases, four revisions; the timeline names who released each stage.
    const revisoes = pcp.getByRole('region', { name: 'Revisões' });
    await expect(revisoes.getByRole('row')).toHaveCount(5);
    const timeline = pcp.getByRole('region', { name: 'Linha do tempo' });
    await expect(timeline.getByText(/Larissa Moura/)).toBeVisible();
    await expect(timeline.getByText(/Roberto Lima/)).toBeVisible();
    await pcp.context().close();
  });
});
