import { sql } from 'drizzle-orm';
import { MFA_PREFERENCES, USER_STATUS } from '@portal/domain';
import {
  boolean,
  integer,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userSearchDocument } from './users-search-document';

/** The user pool (SPEC §3 "User"): staff (`gali`) and external users (`cliente`). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /** Sign-in identifier; stored trimmed and in lower case. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * A new address the user asked for, waiting for the code mailed to it. Until confirmed the account keeps its
     * old address: permissions and SSO match e-mails, so an unproven one must never count.
     */
    pendingEmail: text('pending_email'),
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
    /**
     * CONFIRMED; FORCE_CHANGE_PASSWORD after an administrator creates the user (sign-in with the temporary code
     * answers NEW_PASSWORD_REQUIRED); RESET_REQUIRED after an administrator resets the password (only the
     * forgot-password flow gets the user back in).
     */
    status: text('status', { enum: USER_STATUS }).notNull().default('CONFIRMED'),
    phoneNumber: text('phone_number'),
    /** NOMFA or SOFTWARE_TOKEN_MFA (SPEC §3 "preferredMFA"). */
    preferredMfa: text('preferred_mfa', { enum: MFA_PREFERENCES }).notNull().default('NOMFA'),
    /** Base32 TOTP secret once the user has associated an authenticator app. */
    totpSecret: text('totp_secret'),
    /** A secret offered from the profile, until a code from the app proves it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Set when the user deletes their own account; the row stays for the audit trail, anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_roles_idx').using('gin', t.roles),
    // The users list always leaves the deleted out and sorts by name by default: this walks it in order.
    index('users_live_name_idx')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
    // The global search (usuarios-search.repository): the very expression it matches.
    index('users_busca_idx').using('gin', userSearchDocument(t)),
    check('users_type_check', sql`${t.type} in ('gali', 'cliente')`),
    check('users_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_status_check', sql`${t.status} in ('CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED')`),
  ],
);
