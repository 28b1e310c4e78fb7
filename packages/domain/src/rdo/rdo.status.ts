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

/** The named moves, with the states they leave from and the state they reach. */
export const RDO_TRANSITIONS = {
  finalizar: { from: ['em_preenchimento', 'devolvido'], to: 'finalizado', action: 'update' },
  aprovar: { from: ['finalizado'], to: 'aprovado', action: 'approve' },
  devolver: { from: ['finalizado'], to: 'devolvido', action: 'approve' },
  reabrir: { from: ['finalizado', 'aprovado'], to: 'em_preenchimento', action: 'manage' },
} as const satisfies Record<string, { from: readonly TRdoStatus[]; to: TRdoStatus; action: string }>;

export type TRdoTransition = keyof typeof RDO_TRANSITIONS;

export function canTransition(from: TRdoStatus, move: TRdoTransition): boolean {
  return (RDO_TRANSITIONS[move].from as readonly TRdoStatus[]).includes(from);
}
