import { defineLifecycle } from '../workflow/lifecycle';

/**
 * A TAF record's life (issue 20): the factory fills it (em_execucao), concludes it when every point is answered
 * (aguardando_assinaturas), and the second of the two signatures (factory inspector, client's inspector) makes it
 * assinado, locked for good. Before the second signature it may be reopened (the signatures are cleared).
 */
export const TAF_STATUSES = ['em_execucao', 'aguardando_assinaturas', 'assinado'] as const;
export type TTafStatus = (typeof TAF_STATUSES)[number];

export const TAF_STATUS_LABEL: Record<TTafStatus, string> = {
  em_execucao: 'Em execução',
  aguardando_assinaturas: 'Aguardando assinaturas',
  assinado: 'Assinado',
};

/** The record's verdict, set when it is concluded: reprovado when any point is não conforme. */
export const TAF_VEREDITOS = ['aprovado', 'reprovado'] as const;
export type TTafVeredito = (typeof TAF_VEREDITOS)[number];
export const TAF_VEREDITO_LABEL: Record<TTafVeredito, string> = {
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
};

/** Who signs a TAF: the factory's inspector (the signed-in user) and the client's inspector (on the same tablet). */
export const TAF_PAPEIS = ['fabrica', 'cliente'] as const;
export type TTafPapel = (typeof TAF_PAPEIS)[number];
export const TAF_PAPEL_LABEL: Record<TTafPapel, string> = {
  fabrica: 'Inspetor da fábrica',
  cliente: 'Inspetor do cliente',
};

const quemFazTaf = 'Só quem executa TAFs (editor ou administrador de TAF) pode fazer isto.';

/**
 * `assinar` is not a button: the second signature (POST /api/tafs/:taf/assinaturas) makes it, so the record's
 * `movimentos` leave it out; the timeline shows it.
 */
export const TAF_LIFECYCLE = defineLifecycle({
  entidade: 'taf',
  subject: 'TAF',
  umRegistro: 'Um TAF',
  statuses: TAF_STATUSES,
  labels: TAF_STATUS_LABEL,
  moves: {
    concluir: {
      from: ['em_execucao'],
      to: 'aguardando_assinaturas',
      action: 'update',
      label: 'Concluir e colher assinaturas',
      past: 'concluído',
      tone: 'primary',
      notices: ['status_alterado'],
    },
    reabrir: {
      from: ['aguardando_assinaturas'],
      to: 'em_execucao',
      action: 'update',
      label: 'Reabrir',
      past: 'reaberto',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    assinar: {
      from: ['aguardando_assinaturas'],
      to: 'assinado',
      action: 'update',
      label: 'Assinar',
      past: 'assinado',
      tone: 'success',
      notices: ['status_alterado'],
    },
  },
  refused: { concluir: quemFazTaf, reabrir: quemFazTaf, assinar: quemFazTaf },
});
export type TTafMove = keyof typeof TAF_LIFECYCLE.moves;
export const TAF_MOVES = Object.keys(TAF_LIFECYCLE.moves) as TTafMove[];
/** The moves the record page draws as buttons (the signature makes `assinar`). */
export const TAF_MOVES_BOTOES: readonly TTafMove[] = ['concluir', 'reabrir'];
