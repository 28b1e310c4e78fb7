import type { AreaRules } from './rule-context';

/**
 * SPEC §6 "Permissions page": all read; acesso_total manage (global rule); any role containing admin may edit.
 * Users are administered from the same page, so the same roles may invite and edit users.
 */
export const permissoesRules: AreaRules = ({ can }, { user }) => {
  can('read', ['Permissoes', 'Usuario']);
  if (user.roles.some((role) => role.includes('admin'))) {
    can('update', 'Permissoes');
    can(['create', 'update'], 'Usuario');
  }
};
