import { z } from 'zod';
import { KNOWN_ROLES } from '../permissions/roles';

export const USER_TYPES = ['gali', 'cliente'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const USER_STATUS = ['CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'] as const;
export type TUserStatus = (typeof USER_STATUS)[number];

/** SPEC §3 "preferredMFA (default NOMFA)". */
export const MFA_PREFERENCES = ['NOMFA', 'SOFTWARE_TOKEN_MFA'] as const;
export type TMfaPreference = (typeof MFA_PREFERENCES)[number];

/** E-mail as the sign-in identifier: trimmed and compared in lower case. */
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido'));

export const ZCreateUserInput = z.object({
  email: ZEmail,
  name: z.string().trim().min(1).max(120),
  type: z.enum(USER_TYPES),
  /** Roles from the catalogue only: a made-up name such as `x_admin` would pass the "contains admin" rule. */
  roles: z
    .array(
      z
        .string()
        .trim()
        .refine((r) => KNOWN_ROLES.has(r), 'Papel desconhecido'),
    )
    .max(60)
    .default([]),
  companies: z.array(z.uuid('Empresa inválida')).max(50).default([]),
});
export type TCreateUserInput = z.input<typeof ZCreateUserInput>;
/** A new user as the route schema hands it over (trimmed, lower-case e-mail, defaults applied). */
export type TCreateUserData = z.output<typeof ZCreateUserInput>;

/** The signed-in user as the web app keeps it under the `user` key (SPEC §3 "User"). */
export const ZAuthUser = z.object({
  id_user: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  roles: z.array(z.string()),
  companies: z.array(z.string()),
  /** Ids of the obras the user belongs to (SPEC "work sites"). */
  obras: z.array(z.string()),
  specific_rules: z.array(z.unknown()),
  preferredMFA: z.enum(MFA_PREFERENCES),
  /** A new e-mail waiting for its confirmation code; until then `email` stays the old one. */
  pendingEmail: z.string().nullable().optional(),
  /** How this session signed in: decides where sign-out goes (SPEC §4). */
  signInMethod: z.enum(['senha', 'sso']).optional(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

/** A user as administrators see them in lists and after changes. */
export const ZUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  roles: z.array(z.string()),
  companies: z.array(z.string()),
  enabled: z.boolean(),
  status: z.enum(USER_STATUS),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;
