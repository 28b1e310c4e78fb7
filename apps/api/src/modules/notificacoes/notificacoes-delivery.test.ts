import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { addDays, todayInSaoPaulo, type TNotificacao, type TRdo } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import { emitEvent, followRecord } from './notificacoes.events';
import { DIGEST_JOB, SWEEP_JOB } from './notificacoes.jobs';
import { notificacaoEventos } from './notificacoes.schema';

const hoje = todayInSaoPaulo();

/**
 * Delivery of the events a move emits: who hears about it (those who must act next, the record's followers; never
 * the actor, nor anyone who may not read the record), how (each person's choice per kind), and exactly once.
 */
describe('notification delivery', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let planejamento: Client;
  let substituto: Client;
  let leitura: Client;
  let linha3: string; // OB-2025-014: gestor is its site manager; cliente, planejamento and substituto are members
  let aprovadorId: string;
  let dias = 300;

  const novoRdo = () => buildRdo(gestor, linha3, addDays(hoje, -dias++));
  const finalizar = (rdo: TRdo) => move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });

  /** Runs a sweep through the job queue and waits for it (the response hook queues one too; this one is certain). */
  const sweep = async () => {
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
  };
  const digest = async () => {
    await t.app.jobs.send(DIGEST_JOB, {});
    await t.app.jobs.idle();
  };
  const notificationsOf = async (who: Client, rdoId: string): Promise<TNotificacao[]> => {
    const res = await who.get('/api/me/notificacoes?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as TNotificacao[]).filter((n) => n.entidadeId === rdoId);
  };
  const mailsTo = async (email: string, subject: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subject}%`)));
    return Number(row?.n ?? 0);
  };
  const setPreference = async (who: Client, tipo: string, entrega: string) => {
    const res = await who.put('/api/me/notificacoes/preferencias', { tipo, entrega });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente, aprovador, planejamento, substituto, leitura] = await signedInAs(t, [
      'admin',
      'gestor',
      'cliente',
      'aprovador',
      'planejamento',
      'substituto',
      'leitura',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    aprovadorId = await userIdOf(admin, 'aprovador@demo.obras.dev');
  });
  afterAll(() => t.close());

  it('asks the obra’s client to approve an RDO the site manager finalized, right after the request', async () => {
    const rdo = await novoRdo();
    await finalizar(rdo);
    // No explicit sweep: the request's own hook queued it.
    await expect.poll(async () => (await notificationsOf(cliente, rdo.id)).length).toBe(1);
    const [aviso] = await notificationsOf(cliente, rdo.id);
    expect(aviso).toMatchObject({
      tipo: 'acao_pendente',
      titulo: `RDO nº ${rdo.numero} · OB-2025-014 Ampliação da fábrica de envase — Linha 3 aguarda sua aprovação`,
      texto: 'Finalizado por Carlos Mendes.',
      link: `/diarios/${rdo.id}`,
      entidade: 'rdo',
      lida: false,
    });
  });

  it('tells nobody else: not the actor, not members who cannot approve, not users of other obras', async () => {
    const rdo = await novoRdo();
    await finalizar(rdo);
    await sweep();
    expect(await notificationsOf(cliente, rdo.id)).toHaveLength(1);
    for (const who of [gestor, planejamento, substituto, aprovador, leitura, admin])
      expect(await notificationsOf(who, rdo.id)).toEqual([]);
  });

  it('tells the site manager who follows the report that it was returned, once, with the reason', async () => {
    const rdo = await novoRdo();
    await finalizar(rdo);
    // Delivered before she answers (on PostgreSQL the queue's poll could otherwise come after her return).
    await sweep();
    await move(cliente, rdo.id, 'devolver', { motivo: 'Faltou o efetivo da tarde' });
    await sweep();
    // The return asks him to act and changes the status of what he follows: one notification for one change.
    expect(await notificationsOf(gestor, rdo.id)).toEqual([
      expect.objectContaining({
        tipo: 'acao_pendente',
        titulo: expect.stringMatching(/ foi devolvido e aguarda sua ação$/),
        texto: 'Devolvido por Renata Albuquerque. Motivo: Faltou o efetivo da tarde',
      }),
    ]);
    // She returned it: she hears nothing of her own move.
    expect((await notificationsOf(cliente, rdo.id)).map((n) => n.tipo)).toEqual(['acao_pendente']);
  });

  it('asks nobody to act on a report that moved on before its notice was delivered', async () => {
    const rdo = await novoRdo();
    await finalizar(rdo);
    await move(cliente, rdo.id, 'devolver', { motivo: 'Faltou a foto da fachada' });
    await sweep();
    const before = await notificationsOf(gestor, rdo.id);
    // A notice of the finalize, delivered only now: the report is 'devolvido', no longer waiting for approval.
    await t.database.db.transaction((tx) =>
      emitEvent(tx, {
        chave: `teste:atrasado:${rdo.id}`,
        tipo: 'acao_pendente',
        statusAlvo: 'finalizado',
        entidade: 'rdo',
        entidadeId: rdo.id,
        atorId: null,
        titulo: 'aguarda sua aprovação',
        texto: 'Finalizado.',
        link: `/diarios/${rdo.id}`,
      }),
    );
    await sweep();
    expect(await notificationsOf(gestor, rdo.id)).toEqual(before);
    expect((await notificationsOf(cliente, rdo.id)).map((n) => n.titulo)).not.toContain(
      'aguarda sua aprovação',
    );
  });

  it('tells whoever stands in for the site manager today that a returned report awaits them, not before', async () => {
    const substitutoId = await userIdOf(admin, 'substituto@demo.obras.dev');
    const returned = async () => {
      const rdo = await novoRdo();
      await finalizar(rdo);
      await move(cliente, rdo.id, 'devolver', { motivo: 'Corrigir o clima' });
      await sweep();
      return rdo;
    };
    // The seeded vacation starts next week: nothing for the substitute yet.
    const before = await returned();
    expect(await notificationsOf(substituto, before.id)).toEqual([]);

    const named = await gestor.post('/api/substituicoes', {
      substitutoId,
      inicio: addDays(hoje, -1),
      fim: addDays(hoje, 1),
      motivo: 'Curso',
    });
    expect(named.statusCode, named.body).toBe(201);
    const during = await returned();
    expect(await notificationsOf(substituto, during.id)).toEqual([
      expect.objectContaining({ tipo: 'acao_pendente', link: `/diarios/${during.id}` }),
    ]);
    expect(await notificationsOf(gestor, during.id)).toHaveLength(1);
    expect((await gestor.delete(`/api/substituicoes/${named.json().id}`)).statusCode).toBe(204);
  });

  it('tells the followers of an approval, except whoever may no longer read the report', async () => {
    const rdo = await novoRdo();
    await finalizar(rdo);
    // The client of another company follows it somehow (an old link): she may not read it, so hears nothing.
    await followRecord(t.database.db, 'rdo', rdo.id, aprovadorId);
    await move(cliente, rdo.id, 'aprovar', { assinatura: ASSINATURA });
    await sweep();
    const doGestor = await notificationsOf(gestor, rdo.id);
    expect(doGestor).toEqual([
      expect.objectContaining({
        tipo: 'status_alterado',
        titulo: expect.stringMatching(/ foi aprovado por Renata Albuquerque$/),
        texto: 'Finalizado → Aprovado.',
      }),
    ]);
    expect(await notificationsOf(aprovador, rdo.id)).toEqual([]);
  });

  it('mails at once by default for what waits for someone’s action, and only in the portal when they choose so', async () => {
    const first = await novoRdo();
    await finalizar(first);
    await sweep();
    expect(await mailsTo('cliente@demo.obras.dev', `RDO nº ${first.numero} ·`)).toBe(1);

    await setPreference(cliente, 'acao_pendente', 'app');
    const second = await novoRdo();
    await finalizar(second);
    await sweep();
    expect(await notificationsOf(cliente, second.id)).toHaveLength(1);
    expect(await mailsTo('cliente@demo.obras.dev', `RDO nº ${second.numero} ·`)).toBe(0);
    await setPreference(cliente, 'acao_pendente', 'email');
  });

  it('keeps "resumo" notifications for the daily digest, which sends them once', async () => {
    await setPreference(cliente, 'acao_pendente', 'resumo');
    const rdo = await novoRdo();
    await finalizar(rdo);
    await sweep();
    expect(await notificationsOf(cliente, rdo.id)).toHaveLength(1);
    expect(await mailsTo('cliente@demo.obras.dev', `RDO nº ${rdo.numero} ·`)).toBe(0);

    await digest();
    const digests = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'cliente@demo.obras.dev'), like(mailOutbox.subject, 'Resumo do dia%')));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Resumo do dia: 1 notificação — Portal de Obras');
    expect(digests[0]!.text).toContain(`RDO nº ${rdo.numero} · OB-2025-014`);
    expect(digests[0]!.text).toContain('/notificacoes?naoLidas=true');

    await digest();
    expect(await mailsTo('cliente@demo.obras.dev', 'Resumo do dia')).toBe(1);
    await setPreference(cliente, 'acao_pendente', 'email');
  });

  it('creates nothing new when the same event is swept twice, even after a crash before it was marked', async () => {
    const rdo = await novoRdo();
    await finalizar(rdo);
    await sweep();
    const counted = async () => ({
      notificacoes: (await notificationsOf(cliente, rdo.id)).length,
      mails: await mailsTo('cliente@demo.obras.dev', `RDO nº ${rdo.numero} ·`),
    });
    expect(await counted()).toEqual({ notificacoes: 1, mails: 1 });

    await sweep();
    expect(await counted()).toEqual({ notificacoes: 1, mails: 1 });

    // As if the sweep had died after writing the notifications but before marking the event delivered.
    await t.database.db
      .update(notificacaoEventos)
      .set({ processadoEm: null })
      .where(eq(notificacaoEventos.entidadeId, rdo.id));
    await sweep();
    expect(await counted()).toEqual({ notificacoes: 1, mails: 1 });
    const [pending] = await t.database.db
      .select({ n: count() })
      .from(notificacaoEventos)
      .where(sql`${notificacaoEventos.processadoEm} is null`);
    expect(Number(pending?.n)).toBe(0);
  });
});
