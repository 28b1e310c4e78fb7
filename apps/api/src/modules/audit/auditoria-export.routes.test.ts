import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, formatDateTime, todayInSaoPaulo, type TAuditoriaItem } from '@portal/domain';
import {
  dataRows,
  exportReady,
  exportedSheet,
  exportsWritten,
  rowValues,
  sheetDateTime,
  wholeList,
} from '../../test/export-helpers';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const HEADER = ['Quando', 'Usuário', 'Módulo', 'Ação', 'Registro', 'Detalhe', 'Campos alterados'];
/** Refused attempts written straight into the log: more than one of the export's pages (1,000 rows). */
const REFUSALS = 1150;

/** A sheet row with its empty cells as null (exceljs leaves holes), the time as the page writes it. */
function asText(row: unknown[]): unknown[] {
  return HEADER.map((_h, k) => (k === 0 ? sheetDateTime(row[0] as Date) : (row[k] ?? null)));
}

/** The page's row as the spreadsheet must say it. */
function expectedRow(item: TAuditoriaItem): unknown[] {
  const detalhe = item.acesso
    ? `${item.acesso.metodo} ${item.acesso.caminho} · ${item.acesso.status} · ${item.acesso.mensagem}`
    : item.detalhe;
  const campos = item.mudancas.map((m) => `${m.rotulo}: ${m.antes ?? 'vazio'} → ${m.depois ?? 'vazio'}`);
  return [
    formatDateTime(item.em),
    item.por.nome,
    item.entidadeRotulo,
    item.acaoRotulo,
    item.registro,
    detalhe,
    campos.length > 0 ? campos.join('; ') : null,
  ];
}

/** The audit page in Excel (lista `auditoria`): the page's filters and order, administrators only. */
describe('exporting /auditoria', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let coordenador: Client;
  let leitura: Client;
  let linha3: string;
  let refusedRdo: string;
  let refusedMessage: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, coordenador, leitura] = await signedInAs(t, [
      'admin',
      'gestor',
      'coordenador',
      'leitura',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    // A real refusal: the site manager reopening a report they finalized.
    const rdo = await buildRdo(gestor, linha3, addDays(todayInSaoPaulo(), -300));
    await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    const refused = await gestor.post(`/api/diarios/${rdo.id}/reabrir`, { motivo: 'Quero mudar' });
    expect(refused.statusCode).toBe(403);
    refusedRdo = rdo.id;
    refusedMessage = problemOf(refused).detail;
    // Older refusals of the reader, two to a second, so the order needs the log's id where times are equal.
    const leituraId = await userIdOf(admin, 'leitura@demo.obras.dev');
    await t.database.db.execute(sql`
      insert into audit_log (at, actor_id, actor_email, entity, entity_id, action, after)
      select now() - interval '1 day' - (i / 2) * interval '1 second', ${leituraId}::uuid,
        'leitura@demo.obras.dev', 'acesso', '/api/usuarios/' || i, 'acesso_negado',
        jsonb_build_object('metodo', 'DELETE', 'caminho', '/api/usuarios/' || i, 'status', 403,
          'mensagem', 'Você não tem permissão para esta ação.', 'ip', '10.0.0.1')
      from generate_series(1, ${REFUSALS}) as i`);
  });
  afterAll(() => t.close());

  it('gives an administrator the refused attempts the page lists, every page, in its order', async () => {
    const listed = await wholeList<TAuditoriaItem>(admin, '/api/auditoria', { negados: 'true' });
    expect(listed.length).toBeGreaterThan(REFUSALS);

    // The page sends its paging too: the export leaves it out and takes every page.
    const done = await exportReady(t, admin, {
      lista: 'auditoria',
      filtros: { negados: true, page: 3, pageSize: 20 },
    });
    expect(done).toMatchObject({
      lista: 'auditoria',
      titulo: 'Auditoria',
      status: 'pronta',
      linhas: listed.length,
      total: listed.length,
      erro: null,
    });
    expect(done.arquivo).toMatch(/^Auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const sheet = await exportedSheet(admin, done);
    expect(rowValues(sheet, 1)).toEqual(HEADER);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    const rows = dataRows(sheet).map(asText);
    expect(rows).toEqual(listed.map(expectedRow));
    expect(rows[0]).toEqual([
      formatDateTime(listed[0]!.em),
      'Carlos Mendes',
      'Acesso',
      'Acesso negado',
      refusedRdo,
      `POST /api/diarios/${refusedRdo}/reabrir · 403 · ${refusedMessage}`,
      null,
    ]);
  });

  it("says a record's changes in words, with the page's filters by user, module and record", async () => {
    const filtros = { usuario: 'gestor@demo.obras.dev', entidade: 'rdo', registro: refusedRdo };
    const listed = await wholeList<TAuditoriaItem>(admin, '/api/auditoria', filtros);
    expect(listed.map((i) => i.acao)).toEqual(['finalizar', 'create']);

    const done = await exportReady(t, admin, { lista: 'auditoria', filtros });
    expect(done).toMatchObject({ status: 'pronta', linhas: 2 });
    const rows = dataRows(await exportedSheet(admin, done)).map(asText);
    expect(rows).toEqual(listed.map(expectedRow));
    expect(rows[0]?.slice(1, 5)).toEqual(['Carlos Mendes', 'RDO', 'Finalizado e assinado', refusedRdo]);
    expect(rows[0]?.[6]).toContain('Status: Em preenchimento → Finalizado');
  });

  it('is only for administrators: anyone else gets 403 and no export, and the attempt is kept', async () => {
    for (const [who, email] of [
      [coordenador, 'coordenador@demo.obras.dev'],
      [leitura, 'leitura@demo.obras.dev'],
      [gestor, 'gestor@demo.obras.dev'],
    ] as const) {
      const before = await exportsWritten(t);
      const res = await who.post('/api/exportacoes', { lista: 'auditoria', filtros: { negados: true } });
      expect([res.statusCode, problemOf(res).code, problemOf(res).detail]).toEqual([
        403,
        'FORBIDDEN',
        'Você não tem permissão para exportar esta lista.',
      ]);
      await t.app.jobs.idle();
      expect(await exportsWritten(t)).toEqual(before);
      const [kept] = await wholeList<TAuditoriaItem>(admin, '/api/auditoria', {
        usuario: email,
        negados: 'true',
        registro: '/api/exportacoes',
      });
      expect(kept?.acesso).toMatchObject({ metodo: 'POST', caminho: '/api/exportacoes', status: 403 });
    }
  });

  it("refuses the page's bad filters in pt-BR, creating nothing", async () => {
    const before = await exportsWritten(t);
    const cases: [Record<string, string>, string, string][] = [
      [{ de: '2026-03-10', ate: '2026-03-01' }, 'filtros.ate', 'O fim do período vem antes do início'],
      [{ usuario: 'ninguem' }, 'filtros.usuario', 'Informe o e-mail ou o id do usuário'],
    ];
    for (const [filtros, campo, mensagem] of cases) {
      const res = await admin.post('/api/exportacoes', { lista: 'auditoria', filtros });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({
        detail: 'Os filtros da exportação são inválidos.',
        errors: [{ campo, mensagem }],
      });
    }
    expect(await exportsWritten(t)).toEqual(before);
  });
});
