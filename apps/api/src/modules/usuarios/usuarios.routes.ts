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
import { contextOf } from '../../service-context';
import { usuariosExportSource } from './usuarios-export';
import { usuarioSearchSource } from './usuarios-search';
import {
  effectivePermissions,
  getUserDetail,
  inviteUsuario,
  listUsers,
  requireUsuarioPasswordReset,
  resendUsuarioInvitation,
  setUsuarioEnabled,
  updateUser,
  type UsuariosContext,
} from './usuarios.service';

const TAGS = ['Usuários'];
const ZUserId = z.object({ user: z.uuid('Usuário inválido') });

/** User administration (SPEC §6 "Permissions page": acesso_total manages; any role containing admin may edit). */
export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof contextOf>[1]): UsuariosContext => ({
    ...contextOf(app, request),
    config: app.ctx.config,
  });
  app.exports.register(usuariosExportSource);
  app.searchSources.register(usuarioSearchSource);

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
    async (request) => listUsers(contextOf(app, request), request.query),
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
    async (request) => getUserDetail(contextOf(app, request), request.params.user),
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
    async (request) => ({ items: await effectivePermissions(ctxOf(request), request.params.user) }),
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
    async (request) => updateUser(contextOf(app, request), request.params.user, request.body),
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
    async (request, reply) => reply.status(201).send(await inviteUsuario(ctxOf(request), request.body)),
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
      async (request) => setUsuarioEnabled(contextOf(app, request), request.params.user, enabled),
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
      await resendUsuarioInvitation(ctxOf(request), request.params.user);
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
      await requireUsuarioPasswordReset(contextOf(app, request), request.params.user);
      return reply.status(204).send(null);
    },
  );
};
