import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttribute,
  ZChangePasswordInput,
  ZDeleteOwnAccountInput,
  ZDevice,
  ZMfaAssociation,
  ZMfaPreferenceInput,
  ZPoolSettings,
  ZUpdateAttributesInput,
  ZVerifyCodeInput,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import {
  associateTotp,
  changePassword,
  deleteAttributes,
  deleteOwnAccount,
  listAttributes,
  sendEmailVerification,
  setMfaPreference,
  updateAttributes,
  verifyEmail,
  verifyTotp,
} from './account.service';
import { clearSessionCookies } from './cookies';
import { forgetDevice, listDevices, rememberDevice } from './devices.service';
import { accountContextOf } from './identity-deps';
import { readPoolSettings, writePoolSettings } from './pool-settings';

const TAGS = ['Conta'];
const NoContent = { 204: z.null() };

/** The signed-in user's own account: password, e-mail verification, attributes, devices, MFA, deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.identity;
  const ctxOf = (request: Parameters<typeof accountContextOf>[1]) => accountContextOf(app, request);

  app.post(
    '/auth/change-password',
    {
      schema: { tags: TAGS, summary: 'Trocar a senha', body: ZChangePasswordInput, response: NoContent },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await changePassword(ctxOf(request), request.body);
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
    async (request) => sendEmailVerification(ctxOf(request)),
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
      await verifyEmail(ctxOf(request), request.body.code);
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
    async (request) => ({ attributes: listAttributes(ctxOf(request)) }),
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
    async (request) => updateAttributes(ctxOf(request), request.body.attributes),
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
      await deleteAttributes(ctxOf(request), [request.params.name]);
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
    async (request) => ({ items: await listDevices(contextOf(app, request)) }),
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
      await rememberDevice(contextOf(app, request), request.params.id);
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
      await forgetDevice(contextOf(app, request), request.params.id);
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
    async (request) => associateTotp(ctxOf(request)),
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
      await verifyTotp(ctxOf(request), request.body.code);
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
      await setMfaPreference(ctxOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: TAGS,
        summary: 'Excluir a própria conta (pede a senha de novo)',
        // Without a body, the service answers in Portuguese that the password is missing.
        body: ZDeleteOwnAccountInput.nullish(),
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      await deleteOwnAccount(ctxOf(request), request.body);
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
    async (request) => writePoolSettings(contextOf(app, request), request.body),
  );
};
