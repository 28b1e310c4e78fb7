import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZProblem } from '@portal/domain';
import { appMeta } from './modules/platform/meta.schema';
import { createTestApp, type TestApp } from './test/test-app';

/** Nothing internal may leave the server: no stack frames, file paths or SQL. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\/src\/|\.ts:\d+|select |insert into/i);
}

describe('the platform HTTP surface', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_KB: '4' } });
    // A route that fails the way a bug would, to see what a client receives.
    // Two saves of the same unique value racing: the database refuses the second.
    t.app.get('/api/__duplicado-de-teste', { config: { public: true } }, async () => {
      await t.database.db.insert(appMeta).values({ key: 'teste.duplicado', value: 1 });
      await t.database.db.insert(appMeta).values({ key: 'teste.duplicado', value: 2 });
    });
    t.app.get('/api/__falha-de-teste', { config: { public: true } }, async () => {
      throw new Error('segredo interno em /srv/portal/src/db.ts: select * from users');
    });
    // An upload route that reads the file whole, with none of the files module's own handling of a broken stream.
    t.app.post('/api/__envio-de-teste', { config: { public: true } }, async (request) => {
      const part = await request.file();
      return { tamanho: (await part?.toBuffer())?.length ?? 0 };
    });
  });
  afterAll(() => t.close());

  describe('GET /api/health', () => {
    it('answers 200 {"status":"ok"} when the database answers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });
  });

  describe('unknown API paths', () => {
    it.each(['GET', 'POST', 'DELETE'] as const)('answer %s with a 404 problem in JSON', async (method) => {
      const res = await t.app.inject({ method, url: '/api/nao-existe?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = ZProblem.parse(res.json());
      expect(body).toMatchObject({ status: 404, code: 'NOT_FOUND', instance: '/api/nao-existe' });
      expect(body.detail).toContain('/api/nao-existe');
    });
  });

  describe('errors Fastify raises before any route runs', () => {
    it("answers a URL with a malformed %-escape with a 400 problem in pt-BR, not Fastify's own JSON", async () => {
      const logged = vi.spyOn(t.app.log, 'error');
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/%zz' });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(ZProblem.parse(res.json())).toMatchObject({
          status: 400,
          code: 'BAD_REQUEST',
          title: 'Requisição inválida',
          detail: 'O endereço da requisição é inválido: tem uma sequência % malformada.',
          instance: '/api/%zz',
        });
        expect(res.body).not.toContain('FST_ERR');
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
    });

    it('answers a path parameter longer than the router takes with a 414 problem in pt-BR', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/arquivos/${'a'.repeat(200)}` });
      expect(res.statusCode).toBe(414);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(ZProblem.parse(res.json())).toMatchObject({
        status: 414,
        detail: 'O endereço da requisição é longo demais.',
      });
      expect(res.body).not.toContain('FST_ERR');
    });
  });

  describe('broken multipart bodies, on any upload route', () => {
    const BOUNDARY = 'portal-teste';
    const PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivo"; filename="a.txt"\r\n\r\nconteúdo`;

    it.each([
      ['no boundary', 'multipart/form-data', `${PART}\r\n--${BOUNDARY}--\r\n`, /não informa o boundary/],
      ['no closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, PART, /malformado ou incompleto/],
      [
        'a body that is not multipart',
        `multipart/form-data; boundary=${BOUNDARY}`,
        'texto solto',
        /malformado/,
      ],
    ])('answers %s with a 400 problem in pt-BR and logs no error', async (_name, type, payload, detail) => {
      const logged = vi.spyOn(t.app.log, 'error');
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/__envio-de-teste',
          headers: { 'content-type': type, 'x-portal-request': '1' },
          payload,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        const body = ZProblem.parse(res.json());
        expect(body).toMatchObject({ status: 400, code: 'BAD_REQUEST', instance: '/api/__envio-de-teste' });
        expect(body.detail).toMatch(detail);
        expectNoInternals(res.body);
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
    });

    it('still reads a well-formed body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__envio-de-teste',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-portal-request': '1' },
        payload: `${PART}\r\n--${BOUNDARY}--\r\n`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ tamanho: Buffer.byteLength('conteúdo') });
    });
  });

  describe('bad request bodies', () => {
    it('refuses malformed JSON with 400 and a pt-BR message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(ZProblem.parse(res.json())).toMatchObject({
        code: 'BAD_REQUEST',
        detail: 'O corpo da requisição não é um JSON válido.',
      });
      expectNoInternals(res.body);
    });

    it('refuses a content type it does not read with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/xml', 'x-portal-request': '1' },
        payload: '<obra/>',
      });
      expect(res.statusCode).toBe(415);
      expect(ZProblem.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses a body over the limit with 413', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
        payload: JSON.stringify({ email: 'x'.repeat(8 * 1024), password: 'y' }),
      });
      expect(res.statusCode).toBe(413);
      expect(ZProblem.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  it('answers a unique value taken at the same moment with 409, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__duplicado-de-teste' });
    expect(res.statusCode).toBe(409);
    expect(ZProblem.parse(res.json())).toMatchObject({
      code: 'CONFLICT',
      detail: 'Já existe um registro com esses dados.',
    });
    expectNoInternals(res.body);
  });

  it('answers an unexpected failure with a generic 500, never the error itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__falha-de-teste' });
    expect(res.statusCode).toBe(500);
    const body = ZProblem.parse(res.json());
    expect(body.code).toBe('INTERNAL');
    expect(res.body).not.toContain('segredo');
    expectNoInternals(res.body);
  });

  describe('OpenAPI', () => {
    it('publishes /api/openapi.json generated from the route schemas', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        openapi: string;
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths['/api/health']?.get?.responses).toHaveProperty('200');
      expect(doc.paths['/api/health']?.get?.responses).toHaveProperty('503');
    });

    it('serves the browsable documentation at /api/docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('swagger');
    });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every answer a request id, keeping a well-formed one sent by the client', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chamada-123' },
    });
    expect(own.headers['x-request-id']).toBe('chamada-123');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'não serve!' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'portal-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Portal de Obras</title><div id="root"></div>',
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/obras/123/diarios', '/versoesSistema', '/rota/que/nao/existe'])(
    'answers %s with the app, so a refresh on any route works',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown /api paths with JSON, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/obras-que-nao-existem' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with a problem', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(ZProblem.parse(res.json())).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await t.app.close();
  });
});
