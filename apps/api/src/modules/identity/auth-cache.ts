import { defineAbilityFor, type AppAbility, type PermissionUser } from '@portal/domain';
import { verifyAccessToken, type AccessTokenCheck } from './access-token';

/**
 * A small least-recently-used map whose entries also expire: a Map keeps insertion order, so re-inserting on each
 * hit keeps the oldest entry first, where eviction takes it.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}

type ValidToken = Extract<AccessTokenCheck, { ok: true }>;

/** Access tokens already verified with each signing secret (a test process runs apps with different secrets). */
const verifiedTokens = new WeakMap<Uint8Array, LruCache<string, ValidToken>>();

/**
 * Verifies an access token, remembering the tokens it has already verified (the same token comes with every
 * request for up to an hour, and checking its HMAC through WebCrypto is one of a request's larger costs). Only a
 * byte-for-byte identical token finds its entry, and its expiry is checked again on every hit. Whether its session
 * is still open is not a property of the token: the caller checks that in the database on every request.
 */
export async function verifyAccessTokenCached(secret: Uint8Array, token: string): Promise<AccessTokenCheck> {
  let cache = verifiedTokens.get(secret);
  if (!cache) verifiedTokens.set(secret, (cache = new LruCache(10_000, 10 * 60_000)));
  const known = cache.get(token);
  if (known && known.claims.exp * 1000 > Date.now()) return known;
  const check = await verifyAccessToken(secret, token);
  if (check.ok) cache.set(token, check);
  else cache.delete(token);
  return check;
}

/**
 * Abilities by everything `defineAbilityFor` reads: the user's id, e-mail, type, roles, companies, specific rules
 * and obras, and the environment. The key is the whole input, so a role, company or obra that changes is a new key
 * (the stale entry is never read again and ages out); a signed-out or revoked session never gets this far, since
 * the session is checked in the database first. Building an ability runs every area's rules and compiles them.
 */
const abilities = new LruCache<string, AppAbility>(1_000, 5 * 60_000);

export function abilityFor(user: PermissionUser, environment: 'dev' | 'prod'): AppAbility {
  const key = JSON.stringify([
    environment,
    user.id,
    user.email,
    user.type,
    user.roles,
    user.companies,
    user.obras,
    user.specificRules ?? null,
  ]);
  const known = abilities.get(key);
  if (known) return known;
  const ability = defineAbilityFor(user, environment);
  abilities.set(key, ability);
  return ability;
}
