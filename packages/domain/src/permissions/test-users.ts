import { defineAbilityFor } from './index';
import type { AppAbility, PermissionUser } from './rule-context';

/** The e-mail of the user under test in the permission tests. */
export const ME = 'ana.souza@gali.com.br';
/** Someone else's e-mail, for records that name another person. */
export const SOMEONE_ELSE = 'bruno.lima@gali.com.br';

/** A staff (gali) user with the given roles, on obra `o1` unless overridden. */
export function staff(
  roles: readonly string[] = [],
  overrides: Partial<PermissionUser> = {},
): PermissionUser {
  return {
    id: 'u-staff',
    email: ME,
    type: 'gali',
    roles,
    companies: ['Gali'],
    obras: ['o1'],
    ...overrides,
  };
}

/** An external client (type `cliente`) with the given roles and obras. */
export function client(
  roles: readonly string[] = [],
  obras: readonly string[] = ['o1'],
  overrides: Partial<PermissionUser> = {},
): PermissionUser {
  return {
    id: 'u-client',
    email: 'carla.dias@cliente.com.br',
    type: 'cliente',
    roles,
    companies: ['Cliente SA'],
    obras,
    ...overrides,
  };
}

/** The ability of a staff user with these roles (production environment). */
export function staffAbility(
  roles: readonly string[] = [],
  overrides: Partial<PermissionUser> = {},
): AppAbility {
  return defineAbilityFor(staff(roles, overrides));
}

/** The ability of a client with these roles and obras (production environment). */
export function clientAbility(roles: readonly string[] = [], obras: readonly string[] = ['o1']): AppAbility {
  return defineAbilityFor(client(roles, obras));
}
