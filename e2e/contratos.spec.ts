import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { brDate, isoDay, obraId, openSignedIn, signIn } from './support/portal';

/** Makes a move from the contract's action bar, confirming it, and waits for the new status and holder. */
async function move(page: Page, button: string, status: string, comQuem?: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('contrato-cabecalho').getByText(status, { exact: true })).toBeVisible();
  if (comQuem) await expect(page.getByTestId('contrato-com-quem')).toHaveText(comQuem);
}

test.describe('contracts', () => {
  let obra: string;

  test.beforeAll(async () => {
    obra = await obraId('OB-2025-014');
  });

  test('a contract goes from Revisão to Aprovado, each step made by the person named for it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const parte = `Elétrica Boa Vista ${Date.now().toString(36).toUpperCase()} Ltda.`;

    // The contracts editor writes the contract, naming the responsible, the manager and the verifier.
    await signIn(page, 'editor.contratos@demo.obras.dev');
    await page.goto(`/${obra}/contrato`);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Novo contrato' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Objeto').fill('Instalações elétricas de baixa tensão do galpão 2');
    await dialogo.getByLabel('Razão social da parte').fill(parte);
    await dialogo.getByLabel('CNPJ da parte').pressSequentially('11222333000181');
    await expect(dialogo.getByLabel('CNPJ da parte')).toHaveValue('11.222.333/0001-81');
    await typeDate(page, 'Término', brDate(isoDay(240)));
    const pick = async (label: string, name: string) => {
      await dialogo.getByRole('combobox', { name: label }).fill(name.split(' ')[0]!);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    };
    await pick('Responsável', 'Fernanda Rocha');
    await pick('Gestor', 'Rafael Antunes');
    await pick('Verificador', 'Gustavo Henrique');
    await dialogo.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(page).toHaveURL(new RegExp(`/${obra}/contrato/[0-9a-f-]{36}$`));
    const url = page.url();
    const titulo = page.getByRole('heading', { level: 1, name: /^CT-\d{3}$/ });
    await expect(titulo).toBeVisible();
    const codigo = (await titulo.textContent())!;
    await expect(page.getByTestId('contrato-com-quem')).toHaveText('Com Fernanda Rocha (Responsável)');

    // An item: 120,5 m² at R$ 85,40 totals R$ 10.290,70, which is the contract's value.
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    const item = page.getByRole('dialog');
    await item.getByLabel('Descrição').fill('Eletrocalha perfurada 200 x 100 mm instalada');
    await item.getByLabel('Unidade').fill('m²');
    await item.getByLabel('Quantidade').fill('120,5');
    await item.getByLabel('Preço unitário').fill('85,40');
    await expect(item.getByTestId('item-total-previsto')).toHaveText('Total do item: R$ 10.290,70');
    await item.getByRole('button', { name: 'Salvar item' }).click();
    await expect(page.getByText('Item salvo.')).toBeVisible();
    const itens = page.getByRole('region', { name: 'Itens' });
    await expect(
      itens.getByRole('cell', { name: 'Eletrocalha perfurada 200 x 100 mm instalada' }),
    ).toBeVisible();
    await expect(itens.getByTestId('itens-total')).toHaveText('R$ 10.290,70');
    await expect(page.getByTestId('contrato-cabecalho').getByText('R$ 10.290,70')).toBeVisible();

    // Fernanda (responsible) emits it to legal; the manager holds it then.
    const fernanda = await openSignedIn(browser, 'contratos@demo.obras.dev', url);
    await move(fernanda, 'Emitir para o Jurídico', 'Emitido para o Jurídico', 'Com Rafael Antunes (Gestor)');
    // Each person's browser closes once they have done their part: two workers share two cores.
    await fernanda.context().close();

    // Gustavo is the verifier, not the manager: nothing for him to do yet.
    const gustavo = await openSignedIn(browser, 'verificador@demo.obras.dev', url);
    await expect(gustavo.getByRole('heading', { name: codigo, level: 1 })).toBeVisible();
    await expect(gustavo.getByTestId('contrato-acoes')).toHaveCount(0);

    // Rafael (manager) emits it to the verifier after the legal review.
    const rafael = await openSignedIn(browser, 'gestao.contratos@demo.obras.dev', url);
    await move(
      rafael,
      'Emitir para o verificador',
      'Emitido para o verificador',
      'Com Gustavo Henrique (Verificador)',
    );
    await rafael.context().close();

    // Gustavo (verifier) sends it to finalisation and approves it.
    await gustavo.reload();
    await move(gustavo, 'Enviar para finalização', 'Em finalização', 'Com Gustavo Henrique (Verificador)');
    await move(gustavo, 'Aprovar', 'Aprovado');
    await expect(gustavo.getByTestId('contrato-acoes')).toHaveCount(0);

    // The timeline names each move and who made it, in order.
    const timeline = gustavo.getByRole('region', { name: 'Linha do tempo' });
    const passos = timeline.getByRole('listitem');
    await expect(passos).toHaveCount(4);
    await expect(passos.nth(0)).toContainText('Revisão → Emitido para o Jurídico');
    await expect(passos.nth(0)).toContainText('por Fernanda Rocha');
    await expect(passos.nth(1)).toContainText('Emitido para o Jurídico → Emitido para o verificador');
    await expect(passos.nth(1)).toContainText('por Rafael Antunes');
    await expect(passos.nth(2)).toContainText('Emitido para o verificador → Em finalização');
    await expect(passos.nth(3)).toContainText('Em finalização → Aprovado');
    await expect(passos.nth(3)).toContainText('por Gustavo Henrique');

    // The obra's list shows it approved, found by the party's name.
    await page.goto(`/${obra}/contrato?busca=${encodeURIComponent(parte)}`);
    const linha = page.getByRole('row').filter({ hasText: codigo });
    await expect(linha.getByText('Aprovado', { exact: true })).toBeVisible();
    await expect(linha.getByText('11.222.333/0001-81')).toBeVisible();
    await expect(linha.getByText('R$ 10.290,70')).toBeVisible();
    await gustavo.context().close();
  });

  test('on a phone the contracts are cards and the filters fold behind one button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // The obra's site manager reads its contracts.
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/${obra}/contrato`);
    const cartoes = page.getByRole('list', { name: 'Contratos' });
    await expect(cartoes.getByRole('listitem').first()).toBeVisible();
    await expect(cartoes.getByText(/^CT-002 · Locação de guindaste/)).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toBeHidden();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(status).toBeVisible();
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(360);
  });
});
