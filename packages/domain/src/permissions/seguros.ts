import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Insurance": admin_seguros manage; seguros create/read/delete/edit; site_manager read — the policies of
 * the obras they manage (issue 22), as a policy carries `obra` and `siteManager.mail` (the obra's site manager).
 */
export const segurosRules: AreaRules = ({ can }, { has, user }) => {
  if (has('admin_seguros')) can('manage', ['SEGUROS', 'SEGUROS_PLENO']);
  if (has('seguros')) can(['create', 'read', 'delete', 'update'], ['SEGUROS', 'SEGUROS_PLENO']);
  if (has('site_manager')) can('read', ['SEGUROS', 'SEGUROS_PLENO'], { 'siteManager.mail': user.email });
};
