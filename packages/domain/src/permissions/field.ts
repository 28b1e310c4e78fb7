import { OS_OPEN_STATUS } from '../field/os.status';
import type { AreaRules, Builder, RuleContext } from './rule-context';

/**
 * The rules of one team's service orders, EAP and checklists. Records carry `obra`, `status`, `siteManager.mail` (the
 * obra's) and `responsavel.mail` (the order's). `create` covers orders, daily logs and EAP items; `update` edits an
 * open order and makes its moves; `configure` edits the EAP and the checklist templates.
 */
function teamRules(
  subject: 'Field' | 'Automacao',
  roles: { admin: string; config: string; team: string },
): AreaRules {
  return ({ can }: Builder, { has, user }: RuleContext) => {
    const open = { status: { $in: [...OS_OPEN_STATUS] } };
    if (has(roles.admin)) can('manage', subject);
    // A team member works on the obras they belong to, never on another obra's orders.
    const mine = { obra: { $in: [...user.obras] } };
    if (has(roles.config)) can('configure', subject, mine);
    if (has(roles.team)) {
      can(['read', 'create'], subject, mine);
      can('update', subject, { ...mine, 'responsavel.mail': user.email, ...open });
    }
    if (has('site_manager')) {
      const managed = { 'siteManager.mail': user.email };
      can(['create', 'read'], subject, managed);
      can('update', subject, { ...managed, ...open });
    }
  };
}

/**
 * SPEC §6 "Field": admin_field manage all incl. daily logs and EAP; field_config config; field read/create and
 * create OS, logs, EAP; site_manager create/read OS. Team members and configurers act on their obras only; the site
 * manager on the obras they manage.
 */
export const fieldRules: AreaRules = teamRules('Field', {
  admin: 'admin_field',
  config: 'field_config',
  team: 'field',
});

/** SPEC §6 "Automation": the same shape as Field, with its own roles. */
export const automacaoRules: AreaRules = teamRules('Automacao', {
  admin: 'admin_automacao',
  config: 'automacao_config',
  team: 'automacao',
});
