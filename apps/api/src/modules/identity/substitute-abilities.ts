import { withSubstitutedRules, type AppAbility } from '@portal/domain';
import type { Db } from '../../db/database';
import { LruCache } from './auth-cache';
import { findCurrentTitularIds } from './substitutions.repository';
import { abilityOfUser, type UserWithAbility } from './user-ability';

/** Someone a signed-in user stands in for today, with what that person may do. */
export interface StandIn {
  id: string;
  name: string;
  email: string;
  ability: AppAbility;
}

/**
 * The titulars' abilities, kept 30 s: only substitutes pay for them, once per titular and half-minute, and a
 * change of the titular's roles reaches their substitute within that time.
 */
const standIns = new LruCache<string, StandIn | null>(1_000, 30_000);

async function loadStandIn(db: Db, titularId: string, environment: 'dev' | 'prod'): Promise<StandIn | null> {
  // A removed or disabled titular lends nothing: their substitute cannot do what they themselves no longer may.
  const titular = await abilityOfUser(db, titularId, environment);
  return titular && { id: titular.id, name: titular.name, email: titular.email, ability: titular.ability };
}

/** Those a substitute stands in for today (the session query found their ids). */
export async function standInsFor(
  db: Db,
  titularIds: readonly string[],
  environment: 'dev' | 'prod',
): Promise<StandIn[]> {
  const found = await Promise.all(
    titularIds.map(async (id) => {
      const key = `${environment}:${id}`;
      const cached = standIns.get(key);
      if (cached !== undefined) return cached;
      const loaded = await loadStandIn(db, id, environment);
      standIns.set(key, loaded);
      return loaded;
    }),
  );
  return found.filter((s): s is StandIn => s !== null);
}

/**
 * What another user may do today including what they may do as someone's substitute, as their own requests would
 * (a background job working for them: an export of the list they see).
 */
export async function abilityWithStandInsOf(
  db: Db,
  userId: string,
  environment: 'dev' | 'prod',
): Promise<UserWithAbility | null> {
  const own = await abilityOfUser(db, userId, environment);
  if (!own) return null;
  const titulares = await findCurrentTitularIds(db, userId);
  if (titulares.length === 0) return own;
  const standIns = await standInsFor(db, titulares, environment);
  return {
    ...own,
    ability: withSubstitutedRules(
      own.ability,
      standIns.map((s) => s.ability),
    ),
  };
}
