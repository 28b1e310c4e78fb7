import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn } from './support/portal';
import { png } from './support/png';

const numero = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
/** Today in São Paulo, `aaaa-mm-dd`, as the portal counts days. */
const hoje = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const ddmmaaaa = (iso: string) => iso.split('-').reverse().join('/');

interface OsItem {
  descricao: string;
  quantidade: number;
  executado: number;
}

test('a field worker records the day’s log of an order on a phone, and the order’s progress moves', async ({
  page,
}) => {
  const obra = await obraId('OB-2025-014');
  const campo = await apiAs('campo@demo.obras.dev');
  const list = await (await campo.get(`/api/ordensServico?obra=${obra}&tipo=field`)).json();
  const osId = (list.items as { id: string; numero: number }[]).find((o) => o.numero === 1)!.id;
  const osUrl = `/api/ordensServico/field/${osId}`;
  const before = await (await campo.get(osUrl)).json();
  const estruturas = (before.itens as OsItem[]).find(
    (i) => i.descricao === 'Montagem de estruturas metálicas',
  )!;
  const logs = await (await campo.get(`${osUrl}/diarios?pageSize=100`)).json();
  const data = hoje();
  // Another test may have logged today already: each order has one log per day.
  expect((logs.items as { data: string }[]).map((d) => d.data)).not.toContain(data);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'campo@demo.obras.dev');
  await page.goto(`/${obra}/ordensServico/field/${osId}`);
  const progresso = page.getByTestId('os-progresso');
  await expect(progresso).toHaveText(`${numero(before.progresso)} %`);
  await page.getByRole('link', { name: 'Registrar diário' }).click();

  await expect(page.getByRole('heading', { name: 'Diário do dia' })).toBeVisible();
  // The team comes from the previous log: only what changed is typed.
  await expect(page.getByRole('textbox', { name: 'Nome' }).first()).toHaveValue('Sérgio Almeida');
  const restante = estruturas.quantidade - estruturas.executado;
  const quantidade = page.getByRole('textbox', { name: '1.1 Montagem de estruturas metálicas' });
  await expect(page.getByText(`Restam ${numero(restante)} t`)).toBeVisible();
  await quantidade.fill(numero(restante + 1));
  await expect(page.getByText(`Passa do que resta: ${numero(restante)} t`)).toBeVisible();
  await quantidade.fill('2,5');
  await expect(page.getByText(`Restam ${numero(restante)} t`)).toBeVisible();

  await page.locator('input[type="file"][multiple]').setInputFiles({
    name: 'vigas-eixo-c.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await expect(page.getByRole('img', { name: 'vigas-eixo-c.png' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Observações do dia' }).fill('Içamento das vigas do eixo C.');
  await page.getByRole('button', { name: 'Salvar diário' }).click();

  // Saved: the log's page, with the day's quantity and where the order now stands on the item.
  await expect(page).toHaveURL(new RegExp(`/ordensServico/field/${osId}/diario/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: `Diário de ${ddmmaaaa(data)}` })).toBeVisible();
  await expect(page.getByTestId('diario-item-quantidade')).toHaveText('2,5 t');
  const acumulado = estruturas.executado + 2.5;
  await expect(
    page.getByText(
      `Acumulado: ${numero(acumulado)} de ${numero(estruturas.quantidade)} t (${numero(
        Math.round((acumulado / estruturas.quantidade) * 1000) / 10,
      )} %) · restam ${numero(estruturas.quantidade - acumulado)} t`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Içamento das vigas do eixo C.')).toBeVisible();
  await page.getByRole('button', { name: /^Ampliar foto/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText('Foto 1 de 1')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Fechar' }).click();

  // Back on the order: its progress moved with the log.
  await page.getByRole('link', { name: 'Voltar para a OS' }).click();
  const after = await (await campo.get(osUrl)).json();
  expect(after.progresso).toBeGreaterThan(before.progresso);
  await expect(progresso).toHaveText(`${numero(after.progresso)} %`);
  await expect(page.getByText(`${numero(acumulado)} / ${numero(estruturas.quantidade)} t`)).toBeVisible();
  await campo.dispose();
});
