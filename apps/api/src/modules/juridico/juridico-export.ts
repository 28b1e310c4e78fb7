import {
  JURIDICO_EVENTO_LABEL,
  PROCESSO_FASE_LABEL,
  PROCESSO_POLO_LABEL,
  PROCESSO_TIPO_LABEL,
  PROVISAO_RISCO_LABEL,
  ZProcessosQuery,
  formatDate,
  type TProcessosQuery,
  type TProvisaoRisco,
} from '@portal/domain';
import type { ExportColumn, ExportSource } from '../exportacoes';
import { processosWhere } from './juridico-rules';
import { findProcessosPage, type ProcessoRow } from './juridico.repository';

/** The provision of a case in its own risk's column, so each risk is totalled apart. */
const provisaoDe = (risco: TProvisaoRisco, header: string): ExportColumn<ProcessoRow> => ({
  header,
  key: `provisao_${risco}`,
  type: 'dinheiro',
  width: 18,
  total: true,
  value: (r) => (r.processo.provisaoRisco === risco ? r.processo.provisaoValor : null),
});

/** The legal portfolio in Excel (issue 21): the cases the user may read, with the list's filters, provisions totalled. */
export const processosExportSource: ExportSource<TProcessosQuery, ProcessoRow> = {
  lista: 'processos',
  titulo: 'Processos jurídicos',
  arquivo: 'Processos',
  subject: 'ProcessoJuridico',
  query: ZProcessosQuery,
  columns: [
    { header: 'Número CNJ', key: 'numeroCnj', type: 'texto', width: 28, value: (r) => r.processo.numeroCnj },
    {
      header: 'Tipo',
      key: 'tipo',
      type: 'texto',
      width: 12,
      value: (r) => PROCESSO_TIPO_LABEL[r.processo.tipo],
    },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 34,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    {
      header: 'Parte contrária',
      key: 'parte',
      type: 'texto',
      width: 34,
      value: (r) => r.processo.parteContraria,
    },
    {
      header: 'Polo',
      key: 'polo',
      type: 'texto',
      width: 20,
      value: (r) => PROCESSO_POLO_LABEL[r.processo.polo],
    },
    {
      header: 'Juízo',
      key: 'juizo',
      type: 'texto',
      width: 40,
      value: (r) => `${r.processo.vara}, ${r.processo.comarca}/${r.processo.uf}`,
    },
    {
      header: 'Fase',
      key: 'fase',
      type: 'texto',
      width: 12,
      value: (r) => PROCESSO_FASE_LABEL[r.processo.fase],
    },
    {
      header: 'Escritório',
      key: 'escritorio',
      type: 'texto',
      width: 30,
      value: (r) => r.escritorio?.nome ?? '',
    },
    {
      header: 'Valor da causa',
      key: 'valorCausa',
      type: 'dinheiro',
      width: 18,
      total: true,
      value: (r) => r.processo.valorCausa,
    },
    {
      header: 'Risco',
      key: 'risco',
      type: 'texto',
      width: 10,
      value: (r) => PROVISAO_RISCO_LABEL[r.processo.provisaoRisco],
    },
    provisaoDe('provavel', 'Provisão provável'),
    provisaoDe('possivel', 'Provisão possível'),
    provisaoDe('remota', 'Provisão remota'),
    {
      header: 'Próxima audiência ou prazo',
      key: 'proximo',
      type: 'texto',
      width: 40,
      value: (r) =>
        r.proximoEvento
          ? `${JURIDICO_EVENTO_LABEL[r.proximoEvento.tipo]} ${formatDate(r.proximoEvento.data)}${r.proximoEvento.hora ? ` ${r.proximoEvento.hora}` : ''}: ${r.proximoEvento.titulo}`
          : '',
    },
  ],
  async page({ db, ability }, query) {
    const { rows, totals } = await findProcessosPage(db, query, processosWhere(ability));
    return { rows, total: totals.total };
  },
};
