import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RDO_STATUS_LABEL,
  ZExportacao,
  type TExportacao,
  type TObraResumo,
  type TRdoResumo,
} from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import { auditLog } from '../audit/audit.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../../app';
import { filesDirOf, LocalDiskStorage } from '../files/local-disk-storage';
import { exportacoes } from './exportacoes.schema';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every page of a list, as the screen would walk it (100 rows a page, the most the API gives). */
async function wholeList<T>(who: Client, path: string, query: Record<string, string>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ ...query, page: String(page), pageSize: '100' });
    const res = await who.get(`${path}?${params.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ items: T[]; total: number }>();
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

async function workbookOf(res: Response): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** The data rows of the first sheet (under the header), as arrays of cells from column 1. */
function dataRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

/** Every stored file's path (the storage's folder under DATA_DIR). */
function filesOnDisk(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'arquivos');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
}

/** What a refused export must leave as it was: the exports, and the audit trail of exports. */
async function exportsWritten(t: TestApp) {
  const db = t.database.db;
  const [exported] = await db.select({ n: count() }).from(exportacoes);
  const [audited] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'exportacao'));
  return { exports: Number(exported?.n), audit: Number(audited?.n) };
}

describe('/api/exportacoes', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let leitura: Client;
  let cliente: Client;
  let linha3: string; // OB-2025-014, gestor's
  let outraDoGestor: string; // OB-2025-021, gestor's
  let alheia: string; // OB-2024-007, someone else's

  /** Asks for an export and waits for its job, as the menu of exports would (no sleeping). */
  async function exportReady(who: Client, body: unknown): Promise<TExportacao> {
    const res = await who.post('/api/exportacoes', body);
    expect(res.statusCode, res.body).toBe(202);
    const asked = ZExportacao.parse(res.json());
    expect(asked.status).toBe('pendente');
    await t.app.jobs.idle();
    const done = await who.get(`/api/exportacoes/${asked.id}`);
    expect(done.statusCode, done.body).toBe(200);
    return done.json<TExportacao>();
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, leitura, cliente] = await signedInAs(t, ['admin', 'gestor', 'leitura', 'cliente']);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    outraDoGestor = await obraIdOf(admin, 'OB-2025-021');
    alheia = await obraIdOf(admin, 'OB-2024-007');
    // Enough reports for the export to need more than one of its pages (1,000 rows each), years before the
    // demo's own: every fifth returned, every fifth finalized, the rest approved.
    for (const [obra, n, start] of [
      [linha3, 800, 5000],
      [outraDoGestor, 600, 5000],
      [alheia, 300, 5000],
    ] as const) {
      await t.database.db.execute(sql`
        insert into rdos (obra_id, numero, data, status, clima, mao_de_obra, efetivo, equipamentos, ocorrencias, chuva_mm)
        select ${obra}::uuid, ${start} + i, date '2019-01-01' + i,
          case i % 5 when 0 then 'devolvido' when 1 then 'finalizado' else 'aprovado' end,
          '{"manha":null,"tarde":null,"noite":null}'::jsonb, '[]'::jsonb, i % 17, '[]'::jsonb, '[]'::jsonb,
          case when i % 3 = 0 then (i % 40) + 0.25 else null end
        from generate_series(1, ${n}) as i`);
    }
  });
  afterAll(() => t.close());

  it("exports the site manager's RDO list with its filter and sort: every page, in the list's order, typed cells", async () => {
    const filtros = { status: 'aprovado,devolvido', sort: 'obra', page: 3, pageSize: 20 };
    const listed = await wholeList<TRdoResumo>(gestor, '/api/diarios', {
      status: 'aprovado,devolvido',
      sort: 'obra',
    });
    expect(listed.length).toBeGreaterThan(1000);
    expect(new Set(listed.map((r) => r.obra.codigo))).toEqual(new Set(['OB-2025-014', 'OB-2025-021']));

    const done = await exportReady(gestor, { lista: 'diarios', filtros });
    expect(done).toMatchObject({
      lista: 'diarios',
      status: 'pronta',
      linhas: listed.length,
      total: listed.length,
      erro: null,
    });
    expect(done.arquivo).toMatch(/^Diarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, done.id));
    expect(trail).toEqual([
      expect.objectContaining({
        entity: 'exportacao',
        action: 'create',
        actorEmail: 'gestor@demo.obras.dev',
      }),
    ]);

    const file = await gestor.get(`/api/exportacoes/${done.id}/arquivo`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${done.arquivo}"; filename*=UTF-8''${done.arquivo}`,
    );
    const book = await workbookOf(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([
      'Nº',
      'Data',
      'Obra',
      'Status',
      'Autor',
      'Efetivo',
      'Chuva (mm)',
      'Ocorrências',
      'Fotos',
      'Atualizado em',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(3).width).toBe(40);

    const rows = dataRows(sheet);
    expect(rows.map(([numero, data, obra, status]) => [numero, data, obra, status])).toEqual(
      listed.map((r) => [
        r.numero,
        new Date(`${r.data}T00:00:00Z`),
        `${r.obra.codigo} — ${r.obra.nome}`,
        RDO_STATUS_LABEL[r.status],
      ]),
    );
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(10).value).toBeInstanceOf(Date);
    expect(first.getCell(1).numFmt).toBe('#,##0');
    const rainy = listed.findIndex((r) => r.chuvaMm !== null && r.chuvaMm > 0);
    expect(sheet.getRow(rainy + 2).getCell(7).value).toBe(listed[rainy]!.chuvaMm);
    expect(sheet.getRow(rainy + 2).getCell(7).numFmt).toBe('#,##0.00');
  });

  it('exports what the reader may see in other lists too: obras with a search and a sort, money as money', async () => {
    const listed = await wholeList<TObraResumo>(leitura, '/api/obras', { q: 'OB-', sort: '-codigo' });
    expect(listed.length).toBeGreaterThan(2);
    const done = await exportReady(leitura, { lista: 'obras', filtros: { q: 'OB-', sort: '-codigo' } });
    expect(done).toMatchObject({ status: 'pronta', linhas: listed.length });
    const sheet = (await workbookOf(await leitura.get(`/api/exportacoes/${done.id}/arquivo`))).worksheets[0]!;
    const rows = dataRows(sheet);
    expect(rows.map((r) => r[0])).toEqual(listed.map((o) => o.codigo));
    const withStart = listed.findIndex((o) => o.inicioPrevisto);
    expect(sheet.getRow(withStart + 2).getCell(8).value).toEqual(
      new Date(`${listed[withStart]!.inicioPrevisto!}T00:00:00Z`),
    );
    expect(sheet.getRow(1).getCell(11).value).toBe('Valor do contrato');
    const valued = rows.findIndex((r) => typeof r[10] === 'number');
    expect(valued).toBeGreaterThanOrEqual(0);
    expect(sheet.getRow(valued + 2).getCell(11).numFmt).toBe('"R$" #,##0.00');
  });

  it('answers the recent exports of the user only', async () => {
    const mine = await exportReady(admin, { lista: 'clientes', filtros: {} });
    const res = await admin.get('/api/exportacoes');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: TExportacao[] }>();
    expect(items[0]).toMatchObject({ id: mine.id, lista: 'clientes', titulo: 'Clientes', status: 'pronta' });
    const gestorIds = (await gestor.get('/api/exportacoes')).json<{ items: TExportacao[] }>().items;
    expect(gestorIds.map((e) => e.id)).not.toContain(mine.id);
  });

  it("answers another user's export, and its file, like one that does not exist", async () => {
    const other = await exportReady(admin, { lista: 'usuarios', filtros: { sort: '-createdAt' } });
    for (const url of [`/api/exportacoes/${other.id}`, `/api/exportacoes/${other.id}/arquivo`]) {
      const res = await gestor.get(url);
      expect(res.statusCode).toBe(404);
      expect(problemOf(res).detail).toBe('Exportação não encontrada.');
    }
    const missing = await gestor.get('/api/exportacoes/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an unknown list or bad filters in pt-BR, creating nothing', async () => {
    const before = await exportsWritten(t);
    const unknown = await gestor.post('/api/exportacoes', { lista: 'segredos', filtros: {} });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown)).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Esta lista não pode ser exportada.',
    });

    const bad = await gestor.post('/api/exportacoes', {
      lista: 'diarios',
      filtros: { status: 'arquivado', sort: 'altura', de: '2026-02-31' },
    });
    expect(bad.statusCode).toBe(400);
    const problem = problemOf(bad);
    expect(problem.detail).toBe('Os filtros da exportação são inválidos.');
    expect(problem.errors?.map((e) => e.campo).sort()).toEqual([
      'filtros.de',
      'filtros.sort',
      'filtros.status.0',
    ]);
    expect(problem.errors?.find((e) => e.campo === 'filtros.sort')?.mensagem).toMatch(/^Ordenação inválida/);

    const inverted = await gestor.post('/api/exportacoes', {
      lista: 'diarios',
      filtros: { de: '2026-03-10', ate: '2026-03-01' },
    });
    expect(inverted.statusCode).toBe(400);
    expect(problemOf(inverted).errors).toEqual([
      { campo: 'filtros.ate', mensagem: 'O fim do período vem antes do início' },
    ]);

    const noList = await gestor.post('/api/exportacoes', { filtros: {} });
    expect(noList.statusCode).toBe(400);
    await t.app.jobs.idle();
    expect(await exportsWritten(t)).toEqual(before);
  });

  it('refuses a list the user may not read (403), creating nothing', async () => {
    const before = await exportsWritten(t);
    const res = await cliente.post('/api/exportacoes', { lista: 'usuarios', filtros: {} });
    expect(res.statusCode).toBe(403);
    expect(problemOf(res)).toMatchObject({
      code: 'FORBIDDEN',
      detail: 'Você não tem permissão para exportar esta lista.',
    });
    expect(await exportsWritten(t)).toEqual(before);
  });

  it('marks an export failed in pt-BR when its list breaks midway, leaving no file behind', async () => {
    // A list that gives one full page, then fails: the spreadsheet was already being written to the storage.
    t.app.exports.register({
      lista: 'quebrada',
      titulo: 'Lista que quebra',
      arquivo: 'Quebrada',
      subject: 'Obra',
      query: z.object({ page: z.number().default(1), pageSize: z.number().default(20) }),
      columns: [{ header: 'N', key: 'n', type: 'numero', width: 5, value: (n: number) => n }],
      page: async (_ctx, query) => {
        if (query.page > 1) throw new Error('conexão perdida');
        return { rows: Array.from({ length: query.pageSize }, (_, i) => i), total: 5000 };
      },
    });
    const filesBefore = filesOnDisk(t);
    const done = await exportReady(admin, { lista: 'quebrada', filtros: {} });
    expect(done).toMatchObject({
      status: 'falhou',
      erro: 'Não foi possível gerar a planilha. Tente exportar de novo.',
      arquivo: null,
      total: 5000,
    });
    expect(filesOnDisk(t)).toEqual(filesBefore);
    const file = await admin.get(`/api/exportacoes/${done.id}/arquivo`);
    expect(file.statusCode).toBe(409);
    expect(problemOf(file).detail).toBe('Esta exportação falhou: não há planilha para baixar.');
  });

  it('writes, at the next start, an export whose job was lost (the embedded queue lives in memory)', async () => {
    const gestorId = (await gestor.get('/api/me')).json<{ user: { id_user: string } }>().user.id_user;
    const [queued] = await t.database.db
      .insert(exportacoes)
      .values({ userId: gestorId, lista: 'clientes', filtros: { sort: '-nome' } })
      .returning();
    // The same database and files, a new process: its queue starts empty.
    const restarted = await buildApp(
      {
        config: t.config,
        database: t.database,
        storage: new LocalDiskStorage(filesDirOf(t.dataDir)),
        ssoIssuerUrl: null,
      },
      { logger: false },
    );
    try {
      await restarted.ready();
      await expect
        .poll(async () => (await gestor.get(`/api/exportacoes/${queued!.id}`)).json<TExportacao>().status)
        .toBe('pronta');
    } finally {
      await restarted.close();
    }
  });

  it("exports a client's RDOs with the client's own conditions: published reports of their obra only", async () => {
    const listed = await wholeList<TRdoResumo>(cliente, '/api/diarios', {});
    const done = await exportReady(cliente, { lista: 'diarios', filtros: {} });
    expect(done).toMatchObject({ status: 'pronta', linhas: listed.length });
    const rows = dataRows(
      (await workbookOf(await cliente.get(`/api/exportacoes/${done.id}/arquivo`))).worksheets[0]!,
    );
    expect(rows.map((r) => r[0])).toEqual(listed.map((r) => r.numero));
    expect(rows.some((r) => r[3] === RDO_STATUS_LABEL.em_preenchimento)).toBe(false);
  });
});
