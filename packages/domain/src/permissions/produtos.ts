import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Products": admin_produtos manage; editor_produto read/update; produto read; taf read; editor_taf
 * read/update; admin_taf manage. The TAF roles also read the products (issue 20): whoever tests a unit picks its
 * product and works from its technical data and drawings; they change nothing of it.
 */
export const produtosRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_produtos')) can('manage', 'Produto');
  if (has('editor_produto')) can(['read', 'update'], 'Produto');
  if (has('produto')) can('read', 'Produto');
  if (has('taf') || has('editor_taf') || has('admin_taf')) can('read', 'Produto');
  if (has('taf')) can('read', 'TAF');
  if (has('editor_taf')) can(['read', 'update'], 'TAF');
  if (has('admin_taf')) can('manage', 'TAF');
};
