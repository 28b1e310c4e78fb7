import type { AppAbility } from '@portal/domain';
import type { Db } from '../../db/database';
import { abilityFor } from './auth-cache';
import { findObraIdsOf } from './substitutions.repository';
import { findLiveUserById } from './users.repository';

/** Another user with what they may do now: whom to notify, whom to offer for a mention. */
export interface UserWithAbility {
  id: string;
  name: string;
  email: string;
  /** Whether they are an external user (client, supplier, law firm), who never sees internal notes. */
  type: string;
  ability: AppAbility;
}

/**
 * What a user other than the one asking may do, built as the auth plugin builds it for their own requests (roles,
 * companies, obras, specific rules). Null for a removed or disabled user, who may do nothing.
 */
export async function abilityOfUser(
  db: Db,
  userId: string,
  environment: 'dev' | 'prod',
): Promise<UserWithAbility | null> {
  const user = await findLiveUserById(db, userId);
  if (!user || !user.enabled) return null;
  const obras = await findObraIdsOf(db, user.id);
  const ability = abilityFor(
    {
      id: user.id,
      email: user.email,
      type: user.type,
      roles: user.roles,
      companies: user.companies,
      obras,
      specificRules: user.specificRules as unknown[],
    },
    environment,
  );
  return { id: user.id, name: user.name, email: user.email, type: user.type, ability };
}
