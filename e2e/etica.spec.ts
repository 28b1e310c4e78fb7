import { expect, test } from './support/fixtures';
import { png } from './support/png';
import { openSignedIn } from './support/portal';

test.describe('the ethics channel', () => {
  test('a visitor reports without an account, the committee investigates and answers, and the visitor reads it', async ({
    page,
    browser,
  }) => {
    const marca = Date.now().toString(36);
    const resposta = `Recebemos o relato e a apuração começou (${marca}). Obrigado por avisar.`;

    // From the sign-in page, anyone reaches the channel.
    await page.goto('/login');
    await page.getByRole('link', { name: /Canal de ética/ }).click();
    await expect(page).toHaveURL(/\/canal-etica$/);
    await expect(page.getByRole('heading', { name: 'Canal de ética', level: 1 })).toBeVisible();

    // The report, with a photo; name and contact left blank.
    await page.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('option', { name: 'Segurança' }).click();
    await page
      .getByLabel('O que aconteceu')
      .fill(`Trabalhadores sem cinto de segurança na laje do bloco B, sem linha de vida (${marca}).`);
    await page.getByLabel('Onde').fill('Bloco B, quinto pavimento');
    await page.getByLabel('Quando').fill('Ontem à tarde');
    await page
      .getByTestId('etica-arquivos')
      .setInputFiles({ name: 'laje-bloco-b.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByText('laje-bloco-b.png')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar relato' }).click();

    // The protocol and the key, shown this once.
    await expect(page.getByRole('heading', { name: 'Relato enviado' })).toBeVisible();
    await expect(page.getByText(/não serão mostrados de novo/)).toBeVisible();
    const protocolo = (await page.getByTestId('etica-protocolo').textContent())!;
    const chave = (await page.getByTestId('etica-chave').textContent())!;
    expect(protocolo).toMatch(/^ET-\d{4}-[0-9A-Z]{6}$/);
    expect(chave).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);

    // Following it: the protocol comes filled in, the key is typed (lower case and without hyphens is fine).
    await page.getByRole('link', { name: 'Ir para o acompanhamento' }).click();
    await expect(page.getByLabel('Protocolo')).toHaveValue(protocolo);
    await page.getByLabel('Chave').fill(chave.replace(/-/g, '').toLowerCase());
    await page.getByRole('button', { name: 'Acompanhar' }).click();
    await expect(page.getByRole('heading', { name: protocolo, level: 1 })).toBeVisible();
    await expect(page.getByTestId('etica-status')).toHaveText('Aberto');
    // The server renamed the photo: its name could say who took it.
    await expect(page.getByText('anexo-1.png')).toBeVisible();

    // An administrator has no way in: the committee's pages are not theirs.
    const admin = await openSignedIn(browser, 'admin@demo.obras.dev', '/etica');
    await expect(admin).toHaveURL(/\/403/);
    await admin.context().close();

    // A member of the committee finds the report by its protocol and opens it.
    const comite = await openSignedIn(browser, 'comite.etica@demo.obras.dev', '/etica');
    await expect(comite.getByRole('heading', { name: 'Relatos do canal de ética', level: 1 })).toBeVisible();
    await expect(
      comite
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Relatos do canal de ética' }),
    ).toBeVisible();
    await comite.getByLabel('Buscar pelo protocolo').fill(protocolo);
    await comite.getByText(protocolo, { exact: true }).click();
    await expect(comite.getByRole('heading', { name: protocolo, level: 1 })).toBeVisible();
    await expect(comite.getByText(/sem linha de vida/)).toBeVisible();
    await expect(comite.getByRole('link', { name: 'Baixar anexo-1.png' })).toBeVisible();

    // Names herself investigator, starts the investigation and answers the reporter.
    await comite.getByRole('combobox', { name: 'Investigador' }).click();
    await comite.getByRole('option', { name: 'Helena Prado' }).click();
    await expect(comite.getByText(`Helena Prado é o investigador do relato ${protocolo}.`)).toBeVisible();
    await comite.getByRole('button', { name: 'Iniciar apuração' }).click();
    await comite.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(comite.getByTestId('relato-cabecalho').getByTestId('etica-status')).toHaveText(
      'Em andamento',
    );
    await comite.getByLabel('Resposta ao relator').fill(resposta);
    await comite.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(comite.getByText('Resposta enviada ao relator.')).toBeVisible();
    await expect(comite.getByTestId('etica-mensagem').filter({ hasText: resposta })).toContainText(
      'Comitê de ética · Helena Prado',
    );
    await comite.context().close();

    // The visitor, back on the follow-up page, reads the new status and the answer, signed by the committee.
    await page.goto('/canal-etica/acompanhar');
    await page.getByLabel('Protocolo').fill(protocolo);
    await page.getByLabel('Chave').fill(chave);
    await page.getByRole('button', { name: 'Acompanhar' }).click();
    await expect(page.getByTestId('etica-status')).toHaveText('Em andamento');
    const mensagem = page.getByTestId('etica-mensagem').filter({ hasText: resposta });
    await expect(mensagem).toContainText('Comitê de ética');
    await expect(mensagem).not.toContainText('Helena');
  });

  test('the report form is usable on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/canal-etica');
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
    await expect(page.getByLabel('O que aconteceu')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar relato' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Enviar relato' })).toBeInViewport();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Sending it empty says what is missing, in Portuguese.
    await page.getByRole('button', { name: 'Enviar relato' }).click();
    await expect(page.getByText('Escolha a categoria')).toBeVisible();
    await expect(page.getByText('Conte o que aconteceu (pelo menos 20 caracteres)')).toBeVisible();
  });
});
