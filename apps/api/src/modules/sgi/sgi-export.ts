import {
  ACAO_STATUS_LABEL,
  AUDITORIA_ETAPA_LABEL,
  AUDITORIA_TIPO_LABEL,
  SGI_CATEGORIA_LABEL,
  SGI_GRAVIDADE_LABEL,
  SGI_ORIGEM_LABEL,
  SGI_STATUS_LABEL,
  SGI_TIPO_LABEL,
  ZAcoesQuery,
  ZAuditoriasQuery,
  ZOcorrenciasQuery,
  statusSgiDe,
  type TAcoesQuery,
  type TAuditoriasQuery,
  type TOcorrenciasQuery,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { findAcoesPage, type AcaoRow } from './sgi-acoes.repository';
import { findAuditoriasPage, type AuditoriaRow } from './sgi-auditorias.repository';
import { ocorrenciasWhere } from './sgi-rules';
import { findOcorrenciasPage, type OcorrenciaRow } from './sgi.repository';

/** The SGI occurrences in Excel, with the list's filters (issue 16: every list exports). */
export const ocorrenciasExportSource: ExportSource<TOcorrenciasQuery, OcorrenciaRow> = {
  lista: 'ocorrencias_sgi',
  titulo: 'Ocorrências do SGI',
  arquivo: 'Ocorrencias-SGI',
  subject: 'TicketSgi',
  query: ZOcorrenciasQuery,
  columns: [
    { header: 'Nº', key: 'numero', type: 'numero', width: 8, value: (r) => r.ocorrencia.numero },
    {
      header: 'Categoria',
      key: 'categoria',
      type: 'texto',
      width: 16,
      value: (r) => SGI_CATEGORIA_LABEL[r.ocorrencia.categoria],
    },
    {
      header: 'Tipo',
      key: 'tipo',
      type: 'texto',
      width: 22,
      value: (r) => SGI_TIPO_LABEL[r.ocorrencia.tipo],
    },
    {
      header: 'Origem',
      key: 'origem',
      type: 'texto',
      width: 24,
      value: (r) => SGI_ORIGEM_LABEL[r.ocorrencia.origem],
    },
    { header: 'Título', key: 'titulo', type: 'texto', width: 40, value: (r) => r.ocorrencia.titulo },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 30,
      value: (r) => (r.obra?.codigo ? `${r.obra.codigo} — ${r.obra.nome}` : ''),
    },
    { header: 'Data', key: 'data', type: 'data', width: 12, value: (r) => r.ocorrencia.dataOcorrencia },
    {
      header: 'Gravidade',
      key: 'gravidade',
      type: 'texto',
      width: 12,
      value: (r) => (r.ocorrencia.gravidade ? SGI_GRAVIDADE_LABEL[r.ocorrencia.gravidade] : ''),
    },
    {
      header: 'Situação',
      key: 'status',
      type: 'texto',
      width: 14,
      value: (r) => SGI_STATUS_LABEL[statusSgiDe(r.ocorrencia.status)],
    },
    {
      header: 'Responsável',
      key: 'responsavel',
      type: 'texto',
      width: 26,
      value: (r) => r.responsavel?.nome ?? '',
    },
    { header: 'Prazo', key: 'prazo', type: 'data', width: 12, value: (r) => r.ocorrencia.prazo },
    {
      header: 'Ações pendentes',
      key: 'pendentes',
      type: 'numero',
      width: 10,
      value: (r) => r.acoesPendentes,
    },
    {
      header: 'Finalizada em',
      key: 'finalizada',
      type: 'dataHora',
      width: 18,
      value: (r) => r.ocorrencia.finalizadaEm,
    },
  ],
  async page({ db, ability, userId }, query) {
    return findOcorrenciasPage(db, query, ocorrenciasWhere(ability), userId);
  },
};

/** Every action of every plan (`/sgi/acoes`) in Excel, in 5W2H columns. */
export const acoesExportSource: ExportSource<TAcoesQuery, AcaoRow> = {
  lista: 'acoes_sgi',
  titulo: 'Ações dos planos do SGI (5W2H)',
  arquivo: 'Acoes-SGI',
  subject: 'TicketSgi',
  query: ZAcoesQuery,
  columns: [
    { header: 'Ocorrência', key: 'ocorrencia', type: 'numero', width: 10, value: (r) => r.ocorrencia.numero },
    { header: 'O quê', key: 'oQue', type: 'texto', width: 40, value: (r) => r.acao.oQue },
    { header: 'Por quê', key: 'porQue', type: 'texto', width: 30, value: (r) => r.acao.porQue },
    { header: 'Onde', key: 'onde', type: 'texto', width: 20, value: (r) => r.acao.onde },
    { header: 'Quando', key: 'quando', type: 'data', width: 12, value: (r) => r.acao.quando },
    { header: 'Quem', key: 'quem', type: 'texto', width: 24, value: (r) => r.quem?.nome ?? '' },
    { header: 'Como', key: 'como', type: 'texto', width: 30, value: (r) => r.acao.como },
    {
      header: 'Quanto custa',
      key: 'quantoCusta',
      type: 'dinheiro',
      width: 16,
      total: true,
      value: (r) => r.acao.quantoCusta,
    },
    {
      header: 'Verificador',
      key: 'verificador',
      type: 'texto',
      width: 24,
      value: (r) => r.verificador?.nome ?? '',
    },
    {
      header: 'Custo real',
      key: 'custoReal',
      type: 'dinheiro',
      width: 16,
      total: true,
      value: (r) => r.acao.custoReal,
    },
    {
      header: 'Situação',
      key: 'status',
      type: 'texto',
      width: 22,
      value: (r) => ACAO_STATUS_LABEL[r.acao.status],
    },
    {
      header: 'Atrasada',
      key: 'atrasada',
      type: 'texto',
      width: 10,
      value: (r) => (r.atrasada ? 'Sim' : 'Não'),
    },
  ],
  async page({ db, ability, userId }, query) {
    return findAcoesPage(db, query, ocorrenciasWhere(ability, 'readAcoes'), userId);
  },
};

/** The audits (`/sgi/auditoria`) in Excel: every staff member reads them (SPEC §6: all read actions). */
export const auditoriasExportSource: ExportSource<TAuditoriasQuery, AuditoriaRow> = {
  lista: 'auditorias_sgi',
  titulo: 'Auditorias do SGI',
  arquivo: 'Auditorias-SGI',
  subject: 'TicketSgi',
  query: ZAuditoriasQuery,
  columns: [
    { header: 'Nº', key: 'numero', type: 'numero', width: 8, value: (r) => r.auditoria.numero },
    { header: 'Título', key: 'titulo', type: 'texto', width: 40, value: (r) => r.auditoria.titulo },
    {
      header: 'Tipo',
      key: 'tipo',
      type: 'texto',
      width: 18,
      value: (r) => AUDITORIA_TIPO_LABEL[r.auditoria.tipo],
    },
    {
      header: 'Normas',
      key: 'normas',
      type: 'texto',
      width: 22,
      value: (r) => r.auditoria.normas.join(', '),
    },
    { header: 'Escopo', key: 'escopo', type: 'texto', width: 40, value: (r) => r.auditoria.escopo },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 30,
      value: (r) => (r.obra?.codigo ? `${r.obra.codigo} — ${r.obra.nome}` : ''),
    },
    { header: 'Auditor', key: 'auditor', type: 'texto', width: 24, value: (r) => r.auditoria.auditor },
    { header: 'Início', key: 'inicio', type: 'data', width: 12, value: (r) => r.auditoria.inicio },
    { header: 'Fim', key: 'fim', type: 'data', width: 12, value: (r) => r.auditoria.fim },
    {
      header: 'Etapa',
      key: 'etapa',
      type: 'texto',
      width: 16,
      value: (r) => AUDITORIA_ETAPA_LABEL[r.auditoria.etapa],
    },
    { header: 'Constatações', key: 'constatacoes', type: 'numero', width: 12, value: (r) => r.constatacoes },
  ],
  async page({ db }, query) {
    return findAuditoriasPage(db, query);
  },
};
