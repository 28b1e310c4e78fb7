import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { obraId, openSignedIn } from './support/portal';

/** A small real PDF (the API checks the type by the content), `kb` kilobytes long so its upload has a progress. */
function pdf(texto: string, kb = 1): Buffer {
  const corpo = `%PDF-1.4\n% ${texto}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n`;
  const enchimento = `% ${'x'.repeat(1022)}\n`.repeat(kb);
  return Buffer.from(`${corpo}${enchimento}%%EOF\n`, 'latin1');
}

/**
 * What axe finds serious or critical on the page as it is now. The toasts are left out: notistack's success green
 * under white text is the shell's (every module's toasts), not this page's.
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.notistack-SnackbarContainer').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Sends files through the "Enviar arquivos" button (its file chooser). */
async function enviar(page: Page, files: { name: string; buffer: Buffer }[]) {
  const escolha = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar arquivos' }).first().click();
  await (await escolha).setFiles(files.map((f) => ({ ...f, mimeType: 'application/pdf' })));
}

test('the library administrator opens a folder to the client company as upload-only; the client sends a file there with its progress and sees only their own; versions are replaced and restored', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const obra = await obraId('OB-2025-014');
  const pasta = `Entregas do cliente ${Date.now().toString(36)}`;

  // The library administrator opens the obra's library at its root, made from the document tree.
  const admin = await openSignedIn(browser, 'biblioteca@demo.obras.dev', `/obras/${obra}/biblioteca`);
  await expect(admin.getByRole('heading', { name: 'Biblioteca da obra', level: 1 })).toBeVisible();
  const trilha = admin.getByRole('navigation', { name: 'Caminho da pasta' });
  await expect(trilha).toContainText('Documentos da obra');
  await expect(admin.getByRole('link', { name: '05 Documentos do cliente' })).toBeVisible();

  // A new folder, entered through its link (the folder is in the address).
  await admin.getByRole('button', { name: 'Nova pasta' }).click();
  const nome = admin.getByRole('dialog');
  await nome.getByRole('textbox').fill(pasta);
  await nome.getByRole('button', { name: 'OK' }).click();
  await admin.getByRole('link', { name: pasta }).click();
  await expect(admin).toHaveURL(/[?&]pasta=[0-9a-f-]{36}/);
  await expect(trilha).toContainText(`Documentos da obra${pasta}`);
  await expect(admin.getByText('Esta pasta está vazia')).toBeVisible();

  // Its access: open to the staff until it has lists; the client company goes on "Somente envio".
  await admin.getByRole('button', { name: 'Acessos' }).click();
  const acessos = admin.getByRole('region', { name: 'Acessos da pasta' });
  await expect(acessos).toContainText('Sem listas: aberta a toda a equipe');
  await acessos.getByRole('button', { name: 'Editar acessos' }).click();
  await acessos.getByRole('radio', { name: 'Listas próprias' }).check();
  const somenteEnvio = acessos.getByRole('combobox', { name: 'Somente envio' });
  await somenteEnvio.fill('Serra Azul');
  await admin.getByRole('option', { name: 'Cervejaria Serra Azul S.A.' }).click();
  await acessos.getByRole('button', { name: 'Salvar acessos' }).click();
  await expect(acessos).toContainText('Esta pasta tem listas próprias');
  await expect(acessos.getByText('Cervejaria Serra Azul S.A.')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  // An internal file, sent by the staff.
  await enviar(admin, [{ name: 'memorial-interno.pdf', buffer: pdf('interno') }]);
  await expect(admin.getByRole('progressbar', { name: 'memorial-interno.pdf: enviado' })).toBeVisible();
  const arquivos = admin.getByRole('table', { name: 'Arquivos' });
  await expect(arquivos.getByRole('row', { name: /memorial-interno\.pdf/ })).toContainText('v1');

  // The client enters through the folders named for them (the root is closed to them), and only sends here.
  const cliente = await openSignedIn(browser, 'cliente@demo.obras.dev', `/obras/${obra}/biblioteca`);
  await expect(
    cliente.getByText('Estas são as pastas desta biblioteca que foram liberadas para você.'),
  ).toBeVisible();
  await expect(cliente.getByRole('link', { name: '01 Contratuais' })).toHaveCount(0);
  await cliente.getByRole('link', { name: pasta }).click();
  await expect(cliente.getByText('Nesta pasta você só envia arquivos')).toBeVisible();
  await expect(cliente.getByRole('button', { name: 'Nova pasta' })).toHaveCount(0);
  await expect(cliente.getByRole('button', { name: 'Acessos' })).toHaveCount(0);
  await enviar(cliente, [{ name: 'art-cliente.pdf', buffer: pdf('art do cliente', 1500) }]);
  const progresso = cliente.getByRole('progressbar', { name: 'art-cliente.pdf: enviado' });
  await expect(progresso).toHaveAttribute('aria-valuenow', '100');
  const dele = cliente.getByRole('table', { name: 'Arquivos' });
  await expect(dele.getByRole('row', { name: /art-cliente\.pdf/ })).toBeVisible();
  await expect(dele).not.toContainText('memorial-interno.pdf');
  await expect(cliente.getByText('1 arquivo enviado')).toBeVisible();

  // Back to the administrator: both files; a new version of the internal one, then version 1 restored.
  await admin.reload();
  await expect(arquivos.getByRole('row', { name: /art-cliente\.pdf/ })).toBeVisible();
  await arquivos.getByRole('button', { name: 'Ações do arquivo memorial-interno.pdf' }).click();
  await admin.getByRole('menuitem', { name: 'Detalhes e versões' }).click();
  const detalhes = admin.getByRole('dialog', { name: 'Detalhes do arquivo' });
  const escolha = admin.waitForEvent('filechooser');
  await detalhes.getByRole('button', { name: 'Enviar nova versão' }).click();
  await (await escolha).setFiles({ name: 'memorial-v2.pdf', mimeType: 'application/pdf', buffer: pdf('v2') });
  await expect(detalhes.getByRole('list', { name: '2 versões' })).toBeVisible();
  await detalhes.getByRole('button', { name: 'Restaurar a versão 1' }).click();
  await admin.getByRole('dialog', { name: 'Restaurar versão' }).getByRole('button', { name: 'OK' }).click();
  const versoes = detalhes.getByRole('list', { name: '3 versões' });
  await expect(versoes).toContainText('Restaurada da versão 1');
  await detalhes.getByRole('button', { name: 'Fechar os detalhes' }).click();
  await expect(arquivos.getByRole('row', { name: /memorial-interno\.pdf/ })).toContainText('v3');
});
