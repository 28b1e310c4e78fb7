import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  CONDICAO_LABEL,
  MAO_DE_OBRA_TIPO_LABEL,
  OCORRENCIA_TIPO_LABEL,
  PERIODOS,
  RDO_STATUS_LABEL,
  TEMPO_LABEL,
  type TRdoConteudoView,
  type TRdoStatus,
} from '@portal/domain';
import { addListSheet, cellText, keepPaceWithReader, startWorkbook, type SheetColumn } from '../exportacoes';

/** One report of the period, as the repository streams it. */
export interface RdoExportRow {
  obraCodigo: string;
  obraNome: string;
  numero: number;
  /** `aaaa-mm-dd`. */
  data: string;
  status: TRdoStatus;
  autor: string | null;
  conteudo: TRdoConteudoView;
}

type Sheet = ExcelJS.Worksheet;

const DATE = { numFmt: 'dd/mm/yyyy' };

const REPORT_COLUMNS: SheetColumn[] = [
  { header: 'Obra', key: 'obra', width: 36 },
  { header: 'Nº', key: 'numero', width: 7 },
  { header: 'Data', key: 'data', width: 12, style: DATE },
];

const RDOS_COLUMNS: SheetColumn[] = [
  ...REPORT_COLUMNS,
  { header: 'Status', key: 'status', width: 17 },
  { header: 'Autor', key: 'autor', width: 26 },
  { header: 'Expediente', key: 'expediente', width: 14 },
  { header: 'Clima manhã', key: 'manha', width: 22 },
  { header: 'Clima tarde', key: 'tarde', width: 22 },
  { header: 'Clima noite', key: 'noite', width: 22 },
  { header: 'Chuva (mm)', key: 'chuva', width: 11, style: { numFmt: '0.00' } },
  { header: 'Efetivo próprio', key: 'proprio', width: 15 },
  { header: 'Efetivo terceirizado', key: 'terceirizado', width: 19 },
  { header: 'Equipamentos', key: 'equipamentos', width: 14 },
  { header: 'Ocorrências', key: 'ocorrencias', width: 12 },
  { header: 'Atividades', key: 'atividades', width: 60 },
  { header: 'Comentários', key: 'comentarios', width: 60 },
];

const MAO_DE_OBRA_COLUMNS: SheetColumn[] = [
  ...REPORT_COLUMNS,
  { header: 'Função', key: 'funcao', width: 28 },
  { header: 'Empresa', key: 'empresa', width: 28 },
  { header: 'Tipo', key: 'tipo', width: 14 },
  { header: 'Quantidade', key: 'quantidade', width: 12 },
  { header: 'Horas', key: 'horas', width: 8 },
];

const ATIVIDADES_COLUMNS: SheetColumn[] = [
  ...REPORT_COLUMNS,
  { header: 'Descrição', key: 'descricao', width: 60 },
  { header: '% acumulado', key: 'percentual', width: 13 },
  { header: 'Observação', key: 'observacao', width: 50 },
];

const OCORRENCIAS_COLUMNS: SheetColumn[] = [
  ...REPORT_COLUMNS,
  { header: 'Tipo', key: 'tipo', width: 28 },
  { header: 'Descrição', key: 'descricao', width: 80 },
];

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;
const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

function clima(period: { tempo: string; condicao: string } | null): string | null {
  return period ? `${label(TEMPO_LABEL, period.tempo)} / ${label(CONDICAO_LABEL, period.condicao)}` : null;
}

function expediente({ semTrabalho, horarioInicio, horarioFim }: TRdoConteudoView): string | null {
  if (semTrabalho) return 'Sem expediente';
  if (!horarioInicio && !horarioFim) return null;
  return `${horarioInicio ?? '?'}–${horarioFim ?? '?'}`;
}

function writeReport(
  sheets: Record<'rdos' | 'maoDeObra' | 'atividades' | 'ocorrencias', Sheet>,
  row: RdoExportRow,
) {
  const { conteudo: c } = row;
  const report = {
    obra: `${row.obraCodigo} — ${row.obraNome}`,
    numero: row.numero,
    data: new Date(`${row.data}T00:00:00Z`),
  };
  const effective = (tipo: string) =>
    sum(c.maoDeObra.filter((m) => m.tipo === tipo).map((m) => m.quantidade));
  const [manha, tarde, noite] = PERIODOS.map((p) => clima(c.clima[p]));
  sheets.rdos
    .addRow({
      ...report,
      status: RDO_STATUS_LABEL[row.status],
      autor: row.autor,
      expediente: expediente(c),
      manha,
      tarde,
      noite,
      chuva: c.chuvaMm,
      proprio: effective('propria'),
      terceirizado: effective('terceirizada'),
      equipamentos: sum(c.equipamentos.map((e) => e.quantidade)),
      ocorrencias: c.ocorrencias.length,
      atividades: cellText(c.atividades.map((a) => a.descricao).join('; ')),
      comentarios: cellText(c.comentarios),
    })
    .commit();
  for (const m of c.maoDeObra) {
    sheets.maoDeObra
      .addRow({ ...report, ...m, tipo: label(MAO_DE_OBRA_TIPO_LABEL, m.tipo), horas: m.horas })
      .commit();
  }
  for (const a of c.atividades) {
    sheets.atividades
      .addRow({
        ...report,
        descricao: a.descricao,
        percentual: a.percentualAcumulado,
        observacao: a.observacao,
      })
      .commit();
  }
  for (const o of c.ocorrencias) {
    sheets.ocorrencias
      .addRow({ ...report, tipo: label(OCORRENCIA_TIPO_LABEL, o.tipo), descricao: cellText(o.descricao) })
      .commit();
  }
}

/**
 * Streams the spreadsheet (.xlsx) of a period's reports to `out`, and ends it. Rows are written and committed as
 * `rows` yields them, so thousands of reports never sit in memory together.
 *
 * Sheets: "RDOs" (one line per report: obra, number, date, status, author, working hours, weather per period,
 * rain, own and outsourced headcount, equipment, occurrences, activities, comments), "Mão de obra", "Atividades"
 * and "Ocorrências" (one line per item, with the report's obra, number and date). Each has a bold frozen header
 * with an autofilter; dates are real Excel dates shown dd/mm/aaaa.
 *
 * The zip holds one sheet after another, so the three detail sheets wait in memory (as XML) until "RDOs" is
 * complete; they are a small part of a report, which keeps a period of thousands of reports within bounds.
 *
 * @throws what `rows` throws, or an Error when `out` is closed before the end; `out` is then left unfinished.
 */
export async function writeRdoSpreadsheet(
  rows: AsyncIterable<RdoExportRow>,
  out: Writable,
  meta: { titulo: string; geradoEm: Date },
): Promise<void> {
  const workbook = startWorkbook(out, meta);
  const sheets = {
    rdos: addListSheet(workbook, 'RDOs', RDOS_COLUMNS, meta.titulo),
    maoDeObra: addListSheet(workbook, 'Mão de obra', MAO_DE_OBRA_COLUMNS, meta.titulo),
    atividades: addListSheet(workbook, 'Atividades', ATIVIDADES_COLUMNS, meta.titulo),
    ocorrencias: addListSheet(workbook, 'Ocorrências', OCORRENCIAS_COLUMNS, meta.titulo),
  };
  for await (const row of rows) {
    writeReport(sheets, row);
    await keepPaceWithReader(out);
  }
  await workbook.commit();
}
