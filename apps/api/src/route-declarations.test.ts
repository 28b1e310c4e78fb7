import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { apiModules } from './modules';
import { UndeclaredRoutePermission, type RouteDeclaration } from './modules/identity/auth.plugin';
import { createTestApp, type TestApp } from './test/test-app';

function describeAccess(access: RouteDeclaration['access']): string {
  if (access === 'public') return 'pública';
  if (access === 'signed-in') return 'qualquer usuário autenticado';
  if ('checkedBy' in access) return `${access.subject}: no registro, pelo serviço`;
  const actions = Array.isArray(access.action) ? access.action : [access.action ?? 'read'];
  return `${access.subject}: ${actions.join(' | ')}`;
}

describe('the permission every API route declares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every route with its declaration (a new or changed route shows up in review)', async () => {
    const table = t.app.routeDeclarations
      .map((r) => `${r.method.padEnd(7)}${r.url.padEnd(52)}${describeAccess(r.access)}`)
      .sort()
      .join('\n');
    await expect(`${table}\n`).toMatchFileSnapshot('./route-declarations.txt');
  });

  it('keeps the public routes to sign-in, recovery, SSO, health, the public configuration, the calendar feed (whose secret address is its credential), the ethics channel’s reporter (issue 23) and the after-sales survey link (issue 17, its token the credential)', () => {
    const publicRoutes = t.app.routeDeclarations.filter((r) => r.access === 'public').map((r) => r.url);
    for (const url of publicRoutes) {
      expect(url, url).toMatch(
        /^\/api\/(auth\/(sign-in|challenge|refresh|sign-out|forgot-password|confirm-forgot-password|first-login|sso|config)|health|config|openapi\.json|dev\/|calendario\.ics$|etica\/publico\/(relatos|acompanhamento|complementos)$|posvendas\/pesquisa\/:token$)/,
      );
    }
  });
});

describe('a route that declares no permission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops the server from starting, naming the route', async () => {
    const careless: FastifyPluginAsync = async (app) => {
      app.get('/esquecida', async () => ({ segredo: true }));
    };
    const { config, database, storage } = t.app.ctx;
    apiModules.push(careless);
    try {
      const building = buildApp({ config, database, storage, ssoIssuerUrl: null }, { logger: false });
      await expect(building).rejects.toThrow(UndeclaredRoutePermission);
      await expect(building).rejects.toThrow('GET /api/esquecida');
    } finally {
      apiModules.splice(apiModules.indexOf(careless), 1);
    }
  });
});
