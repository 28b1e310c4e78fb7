import { z } from 'zod';

export const USER_TYPES = ['gali', 'cliente'] as const;
export type TUserType = (typeof USER_TYPES)[number];

/** E-mail as the sign-in identifier: trimmed and compared in lower case. */
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido'));

export const ZCreateUserInput = z.object({
  email: ZEmail,
  name: z.string().trim().min(1).max(120),
  type: z.enum(USER_TYPES),
  roles: z.array(z.string().trim().min(1).max(60)).max(100).default([]),
  companies: z.array(z.string().min(1)).max(50).default([]),
});
export type TCreateUserInput = z.input<typeof ZCreateUserInput>;
