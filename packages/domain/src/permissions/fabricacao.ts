import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Manufacturing": all read; admin_fabricacao manage (the factory's configuration — work centres and
 * operation kinds — is `configure`, so theirs alone); fabricacao read/write/update/delete. A fabrication is an obra
 * of tipo `fabricacao` created and changed through the obras module, so both roles create and update obras of that
 * tipo only (the obras service checks the new and changed record against these conditions).
 */
export const fabricacaoRules: AreaRules = ({ can }, { has }) => {
  can('read', 'Fabricacao');
  if (has('admin_fabricacao')) can('manage', 'Fabricacao');
  if (has('fabricacao')) can(['read', 'create', 'update', 'delete'], 'Fabricacao');
  if (has('admin_fabricacao') || has('fabricacao')) can(['create', 'update'], 'Obra', { tipo: 'fabricacao' });
};
