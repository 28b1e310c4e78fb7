import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_CATALOG,
  ZCreateUserInput,
  ZEffectivePermissions,
  ZUpdateUserInput,
  ZUserDetail,
  ZUserListQuery,
  ZUserPage,
  ZUserSummary,
} from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import { requireAuth } from '../identity';
import { inviteUser, requirePasswordReset, resendInvitation, setUserEnabled } from '../identity';
import {
  assertMayTouch,
  effectivePermissions,
  getUserDetail,
  listUsers,
  loadUserFor,
  toUserSummary,
  updateUser,
} from './usuarios.service';

const TAGS = ['Usuários'];
const ZUserId = z.object({ user: z.uuid('Usuário inválido') });

/** User administration (SPEC §6 "Permissions page": acesso_total manages; any role containing admin may edit). */
export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.identity;
  const db = app.ctx.database.db;

  const loadManageable = async (request: Parameters<typeof requireAuth>[0], id: string) => {
    const auth = requireAuth(request);
    const { user: target } = await loadUserFor(db, auth, id, 'update');
    assertMayTouch(auth, target);
    return { auth, target };
  };

  app.get(
    '/usuarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Usuários (busca por nome ou e-mail, filtros, paginado)',
        querystring: ZUserListQuery,
        response: { 200: ZUserPage },
      },
      config: { can: { subject: 'Usuario' } },
    },
    async (request) => listUsers(db, requireAuth(request), request.query),
  );

  app.get(
    '/usuarios/papeis',
    {
      schema: {
        tags: TAGS,
        summary: 'Catálogo de papéis',
        response: {
          200: z.object({
            items: z.array(z.object({ role: z.string(), area: z.string(), descricao: z.string() })),
          }),
        },
      },
      config: { can: { subject: 'Usuario' } },
    },
    async () => ({ items: [...ROLE_CATALOG] }),
  );

  app.get(
    '/usuarios/:user',
    {
      schema: {
        tags: TAGS,
        summary: 'Perfil de um usuário (o próprio, ou outro para quem pode ler usuários)',
        params: ZUserId,
        response: { 200: ZUserDetail },
      },
      // Everyone reads their own profile (SPEC §2 "/usuarios/:user?", PERFIL); another's needs `read Usuario`.
      config: { can: { subject: 'PERFIL' } },
    },
    async (request) => getUserDetail(db, requireAuth(request), request.params.user),
  );

  app.get(
    '/usuarios/:user/permissoes',
    {
      schema: {
        tags: TAGS,
        summary: 'O que o usuário pode fazer, por assunto',
        params: ZUserId,
        response: { 200: ZEffectivePermissions },
      },
      config: { can: { subject: 'Usuario' } },
    },
    async (request) => ({
      items: await effectivePermissions(
        db,
        requireAuth(request),
        request.params.user,
        app.ctx.config.APP_ENV,
      ),
    }),
  );

  app.patch(
    '/usuarios/:user',
    {
      schema: {
        tags: TAGS,
        summary: 'Alterar nome, tipo, papéis, empresas e regras específicas',
        params: ZUserId,
        body: ZUpdateUserInput,
        response: { 200: ZUserDetail },
      },
      config: { can: { subject: 'Usuario', action: 'update' } },
    },
    async (request) => updateUser(db, requireAuth(request), request.params.user, request.body),
  );

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
      assertMayTouch(auth, { roles: [] }, request.body.roles);
      const user = await inviteUser(deps, auth.actor, request.body);
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
        const { auth, target } = await loadManageable(request, request.params.user);
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
      const { auth, target } = await loadManageable(request, request.params.user);
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
      const { auth, target } = await loadManageable(request, request.params.user);
      await requirePasswordReset(deps, auth.actor, target.id);
      return reply.status(204).send(null);
    },
  );
};
