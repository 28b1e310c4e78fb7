import type { AreaRules } from './rule-context';

/** SPEC §6 "Manufacturing": all read; admin_fabricacao manage; fabricacao read/write/update/delete. */
export const fabricacaoRules: AreaRules = ({ can }, { has }) => {
  can('read', 'Fabricacao');
  if (has('admin_fabricacao')) can('manage', 'Fabricacao');
  if (has('fabricacao')) can(['read', 'create', 'update', 'delete'], 'Fabricacao');
};
