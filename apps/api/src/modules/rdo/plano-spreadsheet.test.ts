import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '@portal/domain';
import { ValidationFailed } from '../../errors/domain-errors';
import { readPlanoSpreadsheet, writePlanoTemplate } from './plano-spreadsheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function template(atividades?: Parameters<typeof writePlanoTemplate>[1]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writePlanoTemplate(out, atividades);
  return Buffer.concat(chunks);
}

/** A workbook with one sheet holding `rows` as typed, as a planner would make it in Excel. */
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Plano').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (text: string) => Buffer.from(text, 'utf8');
const messages = (result: { erros: { mensagem: string }[] }) => result.erros.map((e) => e.mensagem);

describe('writePlanoTemplate and readPlanoSpreadsheet', () => {
  it('reads back exactly the activities a template was written with', async () => {
    const atividades = [
      {
        codigo: '1.10',
        descricao: 'Escavação e fôrmas',
        peso: 2.5,
        inicioPrevisto: '2026-03-02',
        fimPrevisto: '2026-03-13',
      },
      {
        codigo: '2',
        descricao: 'Concretagem',
        peso: 40,
        inicioPrevisto: '2026-03-16',
        fimPrevisto: '2026-03-16',
      },
    ];
    const result = await readPlanoSpreadsheet(await template(atividades), XLSX);
    expect(result).toEqual({ atividades, erros: [] });
  });

  it('writes a template with the import’s headers, two example rows from today and instructions', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Plano')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Código', 'Descrição', 'Peso', 'Início', 'Término']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getCell('D2').value).toEqual(new Date(`${todayInSaoPaulo()}T00:00:00Z`));
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy');
    expect(workbook.getWorksheet('Instruções')!.actualRowCount).toBeGreaterThan(2);
    const read = await readPlanoSpreadsheet(await template(), XLSX);
    expect(read.erros).toEqual([]);
    expect(read.atividades.map((a) => a.codigo)).toEqual(['1.1', '1.2']);
    expect(read.atividades[1]!.fimPrevisto).toBe(addDays(todayInSaoPaulo(), 34));
  });
});

describe('readPlanoSpreadsheet', () => {
  it('reads a CSV saved by Excel in Portuguese: BOM, semicolons, dd/mm/aaaa and decimal commas', async () => {
    const file = csv(
      '\ufeffEAP;Atividade;Peso;Início previsto;Término previsto\r\n' +
        '1.1;"Alvenaria; bloco A";2,5;02/03/2026;13/03/2026\r\n' +
        ';;;;\r\n' +
        '1.2;"Reboco ""paulista""";1.234,5;2026-03-16;31/03/2026\r\n',
    );
    expect(await readPlanoSpreadsheet(file, 'text/csv')).toEqual({
      atividades: [
        {
          codigo: '1.1',
          descricao: 'Alvenaria; bloco A',
          peso: 2.5,
          inicioPrevisto: '2026-03-02',
          fimPrevisto: '2026-03-13',
        },
        {
          codigo: '1.2',
          descricao: 'Reboco "paulista"',
          peso: 1234.5,
          inicioPrevisto: '2026-03-16',
          fimPrevisto: '2026-03-31',
        },
      ],
      erros: [],
    });
  });

  it('reads a comma-separated CSV with headers in any case, accents and order', async () => {
    const file = csv(
      'termino,PESO,descricao,codigo,inicio,Responsável\n2026-04-30,10,Pintura,3.1,2026-04-01,Ana\n',
    );
    const result = await readPlanoSpreadsheet(file, 'text/csv');
    expect(result.atividades).toEqual([
      {
        codigo: '3.1',
        descricao: 'Pintura',
        peso: 10,
        inicioPrevisto: '2026-04-01',
        fimPrevisto: '2026-04-30',
      },
    ]);
  });

  it('reads a CSV saved as Windows-1252 (plain "CSV" in Excel) without mangling the accents', async () => {
    const file = Buffer.from(
      'Código;Descrição;Peso;Início;Término\n1;Fundação;1;01/03/2026;02/03/2026\n',
      'latin1',
    );
    const result = await readPlanoSpreadsheet(file, 'text/csv');
    expect(result.atividades[0]?.descricao).toBe('Fundação');
  });

  it('reads Excel dates, numbers and a title row above the headers', async () => {
    const file = await xlsx([
      ['Cronograma da obra'],
      ['Código', 'Descrição', 'Peso', 'Início', 'Fim'],
      ['A', 'Estrutura', 30, new Date(Date.UTC(2026, 2, 2)), '20/03/2026'],
    ]);
    expect(await readPlanoSpreadsheet(file, XLSX)).toEqual({
      atividades: [
        {
          codigo: 'A',
          descricao: 'Estrutura',
          peso: 30,
          inicioPrevisto: '2026-03-02',
          fimPrevisto: '2026-03-20',
        },
      ],
      erros: [],
    });
  });

  it('gives one clear error and no rows when a required column is missing', async () => {
    const file = csv('Código;Descrição;Início;Fim\n1;Fundação;01/03/2026;02/03/2026\n');
    expect(await readPlanoSpreadsheet(file, 'text/csv')).toEqual({
      atividades: [],
      erros: [
        {
          linha: 1,
          mensagem:
            'Linha 1: coluna não encontrada: Peso. O cabeçalho deve ter os títulos Código, Descrição, Peso, Início, Término.',
        },
      ],
    });
  });

  it('leaves out each bad line with its line number and keeps the good ones', async () => {
    const file = await xlsx([
      ['Código', 'Descrição', 'Peso', 'Início', 'Término'],
      ['1', 'Boa', 1, '01/03/2026', '05/03/2026'],
      ['2', 'Data inexistente', 1, '31/02/2026', '05/03/2026'],
      ['3', 'Termina antes', 1, '10/03/2026', '05/03/2026'],
      ['4', 'Sem peso', 0, '01/03/2026', '05/03/2026'],
      ['1', 'Código repetido', 1, '01/03/2026', '05/03/2026'],
      ['5', 'Peso escrito', 'muito', '', '05/03/2026'],
      [],
      ['6', 'x'.repeat(201), 1, '2026-03-01', '2026-03-01'],
    ]);
    const result = await readPlanoSpreadsheet(file, XLSX);
    expect(result.atividades.map((a) => a.descricao)).toEqual(['Boa']);
    expect(result.erros).toEqual([
      { linha: 3, mensagem: 'Linha 3: Data de início inválida: “31/02/2026” (use dd/mm/aaaa)' },
      { linha: 4, mensagem: 'Linha 4: O término previsto deve ser depois do início' },
      { linha: 5, mensagem: 'Linha 5: O peso deve ser maior que zero' },
      { linha: 6, mensagem: 'Linha 6: Código 1 repetido (já está na linha 2)' },
      {
        linha: 7,
        mensagem: 'Linha 7: Peso inválido: “muito” (use um número, como 2,5); Informe a data de início',
      },
      { linha: 9, mensagem: 'Linha 9: Descrição: deve ter no máximo 200 caracteres' },
    ]);
  });

  it('refuses more than 2000 activities at once, importing none', async () => {
    const lines = Array.from(
      { length: 2001 },
      (_, i) => `${i + 1};Atividade ${i + 1};1;01/03/2026;02/03/2026`,
    );
    const result = await readPlanoSpreadsheet(
      csv(`Código;Descrição;Peso;Início;Término\n${lines.join('\n')}`),
      'text/csv',
    );
    expect(result.atividades).toEqual([]);
    expect(result.erros).toEqual([
      {
        linha: 2002,
        mensagem:
          'A planilha tem 2001 atividades; o plano aceita no máximo 2000. Agrupe atividades e envie de novo.',
      },
    ]);
  });

  it('accepts exactly 2000 activities', async () => {
    const lines = Array.from(
      { length: 2000 },
      (_, i) => `${i + 1};Atividade ${i + 1};1;01/03/2026;02/03/2026`,
    );
    const result = await readPlanoSpreadsheet(
      csv(`Código;Descrição;Peso;Início;Término\n${lines.join('\n')}`),
      'text/csv',
    );
    expect([result.atividades.length, result.erros.length]).toEqual([2000, 0]);
  });

  it('says so when the file is empty, broken or an old .xls', async () => {
    expect(messages(await readPlanoSpreadsheet(csv('\ufeff\r\n;;\r\n'), 'text/csv'))).toEqual([
      'A planilha está vazia.',
    ]);
    await expect(readPlanoSpreadsheet(Buffer.from('PK\x03\x04 quebrado'), XLSX)).rejects.toThrow(
      ValidationFailed,
    );
    await expect(readPlanoSpreadsheet(Buffer.from('não é zip'), XLSX)).rejects.toThrow(
      'não é uma planilha .xlsx',
    );
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(readPlanoSpreadsheet(xls, 'application/vnd.ms-excel')).rejects.toThrow(
      '.xls (Excel 97–2003)',
    );
  });
});
