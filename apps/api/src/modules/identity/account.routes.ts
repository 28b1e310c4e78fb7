import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttribute,
  ZChangePasswordInput,
  ZDevice,
  ZMfaAssociation,
  ZMfaPreferenceInput,
  ZPoolSettings,
  ZUpdateAttributesInput,
  ZVerifyCodeInput,
} from '@portal/domain';
import {
  associateTotp,
  changePassword,
  deleteAttributes,
  deleteOwnUser,
  disableTotp,
  listAttributes,
  sendEmailVerification,
  updateAttributes,
  verifyEmail,
  verifyTotp,
} from './account.service';
import { requireAuth } from './auth.plugin';
import { clearSessionCookies } from './cookies';
import { forgetDevice, listDevices, rememberDevice } from './devices.service';
import { readPoolSettings, writePoolSettings } from './pool-settings';

const TAGS = ['Conta'];
const NoContent = { 204: z.null() };

/** The signed-in user's own account: password, e-mail verification, attributes, devices, MFA, deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.identity;

  app.post(
    '/auth/change-password',
    {
      schema: { tags: TAGS, summary: 'Trocar a senha', body: ZChangePasswordInput, response: NoContent },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await changePassword(deps, user, request.body.oldPassword, request.body.newPassword);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email/send',
    {
      schema: {
        tags: TAGS,
        summary: 'Enviar código de verificação do e-mail',
        response: { 200: z.object({ destino: z.string() }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => sendEmailVerification(deps, requireAuth(request).user),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirmar o e-mail com o código',
        body: ZVerifyCodeInput,
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await verifyEmail(deps, requireAuth(request).user, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/attributes',
    {
      schema: {
        tags: TAGS,
        summary: 'Listar atributos do usuário',
        response: { 200: z.object({ attributes: z.array(ZAttribute) }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => ({ attributes: listAttributes(requireAuth(request).user) }),
  );

  app.patch(
    '/auth/attributes',
    {
      schema: {
        tags: TAGS,
        summary: 'Atualizar atributos (nunca sub nem *_verified)',
        body: ZUpdateAttributesInput,
        response: { 200: z.object({ emailVerificationSent: z.boolean() }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => updateAttributes(deps, requireAuth(request).user, request.body.attributes),
  );

  app.delete(
    '/auth/attributes/:name',
    {
      schema: {
        tags: TAGS,
        summary: 'Apagar um atributo opcional',
        params: z.object({ name: z.string() }),
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await deleteAttributes(deps, requireAuth(request).user, [request.params.name]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/devices',
    {
      schema: {
        tags: TAGS,
        summary: 'Dispositivos em que o usuário entrou',
        response: { 200: z.object({ items: z.array(ZDevice) }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { items: await listDevices(deps.db, auth.user.id, auth.session.deviceId) };
    },
  );

  app.post(
    '/auth/devices/:id/remember',
    {
      schema: {
        tags: TAGS,
        summary: 'Lembrar um dispositivo (dispensa o MFA nele)',
        params: z.object({ id: z.uuid() }),
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await deps.db.transaction((tx) => rememberDevice(tx, auth.actor, auth.user.id, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/devices/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Esquecer um dispositivo e encerrar suas sessões',
        params: z.object({ id: z.uuid() }),
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await deps.db.transaction((tx) => forgetDevice(tx, auth.actor, auth.user.id, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/mfa/associate',
    {
      schema: {
        tags: TAGS,
        summary: 'Associar um aplicativo autenticador (TOTP)',
        response: { 200: ZMfaAssociation },
      },
      config: { can: 'signed-in' },
    },
    async (request) => associateTotp(deps, requireAuth(request).user),
  );

  app.post(
    '/auth/mfa/verify',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirmar o aplicativo autenticador com um código',
        body: ZVerifyCodeInput,
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await verifyTotp(deps, requireAuth(request).user, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/auth/mfa/preference',
    {
      schema: {
        tags: TAGS,
        summary: 'Desativar a autenticação em dois fatores',
        body: ZMfaPreferenceInput,
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { mfa } = await readPoolSettings(deps.db);
      if (request.body.totp === 'DISABLED') await disableTotp(deps, user, mfa === 'ON');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me',
    {
      schema: { tags: TAGS, summary: 'Excluir a própria conta', response: NoContent },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await deleteOwnUser(deps, requireAuth(request).user);
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['Identidade'],
        summary: 'O que a tela de entrada oferece (SSO, MFA)',
        response: { 200: z.object({ ssoEnabled: z.boolean(), mfa: ZPoolSettings.shape.mfa }) },
      },
      config: { public: true },
    },
    async () => ({ ssoEnabled: deps.sso !== null, mfa: (await readPoolSettings(deps.db)).mfa }),
  );

  app.put(
    '/auth/pool-settings',
    {
      schema: {
        tags: ['Identidade'],
        summary: 'Configurar o grupo de usuários (MFA)',
        body: ZPoolSettings,
        response: { 200: ZPoolSettings },
      },
      config: { can: { subject: 'Permissoes', action: 'manage' } },
    },
    async (request) => {
      await writePoolSettings(deps.db, requireAuth(request).actor, request.body);
      return request.body;
    },
  );
};
