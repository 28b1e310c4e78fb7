import { z } from 'zod';
import { USER_STATUS, USER_TYPES, ZUserSummary } from '../identity/user.contracts';
import { ZPage, ZPageQuery, ZQueryBoolean, ZSort } from '../platform/list.contracts';
import { KNOWN_ROLES } from '../permissions/roles';
import { ZSpecificRule } from './specific-rule.contract';

export const ZRole = z
  .string()
  .trim()
  .refine((r) => KNOWN_ROLES.has(r), 'Papel desconhecido');

export const USER_SORT_FIELDS = ['name', 'email', 'createdAt'] as const;

export const ZUserListQuery = ZPageQuery.extend({
  /** Name or e-mail. */
  q: z.string().trim().max(100).optional(),
  type: z.enum(USER_TYPES).optional(),
  role: z.string().trim().max(60).optional(),
  status: z.enum(USER_STATUS).optional(),
  enabled: ZQueryBoolean.optional(),
  /** Only members of this obra. */
  obra: z.uuid().optional(),
  /** Leave out the members of this obra (adding users to it). */
  semObra: z.uuid().optional(),
  sort: ZSort(USER_SORT_FIELDS).prefault('name'),
});
export type TUserListQuery = z.output<typeof ZUserListQuery>;

export const ZUserPage = ZPage(ZUserSummary);

export const ZObraRef = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });

/** A user as their profile shows them. */
export const ZUserDetail = ZUserSummary.extend({
  obras: z.array(ZObraRef),
  /** The companies of `companies` with their names, so a profile never needs the client list to show them. */
  empresas: z.array(z.object({ id: z.string(), nome: z.string() })),
  specificRules: z.array(z.unknown()),
  phoneNumber: z.string().nullable(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export { ZSpecificRule };

export const ZUpdateUserInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    type: z.enum(USER_TYPES),
    roles: z.array(ZRole).max(60),
    companies: z.array(z.uuid()).max(50),
    specificRules: z.array(ZSpecificRule).max(50),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nada para alterar');
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;

export const ZObraMembro = ZUserSummary.extend({ adicionadoEm: z.string() });
export const ZObraMembros = z.object({ items: z.array(ZObraMembro) });

export const ZAddObraUsuariosInput = z.object({
  userIds: z.array(z.uuid()).min(1, 'Escolha pelo menos um usuário').max(100),
  /** Roles to grant the added users (needs the right to edit users). */
  roles: z.array(ZRole).max(20).default([]),
});

export const ZEffectivePermissions = z.object({
  items: z.array(
    z.object({
      subject: z.string(),
      permissions: z.array(
        z.object({
          action: z.string(),
          acesso: z.enum(['total', 'condicional']),
          condicoes: z.array(z.record(z.string(), z.unknown())),
        }),
      ),
    }),
  ),
});
