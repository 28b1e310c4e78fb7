import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthUser,
  ZChallengeAnswer,
  ZConfirmForgotPasswordInput,
  ZForgotPasswordInput,
  ZMfaAssociation,
  ZSignInInput,
  ZSignInResponse,
  ZSignOutInput,
  ZSignOutResponse,
  packAbility,
} from '@portal/domain';
import { SessionInvalid } from './auth-errors';
import { requireAuth } from './auth.plugin';
import { clearSessionCookies, COOKIES, deviceKeyOf, setChallengeCookie, setSessionCookies } from './cookies';
import type { ClientInfo } from './identity-deps';
import { confirmForgotPassword, forgotPassword } from './recovery.service';
import { findSessionWithUser } from './sessions.repository';
import { refreshSession } from './sessions.service';
import { answerChallenge, associateTotpForChallenge, signIn, type SignInOutcome } from './sign-in.service';
import { signOut } from './sign-out.service';
import { toAuthUser } from './user-view';

const TAGS = ['Identidade'];

function clientOf(request: FastifyRequest, reply: FastifyReply): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    deviceKey: deviceKeyOf(request, reply, request.server.ctx.config),
  };
}

/** Sign-in answers: the session cookies and the user, or the challenge and its cookie. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.identity;

  async function respond(reply: FastifyReply, outcome: SignInOutcome) {
    if (outcome.kind === 'challenge') {
      setChallengeCookie(reply, deps.config, outcome.challengeToken);
      return { user: { email: outcome.user.email, name: outcome.user.name }, challenge: outcome.challenge };
    }
    setSessionCookies(reply, deps.config, outcome.tokens);
    const row = await findSessionWithUser(deps.db, outcome.tokens.sessionId);
    return { user: toAuthUser(outcome.user, row?.obras ?? [], 'senha'), challenge: null };
  }

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags: TAGS,
        summary: 'Entrar com e-mail e senha',
        body: ZSignInInput,
        response: { 200: ZSignInResponse },
      },
      config: { public: true },
    },
    async (request, reply) => respond(reply, await signIn(deps, request.body, clientOf(request, reply))),
  );

  app.post(
    '/auth/challenge',
    {
      schema: {
        tags: TAGS,
        summary: 'Responder ao desafio da entrada (nova senha, MFA)',
        body: ZChallengeAnswer,
        response: { 200: ZSignInResponse },
      },
      config: { public: true },
    },
    async (request, reply) =>
      respond(
        reply,
        await answerChallenge(
          deps,
          request.cookies[COOKIES.challenge],
          request.body,
          clientOf(request, reply),
        ),
      ),
  );

  app.post(
    '/auth/challenge/mfa-associate',
    {
      schema: {
        tags: TAGS,
        summary: 'Gerar o segredo TOTP durante o desafio MFA_SETUP',
        response: { 200: ZMfaAssociation },
      },
      config: { public: true },
    },
    async (request) => associateTotpForChallenge(deps, request.cookies[COOKIES.challenge]),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: TAGS,
        summary: 'Renovar a sessão (o token de renovação é trocado a cada uso)',
        response: { 200: z.object({ user: ZAuthUser }) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const presented = request.cookies[COOKIES.refresh];
      if (!presented) throw new SessionInvalid('REFRESH_TOKEN_REVOKED');
      const result = await refreshSession(deps, presented);
      if (!result.ok) {
        clearSessionCookies(reply);
        throw new SessionInvalid(result.reason);
      }
      setSessionCookies(reply, deps.config, result);
      return { user: toAuthUser(result.user, result.obras ?? [], result.session.method) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: TAGS,
        summary: 'Sair (local; global encerra todas as sessões do usuário)',
        // Fastify validates a missing body as null: with no body at all, the sign-out is local.
        body: ZSignOutInput.nullish(),
        response: { 200: ZSignOutResponse },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const result = await signOut(
        deps,
        request.auth,
        request.body?.global ?? false,
        request.cookies[COOKIES.refresh],
      );
      clearSessionCookies(reply);
      return result;
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Enviar código de recuperação de senha',
        body: ZForgotPasswordInput,
        response: { 200: z.object({ destino: z.string() }) },
      },
      config: { public: true },
    },
    async (request, reply) => forgotPassword(deps, request.body.email, clientOf(request, reply)),
  );

  app.post(
    '/auth/forgot-password/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Definir nova senha com o código recebido',
        body: ZConfirmForgotPasswordInput,
        response: { 204: z.null() },
      },
      config: { public: true },
    },
    async (request, reply) => {
      await confirmForgotPassword(deps, request.body, clientOf(request, reply));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: TAGS,
        summary: 'Usuário atual e suas permissões (regras CASL compactadas)',
        response: { 200: z.object({ user: ZAuthUser, rules: z.array(z.array(z.unknown())) }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        user: toAuthUser(auth.user, auth.obras, auth.session.method),
        rules: packAbility(auth.ability) as unknown[][],
      };
    },
  );
};
