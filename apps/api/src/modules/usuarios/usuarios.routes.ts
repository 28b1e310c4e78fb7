import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateUserInput, ZUserSummary, type TUserSummary } from '@portal/domain';
import { Forbidden, NotFound } from '../../errors/domain-errors';
import { requireAuth, type RequestAuth } from '../identity/auth.plugin';
import {
  requirePasswordReset,
  resendInvitation,
  setUserEnabled,
  inviteUser,
} from '../identity/user-admin.service';
import { findUserById, type UserRow } from '../identity/users.repository';

const TAGS = ['Usuários'];
const ZUserId = z.object({ user: z.uuid('Usuário inválido') });

export function toUserSummary(user: UserRow): TUserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    type: user.type,
    roles: user.roles,
    companies: user.companies,
    enabled: user.enabled,
    status: user.status,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Only someone who manages everything may act on an acesso_total account. */
async function loadManageableUser(
  app: Parameters<FastifyPluginAsyncZod>[0],
  auth: RequestAuth,
  id: string,
): Promise<UserRow> {
  const target = await findUserById(app.identity.db, id);
  if (!target || target.deletedAt) throw new NotFound('Usuário não encontrado.');
  if (target.roles.includes('acesso_total') && !auth.ability.can('manage', 'all')) {
    throw new Forbidden('Somente quem tem acesso total pode alterar esta conta.');
  }
  return target;
}

/** User administration (SPEC §6 "Permissions page": acesso_total manages; any role containing admin may edit). */
export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.identity;

  app.post(
    '/usuarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Convidar um usuário (envia o código de primeiro acesso por e-mail)',
        body: ZCreateUserInput,
        response: { 201: ZUserSummary },
      },
      config: { can: { subject: 'Usuario', action: 'create' } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const input = request.body;
      if (input.roles?.includes('acesso_total') && !auth.ability.can('manage', 'all')) {
        throw new Forbidden('Somente quem tem acesso total pode conceder acesso total.');
      }
      const user = await inviteUser(deps, auth.actor, input);
      return reply.status(201).send(toUserSummary(user));
    },
  );

  for (const [action, enabled] of [
    ['desativar', false],
    ['ativar', true],
  ] as const) {
    app.post(
      `/usuarios/:user/${action}`,
      {
        schema: {
          tags: TAGS,
          summary: enabled ? 'Reativar um usuário' : 'Desativar um usuário (encerra todas as sessões)',
          params: ZUserId,
          response: { 200: ZUserSummary },
        },
        config: { can: { subject: 'Usuario', action: 'update' } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const target = await loadManageableUser(app, auth, request.params.user);
        if (target.id === auth.user.id && !enabled)
          throw new Forbidden('Você não pode desativar a própria conta.');
        return toUserSummary(await setUserEnabled(deps, auth.actor, target.id, enabled));
      },
    );
  }

  app.post(
    '/usuarios/:user/reenviar-convite',
    {
      schema: {
        tags: TAGS,
        summary: 'Reenviar o código de primeiro acesso',
        params: ZUserId,
        response: { 204: z.null() },
      },
      config: { can: { subject: 'Usuario', action: 'update' } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const target = await loadManageableUser(app, auth, request.params.user);
      await resendInvitation(deps, auth.actor, target.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/usuarios/:user/exigir-redefinicao-senha',
    {
      schema: {
        tags: TAGS,
        summary: 'Exigir que o usuário redefina a senha',
        params: ZUserId,
        response: { 204: z.null() },
      },
      config: { can: { subject: 'Usuario', action: 'update' } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const target = await loadManageableUser(app, auth, request.params.user);
      await requirePasswordReset(deps, auth.actor, target.id);
      return reply.status(204).send(null);
    },
  );
};
