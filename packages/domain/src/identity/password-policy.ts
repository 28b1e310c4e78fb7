import { z } from 'zod';

/** SPEC §5 and §9: at least 8 characters with lowercase, uppercase, numbers and symbols. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  {
    key: 'tamanho',
    label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'minuscula', label: 'Uma letra minúscula', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'maiuscula', label: 'Uma letra maiúscula', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'numero', label: 'Um número', test: (p: string) => /\d/.test(p) },
  { key: 'simbolo', label: 'Um símbolo (como ! @ # $ %)', test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;

export type TPasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** Which rules of the policy a password satisfies, for the live checklist under every password field. */
export function checkPasswordPolicy(password: string): Record<TPasswordRuleKey, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.key, rule.test(password)])) as Record<
    TPasswordRuleKey,
    boolean
  >;
}

/** A new password: the policy, and at most 256 characters (argon2 input stays bounded). */
export const ZNewPassword = z
  .string()
  .max(256, 'A senha pode ter no máximo 256 caracteres')
  .superRefine((password, ctx) => {
    if (password.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Informe a nova senha' });
      return;
    }
    const missing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) =>
      rule.label.toLowerCase(),
    );
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: `A senha precisa ter: ${missing.join(', ')}` });
    }
  });
