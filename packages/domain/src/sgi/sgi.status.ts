import { defineLifecycle } from '../workflow/lifecycle';

/**
 * SPEC §4 "SGI items": RASCUNHO (not yet submitted, its author's only) → TRIAGEM → EM ANDAMENTO → FINALIZADO. Old
 * records in ANDAMENTO read as EM ANDAMENTO (`statusSgiDe`).
 */
export const SGI_STATUSES = ['RASCUNHO', 'TRIAGEM', 'EM ANDAMENTO', 'FINALIZADO'] as const;
export type TSgiStatus = (typeof SGI_STATUSES)[number];
export const SGI_STATUS_LEGADO = 'ANDAMENTO';

export const SGI_STATUS_LABEL: Record<TSgiStatus, string> = {
  RASCUNHO: 'Rascunho',
  TRIAGEM: 'Triagem',
  'EM ANDAMENTO': 'Em andamento',
  FINALIZADO: 'Finalizado',
};

/** A stored status as people read it: the old ANDAMENTO is EM ANDAMENTO. */
export function statusSgiDe(status: string): TSgiStatus {
  return status === SGI_STATUS_LEGADO ? 'EM ANDAMENTO' : (status as TSgiStatus);
}

/**
 * The occurrence's moves. Submitting is the author's; accepting (triage, with the responsible and the severity) and
 * returning are the SGI team's; the occurrence finishes by itself when every action of its plan is finished, and
 * reopens when one is reopened (the service records those as the person whose action caused them); the team may
 * also finish one without a plan (a deviation corrected on the spot) and reopen it.
 */
export const SGI_LIFECYCLE = defineLifecycle({
  entidade: 'ocorrencia_sgi',
  subject: 'TicketSgi',
  umRegistro: 'Uma ocorrência',
  statuses: SGI_STATUSES,
  labels: SGI_STATUS_LABEL,
  moves: {
    enviar: {
      from: ['RASCUNHO'],
      to: 'TRIAGEM',
      action: 'update',
      label: 'Enviar para triagem',
      past: 'enviada para triagem',
      tone: 'primary',
      notices: ['acao_pendente'],
    },
    aceitar: {
      from: ['TRIAGEM'],
      to: 'EM ANDAMENTO',
      action: 'accept',
      label: 'Aceitar',
      past: 'aceita',
      tone: 'success',
      notices: ['status_alterado'],
    },
    devolver: {
      from: ['TRIAGEM'],
      to: 'RASCUNHO',
      action: 'accept',
      label: 'Devolver ao autor',
      past: 'devolvida',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    finalizar: {
      from: ['EM ANDAMENTO'],
      to: 'FINALIZADO',
      action: 'accept',
      label: 'Finalizar',
      past: 'finalizada',
      tone: 'success',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    reabrir: {
      from: ['FINALIZADO'],
      to: 'EM ANDAMENTO',
      action: 'accept',
      label: 'Reabrir',
      past: 'reaberta',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
  },
  refused: {
    enviar: 'Só quem registrou a ocorrência a envia para a triagem.',
    aceitar: 'Só a equipe do SGI faz a triagem.',
    devolver: 'Só a equipe do SGI faz a triagem.',
    finalizar: 'Só a equipe do SGI finaliza uma ocorrência.',
    reabrir: 'Só a equipe do SGI reabre uma ocorrência.',
  },
});
export type TSgiMove = keyof typeof SGI_LIFECYCLE.moves;
export const SGI_MOVES = Object.keys(SGI_LIFECYCLE.moves) as TSgiMove[];

/** SPEC §2 SGI pages: one per category. */
export const SGI_CATEGORIAS = ['qualidade', 'meio_ambiente', 'seguranca', 'auditoria'] as const;
export type TSgiCategoria = (typeof SGI_CATEGORIAS)[number];
export const SGI_CATEGORIA_LABEL: Record<TSgiCategoria, string> = {
  qualidade: 'Qualidade',
  meio_ambiente: 'Meio ambiente',
  seguranca: 'Segurança',
  auditoria: 'Auditoria',
};
/** The category's page (`/sgi/meioAmbiente`). */
export const SGI_CATEGORIA_ROTA: Record<TSgiCategoria, string> = {
  qualidade: 'qualidade',
  meio_ambiente: 'meioAmbiente',
  seguranca: 'seguranca',
  auditoria: 'auditoria',
};

export const SGI_TIPOS = [
  'desvio',
  'nao_conformidade',
  'incidente',
  'acidente',
  'quase_acidente',
  'reclamacao',
  'oportunidade_melhoria',
  'constatacao_auditoria',
] as const;
export type TSgiTipo = (typeof SGI_TIPOS)[number];
export const SGI_TIPO_LABEL: Record<TSgiTipo, string> = {
  desvio: 'Desvio',
  nao_conformidade: 'Não conformidade',
  incidente: 'Incidente',
  acidente: 'Acidente',
  quase_acidente: 'Quase acidente',
  reclamacao: 'Reclamação',
  oportunidade_melhoria: 'Oportunidade de melhoria',
  constatacao_auditoria: 'Constatação de auditoria',
};

export const SGI_ORIGENS = [
  'inspecao',
  'auditoria',
  'reclamacao',
  'rdo',
  'checklist',
  'taf',
  'outra',
] as const;
export type TSgiOrigem = (typeof SGI_ORIGENS)[number];
export const SGI_ORIGEM_LABEL: Record<TSgiOrigem, string> = {
  inspecao: 'Inspeção',
  auditoria: 'Auditoria',
  reclamacao: 'Reclamação',
  rdo: 'Ocorrência do RDO',
  checklist: 'Não conformidade de checklist',
  taf: 'Não conformidade de TAF',
  outra: 'Outra',
};

/** Deviations got a severity grade in release 3.4.6 (SPEC §3): set at triage, required for a deviation. */
export const SGI_GRAVIDADES = ['leve', 'moderada', 'grave'] as const;
export type TSgiGravidade = (typeof SGI_GRAVIDADES)[number];
export const SGI_GRAVIDADE_LABEL: Record<TSgiGravidade, string> = {
  leve: 'Leve',
  moderada: 'Moderada',
  grave: 'Grave',
};

/** Ishikawa's 6M: where a root cause lies (the dashboards' Pareto). */
export const SGI_6M = ['metodo', 'material', 'medida', 'maquina', 'mao_de_obra', 'meio_ambiente'] as const;
export type TSgi6M = (typeof SGI_6M)[number];
export const SGI_6M_LABEL: Record<TSgi6M, string> = {
  metodo: 'Método',
  material: 'Material',
  medida: 'Medida',
  maquina: 'Máquina',
  mao_de_obra: 'Mão de obra',
  meio_ambiente: 'Meio ambiente',
};

export const SGI_NORMAS = ['ISO 9001', 'ISO 14001', 'ISO 45001'] as const;
export type TSgiNorma = (typeof SGI_NORMAS)[number];

export const RNC_TIPOS = ['acao_corretiva', 'oportunidade_melhoria'] as const;
export type TRncTipo = (typeof RNC_TIPOS)[number];
export const RNC_TIPO_LABEL: Record<TRncTipo, string> = {
  acao_corretiva: 'Ação corretiva',
  oportunidade_melhoria: 'Oportunidade de melhoria',
};
export const RNC_EFICACIA = ['eficaz', 'nao_eficaz'] as const;
export type TRncEficacia = (typeof RNC_EFICACIA)[number];
export const RNC_EFICACIA_LABEL: Record<TRncEficacia, string> = {
  eficaz: 'Eficaz',
  nao_eficaz: 'Não eficaz',
};

/**
 * A 5W2H action: the owner (quem) finishes it with the cost actually spent; its verifier accepts it (verificada) or
 * reopens it (pendente again). "Finished" for the occurrence: finalizada or verificada.
 */
export const ACAO_STATUSES = ['pendente', 'finalizada', 'verificada'] as const;
export type TAcaoStatus = (typeof ACAO_STATUSES)[number];
export const ACAO_STATUS_LABEL: Record<TAcaoStatus, string> = {
  pendente: 'Pendente',
  finalizada: 'Finalizada (a verificar)',
  verificada: 'Verificada',
};
export const acaoEncerrada = (status: TAcaoStatus) => status !== 'pendente';

/** Whether an occurrence with these actions is finished by them: at least one, and none still pending. */
export function planoConcluido(acoes: readonly { status: TAcaoStatus }[]): boolean {
  return acoes.length > 0 && acoes.every((a) => acaoEncerrada(a.status));
}

/** ISO 19011 audits. */
export const AUDITORIA_TIPOS = ['interna', 'segunda_parte', 'terceira_parte'] as const;
export type TAuditoriaTipo = (typeof AUDITORIA_TIPOS)[number];
export const AUDITORIA_TIPO_LABEL: Record<TAuditoriaTipo, string> = {
  interna: 'Interna (1ª parte)',
  segunda_parte: '2ª parte (cliente ou fornecedor)',
  terceira_parte: '3ª parte (certificadora)',
};
export const AUDITORIA_ETAPAS = ['planejamento', 'preparacao', 'execucao', 'encerramento'] as const;
export type TAuditoriaEtapa = (typeof AUDITORIA_ETAPAS)[number];
export const AUDITORIA_ETAPA_LABEL: Record<TAuditoriaEtapa, string> = {
  planejamento: 'Planejamento',
  preparacao: 'Preparação',
  execucao: 'Execução',
  encerramento: 'Encerramento',
};
/** The stage after this one (null at the end): audits only go forward. */
export function proximaEtapa(etapa: TAuditoriaEtapa): TAuditoriaEtapa | null {
  return AUDITORIA_ETAPAS[AUDITORIA_ETAPAS.indexOf(etapa) + 1] ?? null;
}
