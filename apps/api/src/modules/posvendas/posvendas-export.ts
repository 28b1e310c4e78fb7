import {
  CHAMADO_PRIORIDADE_LABEL,
  CHAMADO_STATUS_LABEL,
  ZChamadosQuery,
  type TChamadosQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { chamadosWhere } from './posvendas-rules';
import { slaDe } from './posvendas-sla';
import { findChamadosPage, type ChamadoRow } from './posvendas.repository';

const SIM_NAO = (v: boolean) => (v ? 'Sim' : 'Não');

/**
 * The after-sales tickets in Excel (issue 17), with the list's filters: the team's view (costs included), so only
 * the tickets the user reads the team's side of (`readInterno`) — a client's export holds none.
 */
export const chamadosExportSource: ExportSource<TChamadosQuery, ChamadoRow> = {
  lista: 'chamados',
  titulo: 'Chamados de pós-vendas',
  arquivo: 'Chamados',
  subject: 'PosVendas',
  query: ZChamadosQuery,
  columns: [
    { header: 'Nº', key: 'numero', type: 'numero', width: 8, value: (r) => r.chamado.numero },
    { header: 'Título', key: 'titulo', type: 'texto', width: 40, value: (r) => r.chamado.titulo },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 34,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    { header: 'Cliente', key: 'cliente', type: 'texto', width: 28, value: (r) => r.cliente?.nome ?? '' },
    {
      header: 'Produto ou equipamento',
      key: 'produto',
      type: 'texto',
      width: 28,
      value: (r) => r.chamado.produto,
    },
    { header: 'Nº de série', key: 'serie', type: 'texto', width: 16, value: (r) => r.chamado.numeroSerie },
    {
      header: 'Prioridade',
      key: 'prioridade',
      type: 'texto',
      width: 12,
      value: (r) => CHAMADO_PRIORIDADE_LABEL[r.chamado.prioridade],
    },
    {
      header: 'Situação',
      key: 'status',
      type: 'texto',
      width: 18,
      value: (r) => CHAMADO_STATUS_LABEL[r.chamado.status],
    },
    {
      header: 'Responsável',
      key: 'responsavel',
      type: 'texto',
      width: 26,
      value: (r) => r.responsavel?.nome ?? '',
    },
    { header: 'Aberto em', key: 'abertoEm', type: 'dataHora', width: 18, value: (r) => r.chamado.abertoEm },
    {
      header: 'Primeira resposta',
      key: 'primeiraResposta',
      type: 'dataHora',
      width: 18,
      value: (r) => r.chamado.primeiraRespostaEm,
    },
    {
      header: 'Concluído em',
      key: 'concluidoEm',
      type: 'dataHora',
      width: 18,
      value: (r) => r.chamado.concluidoEm,
    },
    {
      header: 'SLA de resposta estourado',
      key: 'slaResposta',
      type: 'texto',
      width: 14,
      value: (r) => SIM_NAO(slaDe(r.chamado).primeiraRespostaEstourada),
    },
    {
      header: 'SLA de solução estourado',
      key: 'slaSolucao',
      type: 'texto',
      width: 14,
      value: (r) => SIM_NAO(slaDe(r.chamado).resolucaoEstourada),
    },
    {
      header: 'Horas úteis até a solução',
      key: 'resolucao',
      type: 'numero',
      width: 14,
      value: (r) =>
        r.chamado.resolucaoMinutos === null ? null : Math.round(r.chamado.resolucaoMinutos / 6) / 10,
    },
    { header: 'Custo', key: 'custo', type: 'dinheiro', width: 16, total: true, value: (r) => r.custoTotal },
  ],
  async page({ db, ability, userId }, query) {
    const { rows, total } = await findChamadosPage(db, query, chamadosWhere(ability, 'readInterno'), userId);
    return { rows, total };
  },
};
