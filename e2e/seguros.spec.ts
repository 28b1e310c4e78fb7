import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { brDate, createObra, isoDay, signIn } from './support/portal';

test.describe('insurance policies', () => {
  test('insurance staff register a policy and an endorsement, and the site manager sees the warning on the obra dashboard', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const sufixo = Date.now().toString(36).toUpperCase();
    const obra = await createObra({
      codigo: `SEG-${sufixo}`,
      nome: `Galpão de armazenagem ${sufixo}`,
      fimPrevisto: isoDay(180),
    });
    const numero = `RE-${sufixo}`;

    // The insurance analyst registers the obra's engineering-risk policy, ending in 10 days.
    await signIn(page, 'seguros@demo.obras.dev');
    await page.goto(`/${obra}/seguros`);
    await expect(page.getByRole('heading', { name: 'Risco de Engenharia' })).toBeVisible();
    await page.getByRole('button', { name: 'Nova apólice' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'IM + OCC' }).click();
    await dialogo.getByLabel('Apólice').fill(numero);
    await dialogo.getByLabel('Seguradora').fill('Tokio Marine Seguradora');
    await dialogo.getByLabel('Corretora').fill('Alpha Corretora');
    await typeDate(page, 'Início da vigência', brDate(isoDay(-30)));
    await typeDate(page, 'Fim da vigência (como emitida)', brDate(isoDay(10)));
    await dialogo.getByLabel('Importância segurada').fill('2.500.000,00');
    await dialogo.getByLabel('Prêmio', { exact: true }).fill('12.400,00');
    // The form starts with the basic cover; its limit and deductible are typed, and a second cover is added.
    await expect(dialogo.getByLabel('Cobertura', { exact: true })).toHaveValue('Cobertura básica');
    await dialogo.getByLabel('Limite (LMI)').fill('2.500.000,00');
    await dialogo.getByLabel('Franquia', { exact: true }).fill('10% dos prejuízos, mínimo R$ 20.000,00');
    await dialogo.getByRole('button', { name: 'Adicionar cobertura' }).click();
    await dialogo.getByLabel('Cobertura', { exact: true }).nth(1).fill('Responsabilidade civil cruzada');
    await dialogo.getByLabel('Limite (LMI)').nth(1).fill('500.000,00');
    await dialogo.getByRole('button', { name: 'Registrar apólice' }).click();

    // Its page shows it ending within 30 days, before the obra's planned end.
    await expect(page.getByRole('heading', { name: `Apólice ${numero}` })).toBeVisible();
    await expect(page.getByText('Vence em até 30 dias').first()).toBeVisible();
    await expect(page.getByText(/antes do término previsto da obra/)).toBeVisible();

    // An endorsement extends it by 60 days and raises the sum insured: still before the obra's end (in 180 days).
    await page.getByRole('button', { name: 'Novo endosso' }).click();
    const endosso = page.getByRole('dialog');
    await endosso
      .getByLabel('O que o endosso altera e por quê')
      .fill('Prorrogação pelo novo cronograma da obra.');
    await typeDate(page, 'Novo fim da vigência', brDate(isoDay(70)));
    await endosso.getByLabel('Nova importância segurada').fill('2.800.000,00');
    await endosso.getByRole('button', { name: 'Registrar endosso' }).click();
    await expect(page.getByText('Endosso 1 registrado.')).toBeVisible();
    await expect(page.getByTestId('endosso')).toHaveCount(1);
    await expect(page.getByText(`${brDate(isoDay(70))}, até 24 h`)).toBeVisible();
    await expect(page.getByText(`Emitida: ${brDate(isoDay(10))}`)).toBeVisible();
    await expect(page.getByText('R$ 2.800.000,00').first()).toBeVisible();
    await expect(page.getByText('Vigente', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Responsabilidade civil cruzada', exact: true }),
    ).toBeVisible();

    // The site manager opens the obra dashboard and sees the warning leading to the policy.
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const gestor = await context.newPage();
    await signIn(gestor, 'gestor@demo.obras.dev');
    await gestor.goto(`/obras/${obra}`);
    const aviso = gestor.getByTestId('seguros-alertas');
    await expect(aviso).toContainText(
      `A apólice ${numero} (Risco de Engenharia) cobre até ${brDate(isoDay(70))}`,
    );
    await aviso.getByRole('link', { name: 'Ver apólice' }).click();
    await expect(gestor.getByRole('heading', { name: `Apólice ${numero}` })).toBeVisible();
    // The site manager reads the policy but may not change it.
    await expect(gestor.getByRole('button', { name: 'Novo endosso' })).toHaveCount(0);
    await context.close();

    // Every obra's policies, for the insurance staff, with this one among those ending soonest.
    await page.goto('/seguros?busca=' + encodeURIComponent(numero));
    await expect(page.getByRole('heading', { name: 'Apólices de todas as obras' })).toBeVisible();
    await expect(page.getByText(numero).first()).toBeVisible();
    // The chips count the search's policies by situation; choosing one shows only those.
    await page.getByRole('button', { name: '1 vigente' }).click();
    await expect(page).toHaveURL(/situacao=vigente/);
    await expect(page.getByText(numero).first()).toBeVisible();
  });
});
