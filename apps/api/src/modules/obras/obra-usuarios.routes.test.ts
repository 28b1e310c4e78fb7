import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ZObraMembros } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { obraUsuarios } from './obras.schema';

const NOWHERE = '00000000-0000-4000-8000-000000000000';

describe('/api/obras/:obra/usuarios', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let coordenador: Client;
  let cliente: Client;
  let ob014: string;
  let ob021: string;
  let userId: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, coordenador, cliente] = await signedInAs(t, [
      'admin',
      'gestor',
      'coordenador',
      'cliente',
    ]);
    [ob014, ob021] = await Promise.all([obraIdOf(admin, 'OB-2025-014'), obraIdOf(admin, 'OB-2025-021')]);
    const names = ['admin', 'juridico', 'sgi', 'coordenador', 'leitura'];
    userId = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await userIdOf(admin, `${n}@demo.obras.dev`)])),
    );
  });
  afterAll(() => t.close());

  const membershipCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(obraUsuarios))[0]!.n);
  async function emails(obraId: string): Promise<string[]> {
    const res = await admin.get(`/api/obras/${obraId}/usuarios`);
    expect(res.statusCode, res.body).toBe(200);
    return ZObraMembros.parse(res.json()).items.map((m) => m.email);
  }
  async function minhas(who: Client): Promise<string[]> {
    return (await who.get('/api/obras?minhas=true')).json().items.map((o: { codigo: string }) => o.codigo);
  }
  const obrasInMe = async (who: Client): Promise<string[]> => (await who.get('/api/me')).json().user.obras;

  it('lists the people of an obra by name, with when each was added', async () => {
    const res = await admin.get(`/api/obras/${ob014}/usuarios`);
    const { items } = ZObraMembros.parse(res.json());
    expect(items.map((m) => m.name)).toEqual([
      'Carlos Mendes',
      'Felipe Costa',
      'Juliana Prado',
      'Larissa Moura',
      'Renata Albuquerque',
      'Roberto Lima',
      'Sérgio Almeida',
    ]);
    expect(items.every((m) => !Number.isNaN(Date.parse(m.adicionadoEm)))).toBe(true);
    expect((await admin.get(`/api/obras/${ob014}`)).json().membros).toBe(7);
  });

  it('adds a user and grants a role in one call; the user’s very next request sees both', async () => {
    const juridico = await sessionAs(t.app, 'juridico@demo.obras.dev');
    expect(await obrasInMe(juridico)).toEqual([]);
    expect(await minhas(juridico)).toEqual([]);

    const res = await admin.post(`/api/obras/${ob021}/usuarios`, {
      userIds: [userId.juridico],
      roles: ['rdo_by_obra'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ adicionados: 1 });

    const me = (await juridico.get('/api/me')).json();
    expect(me.user.obras).toEqual([ob021]);
    expect(me.user.roles).toEqual(['admin_juridico', 'rdo_by_obra']);
    expect(await minhas(juridico)).toEqual(['OB-2025-021']);
    expect(await emails(ob021)).toContain('juridico@demo.obras.dev');

    expect((await auditOf(t, 'obra', ob021)).at(-1)).toMatchObject({
      action: 'adicionar_usuario',
      after: { userId: userId.juridico },
    });
    const roleChange = (await auditOf(t, 'user', userId.juridico!)).at(-1);
    expect(roleChange).toMatchObject({
      action: 'update',
      before: { roles: ['admin_juridico'] },
      after: { roles: ['admin_juridico', 'rdo_by_obra'] },
    });
  });

  it('adding someone who already belongs changes nothing', async () => {
    const before = await auditCount(t);
    const res = await admin.post(`/api/obras/${ob021}/usuarios`, { userIds: [userId.juridico] });
    expect(res.json()).toEqual({ adicionados: 0 });
    expect(await auditCount(t)).toBe(before);
  });

  it('removes a user (204); the obra leaves their next request, and a second removal is 404', async () => {
    const juridico = await sessionAs(t.app, 'juridico@demo.obras.dev');
    expect(await obrasInMe(juridico)).toEqual([ob021]);
    const res = await admin.delete(`/api/obras/${ob021}/usuarios/${userId.juridico}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await obrasInMe(juridico)).toEqual([]);
    expect(await minhas(juridico)).toEqual([]);
    expect((await auditOf(t, 'obra', ob021)).at(-1)).toMatchObject({
      action: 'remover_usuario',
      before: { userId: userId.juridico },
    });
    expect((await admin.delete(`/api/obras/${ob021}/usuarios/${userId.juridico}`)).statusCode).toBe(404);
  });

  it('refuses a site manager without an administrator role (403), even on their own obra', async () => {
    const [links, audit] = [await membershipCount(), await auditCount(t)];
    const add = await gestor.post(`/api/obras/${ob014}/usuarios`, { userIds: [userId.sgi] });
    expect(add.statusCode).toBe(403);
    expect(problemOf(add).code).toBe('FORBIDDEN');
    const member = (await emails(ob014)).length;
    const remove = await gestor.delete(`/api/obras/${ob014}/usuarios/${userId.coordenador}`);
    expect(remove.statusCode).toBe(403);
    expect(await emails(ob014)).toHaveLength(member);
    expect([await membershipCount(), await auditCount(t)]).toEqual([links, audit]);
  });

  it('refuses a client user (403)', async () => {
    const res = await cliente.post(`/api/obras/${ob014}/usuarios`, { userIds: [userId.sgi] });
    expect(res.statusCode).toBe(403);
  });

  it('lets an obra administrator add people, but not grant acesso_total nor roles to the admin account', async () => {
    const [links, audit] = [await membershipCount(), await auditCount(t)];
    for (const body of [
      { userIds: [userId.sgi], roles: ['acesso_total'] },
      { userIds: [userId.sgi], roles: ['dev_acesso_total'] },
      { userIds: [userId.admin], roles: ['rdo_by_obra'] },
    ]) {
      const res = await coordenador.post(`/api/obras/${ob021}/usuarios`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect([await membershipCount(), await auditCount(t)]).toEqual([links, audit]);
    expect((await admin.get(`/api/usuarios/${userId.sgi}`)).json().roles).toEqual(['admin_sgi']);

    const ok = await coordenador.post(`/api/obras/${ob021}/usuarios`, { userIds: [userId.sgi] });
    expect(ok.json()).toEqual({ adicionados: 1 });
  });

  it('does not let an administrator grant roles to themselves through an obra (403)', async () => {
    const res = await coordenador.post(`/api/obras/${ob021}/usuarios`, {
      userIds: [userId.coordenador, userId.leitura],
      roles: ['admin_contratos'],
    });
    expect(res.statusCode).toBe(403);
    const me = (await coordenador.get('/api/me')).json().user;
    expect(me.roles).toEqual(['admin_rdo', 'admin_obra']);
    expect((await admin.get(`/api/usuarios/${userId.leitura}`)).json().roles).toEqual(['mkt_read']);
  });

  it('refuses an unknown user (400 on userIds) and an unknown role (400), adding nobody', async () => {
    const links = await membershipCount();
    const unknownUser = await admin.post(`/api/obras/${ob021}/usuarios`, {
      userIds: [userId.leitura, NOWHERE],
    });
    expect(unknownUser.statusCode).toBe(400);
    expect(problemOf(unknownUser).errors?.map((e) => e.campo)).toEqual(['userIds']);
    const unknownRole = await admin.post(`/api/obras/${ob021}/usuarios`, {
      userIds: [userId.leitura],
      roles: ['chefe_supremo'],
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(problemOf(unknownRole).errors?.[0]?.campo).toMatch(/^roles/);
    expect(await membershipCount()).toBe(links);
  });

  it('answers 404 for an obra that does not exist', async () => {
    expect((await admin.get(`/api/obras/${NOWHERE}/usuarios`)).statusCode).toBe(404);
    const res = await admin.post(`/api/obras/${NOWHERE}/usuarios`, { userIds: [userId.leitura] });
    expect(res.statusCode).toBe(404);
  });

  describe('rights on the users of one obra', () => {
    const MAY_NOT_EDIT = 'Você não tem permissão para alterar os usuários desta obra.';

    async function grant(who: string, specificRules: unknown[]): Promise<Client> {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, `${who}@demo.obras.dev`)}`, {
        specificRules,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [signed] = await signedInAs(t, [who]);
      return signed;
    }

    /** A refusal with its status and message, after which the obra's people and the audit trail are as they were. */
    async function expectRefused(send: () => Promise<Response>, status: number, detail: string) {
      const [links, audit, people] = [await membershipCount(), await auditCount(t), await emails(ob021)];
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(problemOf(res).detail).toBe(detail);
      expect([await membershipCount(), await auditCount(t), await emails(ob021)]).toEqual([
        links,
        audit,
        people,
      ]);
    }

    it('answers a client 403 on another obra’s people exactly as on a missing obra', async () => {
      for (const obraId of [ob021, NOWHERE]) {
        await expectRefused(
          () => cliente.post(`/api/obras/${obraId}/usuarios`, { userIds: [userId.leitura] }),
          403,
          'Você não tem permissão para esta ação.',
        );
      }
      const [other, missing] = [
        await cliente.get(`/api/obras/${ob021}/usuarios`),
        await cliente.get(`/api/obras/${NOWHERE}/usuarios`),
      ];
      expect([other.statusCode, problemOf(other).detail]).toEqual([403, problemOf(missing).detail]);
    });

    it('answers 404 like a missing obra to whoever reads users but not that obra', async () => {
      const reader = await grant('cliente', [{ action: 'read', subject: 'Usuario' }]);
      const other = await reader.get(`/api/obras/${ob021}/usuarios`);
      const missing = await reader.get(`/api/obras/${NOWHERE}/usuarios`);
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(problemOf(other).detail).toBe(problemOf(missing).detail);
      expect(other.body).not.toContain('@demo.obras.dev');
      expect((await reader.get(`/api/obras/${ob014}/usuarios`)).statusCode).toBe(200);
    });

    it('lets a rule on the users of one obra change that obra’s people only', async () => {
      const limited = await grant('leitura', [
        { action: 'update', subject: 'Usuario', conditions: { obras: ob014 } },
      ]);
      await expectRefused(
        () => limited.post(`/api/obras/${ob021}/usuarios`, { userIds: [userId.juridico] }),
        403,
        MAY_NOT_EDIT,
      );
      const member = (await admin.get(`/api/obras/${ob021}/usuarios`)).json().items[0].id;
      await expectRefused(() => limited.delete(`/api/obras/${ob021}/usuarios/${member}`), 403, MAY_NOT_EDIT);
      const ok = await limited.post(`/api/obras/${ob014}/usuarios`, { userIds: [userId.juridico] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ adicionados: 1 });
    });

    it('does not let the right to change the obra stand for the right to change its people', async () => {
      const planejamento = await grant('planejamento', [{ action: 'update', subject: 'Obra' }]);
      expect(
        (await planejamento.patch(`/api/obras/${ob021}`, { nome: 'Subestação 138 kV' })).statusCode,
      ).toBe(200);
      await expectRefused(
        () => planejamento.post(`/api/obras/${ob021}/usuarios`, { userIds: [userId.juridico] }),
        403,
        'Você não tem permissão para esta ação.',
      );
    });
  });
});
