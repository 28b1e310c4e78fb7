import { defineLifecycle } from '../workflow/lifecycle';
import { OS_TIPO_SUBJECT, type TOsTipo } from './os-tipo';

/**
 * A service order's life cycle. It is opened (aberta) by the team or the site manager, started when the team
 * mobilises (em execução; daily logs and checklists are recorded from then on), and concluded when the scope is
 * done; it may be cancelled with a reason while not concluded. An administrator of the team reopens a concluded or
 * cancelled order. Who may make each move is the CASL action on the order (permissions/field.ts): `update` is the
 * obra's site manager or the order's responsible person, `manage` the team's administrator.
 */
export const OS_STATUS = ['aberta', 'em_execucao', 'concluida', 'cancelada'] as const;
export type TOsStatus = (typeof OS_STATUS)[number];

export const OS_STATUS_LABEL: Record<TOsStatus, string> = {
  aberta: 'Aberta',
  em_execucao: 'Em execução',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

/** Where the order's data may still change (scope, EAP items, team, dates). */
export const OS_OPEN_STATUS: readonly TOsStatus[] = ['aberta', 'em_execucao'];

/** Where daily logs and checklists are recorded. */
export const OS_WORKING_STATUS: readonly TOsStatus[] = ['em_execucao'];

/** The life cycle of a field order; an automation order's is the same with its own subject (OS_LIFECYCLES). */
export const OS_LIFECYCLE = defineLifecycle({
  entidade: 'ordem_servico',
  subject: 'Field',
  umRegistro: 'Uma OS',
  statuses: OS_STATUS,
  labels: OS_STATUS_LABEL,
  moves: {
    iniciar: {
      from: ['aberta'],
      to: 'em_execucao',
      action: 'update',
      label: 'Iniciar execução',
      past: 'iniciada',
      tone: 'primary',
      notices: ['status_alterado'],
    },
    concluir: {
      from: ['em_execucao'],
      to: 'concluida',
      action: 'update',
      label: 'Concluir',
      past: 'concluída',
      tone: 'success',
      notices: ['status_alterado'],
    },
    cancelar: {
      from: ['aberta', 'em_execucao'],
      to: 'cancelada',
      action: 'update',
      label: 'Cancelar',
      past: 'cancelada',
      requires: { motivo: true },
      tone: 'error',
      notices: ['status_alterado'],
    },
    reabrir: {
      from: ['concluida', 'cancelada'],
      to: 'em_execucao',
      action: 'manage',
      label: 'Reabrir',
      past: 'reaberta',
      requires: { motivo: true },
      tone: 'warning',
      notices: ['status_alterado'],
    },
  },
  refused: {
    iniciar:
      'Só o responsável pela OS, o site manager da obra ou quem administra o time pode iniciar esta OS.',
    concluir:
      'Só o responsável pela OS, o site manager da obra ou quem administra o time pode concluir esta OS.',
    cancelar:
      'Só o responsável pela OS, o site manager da obra ou quem administra o time pode cancelar esta OS.',
    reabrir: 'Só quem administra o time pode reabrir uma OS.',
  },
});

export type TOsMove = keyof typeof OS_LIFECYCLE.moves;

/** Each team's orders move alike; who may move them is checked on the team's own subject. */
export const OS_LIFECYCLES: Record<TOsTipo, typeof OS_LIFECYCLE> = {
  field: OS_LIFECYCLE,
  automacao: { ...OS_LIFECYCLE, subject: OS_TIPO_SUBJECT.automacao },
};

export const OS_PRIORIDADES = ['baixa', 'media', 'alta', 'urgente'] as const;
export type TOsPrioridade = (typeof OS_PRIORIDADES)[number];
export const OS_PRIORIDADE_LABEL: Record<TOsPrioridade, string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
  urgente: 'Urgente',
};
