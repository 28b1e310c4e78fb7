import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ZObraDetalhe, ZObraPage } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import {
  PNG,
  auditCount,
  auditOf,
  buildObra,
  clienteIdOf,
  obraIdOf,
  putMultipart,
  signedInAs,
  uniqueCodigo,
  userIdOf,
} from '../../test/obras-helpers';
import { arquivos } from '../files/files.schema';
import { obras } from './obras.schema';

const DEMO = ['FB-2026-002', 'OB-2024-007', 'OB-2025-014', 'OB-2025-021', 'OB-2025-030', 'OB-2026-003'];
const NOWHERE = '00000000-0000-4000-8000-000000000000';

describe('/api/obras', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let id: Record<string, string>;
  let santaClara: string;
  let valeDoCedro: string;
  let substitutoId: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente, aprovador] = await signedInAs(t, ['admin', 'gestor', 'cliente', 'aprovador']);
    id = Object.fromEntries(await Promise.all(DEMO.map(async (c) => [c, await obraIdOf(admin, c)])));
    santaClara = await clienteIdOf(admin, 'Santa Clara');
    valeDoCedro = await clienteIdOf(admin, 'Vale do Cedro');
    substitutoId = await userIdOf(admin, 'substituto@demo.obras.dev');
  });
  afterAll(() => t.close());

  async function codigos(who: Client, query = ''): Promise<string[]> {
    const res = await who.get(`/api/obras?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZObraPage.parse(res.json()).items.map((o) => o.codigo);
  }
  const obraCount = async () => Number((await t.database.db.select({ n: count() }).from(obras))[0]!.n);

  describe('GET /api/obras', () => {
    it('answers a page past the end with no items and still the total', async () => {
      const res = ZObraPage.parse((await admin.get('/api/obras?page=999&pageSize=20')).json());
      expect(res.items).toEqual([]);
      expect(res.total).toBe(await obraCount());
    });

    it('pages through every obra the user may read, with the total', async () => {
      const first = ZObraPage.parse((await admin.get('/api/obras?page=1&pageSize=4')).json());
      const second = ZObraPage.parse((await admin.get('/api/obras?page=2&pageSize=4')).json());
      expect(first.items).toHaveLength(4);
      expect(second.total).toBe(first.total);
      const seen = [...first.items, ...second.items].map((o) => o.codigo);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(Math.min(first.total, 8));
      expect(seen).toEqual(expect.arrayContaining(DEMO));
    });

    it('finds obras by code, name, city or client name, whatever the case, and treats % literally', async () => {
      expect(await codigos(admin, 'q=ob-2024')).toEqual(['OB-2024-007']);
      expect(await codigos(admin, 'q=SUBESTAÇÃO')).toEqual(['OB-2025-021']);
      expect(await codigos(admin, 'q=ponta grossa')).toEqual(['OB-2025-014']);
      expect(await codigos(admin, 'q=serra azul')).toEqual(['FB-2026-002', 'OB-2025-014']);
      expect(await codigos(admin, 'q=%25')).toEqual([]);
    });

    it('filters by a list of statuses, UF, client, type and the user’s own obras', async () => {
      expect(await codigos(admin, 'status=paralisada,concluida')).toEqual(['OB-2024-007', 'OB-2025-030']);
      expect(await codigos(admin, 'status=paralisada&status=concluida')).toEqual([
        'OB-2024-007',
        'OB-2025-030',
      ]);
      expect(await codigos(admin, 'uf=MG')).toEqual(['OB-2025-021']);
      expect(await codigos(admin, `clienteId=${valeDoCedro}`)).toEqual([
        'FB-2026-005',
        'OB-2025-021',
        'OB-2025-030',
      ]);
      expect(await codigos(admin, 'tipo=fabricacao')).toEqual(['FB-2026-002', 'FB-2026-005']);
      expect(await codigos(admin, 'uf=SP&status=em_planejamento')).toEqual(['OB-2026-003']);
      expect(await codigos(gestor, 'minhas=true')).toEqual(['OB-2025-014', 'OB-2025-021']);
      expect(await codigos(gestor)).toEqual(expect.arrayContaining(DEMO));
    });

    it('sorts by a listed field, descending with a minus sign', async () => {
      const byName = await codigos(admin, 'sort=nome');
      expect(await codigos(admin, 'sort=-nome')).toEqual([...byName].reverse());
      expect((await codigos(admin, 'sort=-inicioPrevisto'))[0]).toBe('OB-2026-003');
    });

    it.each([
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
      ['sort=valorContrato', 'sort'],
      ['status=demolida', 'status.0'],
      ['uf=XX', 'uf.0'],
    ])('refuses the query %s with 400, naming the parameter', async (query, campo) => {
      const res = await admin.get(`/api/obras?${query}`);
      expect(res.statusCode).toBe(400);
      const problem = problemOf(res);
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors?.map((e) => e.campo)).toContain(campo);
    });
  });

  describe('a client (cliente@demo.obras.dev, only OB-2025-014)', () => {
    it('lists only the obras of their list, whatever the filters', async () => {
      expect(await codigos(cliente)).toEqual(['OB-2025-014']);
      expect(await codigos(cliente, 'q=OB-2025')).toEqual(['OB-2025-014']);
      const res = await cliente.get(`/api/obras?clienteId=${valeDoCedro}`);
      expect(res.json()).toEqual({ items: [], total: 0 });
    });

    it('reads their obra, but not its team list (staff e-mails and roles are for staff)', async () => {
      expect((await cliente.get(`/api/obras/${id['OB-2025-014']}`)).statusCode).toBe(200);
      expect((await cliente.get(`/api/obras/${id['OB-2025-014']}/usuarios`)).statusCode).toBe(403);
    });

    it('gets 404 for another obra, exactly as for one that does not exist, learning nothing', async () => {
      const other = await cliente.get(`/api/obras/${id['OB-2025-021']}`);
      const missing = await cliente.get(`/api/obras/${NOWHERE}`);
      expect(other.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(problemOf(other).detail).toBe(problemOf(missing).detail);
      expect(other.body).not.toMatch(/Subestação|OB-2025-021|Vale do Cedro|Itabira/);
      const team = await cliente.get(`/api/obras/${id['OB-2025-021']}/usuarios`);
      expect(team.statusCode).toBe(403);
      expect(team.body).not.toMatch(/Subestação|OB-2025-021|Vale do Cedro|Itabira|@demo/);
    });
  });

  describe('POST /api/obras', () => {
    const body = (changes: Record<string, unknown> = {}) => ({
      codigo: uniqueCodigo('NOVA'),
      nome: 'Centro de distribuição Camaçari',
      clienteId: santaClara,
      cidade: 'Camaçari',
      uf: 'BA',
      cep: '42800-000',
      inicioPrevisto: '2026-01-05',
      fimPrevisto: '2026-12-18',
      valorContrato: '2500000.50',
      ...changes,
    });

    it('creates an obra (201) with its detail, an audit row, and the site manager as a member', async () => {
      const input = body({ siteManagerId: substitutoId });
      const res = await admin.post('/api/obras', input);
      expect(res.statusCode, res.body).toBe(201);
      const obra = ZObraDetalhe.parse(res.json());
      expect(obra).toMatchObject({
        codigo: input.codigo,
        tipo: 'obra',
        status: 'em_planejamento',
        cliente: { id: santaClara, nome: 'Hospital Santa Clara de Campinas' },
        cep: '42800000',
        valorContrato: '2500000.50',
        siteManager: { id: substitutoId, email: 'substituto@demo.obras.dev' },
        membros: 1,
      });
      const audit = await auditOf(t, 'obra', obra.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'create', actorEmail: 'admin@demo.obras.dev' });
      expect(audit[0]!.after).toMatchObject({ codigo: input.codigo });
      const membros = (await admin.get(`/api/obras/${obra.id}/usuarios`)).json().items;
      expect(membros.map((m: { email: string }) => m.email)).toEqual(['substituto@demo.obras.dev']);
    });

    it.each([
      ['without a client', 400, 'clienteId', { clienteId: undefined }],
      ['with a client that does not exist', 400, 'clienteId', { clienteId: NOWHERE }],
      ['with an invalid UF', 400, 'uf', { uf: 'XX' }],
      [
        'ending before it starts',
        400,
        'fimPrevisto',
        { inicioPrevisto: '2026-05-01', fimPrevisto: '2026-04-30' },
      ],
      ['with a code already in use', 409, undefined, { codigo: 'OB-2025-014' }],
    ])('refuses an obra %s (%i) and writes nothing', async (_case, status, campo, changes) => {
      const [obrasBefore, auditBefore] = [await obraCount(), await auditCount(t)];
      const res = await admin.post('/api/obras', body(changes));
      expect(res.statusCode, res.body).toBe(status);
      const problem = problemOf(res);
      if (campo) expect(problem.errors?.map((e) => e.campo)).toContain(campo);
      else expect(problem.detail).toContain('OB-2025-014');
      expect(await obraCount()).toBe(obrasBefore);
      expect(await auditCount(t)).toBe(auditBefore);
    });

    it('refuses a site manager without the obra role (403), for creating and for changing', async () => {
      const [obrasBefore, auditBefore] = [await obraCount(), await auditCount(t)];
      expect((await gestor.post('/api/obras', body())).statusCode).toBe(403);
      const patch = await gestor.patch(`/api/obras/${id['OB-2025-014']}`, { nome: 'Outro nome' });
      expect(patch.statusCode).toBe(403);
      expect(problemOf(patch).code).toBe('FORBIDDEN');
      expect(await obraCount()).toBe(obrasBefore);
      expect(await auditCount(t)).toBe(auditBefore);
    });
  });

  describe('PATCH /api/obras/:obra', () => {
    it('changes only the fields sent and audits before and after', async () => {
      const obra = await buildObra(admin, {
        clienteId: santaClara,
        tipo: 'fabricacao',
        status: 'em_andamento',
      });
      const res = await admin.patch(`/api/obras/${obra.id}`, {
        nome: 'Caldeiraria — lote 2',
        cidade: 'Candeias',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        nome: 'Caldeiraria — lote 2',
        cidade: 'Candeias',
        tipo: 'fabricacao',
        status: 'em_andamento',
        codigo: obra.codigo,
      });
      const update = (await auditOf(t, 'obra', obra.id)).find((row) => row.action === 'update');
      expect(update?.before).toMatchObject({ nome: obra.nome, cidade: 'Salvador', status: 'em_andamento' });
      expect(update?.after).toMatchObject({ nome: 'Caldeiraria — lote 2', cidade: 'Candeias' });
    });

    it('keeps the planned dates in order against the stored ones and the code unique, changing nothing', async () => {
      const obra = await buildObra(admin, {
        clienteId: santaClara,
        inicioPrevisto: '2026-03-01',
        fimPrevisto: '2026-09-30',
      });
      const early = await admin.patch(`/api/obras/${obra.id}`, { fimPrevisto: '2026-01-31' });
      expect(early.statusCode).toBe(400);
      expect(problemOf(early).errors?.map((e) => e.campo)).toEqual(['fimPrevisto']);
      expect((await admin.patch(`/api/obras/${obra.id}`, { codigo: 'OB-2025-014' })).statusCode).toBe(409);
      expect((await admin.patch(`/api/obras/${obra.id}`, {})).statusCode).toBe(400);
      const now = (await admin.get(`/api/obras/${obra.id}`)).json();
      expect(now).toMatchObject({
        codigo: obra.codigo,
        fimPrevisto: '2026-09-30',
        updatedAt: obra.updatedAt,
      });
    });
  });

  describe('PATCH /api/obras/:obra, clearing a planned date', () => {
    it('clears the end while moving the start past the stored end (null is no date, not the stored one)', async () => {
      const obra = await buildObra(admin, {
        clienteId: santaClara,
        inicioPrevisto: '2026-03-01',
        fimPrevisto: '2026-09-30',
      });
      const res = await admin.patch(`/api/obras/${obra.id}`, {
        inicioPrevisto: '2026-11-02',
        fimPrevisto: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ inicioPrevisto: '2026-11-02', fimPrevisto: null });
      const update = (await auditOf(t, 'obra', obra.id)).find((row) => row.action === 'update');
      expect(update?.after).toMatchObject({ inicioPrevisto: '2026-11-02', fimPrevisto: null });
    });

    it('clears the start while moving the end before the stored start', async () => {
      const obra = await buildObra(admin, {
        clienteId: santaClara,
        inicioPrevisto: '2026-03-01',
        fimPrevisto: '2026-09-30',
      });
      const res = await admin.patch(`/api/obras/${obra.id}`, {
        inicioPrevisto: null,
        fimPrevisto: '2026-02-10',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ inicioPrevisto: null, fimPrevisto: '2026-02-10' });
    });

    it('still checks a date sent against the stored one when the other is left out', async () => {
      const obra = await buildObra(admin, {
        clienteId: santaClara,
        inicioPrevisto: '2026-03-01',
        fimPrevisto: '2026-09-30',
      });
      const late = await admin.patch(`/api/obras/${obra.id}`, { inicioPrevisto: '2026-11-02' });
      expect(late.statusCode).toBe(400);
      expect(problemOf(late).errors?.map((e) => e.campo)).toEqual(['fimPrevisto']);
      expect((await admin.get(`/api/obras/${obra.id}`)).json()).toMatchObject({
        inicioPrevisto: '2026-03-01',
        fimPrevisto: '2026-09-30',
      });
    });
  });

  describe('GET /api/obras/:obra/cliente', () => {
    it('answers the client with its CNPJ and nothing more (no contacts)', async () => {
      const res = await admin.get(`/api/obras/${id['OB-2025-021']}/cliente`);
      expect(res.statusCode, res.body).toBe(200);
      const full = (await admin.get(`/api/clientes/${valeDoCedro}`)).json();
      expect(res.json()).toEqual({ id: valeDoCedro, nome: full.nome, cnpj: full.cnpj });
      expect(res.json().cnpj).toMatch(/^\d{14}$/);
    });

    it('lets a client read the client of their own obra, and only of their own', async () => {
      const own = await cliente.get(`/api/obras/${id['OB-2025-014']}/cliente`);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ cnpj: expect.stringMatching(/^\d{14}$/) });
      const other = await cliente.get(`/api/obras/${id['OB-2025-021']}/cliente`);
      const missing = await cliente.get(`/api/obras/${NOWHERE}/cliente`);
      expect(other.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(other.body).not.toMatch(/Vale do Cedro/);
    });
  });

  describe('PUT /api/obras/:obra/foto', () => {
    it('removes the replaced picture, so no file is left belonging to nothing', async () => {
      const obraId = id['OB-2025-030']!;
      const first = ZObraDetalhe.parse(
        (await putMultipart(t, admin, `/api/obras/${obraId}/foto`, 'antiga.png', PNG)).json(),
      ).fotoArquivoId!;
      const second = ZObraDetalhe.parse(
        (await putMultipart(t, admin, `/api/obras/${obraId}/foto`, 'nova.png', PNG)).json(),
      ).fotoArquivoId!;
      expect(second).not.toBe(first);
      expect((await admin.get(`/api/arquivos/${first}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/arquivos/${second}`)).statusCode).toBe(200);
      expect((await auditOf(t, 'arquivo', first)).at(-1)).toMatchObject({ action: 'delete' });
    });

    it('sets the picture, which the obra’s client may download and a client of another obra may not', async () => {
      const obraId = id['OB-2025-014']!;
      const res = await putMultipart(t, admin, `/api/obras/${obraId}/foto`, 'fachada.png', PNG);
      expect(res.statusCode, res.body).toBe(200);
      const fotoId = ZObraDetalhe.parse(res.json()).fotoArquivoId;
      expect(fotoId).toEqual(expect.any(String));
      expect((await cliente.get(`/api/obras/${obraId}`)).json().fotoArquivoId).toBe(fotoId);
      const download = await cliente.get(`/api/arquivos/${fotoId}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
      expect((await aprovador.get(`/api/arquivos/${fotoId}`)).statusCode).toBe(404);
      expect((await auditOf(t, 'obra', obraId)).at(-1)).toMatchObject({ action: 'alterar_foto' });
    });

    it.each([
      [
        'a PDF',
        'memorial.pdf',
        Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
      ],
      ['a text file', 'foto.png', Buffer.from('isto não é uma imagem\n')],
    ])('refuses %s with 415, keeping the current picture and storing nothing', async (_case, name, bytes) => {
      const obraId = id['OB-2025-021']!;
      const filesBefore = Number((await t.database.db.select({ n: count() }).from(arquivos))[0]!.n);
      const res = await putMultipart(t, admin, `/api/obras/${obraId}/foto`, name, bytes);
      expect(res.statusCode, res.body).toBe(415);
      expect(problemOf(res)).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: expect.stringMatching(/JPEG, PNG, WebP/),
      });
      expect((await admin.get(`/api/obras/${obraId}`)).json().fotoArquivoId).toBeNull();
      expect(Number((await t.database.db.select({ n: count() }).from(arquivos))[0]!.n)).toBe(filesBefore);
    });

    it('asks for multipart/form-data (415) and refuses users who may not change the obra (403)', async () => {
      expect((await admin.put(`/api/obras/${id['OB-2025-021']}/foto`, { arquivo: 'x' })).statusCode).toBe(
        415,
      );
      const res = await putMultipart(t, gestor, `/api/obras/${id['OB-2025-014']}/foto`, 'a.png', PNG);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('record checks with rules limited to some clients or site managers', () => {
    const OUT_OF_REACH =
      'Você não pode criar ou deixar uma obra com um cliente, tipo, status ou responsável fora das suas permissões.';

    async function grant(who: string, specificRules: unknown[]): Promise<Client> {
      const userId = await userIdOf(admin, `${who}@demo.obras.dev`);
      const res = await admin.patch(`/api/usuarios/${userId}`, { specificRules });
      expect(res.statusCode, res.body).toBe(200);
      const [signed] = await signedInAs(t, [who]);
      return signed;
    }

    /** A refusal with its status and message, after which the obra, the obras and the audit trail are as they were. */
    async function expectRefused(send: () => Promise<Response>, obraId: string, detail: string) {
      const [obra, obrasBefore, auditBefore] = [
        (await admin.get(`/api/obras/${obraId}`)).json(),
        await obraCount(),
        await auditCount(t),
      ];
      const res = await send();
      expect(res.statusCode, res.body).toBe(403);
      expect(problemOf(res).detail).toBe(detail);
      expect((await admin.get(`/api/obras/${obraId}`)).json()).toEqual(obra);
      expect([await obraCount(), await auditCount(t)]).toEqual([obrasBefore, auditBefore]);
    }

    it('lets a rule limited to one client create obras for that client only', async () => {
      const juridico = await grant('juridico', [
        { action: 'create', subject: 'Obra', conditions: { clienteId: santaClara } },
      ]);
      const body = (clienteId: string) => ({
        codigo: uniqueCodigo(),
        nome: 'Ala pediátrica',
        clienteId,
        cidade: 'Campinas',
        uf: 'SP',
      });
      await expectRefused(
        () => juridico.post('/api/obras', body(valeDoCedro)),
        id['OB-2025-021']!,
        OUT_OF_REACH,
      );
      const created = await juridico.post('/api/obras', body(santaClara));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().cliente.id).toBe(santaClara);
    });

    it('refuses moving an obra to a client outside the rule, and changing an obra of another client', async () => {
      const obra = await buildObra(admin, { clienteId: santaClara });
      const juridico = await grant('juridico', [
        { action: 'update', subject: 'Obra', conditions: { clienteId: santaClara } },
      ]);
      const renamed = await juridico.patch(`/api/obras/${obra.id}`, { nome: 'Galpão renomeado' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await expectRefused(
        () => juridico.patch(`/api/obras/${obra.id}`, { clienteId: valeDoCedro }),
        obra.id,
        OUT_OF_REACH,
      );
      await expectRefused(
        () => juridico.patch(`/api/obras/${id['OB-2025-021']}`, { nome: 'Outro nome' }),
        id['OB-2025-021']!,
        'Você não tem permissão para alterar esta obra.',
      );
    });

    it('refuses handing an obra to another site manager when the rule names the site manager', async () => {
      const obraId = id['OB-2024-007']!;
      const substituto = await grant('substituto', [
        {
          action: 'update',
          subject: 'Obra',
          conditions: { 'siteManager.mail': 'substituto@demo.obras.dev' },
        },
      ]);
      const changed = await substituto.patch(`/api/obras/${obraId}`, {
        logradouro: 'Av. Andrade Neves, 2450 — bloco B',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
      await expectRefused(
        () => substituto.patch(`/api/obras/${obraId}`, { siteManagerId: gestorId }),
        obraId,
        OUT_OF_REACH,
      );
      await expectRefused(
        () => substituto.patch(`/api/obras/${obraId}`, { siteManagerId: null }),
        obraId,
        OUT_OF_REACH,
      );
    });
  });

  describe('a client of another obra learns nothing about it', () => {
    it('gets from every obra route the answer a missing obra gets', async () => {
      const other = id['OB-2025-021']!;
      for (const path of ['', '/cliente', '/usuarios']) {
        const res = await cliente.get(`/api/obras/${other}${path}`);
        const missing = await cliente.get(`/api/obras/${NOWHERE}${path}`);
        expect([res.statusCode, problemOf(res).detail], path).toEqual([
          missing.statusCode,
          problemOf(missing).detail,
        ]);
      }
      const changes: [string, (obraId: string) => Promise<Response>][] = [
        ['PATCH', (obraId) => cliente.patch(`/api/obras/${obraId}`, { nome: 'Outro nome' })],
        ['PUT foto', (obraId) => putMultipart(t, cliente, `/api/obras/${obraId}/foto`, 'a.png', PNG)],
        [
          'POST usuarios',
          (obraId) => cliente.post(`/api/obras/${obraId}/usuarios`, { userIds: [substitutoId] }),
        ],
      ];
      const before = await auditCount(t);
      for (const [name, send] of changes) {
        const [res, missing] = [await send(other), await send(NOWHERE)];
        expect([res.statusCode, problemOf(res).detail], name).toEqual([
          missing.statusCode,
          problemOf(missing).detail,
        ]);
      }
      expect(await auditCount(t)).toBe(before);
    });
  });
});
