import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { client, type Client } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditLog } from '../audit/audit.schema';

const MAINTENANCE_AUDIT = eq(auditLog.entityId, 'platform.maintenance');

describe('the platform routes', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await sessionAs(t.app, 'admin@demo.obras.dev');
    gestor = await sessionAs(t.app, 'gestor@demo.obras.dev');
  });
  afterAll(() => t.close());

  describe('GET /api/config', () => {
    it('tells anyone, signed in or not, what the browser may know of the configuration', async () => {
      const res = await client(t.app).get('/api/config');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ambiente: 'dev', maxUploadBytes: expect.any(Number) });
      expect(res.json().versao).toMatch(/^\d+\.\d+\.\d+$/);
    });
  });

  describe('GET /api/manutencao', () => {
    it('asks for a session', async () => {
      const res = await client(t.app).get('/api/manutencao');
      expect(res.statusCode).toBe(401);
    });

    it('lists no route under maintenance on a new installation', async () => {
      const res = await gestor.get('/api/manutencao');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ paths: [] });
    });
  });

  describe('PUT /api/manutencao', () => {
    it('lets an administrator close routes: trimmed, without repeats, in order, audited', async () => {
      const res = await admin.put('/api/manutencao', { paths: ['/todas-obras', '/diarios ', '/diarios'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ paths: ['/diarios', '/todas-obras'] });
      expect((await gestor.get('/api/manutencao')).json()).toEqual({ paths: ['/diarios', '/todas-obras'] });
      const [audit] = await t.database.db.select().from(auditLog).where(MAINTENANCE_AUDIT);
      expect(audit).toMatchObject({ action: 'update', before: [], after: ['/diarios', '/todas-obras'] });
    });

    it('refuses anyone without the permissions page, and changes nothing', async () => {
      const audits = (await t.database.db.select().from(auditLog).where(MAINTENANCE_AUDIT)).length;
      const res = await gestor.put('/api/manutencao', { paths: [] });
      expect(res.statusCode).toBe(403);
      expect(problemOf(res).detail).toMatch(/permissão/);
      expect((await gestor.get('/api/manutencao')).json()).toEqual({ paths: ['/diarios', '/todas-obras'] });
      expect((await t.database.db.select().from(auditLog).where(MAINTENANCE_AUDIT)).length).toBe(audits);
    });

    it('refuses a path that is not a route, in pt-BR, and changes nothing', async () => {
      const res = await admin.put('/api/manutencao', { paths: ['diarios'] });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(problemOf(res))).toContain('Use o caminho da rota, começando por /');
      expect((await gestor.get('/api/manutencao')).json()).toEqual({ paths: ['/diarios', '/todas-obras'] });
    });
  });
});
