import type { TAuthUser } from '@portal/domain';
import type { UserRow } from './users.repository';

/** The signed-in user as the API shows it (an allow-list: no hash, no secret, no status internals). */
export function toAuthUser(user: UserRow, obras: string[], signInMethod?: 'senha' | 'sso'): TAuthUser {
  return {
    id_user: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    type: user.type,
    roles: user.roles,
    companies: user.companies,
    obras,
    specific_rules: Array.isArray(user.specificRules) ? (user.specificRules as unknown[]) : [],
    preferredMFA: user.preferredMfa,
    pendingEmail: user.pendingEmail,
    ...(signInMethod ? { signInMethod } : {}),
  };
}
