import {
  OBRA_STATUS_LABEL,
  todayInSaoPaulo,
  ZFabricacoesQuery,
  type TFabricacoesQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { fabricacoesWhere } from './fabricacao-rules';
import { findFabricacoesPage, type FabricacaoRow } from './fabricacao.repository';

/** The fabrications list (`/fabricacao`) in Excel, with its filters and its progress, as the list shows it. */
export const fabricacoesExportSource: ExportSource<TFabricacoesQuery, FabricacaoRow> = {
  lista: 'fabricacoes',
  titulo: 'Fabricações',
  arquivo: 'Fabricacoes',
  subject: 'Fabricacao',
  query: ZFabricacoesQuery,
  columns: [
    { header: 'Código', key: 'codigo', type: 'texto', width: 16, value: (r) => r.codigo },
    { header: 'Nome', key: 'nome', type: 'texto', width: 36, value: (r) => r.nome },
    { header: 'Cliente', key: 'cliente', type: 'texto', width: 28, value: (r) => r.cliente.nome },
    {
      header: 'Obra de destino',
      key: 'destino',
      type: 'texto',
      width: 30,
      value: (r) => (r.destinoCodigo ? `${r.destinoCodigo} — ${r.destinoNome}` : ''),
    },
    {
      header: 'Situação',
      key: 'status',
      type: 'texto',
      width: 16,
      value: (r) => OBRA_STATUS_LABEL[r.status],
    },
    { header: 'Início previsto', key: 'inicio', type: 'data', width: 14, value: (r) => r.inicioPrevisto },
    { header: 'Fim previsto', key: 'fim', type: 'data', width: 14, value: (r) => r.fimPrevisto },
    { header: 'Itens', key: 'itens', type: 'numero', width: 8, value: (r) => r.itens },
    {
      header: 'Peso total (kg)',
      key: 'peso',
      type: 'numero',
      casas: 3,
      width: 16,
      total: true,
      value: (r) => r.pesoTotalKg,
    },
    {
      header: 'Avanço por peso (%)',
      key: 'progressoPeso',
      type: 'numero',
      casas: 2,
      width: 16,
      value: (r) => r.progressoPeso,
    },
    {
      header: 'Operações atrasadas',
      key: 'atrasadas',
      type: 'numero',
      width: 14,
      value: (r) => r.operacoesAtrasadas,
    },
  ],
  page: ({ db, ability }, query) =>
    findFabricacoesPage(db, todayInSaoPaulo(), query, fabricacoesWhere(ability)),
};
