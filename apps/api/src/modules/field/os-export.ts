import {
  OS_PRIORIDADE_LABEL,
  OS_STATUS_LABEL,
  OS_TIPO_LABEL,
  ZOsListQuery,
  osProgresso,
  type TOsListQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { findOsItens, findOsPage, type OsPageRow } from './os.repository';
import { readableOrders } from './os.service';

type OsExportRow = OsPageRow & { progresso: number };

/** `/:obra/ordensServico` in Excel: the orders the user may read, with the list's filters and sort. */
export const osExportSource: ExportSource<TOsListQuery, OsExportRow> = {
  lista: 'ordensServico',
  titulo: 'Ordens de serviço',
  arquivo: 'OrdensServico',
  subject: ['Field', 'Automacao'],
  query: ZOsListQuery,
  columns: [
    { header: 'Nº', key: 'numero', type: 'numero', width: 7, value: (r) => r.os.numero },
    { header: 'Time', key: 'tipo', type: 'texto', width: 16, value: (r) => OS_TIPO_LABEL[r.os.tipo] },
    { header: 'Título', key: 'titulo', type: 'texto', width: 40, value: (r) => r.os.titulo },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 36,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    { header: 'Status', key: 'status', type: 'texto', width: 14, value: (r) => OS_STATUS_LABEL[r.os.status] },
    {
      header: 'Prioridade',
      key: 'prioridade',
      type: 'texto',
      width: 11,
      value: (r) => OS_PRIORIDADE_LABEL[r.os.prioridade],
    },
    {
      header: 'Responsável',
      key: 'responsavel',
      type: 'texto',
      width: 26,
      value: (r) => r.responsavel?.name ?? '',
    },
    {
      header: 'Início previsto',
      key: 'inicioPrevisto',
      type: 'data',
      width: 14,
      value: (r) => r.os.inicioPrevisto,
    },
    {
      header: 'Término previsto',
      key: 'fimPrevisto',
      type: 'data',
      width: 14,
      value: (r) => r.os.fimPrevisto,
    },
    { header: 'Início real', key: 'inicioReal', type: 'data', width: 12, value: (r) => r.os.inicioReal },
    { header: 'Término real', key: 'fimReal', type: 'data', width: 12, value: (r) => r.os.fimReal },
    {
      header: 'Avanço (%)',
      key: 'progresso',
      type: 'numero',
      casas: 1,
      width: 11,
      value: (r) => r.progresso,
    },
  ],
  async page({ db, ability }, query) {
    const { rows, total } = await findOsPage(db, query, readableOrders(ability, query.tipo));
    const itens = await findOsItens(
      db,
      rows.map((r) => r.os.id),
    );
    return {
      rows: rows.map((row) => ({
        ...row,
        progresso: osProgresso(itens.filter((i) => i.osId === row.os.id)),
      })),
      total,
    };
  },
};
