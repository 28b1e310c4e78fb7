import { defineLifecycle } from '../workflow/lifecycle';

/** SPEC §4 "Ethics reports": Aberto, Em andamento, Finalizada. */
export const ETICA_STATUSES = ['aberto', 'em_andamento', 'finalizada'] as const;
export type TEticaStatus = (typeof ETICA_STATUSES)[number];

export const ETICA_STATUS_LABEL: Record<TEticaStatus, string> = {
  aberto: 'Aberto',
  em_andamento: 'Em andamento',
  finalizada: 'Finalizada',
};

/** What a report is about (issue 23, from the categories of Lei 14.457/2022 channels and common practice). */
export const ETICA_CATEGORIAS = [
  'assedio_moral',
  'assedio_sexual',
  'discriminacao',
  'fraude',
  'corrupcao',
  'seguranca',
  'meio_ambiente',
  'outro',
] as const;
export type TEticaCategoria = (typeof ETICA_CATEGORIAS)[number];

export const ETICA_CATEGORIA_LABEL: Record<TEticaCategoria, string> = {
  assedio_moral: 'Assédio moral',
  assedio_sexual: 'Assédio sexual',
  discriminacao: 'Discriminação',
  fraude: 'Fraude',
  corrupcao: 'Corrupção',
  seguranca: 'Segurança',
  meio_ambiente: 'Meio ambiente',
  outro: 'Outro',
};

/** The role of the ethics committee's members: the only people who read reports (issue 23). */
export const COMITE_ETICA_ROLE = 'comite_etica';

const refused = 'Só os membros do comitê de ética que não foram afastados deste relato podem fazer isto.';

/**
 * The report's life cycle: the committee starts the investigation (an investigator from the committee must be
 * named first), finishes it with a conclusion, and may reopen it when the reporter brings something new.
 */
export const ETICA_LIFECYCLE = defineLifecycle({
  entidade: 'denuncia_etica',
  subject: 'DenunciaEtica',
  umRegistro: 'Um relato',
  statuses: ETICA_STATUSES,
  labels: ETICA_STATUS_LABEL,
  moves: {
    iniciar: {
      from: ['aberto'],
      to: 'em_andamento',
      action: 'update',
      label: 'Iniciar apuração',
      past: 'iniciado',
      tone: 'primary',
      notices: ['status_alterado'],
    },
    finalizar: {
      from: ['em_andamento'],
      to: 'finalizada',
      action: 'update',
      label: 'Finalizar',
      past: 'finalizado',
      tone: 'success',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    reabrir: {
      from: ['finalizada'],
      to: 'em_andamento',
      action: 'update',
      label: 'Reabrir',
      past: 'reaberto',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
  },
  refused: { iniciar: refused, finalizar: refused, reabrir: refused },
});
export type TEticaMove = keyof typeof ETICA_LIFECYCLE.moves;
export const ETICA_MOVES = Object.keys(ETICA_LIFECYCLE.moves) as TEticaMove[];

/**
 * Wrong keys: after this many in the window, the same client (and, separately, the same protocol) waits for the
 * window to end before trying again, even with the right key; a protocol cannot be guessed by trying.
 */
export const ETICA_MAX_TENTATIVAS = 5;
export const ETICA_JANELA_TENTATIVAS_MIN = 15;
/** Files a report or an addition may carry. */
export const ETICA_MAX_ARQUIVOS = 5;
