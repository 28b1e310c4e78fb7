import { defineLifecycle, moveStartsFrom } from '../workflow/lifecycle';

/**
 * The RDO's life cycle, as data. The site manager fills it in (em preenchimento), signs and finalizes it; the
 * client (or whoever manages RDOs) approves it or returns it with a reason; a returned RDO is corrected and
 * finalized again. Who may make each move is a CASL action on the record (see permissions/rdo.ts).
 */
export const RDO_STATUS = ['em_preenchimento', 'finalizado', 'aprovado', 'devolvido'] as const;
export type TRdoStatus = (typeof RDO_STATUS)[number];

export const RDO_STATUS_LABEL: Record<TRdoStatus, string> = {
  em_preenchimento: 'Em preenchimento',
  finalizado: 'Finalizado',
  aprovado: 'Aprovado',
  devolvido: 'Devolvido',
};

/** Where the site manager may still edit freely (`editar`); past these, only `atualizar` with a reason. */
export const RDO_OPEN_STATUS: readonly TRdoStatus[] = ['em_preenchimento', 'devolvido'];

/** What a client reads: the reports the site manager has signed. */
export const RDO_PUBLISHED_STATUS: readonly TRdoStatus[] = ['finalizado', 'aprovado', 'devolvido'];

/**
 * The RDO's life cycle for the shared workflow: the moves, who may make each (the action on the report: `update` is
 * the obra's named site manager or their substitute, `approve` the obra's client, `manage` an RDO administrator),
 * what each asks for and who hears about it.
 */
export const RDO_LIFECYCLE = defineLifecycle({
  entidade: 'rdo',
  subject: 'RDO',
  umRegistro: 'Um RDO',
  statuses: RDO_STATUS,
  labels: RDO_STATUS_LABEL,
  moves: {
    finalizar: {
      from: ['em_preenchimento', 'devolvido'],
      to: 'finalizado',
      action: 'update',
      label: 'Finalizar e assinar',
      past: 'finalizado',
      tone: 'primary',
      notices: ['acao_pendente', 'status_alterado'],
    },
    aprovar: {
      from: ['finalizado'],
      to: 'aprovado',
      action: 'approve',
      label: 'Aprovar',
      past: 'aprovado',
      tone: 'success',
      notices: ['status_alterado'],
    },
    devolver: {
      from: ['finalizado'],
      to: 'devolvido',
      action: 'approve',
      label: 'Devolver',
      past: 'devolvido',
      requires: { motivo: true },
      tone: 'warning',
      notices: ['acao_pendente', 'status_alterado'],
    },
    reabrir: {
      from: ['finalizado', 'aprovado'],
      to: 'em_preenchimento',
      action: 'manage',
      label: 'Reabrir',
      past: 'reaberto',
      requires: { motivo: true },
      tone: 'error',
      notices: ['status_alterado'],
    },
  },
  refused: {
    finalizar: 'Você não pode finalizar este RDO.',
    aprovar: 'Você não pode aprovar este RDO.',
    devolver: 'Você não pode devolver este RDO.',
    reabrir: 'Só quem administra RDOs pode reabrir um RDO.',
  },
});

/** The named moves, with the states they leave from and the state they reach. */
export const RDO_TRANSITIONS = RDO_LIFECYCLE.moves;

export type TRdoTransition = keyof typeof RDO_TRANSITIONS;

export function canTransition(from: TRdoStatus, move: TRdoTransition): boolean {
  return moveStartsFrom(RDO_LIFECYCLE, from, move);
}
