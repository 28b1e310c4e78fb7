import { gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo, type TOs } from '@portal/domain';
import type { Client, Response } from '../../../test/http-client';
import { problemOf } from '../../../test/identity-helpers';
import { auditCount, obraIdOf, PNG, signedInAs, userIdOf } from '../../../test/obras-helpers';
import { conteudo, rdoCount } from '../../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { osDiarios } from '../../field/field.schema';
import { rdoFotos } from '../../rdo/rdo.schema';
import { purgeOldKeys } from './idempotency.repository';
import { idempotencia } from './idempotency.schema';

const hoje = todayInSaoPaulo();
const diasAtras = (n: number) => addDays(hoje, -n);

describe('the Idempotency-Key header', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client; // site manager of Linha 3
  let linha3: string;
  let os1: TOs; // field OS nº 1 of Linha 3, em execução

  /** A JSON request as a browser sends it, with the key (and accepting compression: the answer kept is the JSON). */
  const send = (who: Client, method: 'POST' | 'PUT', url: string, body: unknown, key: string) =>
    t.app.inject({
      method,
      url,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-portal-request': '1',
        'idempotency-key': key,
        'accept-encoding': 'gzip',
        cookie: who.jar.header()!,
      },
    });
  const createRdo = (who: Client, data: string, key: string) =>
    send(who, 'POST', `/api/obras/${linha3}/diarios`, { data, conteudo: conteudo() }, key);
  const jsonOf = (res: Response) =>
    JSON.parse(
      (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString(),
    );
  const postPhoto = (who: Client, rdoId: string, key: string) => {
    const form = new FormData();
    form.append('legenda', 'Concretagem');
    form.append('arquivo', new Blob([PNG]), 'laje.png');
    return t.app.inject({
      method: 'POST',
      url: `/api/diarios/${rdoId}/fotos`,
      payload: form,
      headers: { 'x-portal-request': '1', 'idempotency-key': key, cookie: who.jar.header()! },
    });
  };
  const photoCount = async (rdoId: string) =>
    Number(
      (await t.database.db.select({ n: count() }).from(rdoFotos).where(eq(rdoFotos.rdoId, rdoId)))[0]!.n,
    );
  const logCount = async () =>
    Number(
      (await t.database.db.select({ n: count() }).from(osDiarios).where(eq(osDiarios.osId, os1.id)))[0]!.n,
    );
  const keysOf = async (userId: string) =>
    t.database.db.select().from(idempotencia).where(eq(idempotencia.usuarioId, userId));
  const expectReplayOf = (first: Response, retry: Response) => {
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(jsonOf(retry)).toEqual(jsonOf(first));
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor] = await signedInAs(t, ['admin', 'gestor']);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const orders = (await admin.get(`/api/ordensServico?obra=${linha3}&tipo=field`)).json().items as TOs[];
    os1 = (await admin.get(`/api/ordensServico/field/${orders.find((o) => o.numero === 1)!.id}`)).json();
  });
  afterAll(() => t.close());

  it('creates one RDO and one photo when each is sent twice with its key, the retry answering the same', async () => {
    const reports = await rdoCount(t, linha3);
    const first = await createRdo(gestor, diasAtras(50), 'rdo-offline-0001');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await createRdo(gestor, diasAtras(50), 'rdo-offline-0001');
    expectReplayOf(first, retry);
    expect(await rdoCount(t, linha3)).toBe(reports + 1);

    const rdoId = jsonOf(first).id as string;
    const photo = await postPhoto(gestor, rdoId, 'rdo-offline-0001.foto-1');
    expect(photo.statusCode, photo.body).toBe(201);
    expectReplayOf(photo, await postPhoto(gestor, rdoId, 'rdo-offline-0001.foto-1'));
    expect(await photoCount(rdoId)).toBe(1);
  });

  it('creates one field daily log, and keeps one checklist answer, when each is sent twice', async () => {
    const url = `/api/ordensServico/field/${os1.id}/diarios`;
    const item = os1.itens[0]!.eapItemId;
    const log = {
      data: diasAtras(8),
      horaInicio: '07:00',
      horaFim: '16:00',
      equipe: [{ nome: 'Sérgio Almeida', funcao: 'Encarregado', horas: 8 }],
      equipamentos: [],
      itens: [{ eapItemId: item, quantidade: 0.5 }],
      observacoes: '',
    };
    const logs = await logCount();
    const first = await send(gestor, 'POST', url, log, 'diario-os-0001');
    expect(first.statusCode, first.body).toBe(201);
    expectReplayOf(first, await send(gestor, 'POST', url, log, 'diario-os-0001'));
    expect(await logCount()).toBe(logs + 1);

    const modelo = (await gestor.get(`/api/obras/${linha3}/checklists/field/modelos`)).json().items[0].id;
    const started = await gestor.post(`/api/ordensServico/field/${os1.id}/checklists`, { modeloId: modelo });
    expect(started.statusCode, started.body).toBe(201);
    const answerUrl = `/api/checklists/${started.json().id}/respostas/doc-1`;
    const answered = await send(gestor, 'PUT', answerUrl, { valor: 'conforme' }, 'checklist-resposta-0001');
    expect(answered.statusCode, answered.body).toBe(200);
    const audits = await auditCount(t);
    expectReplayOf(
      answered,
      await send(gestor, 'PUT', answerUrl, { valor: 'conforme' }, 'checklist-resposta-0001'),
    );
    expect(await auditCount(t)).toBe(audits);
  });

  it('refuses the same key with another body (422), and lets another user use the same key', async () => {
    expect((await createRdo(gestor, diasAtras(51), 'rdo-offline-0002')).statusCode).toBe(201);
    const reports = await rdoCount(t, linha3);
    const other = await createRdo(gestor, diasAtras(52), 'rdo-offline-0002');
    expect(other.statusCode).toBe(422);
    expect(problemOf(other)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      detail: 'Esta chave de envio (Idempotency-Key) já foi usada em outro envio.',
    });
    // Another route with the same key is another request too.
    const rdoId = jsonOf(await createRdo(gestor, diasAtras(51), 'rdo-offline-0002')).id as string;
    expect((await postPhoto(gestor, rdoId, 'rdo-offline-0002')).statusCode).toBe(422);
    expect(await rdoCount(t, linha3)).toBe(reports);

    const byAdmin = await createRdo(admin, diasAtras(52), 'rdo-offline-0002');
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(await rdoCount(t, linha3)).toBe(reports + 1);
  });

  it('frees the key of a refused first attempt, so that the corrected retry creates the record', async () => {
    const gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    const invalid = await send(
      gestor,
      'POST',
      `/api/obras/${linha3}/diarios`,
      { data: 'ontem' },
      'rdo-offline-0003',
    );
    expect(invalid.statusCode).toBe(400);
    // 50 days ago has its RDO already: the service refuses it after the key was reserved.
    const taken = await createRdo(gestor, diasAtras(50), 'rdo-offline-0003');
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).code).toBe('CONFLICT');
    expect((await keysOf(gestorId)).map((k) => k.chave)).not.toContain('rdo-offline-0003');

    const reports = await rdoCount(t, linha3);
    const fixed = await createRdo(gestor, diasAtras(53), 'rdo-offline-0003');
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await rdoCount(t, linha3)).toBe(reports + 1);
  });

  it('answers 409 while the first send runs, and takes over a reservation abandoned by a stopped server', async () => {
    const gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    const created = await gestor.post(`/api/obras/${linha3}/diarios`, {
      data: diasAtras(55),
      conteudo: conteudo(),
    });
    const rdoId = created.json().id as string;
    // A photo being received: its key reserved, no answer yet.
    await t.database.db.insert(idempotencia).values({
      usuarioId: gestorId,
      chave: 'rdo-offline-0005.foto-1',
      metodo: 'POST',
      rota: `/api/diarios/${rdoId}/fotos`,
      impressao: null,
    });
    const running = await postPhoto(gestor, rdoId, 'rdo-offline-0005.foto-1');
    expect(running.statusCode).toBe(409);
    expect(problemOf(running)).toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      detail: 'Este envio ainda está sendo processado; tente de novo em instantes.',
    });
    expect(await photoCount(rdoId)).toBe(0);

    await t.database.db
      .update(idempotencia)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(idempotencia.chave, 'rdo-offline-0005.foto-1'));
    expect((await postPhoto(gestor, rdoId, 'rdo-offline-0005.foto-1')).statusCode).toBe(201);
    expect(await photoCount(rdoId)).toBe(1);
  });

  it('forgets the keys older than a week in the daily purge', async () => {
    const gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    await t.database.db
      .update(idempotencia)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(idempotencia.chave, 'rdo-offline-0001'));
    const before = (await keysOf(gestorId)).map((k) => k.chave);
    await purgeOldKeys(t.database.db);
    expect((await keysOf(gestorId)).map((k) => k.chave)).toEqual(
      before.filter((k) => k !== 'rdo-offline-0001'),
    );
  });

  it('refuses a malformed key in pt-BR, and creates nothing', async () => {
    const reports = await rdoCount(t, linha3);
    for (const key of ['curta', 'com espaço-0001', 'x'.repeat(101)]) {
      const res = await createRdo(gestor, diasAtras(54), key);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).detail).toMatch(/^O cabeçalho Idempotency-Key deve ter de 8 a 100 caracteres/);
    }
    expect(await rdoCount(t, linha3)).toBe(reports);
  });
});
