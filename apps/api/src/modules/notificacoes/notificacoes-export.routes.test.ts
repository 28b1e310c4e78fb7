import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICACAO_TIPO_LABEL,
  addDays,
  formatDateTime,
  todayInSaoPaulo,
  type TNotificacao,
} from '@portal/domain';
import {
  dataRows,
  exportReady,
  exportedSheet,
  rowValues,
  sheetDateTime,
  wholeList,
} from '../../test/export-helpers';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from './notificacoes.jobs';
import { notificacaoEventos, notificacoes } from './notificacoes.schema';

const HEADER = ['Quando', 'Tipo', 'Notificação', 'Detalhe', 'Lida', 'Link'];
const SO_DO_GESTOR = 'Só do site manager';

/** My notifications in Excel (lista `notificacoes`): the export's owner's own, whoever they are. */
describe('exporting /notificacoes', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;

  /** A sheet's rows with the time as the page writes it. */
  const rowsOf = async (who: Client, filtros: Record<string, unknown>) => {
    const done = await exportReady(t, who, { lista: 'notificacoes', filtros });
    expect(done).toMatchObject({
      lista: 'notificacoes',
      titulo: 'Notificações',
      status: 'pronta',
      erro: null,
    });
    const sheet = await exportedSheet(who, done);
    expect(rowValues(sheet, 1)).toEqual(HEADER);
    return { done, rows: dataRows(sheet).map((r) => [sheetDateTime(r[0]), ...r.slice(1)]) };
  };
  /** The list's row as the spreadsheet must say it. */
  const expectedRow = (n: TNotificacao) => [
    formatDateTime(n.criadaEm),
    NOTIFICACAO_TIPO_LABEL[n.tipo],
    n.titulo,
    n.texto,
    n.lida ? 'Sim' : 'Não',
    `${t.config.PUBLIC_URL}${n.link}`,
  ];

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente] = await signedInAs(t, ['admin', 'gestor', 'cliente']);
    const linha3 = await obraIdOf(admin, 'OB-2025-014');
    // Three reports (older than the demo's) finalized by the site manager: each asks the obra's client to approve it.
    for (const dias of [400, 401, 402]) {
      const rdo = await buildRdo(gestor, linha3, addDays(todayInSaoPaulo(), -dias));
      await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
    }
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
    // And some of the site manager's own, about a record of the same obra.
    const gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    for (const n of [1, 2]) {
      const [evento] = await t.database.db
        .insert(notificacaoEventos)
        .values({
          chave: `teste-exportacao:${n}`,
          tipo: 'atribuido',
          entidade: 'obra',
          entidadeId: linha3,
          titulo: `${SO_DO_GESTOR} ${n}`,
          texto: 'Atribuído a você no teste',
          link: '/OB-2025-014',
          processadoEm: new Date(),
        })
        .returning();
      await t.database.db.insert(notificacoes).values({
        eventoId: evento!.id,
        userId: gestorId,
        tipo: 'atribuido',
        titulo: evento!.titulo,
        texto: evento!.texto,
        link: evento!.link,
        entidade: 'obra',
        entidadeId: linha3,
        entrega: 'app',
      });
    }
  });
  afterAll(() => t.close());

  it("gives each user their own notifications only, as their list shows them, the read ones marked 'Sim'", async () => {
    const [oldest] = (await wholeList<TNotificacao>(cliente, '/api/me/notificacoes', {})).slice(-1);
    expect((await cliente.post(`/api/me/notificacoes/${oldest!.id}/lida`)).statusCode).toBe(200);

    const doCliente = await wholeList<TNotificacao>(cliente, '/api/me/notificacoes', {});
    expect(doCliente).toHaveLength(3);
    const exportCliente = await rowsOf(cliente, {});
    expect(exportCliente.done).toMatchObject({ linhas: 3, total: 3 });
    expect(exportCliente.rows).toEqual(doCliente.map(expectedRow));
    expect(exportCliente.rows.map((r) => r[4])).toEqual(['Não', 'Não', 'Sim']);
    expect(exportCliente.rows.flat().join(' ')).not.toContain(SO_DO_GESTOR);

    const doGestor = await wholeList<TNotificacao>(gestor, '/api/me/notificacoes', {});
    const exportGestor = await rowsOf(gestor, {});
    expect(exportGestor.rows).toEqual(doGestor.map(expectedRow));
    expect(exportGestor.rows.map((r) => r[2])).toEqual(
      expect.arrayContaining([`${SO_DO_GESTOR} 1`, `${SO_DO_GESTOR} 2`]),
    );
    const clienteIds = new Set(doCliente.map((n) => n.id));
    expect(doGestor.some((n) => clienteIds.has(n.id))).toBe(false);
  });

  it("takes the list's \"only unread\" switch, and nobody's filter reaches another user's notifications", async () => {
    const naoLidas = await wholeList<TNotificacao>(cliente, '/api/me/notificacoes', { naoLidas: 'true' });
    const { rows } = await rowsOf(cliente, { naoLidas: true, page: 2, pageSize: 1 });
    expect(rows).toEqual(naoLidas.map(expectedRow));
    expect(rows.every((r) => r[4] === 'Não')).toBe(true);

    // An administrator, who may read everything, still has only their own (none here): an empty sheet.
    const mine = await wholeList<TNotificacao>(admin, '/api/me/notificacoes', {});
    const ofAdmin = await rowsOf(admin, { userId: 'qualquer', naoLidas: false });
    expect(ofAdmin.done).toMatchObject({ linhas: mine.length, total: mine.length });
    expect(ofAdmin.rows).toEqual(mine.map(expectedRow));
  });
});
