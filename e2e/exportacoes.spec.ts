import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/portal';

/** A date cell as the list shows it: Excel dates carry the day in their UTC fields. */
const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The first rows of the list on the screen: number, date, obra and status, as the grid shows them. */
async function shownRows(page: Page, count: number): Promise<string[][]> {
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const row = page.locator(`[role="row"][data-rowindex="${i}"]`);
    const cell = async (field: string) => (await row.locator(`[data-field="${field}"]`).innerText()).trim();
    rows.push([await cell('numero'), await cell('data'), await cell('obra'), await cell('status')]);
  }
  return rows;
}

test('exports the RDO list as it is sorted, lets the person move on, and the file opens with the same rows', async ({
  page,
}) => {
  await signIn(page, 'gestor@demo.obras.dev');
  // Oldest number first: not the list's default order, so the export must follow the address.
  await page.goto('/diarios?ordem=numero');
  await expect(page.locator('[role="row"][data-rowindex="2"]')).toBeVisible();
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const shown = await shownRows(page, 3);

  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  await expect(page.getByText(/^Gerando a planilha de Diários de obra \(RDO\)/)).toBeVisible();

  // The person keeps working: another page of the portal, while the file is written in the background.
  await page
    .getByRole('link', { name: new RegExp(`RDO nº ${shown[0]![0]}\\b`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/diarios\/[0-9a-f-]{36}$/);
  // The toast closes on its own after 5 s (SPEC §9) unless the pointer rests on it: the click goes to its link as
  // soon as it shows (moving the pointer there first, as a person does), and the toast is still there afterwards.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar', exact: true }).click({ timeout: 30_000 });
  const file = await download;
  await expect(page.getByText('A planilha de Diários de obra (RDO) está pronta.')).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^Diarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;

  // The sheet's header names the list's columns (the unit of the rain goes into its header), and stays in view.
  const header = (sheet.getRow(1).values as string[]).slice(1);
  expect(header.slice(0, headers.length)).toEqual(headers.map((h) => (h === 'Chuva' ? 'Chuva (mm)' : h)));
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const firstRows = [2, 3, 4].map((n) => {
    const row = sheet.getRow(n);
    return [
      String(row.getCell(1).value),
      ddmmyyyy(row.getCell(2).value as Date),
      String(row.getCell(3).value),
      String(row.getCell(4).value),
    ];
  });
  expect(firstRows).toEqual(shown);

  // The top bar keeps the export: its menu says how many rows and downloads the same file.
  await page.getByRole('button', { name: 'Exportações' }).click();
  const item = page.getByRole('menuitem', { name: `Baixar ${file.suggestedFilename()}` }).first();
  await expect(item).toContainText(`${sheet.rowCount - 1} linhas`);
  const again = page.waitForEvent('download');
  await item.click();
  expect((await again).suggestedFilename()).toBe(file.suggestedFilename());
});
