import type { AreaRules } from './rule-context';

/** SPEC §6 "Insurance": admin_seguros manage; seguros create/read/delete/edit; site_manager read. */
export const segurosRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_seguros')) can('manage', ['SEGUROS', 'SEGUROS_PLENO']);
  if (has('seguros')) can(['create', 'read', 'delete', 'update'], ['SEGUROS', 'SEGUROS_PLENO']);
  if (has('site_manager')) can('read', ['SEGUROS', 'SEGUROS_PLENO']);
};
