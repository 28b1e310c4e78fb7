import { RDO_OPEN_STATUS, RDO_PUBLISHED_STATUS } from '../rdo/rdo.status';
import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "RDO": admin_rdo manage; rdo_by_obra read own sites; site_manager create/read/update where they are the
 * site manager; planejamento config, read, planned dates and delay warning. An administrator may delete.
 * A site manager edits only while the report is open (em preenchimento or devolvido): once finalized, changes go
 * through `atualizar`, which is for whoever manages RDOs. The site manager also sees their obras' delay warnings.
 */
export const rdoRules: AreaRules = ({ can }, { has, user }) => {
  if (has('admin_rdo')) can('manage', 'RDO');
  if (has('rdo_by_obra')) can('read', 'RDO', { obra: { $in: [...user.obras] } });
  if (has('site_manager')) {
    const mine = { 'siteManager.mail': user.email };
    can(['create', 'read', 'delayWarning'], 'RDO', mine);
    can('update', 'RDO', { ...mine, status: { $in: [...RDO_OPEN_STATUS] } });
  }
  if (has('planejamento')) can(['configure', 'read', 'plannedDates', 'delayWarning'], 'RDO');
  if (has('administrador')) can('delete', 'RDO');
};

/** A client reads the reports of their obras once the site manager has signed them, and approves or returns them. */
export const rdoClientRules: AreaRules = ({ can }, { user }) => {
  const obra = { $in: [...user.obras] };
  can('read', 'RDO', { obra, status: { $in: [...RDO_PUBLISHED_STATUS] } });
  can('approve', 'RDO', { obra, status: 'finalizado' });
};
