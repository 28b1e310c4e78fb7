import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ZCliente, ZClientePage, formatCnpj } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, clienteIdOf, signedInAs, uniqueCnpj, userIdOf } from '../../test/obras-helpers';
import { clientes } from './obras.schema';

const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** The same CNPJ with its last check digit wrong. */
function wrongCheckDigit(cnpj: string): string {
  return `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
}

describe('/api/clientes', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente] = await signedInAs(t, ['admin', 'gestor', 'cliente']);
  });
  afterAll(() => t.close());

  const clienteCount = async () => Number((await t.database.db.select({ n: count() }).from(clientes))[0]!.n);
  async function nomes(query: string): Promise<string[]> {
    const res = await admin.get(`/api/clientes?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZClientePage.parse(res.json()).items.map((c) => c.nome);
  }

  describe('POST /api/clientes', () => {
    it('registers a client with a formatted CNPJ, keeps its 14 digits, and audits it', async () => {
      const cnpj = uniqueCnpj();
      const res = await admin.post('/api/clientes', {
        nome: 'Frigorífico Campos Gerais Ltda.',
        cnpj: formatCnpj(cnpj),
        contatos: [{ nome: 'Lúcia Prestes', email: 'lucia@campos.example', cargo: 'Compras' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = ZCliente.parse(res.json());
      expect(created).toMatchObject({ cnpj, obras: 0, contatos: [{ nome: 'Lúcia Prestes' }] });
      expect((await admin.get(`/api/clientes/${created.id}`)).json()).toEqual(created);
      const audit = await auditOf(t, 'cliente', created.id);
      expect(audit.map((row) => row.action)).toEqual(['create']);
      expect(audit[0]!.after).toMatchObject({ cnpj, nome: 'Frigorífico Campos Gerais Ltda.' });
    });

    it('accepts the CNPJ typed as bare digits', async () => {
      const cnpj = uniqueCnpj();
      const res = await admin.post('/api/clientes', { nome: 'Laticínios Vale Verde', cnpj });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ cnpj, contatos: [] });
    });

    it.each([
      ['a wrong check digit', wrongCheckDigit(uniqueCnpj())],
      ['repeated digits', '11.111.111/1111-11'],
      ['too few digits', '12.345.678/0001'],
    ])('refuses a CNPJ with %s (400 on the field cnpj) and writes nothing', async (_case, cnpj) => {
      const [before, auditBefore] = [await clienteCount(), await auditCount(t)];
      const res = await admin.post('/api/clientes', { nome: 'Empresa Fantasma', cnpj });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual([expect.objectContaining({ campo: 'cnpj' })]);
      expect(await clienteCount()).toBe(before);
      expect(await auditCount(t)).toBe(auditBefore);
    });

    it('refuses a CNPJ already registered, however it is typed (409)', async () => {
      const cnpj = uniqueCnpj();
      expect((await admin.post('/api/clientes', { nome: 'Primeira', cnpj })).statusCode).toBe(201);
      const before = await clienteCount();
      const res = await admin.post('/api/clientes', { nome: 'Segunda', cnpj: formatCnpj(cnpj) });
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).detail).toContain(formatCnpj(cnpj));
      expect(await clienteCount()).toBe(before);
    });
  });

  describe('GET /api/clientes', () => {
    it('finds clients by name and by CNPJ digits, typed with or without punctuation', async () => {
      expect(await nomes('q=cervejaria')).toEqual(['Cervejaria Serra Azul S.A.']);
      expect(await nomes('q=47.382.915')).toEqual(['Cervejaria Serra Azul S.A.']);
      expect(await nomes('q=28641073')).toEqual(['Mineração Vale do Cedro Ltda.']);
    });

    it('does not take the number in a name for a piece of CNPJ', async () => {
      const res = await admin.post('/api/clientes', { nome: 'Construtora Aliança 2', cnpj: uniqueCnpj() });
      expect(res.statusCode, res.body).toBe(201);
      expect(await nomes('q=aliança 2')).toEqual(['Construtora Aliança 2']);
    });

    it('pages and sorts, with the total and each client’s number of obras', async () => {
      const page = ZClientePage.parse((await admin.get('/api/clientes?pageSize=2&sort=nome')).json());
      expect(page.items).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(4);
      const all = await nomes('pageSize=100&sort=nome');
      expect(all).toHaveLength(page.total);
      expect(await nomes('pageSize=100&sort=-nome')).toEqual([...all].reverse());
      const serraAzul = ZClientePage.parse((await admin.get('/api/clientes?q=Serra%20Azul')).json()).items[0];
      expect(serraAzul?.obras).toBe(2);
    });
  });

  describe('PATCH /api/clientes/:cliente', () => {
    it('changes only the fields sent, keeping the contacts, and audits before and after', async () => {
      const id = await clienteIdOf(admin, 'Serra Azul');
      const before = ZCliente.parse((await admin.get(`/api/clientes/${id}`)).json());
      const res = await admin.patch(`/api/clientes/${id}`, { nome: 'Cervejaria Serra Azul S.A. (matriz)' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...before, nome: 'Cervejaria Serra Azul S.A. (matriz)' });
      const update = (await auditOf(t, 'cliente', id)).at(-1);
      expect(update).toMatchObject({ action: 'update', actorEmail: 'admin@demo.obras.dev' });
      expect(update?.before).toMatchObject({ nome: before.nome });
      expect(update?.after).toMatchObject({ nome: 'Cervejaria Serra Azul S.A. (matriz)' });
    });

    it('refuses a CNPJ that is invalid (400) or belongs to another client (409)', async () => {
      const id = await clienteIdOf(admin, 'Santa Clara');
      const taken = ZCliente.parse(
        (await admin.get(`/api/clientes/${await clienteIdOf(admin, 'Sanelit')}`)).json(),
      );
      const invalid = await admin.patch(`/api/clientes/${id}`, { cnpj: wrongCheckDigit(taken.cnpj) });
      expect(invalid.statusCode).toBe(400);
      expect(problemOf(invalid).errors?.map((e) => e.campo)).toEqual(['cnpj']);
      expect((await admin.patch(`/api/clientes/${id}`, { cnpj: formatCnpj(taken.cnpj) })).statusCode).toBe(
        409,
      );
      expect((await admin.patch(`/api/clientes/${id}`, {})).statusCode).toBe(400);
    });
  });

  describe('who may see and change clients', () => {
    it('does not let a client user list or read client companies (403)', async () => {
      const id = await clienteIdOf(admin, 'Serra Azul');
      expect((await cliente.get('/api/clientes')).statusCode).toBe(403);
      expect((await cliente.get(`/api/clientes/${id}`)).statusCode).toBe(403);
    });

    it('lets a site manager list clients but not register or change one (403)', async () => {
      const id = await clienteIdOf(admin, 'Santa Clara');
      expect((await gestor.get('/api/clientes')).statusCode).toBe(200);
      const before = await auditCount(t);
      const created = await gestor.post('/api/clientes', { nome: 'Não deve existir', cnpj: uniqueCnpj() });
      expect(created.statusCode).toBe(403);
      expect(problemOf(created).code).toBe('FORBIDDEN');
      expect((await gestor.patch(`/api/clientes/${id}`, { nome: 'Outro nome' })).statusCode).toBe(403);
      expect(await auditCount(t)).toBe(before);
    });

    async function grant(who: string, specificRules: unknown[]): Promise<Client> {
      const email = `${who}@demo.obras.dev`;
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, email)}`, { specificRules });
      expect(res.statusCode, res.body).toBe(200);
      const [signed] = await signedInAs(t, [who]);
      return signed;
    }

    it('lists only the clients a conditional read rule matches, and answers 404 for any other', async () => {
      const [serraAzul, santaClara] = [
        await clienteIdOf(admin, 'Serra Azul'),
        await clienteIdOf(admin, 'Santa Clara'),
      ];
      // An id that is no uuid matches nothing, as on one record, instead of failing the list.
      const fornecedor = await grant('fornecedor', [
        { action: 'read', subject: 'Cliente', conditions: { id: { $in: [serraAzul, 'CLI-0042'] } } },
      ]);
      const res = await fornecedor.get('/api/clientes?pageSize=100');
      expect(res.statusCode, res.body).toBe(200);
      const page = ZClientePage.parse(res.json());
      expect([page.items.map((c) => c.id), page.total]).toEqual([[serraAzul], 1]);
      expect((await fornecedor.get('/api/clientes?q=Santa')).json().items).toEqual([]);
      expect((await fornecedor.get(`/api/clientes/${serraAzul}`)).statusCode).toBe(200);
      const other = await fornecedor.get(`/api/clientes/${santaClara}`);
      const missing = await fornecedor.get(`/api/clientes/${NOWHERE}`);
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(problemOf(other).detail).toBe(problemOf(missing).detail);
    });

    it('lets a conditional update rule change only the client it names (403 on the others)', async () => {
      const santaClara = ZCliente.parse(
        (await admin.get(`/api/clientes/${await clienteIdOf(admin, 'Santa Clara')}`)).json(),
      );
      const serraAzul = await clienteIdOf(admin, 'Serra Azul');
      const planejamento = await grant('planejamento', [
        { action: 'update', subject: 'Cliente', conditions: { cnpj: santaClara.cnpj } },
      ]);
      const changed = await planejamento.patch(`/api/clientes/${santaClara.id}`, { nome: santaClara.nome });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual(santaClara);
      const refused = await planejamento.patch(`/api/clientes/${serraAzul}`, { nome: 'Outro nome' });
      expect(refused.statusCode).toBe(403);
      expect(problemOf(refused).code).toBe('FORBIDDEN');
    });

    it('creates a client only as a rule limited to some CNPJs allows, writing nothing otherwise', async () => {
      const [allowed, other] = [uniqueCnpj(), uniqueCnpj()];
      const planejamento = await grant('planejamento', [
        { action: 'create', subject: 'Cliente', conditions: { cnpj: { $in: [allowed] } } },
      ]);
      const [before, audit] = [await clienteCount(), await auditCount(t)];
      const refused = await planejamento.post('/api/clientes', {
        nome: 'Laticínios Fora Ltda.',
        cnpj: other,
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(problemOf(refused).detail).toBe(
        'Você não pode cadastrar ou deixar um cliente fora do alcance das suas permissões.',
      );
      expect([await clienteCount(), await auditCount(t)]).toEqual([before, audit]);
      const created = await planejamento.post('/api/clientes', {
        nome: 'Laticínios Dentro Ltda.',
        cnpj: allowed,
      });
      expect(created.statusCode, created.body).toBe(201);
    });

    it('refuses changing a client into one the rule does not cover (its CNPJ), changing nothing', async () => {
      const santaClara = ZCliente.parse(
        (await admin.get(`/api/clientes/${await clienteIdOf(admin, 'Santa Clara')}`)).json(),
      );
      const planejamento = await grant('planejamento', [
        { action: 'update', subject: 'Cliente', conditions: { cnpj: santaClara.cnpj } },
      ]);
      const audit = await auditCount(t);
      const refused = await planejamento.patch(`/api/clientes/${santaClara.id}`, { cnpj: uniqueCnpj() });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(problemOf(refused).detail).toBe(
        'Você não pode cadastrar ou deixar um cliente fora do alcance das suas permissões.',
      );
      expect(await auditCount(t)).toBe(audit);
      expect((await admin.get(`/api/clientes/${santaClara.id}`)).json()).toEqual(santaClara);
    });
  });
});
