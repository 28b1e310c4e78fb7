import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A signed-in session on one device: the family of its rotating refresh tokens. Revoking it ends the session at
 * once, its access tokens included (every request checks it).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => userDevices.id, { onDelete: 'set null' }),
    /** `senha` or `sso`: decides where sign-out goes. */
    method: text('method', { enum: ['senha', 'sso'] }).notNull(),
    /** The SSO provider's id token, kept for its end-session endpoint. */
    idToken: text('id_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: `saida`, `saida_global`, `reuso_de_token`, `usuario_desativado`, ... */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('auth_sessions_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes. Each is used once; a second use revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Browsers a user signed in from (SPEC §3 device entries: id and name); a remembered one skips MFA. */
export const userDevices = pgTable(
  'user_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the random key kept in the browser's device cookie. */
    keyHash: text('key_hash').notNull(),
    name: text('name').notNull(),
    remembered: boolean('remembered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_devices_user_idx').on(t.userId, t.keyHash)],
);

/**
 * One-time codes sent by e-mail: the first-access (temporary) code, password recovery and e-mail verification.
 * Stored hashed; single use; a limited number of tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['primeiro_acesso', 'recuperacao', 'verificar_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

/** A sign-in that stopped at a challenge (new password, MFA): answered within minutes, once. */
export const authChallenges = pgTable('auth_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sessionHash: text('session_hash').notNull().unique(),
  /** The TOTP secret offered during MFA_SETUP, until the user proves it with a code. */
  pendingTotpSecret: text('pending_totp_secret'),
  deviceId: uuid('device_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed attempts per key (`senha:<email>`, `codigo:<email>`, `mfa:<user>`, `ip:<address>`), for the lockout. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
