import {
  TAF_STATUS_LABEL,
  TAF_VEREDITO_LABEL,
  ZTafsQuery,
  type TTafStatus,
  type TTafsQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { tafsWhere } from './produtos-rules';
import { findTafsPage, type TafDetailRow } from './taf.repository';

/** The TAF records in Excel, with the list's filters. */
export const tafsExportSource: ExportSource<TTafsQuery, TafDetailRow> = {
  lista: 'tafs',
  titulo: 'TAFs (testes de aceitação em fábrica)',
  arquivo: 'TAFs',
  subject: 'TAF',
  query: ZTafsQuery,
  columns: [
    { header: 'Nº', key: 'numero', type: 'numero', width: 8, value: (r) => r.taf.numero },
    { header: 'Produto', key: 'produto', type: 'texto', width: 16, value: (r) => r.produto.codigo },
    { header: 'Nome do produto', key: 'produtoNome', type: 'texto', width: 34, value: (r) => r.produto.nome },
    { header: 'Nº de série', key: 'serie', type: 'texto', width: 16, value: (r) => r.taf.numeroSerie },
    {
      header: 'Fabricação',
      key: 'obra',
      type: 'texto',
      width: 40,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    { header: 'Cliente', key: 'cliente', type: 'texto', width: 28, value: (r) => r.cliente ?? '' },
    { header: 'Modelo', key: 'modelo', type: 'texto', width: 28, value: (r) => r.modelo?.nome ?? '' },
    {
      header: 'Situação',
      key: 'status',
      type: 'texto',
      width: 22,
      value: (r) => TAF_STATUS_LABEL[r.taf.status as TTafStatus] ?? r.taf.status,
    },
    {
      header: 'Resultado',
      key: 'resultado',
      type: 'texto',
      width: 12,
      value: (r) => (r.taf.resultado ? TAF_VEREDITO_LABEL[r.taf.resultado as 'aprovado' | 'reprovado'] : ''),
    },
    { header: 'Pontos', key: 'pontos', type: 'numero', width: 9, value: (r) => r.taf.pontos.length },
    {
      header: 'Respondidos',
      key: 'respondidos',
      type: 'numero',
      width: 12,
      value: (r) => Number(r.respondidos),
    },
    {
      header: 'Não conformes',
      key: 'naoConformes',
      type: 'numero',
      width: 14,
      value: (r) => Number(r.naoConformes),
    },
    {
      header: 'Concluído em',
      key: 'concluidoEm',
      type: 'dataHora',
      width: 18,
      value: (r) => r.taf.concluidoEm,
    },
    { header: 'Assinado em', key: 'assinadoEm', type: 'dataHora', width: 18, value: (r) => r.taf.assinadoEm },
  ],
  async page({ db, ability }, query) {
    return findTafsPage(db, query, tafsWhere(ability));
  },
};
