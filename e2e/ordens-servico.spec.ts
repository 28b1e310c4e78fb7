import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn } from './support/portal';

interface OsResumo {
  id: string;
  numero: number;
  titulo: string;
  progresso: number;
}

/** The order's progress as the page writes it: "30,9 %". */
const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;

test.describe('service orders', () => {
  let obra: string;

  test.beforeAll(async () => {
    obra = await obraId('OB-2025-014');
  });

  test('the site manager opens an order with an EAP item and starts it', async ({ page }) => {
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/${obra}/field/ordensServico`);
    await expect(page.getByRole('heading', { name: 'Ordens de serviço · Field Services' })).toBeVisible();
    await page.getByRole('button', { name: 'Nova OS' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Título').fill('Montagem dos tanques de CIP');
    await dialog.getByLabel('Local').fill('Sala de utilidades');
    await dialog.getByRole('combobox', { name: 'Responsável' }).click();
    await page.getByRole('option', { name: 'Sérgio Almeida' }).click();
    await dialog.getByRole('button', { name: 'Adicionar item da EAP' }).click();
    await dialog.getByRole('combobox', { name: 'Item da EAP' }).click();
    await page.getByRole('option', { name: /Montagem de tanques e bombas/ }).click();
    // Letters are refused on the field itself, in pt-BR, before anything is sent.
    await dialog.getByLabel(/Quantidade a executar/).fill('seis');
    await dialog.getByRole('button', { name: 'Abrir OS' }).click();
    await expect(dialog.getByText('Informe a quantidade em números')).toBeVisible();
    await dialog.getByLabel(/Quantidade a executar/).fill('6');
    await dialog.getByRole('button', { name: 'Abrir OS' }).click();

    await expect(page).toHaveURL(new RegExp(`/${obra}/ordensServico/field/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Montagem dos tanques de CIP/ })).toBeVisible();
    await expect(page.getByText('Aberta', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /Montagem de tanques e bombas/ })).toBeVisible();

    await page.getByRole('button', { name: 'Iniciar execução' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirmar|OK|Sim/ })
      .click();
    await expect(page.getByText(/em execução\./)).toBeVisible();
    await expect(page.getByText('Em execução', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrar diário' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Linha do tempo' });
    await expect(timeline.getByText('Aberta → Em execução')).toBeVisible();
    await expect(timeline.getByText(/Carlos Mendes/)).toBeVisible();
  });

  test('on a phone the list shows cards with progress, filters folded, and opens the order', async ({
    page,
  }) => {
    const campo = await apiAs('campo@demo.obras.dev');
    const { items } = (await (await campo.get(`/api/ordensServico?obra=${obra}&tipo=field`)).json()) as {
      items: OsResumo[];
    };
    await campo.dispose();
    const mezanino = items.find((os) => os.titulo.startsWith('Montagem das estruturas do mezanino'))!;

    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'campo@demo.obras.dev');
    await page.goto(`/${obra}/ordensServico`);
    await expect(page.getByRole('button', { name: /Filtros/ })).toBeVisible();
    await expect(page.getByLabel('Status')).toBeHidden();
    const card = page.getByRole('link', {
      name: new RegExp(`OS nº ${mezanino.numero} · Montagem das estruturas`),
    });
    await expect(card).toBeInViewport();
    await expect(card.getByText(percent(mezanino.progresso))).toBeVisible();

    await card.click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Montagem das estruturas do mezanino/ }),
    ).toBeVisible();
    await expect(page.getByTestId('os-progresso')).toContainText(percent(mezanino.progresso));
  });
});
