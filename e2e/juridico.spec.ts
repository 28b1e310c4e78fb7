import { expect, test } from './support/fixtures';
import { typeDate } from './support/date-field';
import { apiAs, brDate, isoDay, obraId, openSignedIn, signIn } from './support/portal';

/** A valid CNJ number (DOMAIN.md) and the same number with one check digit changed. */
const CNJ = '0004871-85.2024.5.02.0702';
const CNJ_DIGITO_ERRADO = '00048718620245020702';
/** The demo cases: two labour cases of Moraes & Bastos, a civil case of Pereira Lima. */
const DA_FIRMA = ['1002345-41.2025.5.02.0461', '0012093-62.2023.5.15.0093'];
const DE_OUTRA_FIRMA = '1018822-95.2025.8.26.0114';

test.describe('legal cases', () => {
  test('the legal staff register a labour case for a partner firm, which sees only its cases and comments with a file; the hearing is in the calendar', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const obra = await obraId('OB-2025-014');
    const dia = isoDay(9);

    // The legal staff open the obra's labour cases and register one.
    await signIn(page, 'juridico@demo.obras.dev');
    await page.goto(`/${obra}/juridico/trabalhista`);
    await expect(page.getByRole('heading', { name: 'Processos trabalhistas', level: 1 })).toBeVisible();
    await expect(page.getByTestId('processos-totais')).toContainText('Provisão Possível');
    await page.getByRole('button', { name: 'Novo processo' }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo.getByRole('combobox', { name: 'Obra' })).toHaveValue(/^OB-2025-014 — /);

    // A wrong check digit is refused as it is typed, with the reason.
    const cnj = dialogo.getByLabel('Número CNJ');
    await cnj.pressSequentially(CNJ_DIGITO_ERRADO);
    await expect(cnj).toHaveValue('0004871-86.2024.5.02.0702');
    await expect(dialogo.getByText(/os dígitos verificadores \(DD\) não conferem/)).toBeVisible();
    await cnj.fill('');
    await cnj.pressSequentially(CNJ.replace(/\D/g, ''));
    await expect(cnj).toHaveValue(CNJ);
    await expect(dialogo.getByText(/não conferem/)).toHaveCount(0);

    const escolher = async (label: string, opcao: string) => {
      await dialogo.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: opcao, exact: true }).click();
    };
    await dialogo
      .getByRole('textbox', { name: 'Vara', exact: true })
      .fill('2ª Vara do Trabalho de Ponta Grossa');
    await dialogo.getByLabel('Comarca').fill('Ponta Grossa');
    await escolher('UF', 'PR');
    await dialogo.getByLabel('Parte contrária').fill('Valdir Nogueira dos Santos');
    await dialogo
      .getByLabel('Objeto')
      .fill('Adicional de periculosidade e horas in itinere; ex-eletricista.');
    await dialogo.getByLabel('Valor da causa').fill('96.500,00');
    await escolher('Risco', 'Provável');
    await dialogo.getByLabel('Provisão').fill('40.000,00');
    await escolher('Escritório parceiro', 'Moraes & Bastos Advogados');
    await dialogo.getByRole('combobox', { name: 'Responsável DP' }).fill('Patr');
    await page.getByRole('option', { name: /Patrícia Gomes/ }).click();
    await dialogo.getByRole('button', { name: 'Registrar processo' }).click();

    await expect(page).toHaveURL(/\/juridico\/processo\/[0-9a-f-]{36}$/);
    const url = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: CNJ, level: 1 })).toBeVisible();
    await expect(page.getByText('Moraes & Bastos Advogados')).toBeVisible();

    // A hearing, with its hour.
    await page.getByRole('button', { name: 'Nova audiência ou prazo' }).click();
    const audiencia = page.getByRole('dialog');
    await audiencia.getByLabel('Do que se trata').fill('Audiência inicial');
    await typeDate(page, 'Data', brDate(dia));
    await audiencia.getByRole('group', { name: 'Hora' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('1000');
    await audiencia.getByLabel('Local').fill('Fórum Trabalhista de Ponta Grossa, sala 2');
    await audiencia.getByRole('button', { name: 'Marcar' }).click();
    const eventos = page.getByRole('list', { name: 'Audiências e prazos' });
    await expect(eventos.getByTestId('evento')).toContainText(`${brDate(dia)} 10:00`);
    await expect(eventos.getByTestId('evento')).toContainText('Audiência inicial');

    // The agenda of the hearing's month shows it, linked to the case.
    await page.getByRole('link', { name: 'Ver na agenda' }).click();
    await expect(page).toHaveURL(new RegExp(`/juridico/agenda\\?mes=${dia.slice(0, 7)}$`));
    await page
      .getByRole('group', { name: brDate(dia) })
      .getByRole('link', { name: /Audiência inicial/ })
      .click();
    await expect(page.getByRole('heading', { name: CNJ, level: 1 })).toBeVisible();

    // The firm's lawyer signs in and starts at the firm's cases: this one and the firm's two, not another firm's.
    const firma = await openSignedIn(browser, 'escritorio@demo.obras.dev', '/obras');
    await expect(firma).toHaveURL(/\/juridico\/trabalhista$/);
    await expect(firma.getByText('3 processos')).toBeVisible();
    for (const numero of [CNJ, ...DA_FIRMA])
      await expect(firma.getByRole('row', { name: new RegExp(numero) })).toBeVisible();
    // Nothing else of the portal in the menu: the firm's cases, civil and labour, the lawyer's own profile, and the
    // general library, where the team may share folders with the firm (issue 19) — none yet.
    await expect(firma.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveText([
      'Processos trabalhistas',
      'Processos cíveis',
      'Agenda jurídica',
      'Perfil',
      'Biblioteca geral',
    ]);
    await firma.getByRole('link', { name: 'Biblioteca geral' }).click();
    await expect(firma.getByText('Nenhuma pasta liberada para você')).toBeVisible();
    await firma.getByRole('link', { name: 'Processos cíveis' }).click();
    await expect(firma.getByText('Nenhum processo aqui')).toBeVisible();
    await expect(firma.getByText(DE_OUTRA_FIRMA)).toHaveCount(0);

    // The new case: the hearing shows; the firm reads it and comments with a file, but does not edit it.
    await firma.goto(url);
    await expect(firma.getByRole('heading', { name: CNJ, level: 1 })).toBeVisible();
    await expect(firma.getByTestId('evento')).toContainText(`${brDate(dia)} 10:00`);
    await expect(firma.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(firma.getByRole('button', { name: 'Nova audiência ou prazo' })).toHaveCount(0);
    const thread = firma.getByRole('region', { name: 'Comentários' });
    const campo = thread.getByRole('combobox', { name: 'Escreva um comentário' });
    await campo.fill('Segue a procuração assinada; contestação em preparo.');
    await thread.getByTestId('comentario-arquivos').setInputFiles({
      name: 'procuracao.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Procuração ad judicia — Moraes & Bastos Advogados.\n'),
    });
    await expect(thread.getByRole('button', { name: /^procuracao\.txt \(/ })).toBeVisible();
    await campo.press('Control+Enter');
    const comentario = thread.getByTestId('comentario').filter({ hasText: 'Segue a procuração assinada' });
    await expect(comentario).toBeVisible();
    await expect(comentario.getByText('André Moraes')).toBeVisible();
    await expect(comentario.getByRole('link', { name: /Baixar procuracao\.txt/ })).toBeVisible();

    // On a phone, the firm's list is cards and its filters fold behind one button.
    await firma.setViewportSize({ width: 360, height: 740 });
    await firma.goto('/juridico/trabalhista');
    const cartoes = firma.getByRole('list', { name: 'Processos trabalhistas' });
    await expect(cartoes.getByRole('listitem')).toHaveCount(3);
    await expect(firma.getByRole('grid')).toHaveCount(0);
    const fase = firma.getByRole('combobox', { name: 'Fase' });
    await expect(fase).toBeHidden();
    await firma.getByRole('button', { name: 'Filtros' }).click();
    await expect(fase).toBeVisible();
    expect(await firma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await firma.context().close();

    // The hearing is in the legal staff's calendar feed (ICS), with the case's number.
    const juridico = await apiAs('juridico@demo.obras.dev');
    const assinatura = await juridico.post('/api/calendario/assinatura');
    expect(assinatura.status(), await assinatura.text()).toBe(201);
    const { url: feed } = (await assinatura.json()) as { url: string };
    const ics = (await (await juridico.get(feed)).text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`SUMMARY:Audiência: Audiência inicial — ${CNJ}`);
    await juridico.dispose();
  });
});
