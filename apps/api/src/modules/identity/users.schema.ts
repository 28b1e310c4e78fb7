import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The user pool (SPEC §3 "User"): staff (`gali`) and external users (`cliente`). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /** Sign-in identifier; stored trimmed and in lower case. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name').notNull(),
    type: text('type', { enum: ['gali', 'cliente'] }).notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ids of the client companies the user belongs to. */
    companies: text('companies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Extra CASL rules granted to this user alone. */
    specificRules: jsonb('specific_rules')
      .notNull()
      .default(sql`'[]'::jsonb`),
    enabled: boolean('enabled').notNull().default(true),
    /** argon2id; null until the user sets a password (first login) or for SSO-only staff. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_roles_idx').using('gin', t.roles),
    check('users_type_check', sql`${t.type} in ('gali', 'cliente')`),
    check('users_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);
