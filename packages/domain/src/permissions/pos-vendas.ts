import type { AreaRules } from './rule-context';

/** SPEC §6 "After-sales": admin_pos_vendas manage; pos_vendas read/edit/upload; pos_vendas_leitura read. */
export const posVendasRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_pos_vendas')) can('manage', 'PosVendas');
  if (has('pos_vendas')) can(['read', 'update', 'upload'], 'PosVendas');
  if (has('pos_vendas_leitura')) can('read', 'PosVendas');
};
