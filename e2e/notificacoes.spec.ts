import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, signInThroughPage } from './support/portal';
import { rdoOnFreeDay } from './support/rdo';

// A real 1×1 PNG: the site manager's signature.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The number on the notifications bell (0 when the badge is hidden). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('sino-notificacoes').locator('.MuiBadge-badge');
  if ((await badge.count()) === 0) return 0;
  if ((await badge.getAttribute('class'))?.includes('MuiBadge-invisible')) return 0;
  return Number((await badge.textContent())?.replace(/\D/g, '') || 0);
}

/** The site manager writes and finalizes a report of OB-2025-014, on a day of its past with none yet. */
async function rdoAwaitingTheClient(): Promise<{ id: string; numero: number }> {
  const obra = await obraId('OB-2025-014');
  const gestor = await apiAs('gestor@demo.obras.dev');
  try {
    // A day of its past chosen at random: each run finds a free one without scanning from the same start.
    const start = 60 + Math.floor(Math.random() * 120);
    const rdo = await rdoOnFreeDay(
      gestor,
      obra,
      Array.from({ length: 10 }, (_, i) => start + i),
    );
    const done = await gestor.post(`/api/diarios/${rdo.id}/finalizar`, {
      data: {
        assinatura: {
          nome: 'Carlos Mendes',
          cargo: 'Site manager',
          imagem: `data:image/png;base64,${PNG}`,
        },
      },
    });
    expect(done.status(), await done.text()).toBe(200);
    return { id: rdo.id, numero: rdo.numero };
  } finally {
    await gestor.dispose();
  }
}

test.describe('notifications', () => {
  test('the client’s bell counts a report waiting for approval; choosing it reads it and opens the report', async ({
    page,
  }) => {
    // Delivery is a background job and the bell asks every 20 s: allow for a round of each.
    test.setTimeout(180_000);
    await signInThroughPage(page, 'cliente@demo.obras.dev');
    const bell = page.getByTestId('sino-notificacoes');
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notificações');
    const before = await bellCount(page);

    const rdo = await rdoAwaitingTheClient();
    await expect.poll(() => bellCount(page), { timeout: 60_000, intervals: [1000] }).toBe(before + 1);

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    const item = panel.getByRole('button', { name: new RegExp(`RDO nº ${rdo.numero} · OB-2025-014`) });
    await expect(item).toContainText('aguarda sua aprovação');
    await expect(item).toContainText('Não lida');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/diarios/${rdo.id}$`));
    await expect.poll(() => bellCount(page)).toBe(before);

    // "Ver todas": the whole list, where it is now read.
    await bell.click();
    await page.getByRole('link', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(/\/notificacoes$/);
    await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
    await expect(page.getByText(`RDO nº ${rdo.numero} · OB-2025-014`).first()).toBeVisible();
    // The filter lives in the address: the switch turns on once the address has changed (not at the click itself).
    await page.getByLabel('Só as não lidas').click();
    await expect(page).toHaveURL(/naoLidas=true/);
    await expect(page.getByLabel('Só as não lidas')).toBeChecked();
    await expect(page.getByText(`RDO nº ${rdo.numero} · OB-2025-014`)).toHaveCount(0);
  });

  test('a notification setting changed on the profile page is kept after a reload, and works on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInThroughPage(page, 'leitura@demo.obras.dev');
    await expect(page.getByTestId('sino-notificacoes')).toBeVisible();
    await page.goto('/usuarios');
    const card = page.getByRole('region', { name: 'Notificações' });
    const statusChanges = card.getByRole('radiogroup', { name: 'Mudança de status no que você acompanha' });
    await expect(statusChanges.getByLabel('Só no portal')).toBeChecked();
    await expect(
      card.getByRole('radiogroup', { name: 'Aguardando sua ação' }).getByLabel('E-mail na hora'),
    ).toBeChecked();

    await statusChanges.getByLabel('Resumo diário').check();
    await expect(page.getByText('“Mudança de status no que você acompanha”: Resumo diário.')).toBeVisible();

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Notificações' })
        .getByRole('radiogroup', { name: 'Mudança de status no que você acompanha' })
        .getByLabel('Resumo diário'),
    ).toBeChecked();

    // Nothing in the card is wider than the phone's screen, and it passes axe.
    const again = page.getByRole('region', { name: 'Notificações' });
    expect(await again.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const results = await new AxeBuilder({ page })
      .include('[aria-labelledby="notificacoes-preferencias-titulo"]')
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
