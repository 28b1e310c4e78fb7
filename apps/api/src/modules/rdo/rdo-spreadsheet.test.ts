import { PassThrough } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TRdoConteudoView } from '@portal/domain';
import { writeRdoSpreadsheet, type RdoExportRow } from './rdo-spreadsheet';

const conteudo: TRdoConteudoView = {
  semTrabalho: false,
  horarioInicio: '07:00',
  horarioFim: '17:00',
  clima: {
    manha: { tempo: 'claro', condicao: 'praticavel' },
    tarde: { tempo: 'chuvoso', condicao: 'impraticavel' },
    noite: null,
  },
  chuvaMm: 12.35,
  maoDeObra: [
    { funcao: 'Pedreiro', empresa: 'Construtora Alfa', tipo: 'propria', quantidade: 6, horas: 8.5 },
    { funcao: 'Servente', empresa: 'Construtora Alfa', tipo: 'propria', quantidade: 4, horas: null },
    { funcao: 'Armador', empresa: 'Ferragens Beta', tipo: 'terceirizada', quantidade: 3, horas: 8 },
  ],
  equipamentos: [
    { descricao: 'Betoneira 400 L', quantidade: 2, operando: 1, parado: 1 },
    { descricao: 'Vibrador de concreto', quantidade: 3, operando: 3, parado: 0 },
  ],
  atividades: [
    {
      atividadePlanejadaId: null,
      descricao: 'Alvenaria do bloco B',
      percentualAcumulado: 45.5,
      observacao: '2º pavimento',
      percentualPrevisto: 50,
    },
    {
      atividadePlanejadaId: null,
      descricao: 'Limpeza',
      percentualAcumulado: null,
      observacao: '',
      percentualPrevisto: null,
    },
  ],
  ocorrencias: [{ tipo: 'paralisacao', descricao: 'Chuva forte das 14h às 16h' }],
  comentarios: 'Concretagem adiada para amanhã.',
};

const row = (over: Partial<RdoExportRow> = {}): RdoExportRow => ({
  obraCodigo: 'OB-2025-014',
  obraNome: 'Linha 3 — Estação Sé',
  numero: 7,
  data: '2026-03-10',
  status: 'aprovado',
  autor: 'João da Silva',
  conteudo,
  ...over,
});

async function* slowly(rows: RdoExportRow[]): AsyncIterable<RdoExportRow> {
  for (const r of rows) {
    await tick(); // as a database cursor would: other work runs between rows
    yield r;
  }
}

/** Writes the spreadsheet while collecting what reaches the client, and loads it back as Excel would. */
async function exportBook(rows: AsyncIterable<RdoExportRow>, out = new PassThrough()) {
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeRdoSpreadsheet(rows, out, {
    titulo: 'RDOs de março',
    geradoEm: new Date('2026-03-31T15:00:00Z'),
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

const values = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('writeRdoSpreadsheet', () => {
  it('writes one line per report with the figures a manager filters and sums', async () => {
    const book = await exportBook(slowly([row(), row({ numero: 8, data: '2026-03-11', autor: null })]));
    const sheet = book.getWorksheet('RDOs')!;
    expect(values(sheet, 1)).toEqual([
      'Obra',
      'Nº',
      'Data',
      'Status',
      'Autor',
      'Expediente',
      'Clima manhã',
      'Clima tarde',
      'Clima noite',
      'Chuva (mm)',
      'Efetivo próprio',
      'Efetivo terceirizado',
      'Equipamentos',
      'Ocorrências',
      'Atividades',
      'Comentários',
    ]);
    expect(values(sheet, 2)).toEqual([
      'OB-2025-014 — Linha 3 — Estação Sé',
      7,
      new Date('2026-03-10T00:00:00Z'),
      'Aprovado',
      'João da Silva',
      '07:00–17:00',
      'Claro / Praticável',
      'Chuvoso / Impraticável',
      undefined,
      12.35,
      10,
      3,
      5,
      1,
      'Alvenaria do bloco B; Limpeza',
      'Concretagem adiada para amanhã.',
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('J2').numFmt).toBe('0.00');
    expect(sheet.getCell('E3').value).toBeNull();
    expect(sheet.actualRowCount).toBe(3);
  });

  it('lists workforce, activities and occurrences item by item, each with its report', async () => {
    const book = await exportBook(slowly([row()]));
    const mao = book.getWorksheet('Mão de obra')!;
    expect(values(mao, 1)).toEqual([
      'Obra',
      'Nº',
      'Data',
      'Função',
      'Empresa',
      'Tipo',
      'Quantidade',
      'Horas',
    ]);
    expect(values(mao, 2).slice(1)).toEqual([
      7,
      new Date('2026-03-10T00:00:00Z'),
      'Pedreiro',
      'Construtora Alfa',
      'Própria',
      6,
      8.5,
    ]);
    expect(values(mao, 4).slice(3)).toEqual(['Armador', 'Ferragens Beta', 'Terceirizada', 3, 8]);
    expect(mao.actualRowCount).toBe(4);
    const atividades = book.getWorksheet('Atividades')!;
    expect(values(atividades, 1).slice(3)).toEqual(['Descrição', '% acumulado', 'Observação']);
    expect(values(atividades, 2).slice(3)).toEqual(['Alvenaria do bloco B', 45.5, '2º pavimento']);
    expect([atividades.getCell('D3').value, atividades.getCell('E3').value]).toEqual(['Limpeza', null]);
    const ocorrencias = book.getWorksheet('Ocorrências')!;
    expect(values(ocorrencias, 2).slice(3)).toEqual(['Paralisação', 'Chuva forte das 14h às 16h']);
  });

  it('gives every sheet a bold frozen header with an autofilter, and the title in the file properties', async () => {
    const book = await exportBook(slowly([row()]));
    expect(book.worksheets.map((s) => s.name)).toEqual(['RDOs', 'Mão de obra', 'Atividades', 'Ocorrências']);
    for (const sheet of book.worksheets) {
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.getColumn(1).width).toBeGreaterThan(20);
    }
    expect(book.title).toBe('RDOs de março');
  });

  it('says when there was no work, and keeps an over-long cell within what Excel opens', async () => {
    const quiet = { ...conteudo, semTrabalho: true, atividades: [] };
    const long = Array.from({ length: 200 }, (_, i) => ({
      ...conteudo.atividades[0]!,
      descricao: `${i} ${'x'.repeat(200)}`,
    }));
    const book = await exportBook(
      slowly([row({ conteudo: quiet }), row({ conteudo: { ...conteudo, atividades: long } })]),
    );
    const sheet = book.getWorksheet('RDOs')!;
    expect(sheet.getCell('F2').value).toBe('Sem expediente');
    const cell = String(sheet.getCell('O3').value);
    expect(cell).toHaveLength(32_767);
    expect(cell.endsWith('…')).toBe(true);
  });

  it('writes only the headers for an empty period', async () => {
    const book = await exportBook(slowly([]));
    expect(book.worksheets.map((s) => s.actualRowCount)).toEqual([1, 1, 1, 1]);
  });

  it('streams: the download starts before the last report is read', async () => {
    const out = new PassThrough();
    let bytes = 0;
    let bytesBeforeLast = -1;
    out.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const many = Array.from({ length: 1000 }, (_, i) => row({ numero: i + 1 }));
    async function* watched() {
      for await (const r of slowly(many)) {
        if (r.numero === many.length) bytesBeforeLast = bytes;
        yield r;
      }
    }
    const book = await exportBook(watched(), out);
    console.info(bytesBeforeLast, bytes);
    expect(bytesBeforeLast).toBeGreaterThan(0);
    expect(book.getWorksheet('RDOs')!.actualRowCount).toBe(1001);
  });

  it('stops reading reports when the download is closed, and rethrows the source’s failure', async () => {
    const out = new PassThrough();
    out.resume();
    let read = 0;
    async function* closing() {
      for await (const r of slowly([row(), row(), row()])) {
        read++;
        if (read === 2) out.destroy();
        yield r;
      }
    }
    const meta = { titulo: 'x', geradoEm: new Date() };
    await expect(writeRdoSpreadsheet(closing(), out, meta)).rejects.toThrow('A exportação foi interrompida');
    expect(read).toBe(2);

    async function* failing(): AsyncIterable<RdoExportRow> {
      yield row();
      throw new Error('conexão com o banco perdida');
    }
    await expect(writeRdoSpreadsheet(failing(), new PassThrough().resume(), meta)).rejects.toThrow(
      'conexão com o banco perdida',
    );
  });
});
