import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  NOTIFICACAO_TIPOS,
  ZNotificacao,
  ZNotificacaoPreferenciaView,
  addDays,
  todayInSaoPaulo,
  type TNotificacao,
} from '@portal/domain';
import { client, type Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, obraIdOf, signedInAs } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from './notificacoes.jobs';
import { notificacaoPreferencias, notificacoes } from './notificacoes.schema';

const hoje = todayInSaoPaulo();

describe('/api/me/notificacoes', () => {
  let t: TestApp;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let rdoIds: string[];

  const list = async (who: Client, query = '') => {
    const res = await who.get(`/api/me/notificacoes${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: TNotificacao[]; total: number };
  };
  const unread = async (who: Client) => {
    const res = await who.get('/api/me/notificacoes/nao-lidas');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().naoLidas as number;
  };
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const [admin] = await signedInAs(t, ['admin']);
    [gestor, cliente, aprovador] = await signedInAs(t, ['gestor', 'cliente', 'aprovador']);
    const linha3 = await obraIdOf(admin, 'OB-2025-014');
    // Three reports finalized by the site manager: each asks the obra's client to approve it.
    rdoIds = [];
    for (const dias of [30, 31, 32]) {
      const rdo = await buildRdo(gestor, linha3, addDays(hoje, -dias));
      await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
      rdoIds.push(rdo.id);
    }
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
  });
  afterAll(() => t.close());

  it('lists the user’s own notifications, newest first, paged', async () => {
    const all = await list(cliente);
    expect(all.total).toBe(3);
    expect(all.items.map((n) => ZNotificacao.parse(n).entidadeId)).toEqual([...rdoIds].reverse());
    const page2 = await list(cliente, '?page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, items: [{ entidadeId: rdoIds[0] }] });
    // Someone with nothing gets an empty list, not anyone else's.
    expect(await list(aprovador)).toEqual({ items: [], total: 0 });
  });

  it('counts the unread, marks one read, filters the unread, and marks all read', async () => {
    expect(await unread(cliente)).toBe(3);
    const [newest] = (await list(cliente)).items;
    const res = await cliente.post(`/api/me/notificacoes/${newest!.id}/lida`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: newest!.id, lida: true });
    // Marking it again changes nothing.
    expect((await cliente.post(`/api/me/notificacoes/${newest!.id}/lida`)).statusCode).toBe(200);
    expect(await unread(cliente)).toBe(2);

    const naoLidas = await list(cliente, '?naoLidas=true');
    expect(naoLidas.total).toBe(2);
    expect(naoLidas.items.every((n) => !n.lida)).toBe(true);

    const all = await cliente.post('/api/me/notificacoes/lidas');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ marcadas: 2 });
    expect(await unread(cliente)).toBe(0);
    expect((await list(cliente)).total).toBe(3);
  });

  it('answers another user’s notification as a missing one, and changes nothing', async () => {
    const [theirs] = (await list(cliente)).items;
    await t.database.db.update(notificacoes).set({ lidaEm: null }).where(eq(notificacoes.id, theirs!.id));
    const res = await aprovador.post(`/api/me/notificacoes/${theirs!.id}/lida`);
    expect(res.statusCode).toBe(404);
    expect(problemOf(res).detail).toBe('Notificação não encontrada.');
    expect(await unread(cliente)).toBe(1);
    // Marking all of one's own never touches anyone else's.
    expect((await aprovador.post('/api/me/notificacoes/lidas')).json()).toEqual({ marcadas: 0 });
    expect(await unread(cliente)).toBe(1);
  });

  it('refuses a malformed id or page with a pt-BR message', async () => {
    const bad = await cliente.post('/api/me/notificacoes/abc/lida');
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors).toEqual([
      expect.objectContaining({ campo: 'notificacao', mensagem: 'Notificação inválida' }),
    ]);
    expect((await cliente.get('/api/me/notificacoes?pageSize=500')).statusCode).toBe(400);
    expect(await unread(cliente)).toBe(1);
  });

  it('needs a session', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/me/notificacoes')).statusCode).toBe(401);
    expect((await anonymous.get('/api/me/notificacoes/nao-lidas')).statusCode).toBe(401);
    const choice = { tipo: 'acao_pendente', entrega: 'app' };
    expect((await anonymous.put('/api/me/notificacoes/preferencias', choice)).statusCode).toBe(401);
    expect((await anonymous.post('/api/me/notificacoes/lidas')).statusCode).toBe(401);
  });
});

describe('/api/me/notificacoes/preferencias', () => {
  let t: TestApp;
  let cliente: Client;
  let gestor: Client;

  const preferences = async (who: Client) => {
    const res = await who.get('/api/me/notificacoes/preferencias');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as unknown[]).map((p) => ZNotificacaoPreferenciaView.parse(p));
  };
  const storedRows = async () => {
    const [row] = await t.database.db.select({ n: count() }).from(notificacaoPreferencias);
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [cliente, gestor] = await signedInAs(t, ['cliente', 'gestor']);
  });
  afterAll(() => t.close());

  it('lists every kind with its label and default until the user chooses', async () => {
    const prefs = await preferences(cliente);
    expect(prefs.map((p) => p.tipo)).toEqual([...NOTIFICACAO_TIPOS]);
    expect(prefs[0]).toEqual({
      tipo: 'acao_pendente',
      label: 'Aguardando sua ação',
      entrega: 'email',
      padrao: true,
    });
    // Delays stay in the bell by default: the RDO module e-mails each new delay anyway.
    expect(prefs.find((p) => p.tipo === 'atrasado')).toMatchObject({ entrega: 'app', padrao: true });
  });

  it('keeps a choice for the user alone, audited', async () => {
    const audits = await auditCount(t);
    const res = await cliente.put('/api/me/notificacoes/preferencias', {
      tipo: 'status_alterado',
      entrega: 'resumo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual({
      tipo: 'status_alterado',
      label: 'Mudança de status no que você acompanha',
      entrega: 'resumo',
      padrao: false,
    });
    expect((await preferences(cliente)).find((p) => p.tipo === 'status_alterado')?.entrega).toBe('resumo');
    expect((await preferences(gestor)).find((p) => p.tipo === 'status_alterado')?.entrega).toBe('app');
    expect(await auditCount(t)).toBe(audits + 1);

    // Choosing again replaces the choice.
    await cliente.put('/api/me/notificacoes/preferencias', { tipo: 'status_alterado', entrega: 'email' });
    expect((await preferences(cliente)).find((p) => p.tipo === 'status_alterado')?.entrega).toBe('email');
    expect(await storedRows()).toBe(1);
  });

  it('refuses an unknown delivery or kind with a pt-BR message, changing nothing', async () => {
    const rows = await storedRows();
    const audits = await auditCount(t);
    const badEntrega = await cliente.put('/api/me/notificacoes/preferencias', {
      tipo: 'acao_pendente',
      entrega: 'sms',
    });
    expect(badEntrega.statusCode).toBe(400);
    expect(problemOf(badEntrega).errors).toEqual([
      expect.objectContaining({ campo: 'entrega', mensagem: 'Escolha como receber' }),
    ]);
    const badTipo = await cliente.put('/api/me/notificacoes/preferencias', {
      tipo: 'fofoca',
      entrega: 'app',
    });
    expect(badTipo.statusCode).toBe(400);
    expect(problemOf(badTipo).errors).toEqual([expect.objectContaining({ campo: 'tipo' })]);
    expect(problemOf(badTipo).detail).toMatch(/inválid/);
    expect(await storedRows()).toBe(rows);
    expect(await auditCount(t)).toBe(audits);
    expect((await preferences(cliente)).find((p) => p.tipo === 'acao_pendente')?.entrega).toBe('email');
  });
});
