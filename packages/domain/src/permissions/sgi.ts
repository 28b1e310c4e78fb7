import type { AreaRules } from './rule-context';

/** SPEC §4 SGI item statuses. */
export const SGI_STATUS = ['TRIAGEM', 'ANDAMENTO', 'EM ANDAMENTO', 'FINALIZADO', 'RASCUNHO'] as const;

/**
 * SPEC §6 "SGI": all read actions; admin_sgi manage; sgi read/accept interaction/edit; sgi_leitura read;
 * interaction rights to the responsible person (an interaction's `responsavel.mail` or `responsavelRegistro.mail`).
 */
export const sgiRules: AreaRules = ({ can }, { has, user }) => {
  can(['read', 'readAcoes'], 'TicketSgi');
  if (has('admin_sgi')) can('manage', ['TicketSgi', 'InteracaoTicket']);
  if (has('sgi')) {
    can(['read', 'update'], 'TicketSgi');
    can('accept', 'InteracaoTicket');
  }
  if (has('sgi_leitura')) can('read', 'TicketSgi');
  can(['read', 'update', 'accept'], 'InteracaoTicket', { 'responsavel.mail': user.email });
  can(['read', 'update', 'accept'], 'InteracaoTicket', { 'responsavelRegistro.mail': user.email });
};
