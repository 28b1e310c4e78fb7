import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Work site": all read; admin_obra manage; obra create/update/delete/inspect. Client companies go with
 * the obras: a new obra needs its client ("Client is required for a new site").
 */
export const obraRules: AreaRules = ({ can }, { has }) => {
  can('read', ['Obra', 'Cliente']);
  if (has('admin_obra')) can('manage', ['Obra', 'Cliente']);
  if (has('obra')) {
    can(['create', 'update', 'delete', 'inspect'], 'Obra');
    can(['create', 'update'], 'Cliente');
  }
};
