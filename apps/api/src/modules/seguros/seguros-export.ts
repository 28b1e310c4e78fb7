import {
  agora,
  SEGURO_RAMO_LABEL,
  SEGURO_SITUACAO_LABEL,
  SEGURO_TIPO_LABEL,
  ZApolicesQuery,
  situacaoSeguro,
  todayInSaoPaulo,
  type TApolicesQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { apolicesWhere } from './seguros-rules';
import { findApolicesPage, type ApoliceDetailRow } from './seguros.repository';

/** `/seguros` in Excel: the policies the user may read, with the list's filters and order. */
export const apolicesExportSource: ExportSource<TApolicesQuery, ApoliceDetailRow> = {
  lista: 'seguros',
  titulo: 'Apólices de seguro',
  arquivo: 'Apolices',
  subject: ['SEGUROS', 'SEGUROS_PLENO'],
  query: ZApolicesQuery,
  columns: [
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 36,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    {
      header: 'Ramo',
      key: 'ramo',
      type: 'texto',
      width: 20,
      value: (r) => SEGURO_RAMO_LABEL[r.apolice.ramo],
    },
    {
      header: 'Tipo',
      key: 'tipo',
      type: 'texto',
      width: 28,
      value: (r) => SEGURO_TIPO_LABEL[r.apolice.tipo],
    },
    { header: 'Apólice', key: 'numero', type: 'texto', width: 18, value: (r) => r.apolice.numero },
    { header: 'Segurado', key: 'segurado', type: 'texto', width: 28, value: (r) => r.apolice.segurado },
    {
      header: 'Processo SUSEP',
      key: 'processoSusep',
      type: 'texto',
      width: 22,
      value: (r) => r.apolice.processoSusep,
    },
    { header: 'Seguradora', key: 'seguradora', type: 'texto', width: 24, value: (r) => r.apolice.seguradora },
    { header: 'Corretora', key: 'corretora', type: 'texto', width: 24, value: (r) => r.apolice.corretora },
    { header: 'Início', key: 'inicio', type: 'data', width: 12, value: (r) => r.apolice.inicioVigencia },
    {
      header: 'Fim (após endossos)',
      key: 'fim',
      type: 'data',
      width: 14,
      value: (r) => r.apolice.fimVigencia,
    },
    {
      header: 'Situação',
      key: 'situacao',
      type: 'texto',
      width: 20,
      value: (r) =>
        SEGURO_SITUACAO_LABEL[
          situacaoSeguro({ inicio: r.apolice.inicioVigencia, fim: r.apolice.fimVigencia }, agora())
        ],
    },
    {
      header: 'Importância segurada',
      key: 'importancia',
      type: 'dinheiro',
      width: 20,
      value: (r) => r.apolice.importanciaSegurada,
    },
    {
      header: 'Prêmio total',
      key: 'premio',
      type: 'dinheiro',
      width: 16,
      value: (r) => r.apolice.premioTotal,
    },
    { header: 'Franquia', key: 'franquia', type: 'texto', width: 30, value: (r) => r.apolice.franquia },
    { header: 'Endossos', key: 'endossos', type: 'numero', width: 10, value: (r) => r.endossos },
  ],
  async page({ db, ability }, query) {
    return findApolicesPage(db, query, apolicesWhere(ability), todayInSaoPaulo());
  },
};
