import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseNumero, readEapSpreadsheet } from './eap-spreadsheet';

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Capa').addRow(['EAP da obra']);
  const sheet = workbook.addWorksheet('Itens');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('parseNumero', () => {
  it('reads numbers as typed in Brazil, and refuses words', () => {
    expect(parseNumero(7.5)).toBe(7.5);
    expect(parseNumero('7,5')).toBe(7.5);
    expect(parseNumero('1.200')).toBe(1200);
    expect(parseNumero('1.234,5')).toBe(1234.5);
    expect(parseNumero('0.125')).toBe(0.125);
    expect(parseNumero(' ')).toBeUndefined();
    expect(parseNumero(null)).toBeUndefined();
    expect(parseNumero('12a')).toBeNull();
  });
});

describe('readEapSpreadsheet', () => {
  it('finds the sheet and the header under a title, takes aliases and fills optional columns', async () => {
    const linhas = await readEapSpreadsheet(
      await xlsx([
        ['EAP — Linha 3'],
        ['Item', 'Descrição', 'Qtd'],
        ['1.', 'Montagem', null],
        ['1.01', 'Estruturas', '48'],
      ]),
    );
    expect(linhas).toEqual([
      { linha: 3, codigo: '1', pai: null, descricao: 'Montagem', unidade: '', quantidade: 0, peso: 0 },
      { linha: 4, codigo: '1.1', pai: '1', descricao: 'Estruturas', unidade: '', quantidade: 48, peso: 0 },
    ]);
  });

  it('names the missing column, and refuses a file that is not a spreadsheet', async () => {
    await expect(readEapSpreadsheet(await xlsx([['Código', 'Quantidade']]))).rejects.toMatchObject({
      message: expect.stringContaining('coluna não encontrada: Descrição'),
    });
    await expect(readEapSpreadsheet(Buffer.from('Código;Descrição'))).rejects.toMatchObject({
      fieldErrors: [{ campo: 'arquivo', mensagem: 'Envie uma planilha .xlsx' }],
    });
  });
});
