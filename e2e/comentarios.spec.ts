import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, obraId, signIn, signInThroughPage } from './support/portal';

/** The number on the notifications bell (0 when the badge is hidden). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('sino-notificacoes').locator('.MuiBadge-badge');
  if ((await badge.count()) === 0) return 0;
  if ((await badge.getAttribute('class'))?.includes('MuiBadge-invisible')) return 0;
  return Number((await badge.textContent())?.replace(/\D/g, '') || 0);
}

/** An approved report of the obra (the demo has two weeks of them): its client reads it. */
async function approvedRdo(obra: string): Promise<{ id: string; numero: number }> {
  const gestor = await apiAs('gestor@demo.obras.dev');
  const response = await gestor.get(`/api/diarios?obra=${obra}&status=aprovado&pageSize=1`);
  const { items } = (await response.json()) as { items: { id: string; numero: number }[] };
  await gestor.dispose();
  if (!items[0]) throw new Error('nenhum RDO aprovado na obra');
  return items[0];
}

test.describe('the thread of an RDO', () => {
  test('the site manager mentions the client with a file attached, and the client’s bell count rises', async ({
    page,
    browser,
  }) => {
    // Delivery is a background job and the bell refetches on its own: allow for one round of each.
    test.setTimeout(180_000);
    const rdo = await approvedRdo(await obraId('OB-2025-014'));

    // The client is signed in elsewhere, with the bell as it is now.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signInThroughPage(client, 'cliente@demo.obras.dev');
    await expect(client.getByTestId('sino-notificacoes')).toBeVisible();
    const before = await bellCount(client);

    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/diarios/${rdo.id}`);
    const thread = page.getByRole('region', { name: 'Comentários' });
    const field = thread.getByRole('combobox', { name: 'Escreva um comentário' });
    await expect(field).toBeVisible();

    // "@" and part of the name offer the people who may read the report.
    await field.pressSequentially('Bom dia @ren');
    await page.getByRole('option', { name: /Renata Albuquerque/ }).click();
    await expect(field).toHaveValue('Bom dia @Renata Albuquerque ');
    await field.pressSequentially('a concretagem da laje ficou para amanhã.');

    // A file goes up at once, with its progress, and waits as a chip until the comment is sent.
    await thread.getByTestId('comentario-arquivos').setInputFiles({
      name: 'programacao.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Concretagem da laje: amanhã, 7h.\n'),
    });
    await expect(thread.getByRole('button', { name: /^programacao\.txt \(/ })).toBeVisible();

    await field.press('Control+Enter');
    const comment = thread.getByTestId('comentario').filter({ hasText: 'a concretagem da laje ficou' });
    await expect(comment).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(comment.getByText('Carlos Mendes')).toBeVisible();
    await expect(comment.getByTitle('Menção a Renata Albuquerque')).toHaveText('@Renata Albuquerque');
    await expect(comment.getByRole('link', { name: /Baixar programacao\.txt/ })).toHaveAttribute(
      'href',
      /^\/api\/arquivos\/[0-9a-f-]{36}$/,
    );

    // The client hears about it: the bell counts more, without reloading the page, and the news is the mention.
    await client.bringToFront();
    await expect
      .poll(() => bellCount(client), { timeout: 90_000, intervals: [1000] })
      .toBeGreaterThan(before);
    const clientApi = await apiAs('cliente@demo.obras.dev');
    const { items } = (await (await clientApi.get('/api/me/notificacoes?naoLidas=true')).json()) as {
      items: { tipo: string; titulo: string; link: string }[];
    };
    await clientApi.dispose();
    expect(items).toContainEqual(
      expect.objectContaining({
        tipo: 'mencionado',
        titulo: expect.stringMatching(new RegExp(`^Carlos Mendes mencionou você em RDO nº ${rdo.numero} `)),
        link: `/diarios/${rdo.id}`,
      }),
    );

    // And reads the comment, with its file, on the report.
    await client.goto(`/diarios/${rdo.id}`);
    const seen = client.getByTestId('comentario').filter({ hasText: 'a concretagem da laje ficou' });
    await expect(seen.getByRole('link', { name: /Baixar programacao\.txt/ })).toBeVisible();
    await clientContext.close();
  });

  test('internal notes stay with the staff, and the thread works on a phone', async ({ page, browser }) => {
    const rdo = await approvedRdo(await obraId('OB-2025-014'));
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'gestor@demo.obras.dev');
    await page.goto(`/diarios/${rdo.id}`);
    const thread = page.getByRole('region', { name: 'Comentários' });
    await thread.getByLabel('Nota interna').check();
    const field = thread.getByRole('combobox', { name: 'Escreva uma nota interna' });
    await field.fill('Cobrar o fornecedor do aço antes da visita do cliente.');
    await thread.getByRole('button', { name: 'Salvar nota interna' }).click();
    const note = thread.getByTestId('comentario').filter({ hasText: 'Cobrar o fornecedor do aço' });
    await expect(note.getByText('Nota interna')).toBeVisible();
    // Nothing in the thread is wider than the phone's screen.
    expect(await thread.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const results = await new AxeBuilder({ page }).include('section[aria-labelledby^="conversa-"]').analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signIn(client, 'cliente@demo.obras.dev');
    await client.goto(`/diarios/${rdo.id}`);
    const clientThread = client.getByRole('region', { name: 'Comentários' });
    await expect(clientThread.getByRole('combobox', { name: 'Escreva um comentário' })).toBeVisible();
    await expect(clientThread.getByText('Cobrar o fornecedor do aço')).toHaveCount(0);
    await expect(clientThread.getByLabel('Nota interna')).toHaveCount(0);
    await clientContext.close();
  });
});
