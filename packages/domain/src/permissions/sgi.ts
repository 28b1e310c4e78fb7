import { SGI_STATUSES, SGI_STATUS_LEGADO } from '../sgi/sgi.status';
import type { AreaRules } from './rule-context';
import { READ_ACTIONS } from './subjects';

/** SPEC §4 SGI item statuses (ANDAMENTO: old records, read as EM ANDAMENTO). */
export const SGI_STATUS = [...SGI_STATUSES, SGI_STATUS_LEGADO] as const;

/**
 * SPEC §6 "SGI": all read actions; admin_sgi manage; sgi read/accept interaction/edit; sgi_leitura read;
 * interaction rights to the responsible person (an interaction's `responsavel.mail` or `responsavelRegistro.mail`).
 * Issue 16: every member of staff reports occurrences (a deviation seen on site); a draft is its author's alone
 * until sent; the occurrence's responsible works it while it is in progress (edits, writes in its thread, sends
 * evidence); the SGI team triages (`accept`). An interaction is a 5W2H action: its owner (`responsavel.mail`) and the
 * occurrence's responsible (`responsavelRegistro.mail`) act on it, its verifier (`verificador.mail`) accepts it.
 */
export const sgiRules: AreaRules = ({ can, cannot }, { has, user }) => {
  const me = user.email;
  can(['read', 'readAcoes', 'create'], 'TicketSgi');
  can(['update', 'comment', 'upload'], 'TicketSgi', { 'responsavel.mail': me, status: 'EM ANDAMENTO' });
  if (has('admin_sgi')) can('manage', ['TicketSgi', 'InteracaoTicket']);
  if (has('sgi')) {
    can(['read', 'update', 'accept', 'comment', 'upload'], 'TicketSgi');
    can('accept', 'InteracaoTicket');
  }
  if (has('sgi_leitura')) can('read', 'TicketSgi');
  can(['read', 'update', 'accept'], 'InteracaoTicket', { 'responsavel.mail': me });
  can(['read', 'update', 'accept'], 'InteracaoTicket', { 'responsavelRegistro.mail': me });
  can(['read', 'accept'], 'InteracaoTicket', { 'verificador.mail': me });
  // A draft is its author's alone, whatever else the user may do (acesso_total, mkt_read and the SGI team included).
  cannot([...READ_ACTIONS, 'update', 'comment', 'upload', 'accept'], 'TicketSgi', { status: 'RASCUNHO' });
  can(['read', 'update', 'upload'], 'TicketSgi', { status: 'RASCUNHO', 'autor.mail': me });
};
