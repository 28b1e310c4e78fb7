import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Field": admin_field manage all incl. daily logs and EAP; field_config config; field read/create and
 * create OS, logs, EAP; site_manager create/read OS. `create` on Field covers OS, daily logs and EAP items.
 */
export const fieldRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_field')) can('manage', 'Field');
  if (has('field_config')) can('configure', 'Field');
  if (has('field')) can(['read', 'create'], 'Field');
  if (has('site_manager')) can(['create', 'read'], 'Field');
};

/** SPEC §6 "Automation": the same shape as Field, with its own roles. */
export const automacaoRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_automacao')) can('manage', 'Automacao');
  if (has('automacao_config')) can('configure', 'Automacao');
  if (has('automacao')) can(['read', 'create'], 'Automacao');
  if (has('site_manager')) can(['read', 'create'], 'Automacao');
};
