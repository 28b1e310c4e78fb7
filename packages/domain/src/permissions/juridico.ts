import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Legal": admin_juridico manage; leitura_juridico read; responsible persons (dp, seg) upload;
 * controllership reads.
 */
export const juridicoRules: AreaRules = ({ can }, { has, user }) => {
  if (has('admin_juridico')) can('manage', 'ProcessoJuridico');
  if (has('leitura_juridico') || has('controladoria')) can('read', 'ProcessoJuridico');
  can(['read', 'upload'], 'ProcessoJuridico', { 'responsavelDp.mail': user.email });
  can(['read', 'upload'], 'ProcessoJuridico', { 'responsavelSeg.mail': user.email });
};

/** A partner law firm (an external user) sees, comments on and sends files to its own cases only. */
export const juridicoPartnerRules: AreaRules = ({ can }, { has, user }) => {
  if (has('escritorio_parceiro')) {
    can(['read', 'comment', 'upload'], 'ProcessoJuridico', { escritorio: { $in: [...user.companies] } });
  }
};
