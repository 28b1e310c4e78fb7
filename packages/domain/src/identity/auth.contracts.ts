import { z } from 'zod';
import { ZAuthUser } from './user.contracts';
import { ZNewPassword } from './password-policy';

/** SPEC §4 challenge states. SMS is not offered, so MFA is always the TOTP kind. */
export const CHALLENGE_NAMES = ['NEW_PASSWORD_REQUIRED', 'SOFTWARE_TOKEN_MFA', 'MFA_SETUP'] as const;
export type TChallengeName = (typeof CHALLENGE_NAMES)[number];

/** The amplify-style validation errors of SPEC §5 for empty inputs, with what the form says. */
export const EMPTY_INPUT_ERRORS = {
  EmptyUsername: 'Informe o e-mail.',
  EmptyCode: 'Informe o código recebido por e-mail.',
  EmptyPassword: 'Informe a nova senha.',
  EmptyChallengeResponse: 'Informe a resposta do desafio.',
} as const;
export type TEmptyInputError = keyof typeof EMPTY_INPUT_ERRORS;

export const ZChallenge = z.object({
  name: z.enum(CHALLENGE_NAMES),
  parameters: z.record(z.string(), z.unknown()),
});
export type TChallenge = z.infer<typeof ZChallenge>;

export const ZSignInInput = z.object({
  email: z.string().trim().max(320),
  password: z.string().max(256),
});

export const ZSignInResponse = z.object({
  user: ZAuthUser.partial().extend({ email: z.string() }),
  challenge: ZChallenge.nullable(),
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZChallengeAnswer = z.object({
  name: z.enum(CHALLENGE_NAMES),
  /** NEW_PASSWORD for NEW_PASSWORD_REQUIRED; USER_CODE for MFA_SETUP and SOFTWARE_TOKEN_MFA. */
  responses: z.record(z.string(), z.string().max(256)),
});

export const ZMfaAssociation = z.object({
  secretCode: z.string(),
  /** otpauth:// URI to show as a QR code. */
  uri: z.string(),
});

export const ZForgotPasswordInput = z.object({ email: z.string().trim().max(320) });

export const ZConfirmForgotPasswordInput = z.object({
  email: z.string().trim().max(320),
  code: z.string().trim().max(12),
  password: z.string().max(256),
});

export const ZChangePasswordInput = z.object({
  oldPassword: z.string().min(1, 'Informe a senha atual').max(256),
  newPassword: ZNewPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/**
 * Deleting one's own account asks for the password again (a session left open on a shared computer must not be
 * enough). An account without a password (staff who sign in only by SSO) sends nothing: it must have signed in by
 * SSO in the last few minutes instead.
 */
export const ZDeleteOwnAccountInput = z.object({
  senha: z.string().max(256).optional(),
});
export type TDeleteOwnAccountInput = z.infer<typeof ZDeleteOwnAccountInput>;

export const ZVerifyCodeInput = z.object({ code: z.string().trim().max(12) });

export const ZSignOutInput = z.object({ global: z.boolean().default(false) });
export const ZSignOutResponse = z.object({
  /** Where the browser goes next: the SSO provider's end-session endpoint, or /login. */
  redirectTo: z.string(),
});

/** Attributes a user may change; `sub` and anything `*_verified` are never accepted. */
export const EDITABLE_ATTRIBUTES = ['name', 'email', 'phone_number'] as const;
export const DELETABLE_ATTRIBUTES = ['phone_number'] as const;

export const ZUpdateAttributesInput = z.object({
  attributes: z.record(z.string(), z.string().max(320)),
});
export const ZDeleteAttributesInput = z.object({ names: z.array(z.string()).min(1).max(20) });

export const ZAttribute = z.object({ name: z.string(), value: z.string() });

export const ZDevice = z.object({
  id: z.string(),
  name: z.string(),
  remembered: z.boolean(),
  current: z.boolean(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
});
export type TDevice = z.infer<typeof ZDevice>;

export const ZMfaPreferenceInput = z.object({ totp: z.enum(['PREFERRED', 'DISABLED']) });
export type TMfaPreferenceInput = z.infer<typeof ZMfaPreferenceInput>;

export const ZPoolSettings = z.object({
  /** OFF (default), OPTIONAL (users choose) or ON (everyone sets up TOTP at sign-in). */
  mfa: z.enum(['OFF', 'OPTIONAL', 'ON']),
});
export type TPoolSettings = z.infer<typeof ZPoolSettings>;
