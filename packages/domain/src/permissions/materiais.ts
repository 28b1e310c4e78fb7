import type { AreaRules } from './rule-context';

/** SPEC §4 materials statuses, in release order. */
export const MATERIAIS_STATUS = [
  'REVISAR',
  'EM ELABORAÇÃO',
  'LIBERADO PARA VERIFICAÇÃO',
  'LIBERADO PARA SITE MANAGER',
  'LIBERADO PARA COORDENADOR',
  'LIBERADO PARA PLANEJAMENTO',
] as const;

/**
 * SPEC §6 "Materials": materiais to read; admin_materiais manage; materiais_obra create_obra; materiais_projeto
 * create_projeto; quantifier edit/release in REVISAR or EM ELABORAÇÃO; editor_materiais create/read/edit;
 * verifier, site manager, coordinator release at their stages; pcp read and release/edit in LIBERADO PARA
 * PLANEJAMENTO.
 */
export const materiaisRules: AreaRules = ({ can }, { has, user }) => {
  const me = user.email;
  if (has('materiais')) can('read', 'Materiais');
  if (has('admin_materiais')) can('manage', 'Materiais');
  if (has('materiais_obra')) can('create_obra', 'Materiais');
  if (has('materiais_projeto')) can('create_projeto', 'Materiais');
  if (has('editor_materiais')) can(['create', 'read', 'update'], 'Materiais');
  can(['update', 'liberar'], 'Materiais', {
    'Quantificou.mail': me,
    Status: { $in: ['REVISAR', 'EM ELABORAÇÃO'] },
  });
  can('liberar', 'Materiais', { 'Verificador.mail': me, Status: 'LIBERADO PARA VERIFICAÇÃO' });
  can('liberar', 'Materiais', { 'Site_manager.mail': me, Status: 'LIBERADO PARA SITE MANAGER' });
  can('liberar', 'Materiais', { 'Coordenador.mail': me, Status: 'LIBERADO PARA COORDENADOR' });
  if (has('pcp')) {
    can('read', 'Materiais');
    can(['liberar', 'update'], 'Materiais', { Status: 'LIBERADO PARA PLANEJAMENTO' });
  }
};
