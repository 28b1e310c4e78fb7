import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZExportacao, type TExportacao } from '@portal/domain';
import { auditLog } from '../modules/audit/audit.schema';
import { exportacoes } from '../modules/exportacoes/exportacoes.schema';
import type { Client } from './http-client';
import type { TestApp } from './test-app';

/** Every page of a list, as the screen would walk it (100 rows a page, the most the API gives). */
export async function wholeList<T>(who: Client, path: string, query: Record<string, string>): Promise<T[]> {
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

/** Asks for an export and waits for its job, as the menu of exports would (no sleeping). */
export async function exportReady(t: TestApp, who: Client, body: unknown): Promise<TExportacao> {
  const res = await who.post('/api/exportacoes', body);
  expect(res.statusCode, res.body).toBe(202);
  const asked = ZExportacao.parse(res.json());
  await t.app.jobs.idle();
  const done = await who.get(`/api/exportacoes/${asked.id}`);
  expect(done.statusCode, done.body).toBe(200);
  return done.json<TExportacao>();
}

/** The first sheet of a ready export's file, downloaded by its owner. */
export async function exportedSheet(who: Client, exportacao: TExportacao): Promise<ExcelJS.Worksheet> {
  const file = await who.get(`/api/exportacoes/${exportacao.id}/arquivo`);
  expect(file.statusCode, file.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** A sheet's row as an array of cells from column 1 (1 is the header). */
export function rowValues(sheet: ExcelJS.Worksheet, n: number): ExcelJS.CellValue[] {
  return (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);
}

/** The data rows (under the header), as arrays of cells from column 1. */
export function dataRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((_row, n) => {
    if (n > 1) rows.push(rowValues(sheet, n));
  });
  return rows;
}

/** A dataHora cell (São Paulo's wall clock in the Date's UTC fields) as the screens write it: dd/mm/aaaa hh:mm. */
export function sheetDateTime(value: ExcelJS.CellValue): string {
  expect(value).toBeInstanceOf(Date);
  const iso = (value as Date).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** What a refused export must leave as it was: the exports, and the audit trail of exports. */
export async function exportsWritten(t: TestApp) {
  const db = t.database.db;
  const [exported] = await db.select({ n: count() }).from(exportacoes);
  const [audited] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'exportacao'));
  return { exports: Number(exported?.n), audit: Number(audited?.n) };
}
