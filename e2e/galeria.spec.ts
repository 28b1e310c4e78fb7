import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { apiAs, brDate, isoDay, obraId, signIn } from './support/portal';
import { png } from './support/png';
import { rdoOnFreeDay } from './support/rdo';

const LEGENDA = 'Galeria: fundação do bloco C';
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });

/** Creates a report of the obra on the first free day of `days` ago, with one captioned photo. */
async function rdoWithPhoto(gestor: APIRequestContext, obra: string, days: number[]) {
  const { id, data } = await rdoOnFreeDay(gestor, obra, days);
  const sent = await gestor.post(`/api/diarios/${id}/fotos`, {
    multipart: { legenda: LEGENDA, arquivo: photo('bloco-c.png') },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { id, data };
}

/** A daily log of field OS nº 1 on the first free day of `days` ago, with one photo. */
async function osLogWithPhoto(campo: APIRequestContext, obra: string, days: number[]) {
  const list = await (await campo.get(`/api/ordensServico?obra=${obra}&tipo=field`)).json();
  const os = (list.items as { id: string; numero: number }[]).find((o) => o.numero === 1)!.id;
  for (const day of days) {
    const sent = await campo.post(`/api/ordensServico/field/${os}/fotos`, {
      multipart: { arquivo: photo('suportes.png') },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const data = isoDay(-day);
    const log = await campo.post(`/api/ordensServico/field/${os}/diarios`, {
      data: {
        data,
        horaInicio: '07:00',
        horaFim: '17:00',
        equipe: [{ nome: 'Sérgio Almeida', funcao: 'Encarregado', horas: 8 }],
        equipamentos: [],
        itens: [],
        observacoes: 'Suportes do eixo G.',
        fotos: [(await sent.json()).id],
      },
    });
    if (log.status() === 409) continue;
    expect(log.status(), await log.text()).toBe(201);
    return { data };
  }
  throw new Error('nenhum dia livre para o diário da OS');
}

test('the obra’s gallery shows an RDO photo by its day, opens it at full size, filters by source and period, and leads back to the report', async ({
  page,
}) => {
  const obra = await obraId('OB-2025-014');
  const gestor = await apiAs('gestor@demo.obras.dev');
  const campo = await apiAs('campo@demo.obras.dev');
  const rdo = await rdoWithPhoto(gestor, obra, [40, 39, 38, 37, 36]);
  const log = await osLogWithPhoto(campo, obra, [5, 6, 7]);
  await Promise.all([gestor.dispose(), campo.dispose()]);

  await signIn(page, 'gestor@demo.obras.dev');
  await page.goto(`/obras/${obra}`);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Galeria' })
    .click();
  await expect(page).toHaveURL(`/obras/${obra}/galeria`);
  await expect(page.getByRole('heading', { name: 'Galeria da obra', level: 1 })).toBeVisible();

  // The photo sits under its report's day, its thumbnail loaded.
  const dia = page.getByRole('region', { name: brDate(rdo.data) });
  const thumb = dia.getByRole('button', { name: `Ampliar a foto: ${LEGENDA}` });
  await expect(thumb).toBeVisible();
  await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
  expect(await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: brDate(log.data) })).toBeVisible();

  // Full size, with its caption, day, source and the way back.
  await thumb.click();
  const lightbox = page.getByRole('dialog', { name: 'Foto ampliada' });
  await expect(lightbox).toBeVisible();
  const slide = lightbox.getByRole('group').filter({ hasText: LEGENDA });
  await expect(slide.getByText(brDate(rdo.data), { exact: true })).toBeVisible();
  await expect(slide.getByText('Diários (RDO)', { exact: true })).toBeVisible();
  await expect(slide.getByRole('link', { name: 'Abrir registro' })).toHaveAttribute(
    'href',
    `/diarios/${rdo.id}`,
  );
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  // Only the service orders' logs: the report's photo goes, the log's stays; the address keeps the filter.
  await page.getByRole('button', { name: 'Diários de OS' }).click();
  await expect(page).toHaveURL(/fonte=os/);
  await expect(page.getByRole('button', { name: 'Diários de OS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Ampliar a foto: ${LEGENDA}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: brDate(log.data) })).toBeVisible();
  // Back to the reports, of the report's day alone.
  await page.getByRole('button', { name: 'Diários de OS' }).click();
  await page.getByRole('button', { name: 'Diários (RDO)' }).click();
  await typeDate(page, 'De', brDate(rdo.data));
  await typeDate(page, 'Até', brDate(rdo.data));
  await expect(page).toHaveURL(new RegExp(`de=${rdo.data}&ate=${rdo.data}&fonte=rdo`));
  await expect(page.getByRole('region', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toHaveCount(1);
  await expect(page.getByText('1 foto', { exact: true })).toBeVisible();

  // And back to where it came from.
  await page.getByRole('button', { name: `Ampliar a foto: ${LEGENDA}` }).click();
  await lightbox.getByRole('link', { name: 'Abrir registro' }).click();
  await expect(page).toHaveURL(`/diarios/${rdo.id}`);
  await expect(page.getByRole('button', { name: `Ampliar foto: ${LEGENDA}` })).toBeVisible();
});

test('on a phone the gallery folds its filters behind one button', async ({ page }) => {
  const obra = await obraId('OB-2025-014');
  // A photo of its own: after a failed test the worker starts again on fresh data, without the first test's.
  const gestor = await apiAs('gestor@demo.obras.dev');
  await rdoWithPhoto(gestor, obra, [45, 44, 43, 42, 41]);
  await gestor.dispose();
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'gestor@demo.obras.dev');
  await page.goto(`/obras/${obra}/galeria`);
  await expect(page.getByRole('heading', { name: 'Galeria da obra', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ampliar a foto/ }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'De' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('group', { name: 'De' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Diários (RDO)' })).toBeVisible();
  // No sideways scrolling at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
