import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "RDO": admin_rdo manage; rdo_by_obra read own sites; site_manager create/read/update where they are the
 * site manager; planejamento config, read, planned dates and delay warning. An administrator may delete.
 */
export const rdoRules: AreaRules = ({ can }, { has, user }) => {
  if (has('admin_rdo')) can('manage', 'RDO');
  if (has('rdo_by_obra')) can('read', 'RDO', { obra: { $in: [...user.obras] } });
  if (has('site_manager')) can(['create', 'read', 'update'], 'RDO', { 'siteManager.mail': user.email });
  if (has('planejamento')) can(['configure', 'read', 'plannedDates', 'delayWarning'], 'RDO');
  if (has('administrador')) can('delete', 'RDO');
};
