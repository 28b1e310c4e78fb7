import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "After-sales": admin_pos_vendas manage; pos_vendas read/edit/upload; pos_vendas_leitura read. Issue 17:
 * the team also opens tickets for a client and writes in their threads; the team and its readers see what the client
 * never does (internal notes, costs: `readInterno`) and the dashboards.
 */
export const posVendasRules: AreaRules = ({ can }, { has }) => {
  if (has('admin_pos_vendas')) can('manage', 'PosVendas');
  if (has('pos_vendas')) can(['read', 'readInterno', 'update', 'upload', 'create', 'comment'], 'PosVendas');
  if (has('pos_vendas_leitura')) can(['read', 'readInterno'], 'PosVendas');
};

/**
 * A client user opens tickets for their own obras, follows them (the public side of the thread only), sends photos,
 * answers the team and reopens what was not solved. Another obra's tickets do not exist for them.
 */
export const posVendasClientRules: AreaRules = ({ can }, { user }) => {
  can(['read', 'create', 'comment', 'upload'], 'PosVendas', { obra: { $in: [...user.obras] } });
};
