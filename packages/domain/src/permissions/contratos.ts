import type { AreaRules } from './rule-context';

/** SPEC §4 contract statuses. */
export const CONTRATO_STATUS = [
  'Revisão',
  'Emitido para o Jurídico',
  'Revisão para cancelamento',
  'Emitido para o verificador',
  'Em finalização',
  'Aprovado',
] as const;

/**
 * SPEC §6 "Contracts": admin_contratos manage; contratos read, edit when responsible in Revisão, when manager in
 * Emitido para o Jurídico or Revisão para cancelamento, when validator in Emitido para o verificador or Em
 * finalização; editor_contratos create/read, edit in Revisão; site_manager read, edit as manager when Aprovado.
 * Issue 18: a site manager reads the contracts of the obras they manage (a contract carries `siteManager.mail`, its
 * obra's site manager) and those naming them as manager; a user of one obra never reads another's contracts.
 */
export const contratosRules: AreaRules = ({ can }, { has, user }) => {
  const me = user.email;
  if (has('admin_contratos')) can('manage', 'Contratos');
  if (has('contratos')) {
    can('read', 'Contratos');
    can('update', 'Contratos', { 'responsavel.mail': me, status: 'Revisão' });
    can('update', 'Contratos', {
      'gestor.mail': me,
      status: { $in: ['Emitido para o Jurídico', 'Revisão para cancelamento'] },
    });
    can('update', 'Contratos', {
      'validador.mail': me,
      status: { $in: ['Emitido para o verificador', 'Em finalização'] },
    });
  }
  if (has('editor_contratos')) {
    can(['create', 'read'], 'Contratos');
    can('update', 'Contratos', { status: 'Revisão' });
  }
  if (has('site_manager')) {
    can('read', 'Contratos', { 'siteManager.mail': me });
    can('read', 'Contratos', { 'gestor.mail': me });
    can('update', 'Contratos', { 'gestor.mail': me, status: 'Aprovado' });
  }
};
