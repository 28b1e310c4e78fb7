import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIES, deviceKeyOf, setSessionCookies } from './cookies';
import type { PendingLogin } from './sso-client';
import { signInFederated } from './sso.service';

const TAGS = ['Identidade'];
const PENDING_COOKIE_PATH = '/api/auth/sso';

/** Only a path inside the portal may be a destination after sign-in (no open redirect). */
export function safeRedirect(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/**
 * Staff single sign-on: /api/auth/sso leaves for the provider; /api/auth/sso/callback comes back, signs the user in
 * (creating a `gali` user with no roles on the first visit) and ends on /acessoFederado.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.identity;
  const sso = deps.sso;
  if (!sso) return;

  app.get(
    '/auth/sso',
    {
      schema: {
        tags: TAGS,
        summary: 'Entrar com SSO (redireciona ao provedor)',
        querystring: z.object({ redirect: z.string().max(2000).optional() }),
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { url, pending } = await sso.startLogin(safeRedirect(request.query.redirect));
      void reply.setCookie(COOKIES.sso, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.isProduction,
        path: PENDING_COOKIE_PATH,
        maxAge: 10 * 60,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    '/auth/sso/callback',
    { schema: { tags: TAGS, summary: 'Retorno do provedor de SSO', hide: true }, config: { public: true } },
    async (request, reply) => {
      void reply.clearCookie(COOKIES.sso, { path: PENDING_COOKIE_PATH });
      const fail = (erro: string) => reply.redirect(`/acessoFederado#erro=${encodeURIComponent(erro)}`);
      const raw = request.cookies[COOKIES.sso];
      if (!raw) return fail('sessao_expirada');
      let pending: PendingLogin;
      try {
        pending = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingLogin;
      } catch {
        return fail('sessao_expirada');
      }
      const callbackUrl = new URL(request.url, deps.config.PUBLIC_URL);
      const outcome = await signInFederated(deps, sso, callbackUrl, pending, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceKey: deviceKeyOf(request, reply, deps.config),
      });
      if (!outcome.ok) {
        request.log.warn({ motivo: outcome.error }, 'SSO sign-in refused');
        return fail(outcome.error);
      }
      setSessionCookies(reply, deps.config, outcome.tokens);
      const redirect = safeRedirect(pending.redirect);
      return reply.redirect(
        `/acessoFederado#sso=ok${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
      );
    },
  );
};
