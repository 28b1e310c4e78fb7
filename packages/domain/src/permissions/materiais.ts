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
 * PLANEJAMENTO. Issue 14 narrows `editor_materiais`'s edit to REVISAR and EM ELABORAÇÃO, and the people a list
 * names read it.
 */
export const materiaisRules: AreaRules = ({ can }, { has, user }) => {
  const me = user.email;
  if (has('materiais')) can('read', 'Materiais');
  if (has('admin_materiais')) can('manage', 'Materiais');
  if (has('materiais_obra')) can('create_obra', 'Materiais');
  if (has('materiais_projeto')) can('create_projeto', 'Materiais');
  const writing = { Status: { $in: ['REVISAR', 'EM ELABORAÇÃO'] } };
  // Issue 14: the editor edits lists while they are written (REVISAR, EM ELABORAÇÃO), as the quantifier does.
  if (has('editor_materiais')) {
    can(['create', 'read'], 'Materiais');
    can('update', 'Materiais', writing);
  }
  can(['update', 'liberar'], 'Materiais', { 'Quantificou.mail': me, ...writing });
  // Whoever a list names reads it: they are told when it waits for them, and release or return it from its page.
  for (const person of ['Quantificou', 'Verificador', 'Site_manager', 'Coordenador'])
    can('read', 'Materiais', { [`${person}.mail`]: me });
  can('liberar', 'Materiais', { 'Verificador.mail': me, Status: 'LIBERADO PARA VERIFICAÇÃO' });
  can('liberar', 'Materiais', { 'Site_manager.mail': me, Status: 'LIBERADO PARA SITE MANAGER' });
  can('liberar', 'Materiais', { 'Coordenador.mail': me, Status: 'LIBERADO PARA COORDENADOR' });
  if (has('pcp')) {
    can('read', 'Materiais');
    can(['liberar', 'update'], 'Materiais', { Status: 'LIBERADO PARA PLANEJAMENTO' });
  }
};
