import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZNotificacao,
  ZSeguroAlerta,
  instanteEmSaoPaulo,
  type TApolice,
  type TSeguroAlerta,
} from '@portal/domain';
import type { Client } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { buildObra, clienteIdOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createApolice, dia, endossar, readApolice } from '../../test/seguros-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';
import { notificacaoEventos } from '../notificacoes/notificacoes.schema';
import { checkAllSeguros } from './seguros-avisos.service';

/** The planned end of the obras made here: 200 days from today, whatever today is. */
const FIM_DA_OBRA = dia(200);

describe('insurance cover at an instant, and the warnings of cover ending too soon', () => {
  let t: TestApp;
  let admin: Client;
  let seguros: Client;
  let gestor: Client;
  let leitura: Client;
  let novaObra: () => Promise<string>;

  const alertas = async (obraId: string): Promise<TSeguroAlerta[]> => {
    const res = await seguros.get(`/api/obras/${obraId}/seguros/alertas`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as unknown[]).map((a) => ZSeguroAlerta.parse(a));
  };
  const limiares = async (obraId: string) =>
    (await alertas(obraId)).map((a) => [a.apoliceId, a.limiar, a.fimVigencia]);
  const cobertas = async (obraId: string, em: string) => {
    const res = await seguros.get(`/api/obras/${obraId}/seguros/cobertura?em=${encodeURIComponent(em)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().apolices as TApolice[]).map((a) => a.id);
  };
  /** Delivers every pending notification event, as the background sweep does. */
  const deliver = async () => {
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
  };
  /** The user's bell notifications about one policy: their titles, oldest first. */
  const bell = async (who: Client, apoliceId: string) => {
    const res = await who.get('/api/me/notificacoes?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as unknown[])
      .map((n) => ZNotificacao.parse(n))
      .filter((n) => n.entidadeId === apoliceId)
      .map((n) => n.titulo)
      .reverse();
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, seguros, gestor, leitura] = await signedInAs(t, ['admin', 'seguros', 'gestor', 'leitura']);
    const clienteId = await clienteIdOf(admin, 'Serra Azul');
    const siteManagerId = await userIdOf(admin, 'gestor@demo.obras.dev');
    novaObra = async () =>
      (
        await buildObra(admin, {
          clienteId,
          siteManagerId,
          status: 'em_andamento',
          inicioPrevisto: dia(-300),
          fimPrevisto: FIM_DA_OBRA,
        })
      ).id;
  });
  afterAll(() => t.close());

  describe('the midnight rule', () => {
    it('covers the last day until 24:00 in São Paulo, and not a second more', async () => {
      const obra = await novaObra();
      const { id } = await createApolice(seguros, obra, { inicioVigencia: dia(-10), fimVigencia: dia(40) });
      expect(await cobertas(obra, `${dia(40)}T23:59:59-03:00`)).toEqual([id]);
      // The same instant written in UTC, already the next day there.
      expect(await cobertas(obra, `${dia(41)}T02:59:59.999Z`)).toEqual([id]);
      expect(await cobertas(obra, `${dia(41)}T00:00:00-03:00`)).toEqual([]);
      expect(await cobertas(obra, `${dia(41)}T03:00:00Z`)).toEqual([]);
      expect(await cobertas(obra, `${dia(40)}T12:00:00+09:00`)).toEqual([id]);
    });

    it('starts the cover at 24:00 of its first day in São Paulo, when the policy it renews ends', async () => {
      const obra = await novaObra();
      const { id } = await createApolice(seguros, obra, { inicioVigencia: dia(5), fimVigencia: dia(300) });
      expect(await cobertas(obra, `${dia(6)}T00:00:00-03:00`)).toEqual([id]);
      expect(await cobertas(obra, `${dia(5)}T23:59:59-03:00`)).toEqual([]);
      expect(await cobertas(obra, `${dia(6)}T02:59:59Z`)).toEqual([]);
    });

    it('moves the end of the cover with an endorsement, and answers the instant asked', async () => {
      const obra = await novaObra();
      const { id } = await createApolice(seguros, obra, { inicioVigencia: dia(-10), fimVigencia: dia(40) });
      await endossar(seguros, id, { numero: '1', dataEmissao: dia(0), novoFimVigencia: dia(41) });
      expect(await cobertas(obra, `${dia(41)}T23:59:59-03:00`)).toEqual([id]);
      expect(await cobertas(obra, `${dia(42)}T00:00:00-03:00`)).toEqual([]);
      const res = await seguros.get(`/api/obras/${obra}/seguros/cobertura?em=${dia(41)}T12:00:00-03:00`);
      expect(res.json().em).toBe(instanteEmSaoPaulo(dia(41), 12).toISOString());
    });

    it.each(['amanhã', `${dia(1)}T10:00:00`, ''])(
      'refuses %j as the instant: it takes a date and time with its time zone',
      async (em) => {
        const obra = await novaObra();
        const res = await seguros.get(`/api/obras/${obra}/seguros/cobertura?em=${encodeURIComponent(em)}`);
        expect(res.statusCode).toBe(400);
        expect(problemOf(res).errors).toEqual([
          { campo: 'em', mensagem: 'Informe data e hora válidas (ISO 8601, com fuso)' },
        ]);
      },
    );
  });

  describe('warnings', () => {
    it('warns of engineering-risk cover ending before the obra and within 30 days; an endorsement past both clears them', async () => {
      const obra = await novaObra();
      const apolice = await createApolice(seguros, obra, { fimVigencia: dia(20) });
      expect(await limiares(obra)).toEqual([
        [apolice.id, 'antes_fim_obra', dia(20)],
        [apolice.id, 'vence_30_dias', dia(20)],
      ]);
      expect((await alertas(obra))[0]).toMatchObject({
        obraId: obra,
        ramo: 'risco_engenharia',
        numero: apolice.numero,
        fimPrevistoObra: FIM_DA_OBRA,
        diasParaVencer: 20,
      });
      expect(apolice.alertas.map((a) => a.limiar)).toEqual(['antes_fim_obra', 'vence_30_dias']);

      const past30 = await endossar(seguros, apolice.id, {
        numero: '1',
        dataEmissao: dia(0),
        novoFimVigencia: dia(150),
      });
      expect(past30.alertas.map((a) => a.limiar)).toEqual(['antes_fim_obra']);
      const pastObra = await endossar(seguros, apolice.id, {
        numero: '2',
        dataEmissao: dia(1),
        novoFimVigencia: dia(201),
      });
      expect(pastObra.alertas).toEqual([]);
      expect(await alertas(obra)).toEqual([]);
    });

    it('warns of any cover within 30 days, the 30th day included', async () => {
      const obra = await novaObra();
      const pleno = { ramo: 'pleno_funcionamento', tipo: 'RO' } as const;
      const apolice = await createApolice(seguros, obra, { ...pleno, fimVigencia: dia(31) });
      expect(await alertas(obra)).toEqual([]);
      await endossar(seguros, apolice.id, { numero: '1', dataEmissao: dia(0), novoFimVigencia: dia(30) });
      expect(await limiares(obra)).toEqual([[apolice.id, 'vence_30_dias', dia(30)]]);
    });

    it('stops warning of a policy renewed without a gap; warns again once the renewal is deleted', async () => {
      const obra = await novaObra();
      const antiga = await createApolice(seguros, obra, { inicioVigencia: dia(-300), fimVigencia: dia(10) });
      expect((await limiares(obra)).map(([id]) => id)).toEqual([antiga.id, antiga.id]);
      // The renewal starts on the day the old one ends: cover passes from one to the other at 24:00.
      const renovada = await createApolice(seguros, obra, { inicioVigencia: dia(10), fimVigencia: dia(400) });
      expect(await alertas(obra)).toEqual([]);
      expect((await readApolice(seguros, antiga.id)).alertas).toEqual([]);
      // A full-operation policy is another kind: it does not renew the engineering-risk cover.
      await createApolice(seguros, obra, { ramo: 'pleno_funcionamento', tipo: 'MR', fimVigencia: dia(500) });
      expect(await alertas(obra)).toEqual([]);
      expect((await seguros.delete(`/api/seguros/apolices/${renovada.id}`)).statusCode).toBe(204);
      expect((await limiares(obra)).map(([id, limiar]) => [id, limiar])).toEqual([
        [antiga.id, 'antes_fim_obra'],
        [antiga.id, 'vence_30_dias'],
      ]);
    });

    it('still warns of a policy ending soon when the next one leaves a gap, or covers another part of the works', async () => {
      const obra = await novaObra();
      const occ = await createApolice(seguros, obra, {
        tipo: 'OCC',
        inicioVigencia: dia(-100),
        fimVigencia: dia(20),
      });
      // Installation and assembly run on another policy until day 150: civil works' cover still ends in 20 days.
      const im = await createApolice(seguros, obra, {
        tipo: 'IM',
        inicioVigencia: dia(-100),
        fimVigencia: dia(150),
      });
      expect(await limiares(obra)).toEqual([
        [occ.id, 'vence_30_dias', dia(20)],
        [im.id, 'antes_fim_obra', dia(150)],
      ]);
      // An IM+OCC policy starting after a gap does not continue it either; one starting on its last day does.
      await createApolice(seguros, obra, { tipo: 'IM+OCC', inicioVigencia: dia(22), fimVigencia: dia(160) });
      expect((await limiares(obra)).map(([id, limiar]) => [id, limiar])).toContainEqual([
        occ.id,
        'vence_30_dias',
      ]);
      await createApolice(seguros, obra, { tipo: 'IM+OCC', inicioVigencia: dia(20), fimVigencia: dia(170) });
      expect((await limiares(obra)).map(([id]) => id)).not.toContain(occ.id);
    });

    it('tells that the obra is uncovered once its engineering-risk cover has ended with the works unfinished', async () => {
      const obra = await novaObra();
      const vencida = await createApolice(seguros, obra, { inicioVigencia: dia(-400), fimVigencia: dia(-5) });
      expect(await limiares(obra)).toEqual([[vencida.id, 'vencida', dia(-5)]]);
      expect((await readApolice(seguros, vencida.id)).alertas).toMatchObject([
        { limiar: 'vencida', diasParaVencer: -5 },
      ]);
      await deliver();
      const aviso = expect.stringMatching(
        /: seguro de Risco de Engenharia terminou e a obra está sem cobertura$/,
      );
      for (const who of [seguros, gestor]) expect(await bell(who, vencida.id)).toEqual([aviso]);
    });

    it('no longer asks engineering-risk cover of a delivered obra, but still warns of its other cover', async () => {
      const retrofit = await obraIdOf(admin, 'OB-2024-007'); // concluída, with the demo's full-operation policy
      await createApolice(seguros, retrofit, { inicioVigencia: dia(-300), fimVigencia: dia(10) });
      expect(await alertas(retrofit)).toEqual([]);
      const res = await seguros.get(`/api/seguros/apolices?obra=${retrofit}&ramo=pleno_funcionamento`);
      const [pleno] = res.json().items as TApolice[];
      await endossar(seguros, pleno!.id, { numero: 'T-1', dataEmissao: dia(0), novoFimVigencia: dia(10) });
      expect(await limiares(retrofit)).toEqual([[pleno!.id, 'vence_30_dias', dia(10)]]);
    });
  });

  describe('the count by situation', () => {
    it('counts an obra’s policies in each situation today, with the other filters of the list', async () => {
      const obra = await novaObra();
      await createApolice(seguros, obra, { inicioVigencia: dia(-10), fimVigencia: dia(100) });
      await createApolice(seguros, obra, { inicioVigencia: dia(-10), fimVigencia: dia(10) });
      await createApolice(seguros, obra, { inicioVigencia: dia(-400), fimVigencia: dia(-5) });
      await createApolice(seguros, obra, { inicioVigencia: dia(0), fimVigencia: dia(300) });
      const resumo = async (who: Client, query: string) => {
        const res = await who.get(`/api/seguros/apolices/resumo?obra=${obra}&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const cada = { a_iniciar: 1, vigente: 1, vence_em_breve: 1, vencida: 1 };
      // The situation filter of the list does not narrow the count: each chip shows its own.
      expect(await resumo(seguros, 'situacao=vencida')).toEqual(cada);
      expect(await resumo(gestor, 'ramo=risco_engenharia')).toEqual(cada);
      const nenhuma = { a_iniciar: 0, vigente: 0, vence_em_breve: 0, vencida: 0 };
      expect(await resumo(seguros, 'ramo=pleno_funcionamento')).toEqual(nenhuma);
      // Whoever may not read the obra's policies counts none of them.
      const [cliente] = await signedInAs(t, ['cliente']);
      expect(await resumo(cliente!, '')).toEqual(nenhuma);
    });
  });

  describe('notifications', () => {
    it('tells the insurance staff and the site manager once per policy, threshold and end, however often the check runs', async () => {
      const obra = await novaObra();
      const apolice = await createApolice(seguros, obra, {
        ramo: 'pleno_funcionamento',
        tipo: 'RO',
        fimVigencia: dia(20),
      });
      await deliver();
      const { db } = t.app.ctx.database;
      await checkAllSeguros(db);
      await checkAllSeguros(db);
      await deliver();
      const aviso = expect.stringMatching(/: seguro de Pleno funcionamento vence em 20 dias$/);
      for (const who of [seguros, gestor]) expect(await bell(who, apolice.id)).toEqual([aviso]);
      // Nobody else hears of it: not even who reads everything, or manages everything.
      for (const who of [leitura, admin]) expect(await bell(who, apolice.id)).toEqual([]);

      // An endorsement that moves the end to a date that still warns is news; the old warning stays.
      await endossar(seguros, apolice.id, { numero: '1', dataEmissao: dia(0), novoFimVigencia: dia(25) });
      await checkAllSeguros(db);
      await deliver();
      const novo = expect.stringMatching(/vence em 25 dias$/);
      for (const who of [seguros, gestor]) expect(await bell(who, apolice.id)).toEqual([aviso, novo]);
    });

    it('warns on the day a policy comes within 30 days, once, when the daily check runs', async () => {
      const obra = await novaObra();
      const apolice = await createApolice(seguros, obra, {
        ramo: 'pleno_funcionamento',
        tipo: 'MR',
        fimVigencia: dia(40),
      });
      await deliver();
      expect(await bell(gestor, apolice.id)).toEqual([]);
      const { db } = t.app.ctx.database;
      const daquiA10Dias = instanteEmSaoPaulo(dia(10), 7);
      await checkAllSeguros(db, daquiA10Dias);
      await checkAllSeguros(db, daquiA10Dias);
      await deliver();
      const aviso = expect.stringMatching(/vence em 30 dias$/);
      for (const who of [seguros, gestor]) expect(await bell(who, apolice.id)).toEqual([aviso]);
    });

    it('tells of the thresholds a policy crosses at once in one notification, and of a later one in another', async () => {
      const obra = await novaObra();
      const apolice = await createApolice(seguros, obra, { fimVigencia: dia(20) });
      await checkAllSeguros(t.app.ctx.database.db);
      await deliver();
      // Registered ending in 20 days and before the obra: one notice naming both, delivered to the staff and the
      // site manager (the notifications module makes one notification per person of one change of a record).
      const ambos = expect.stringMatching(
        /: seguro de Risco de Engenharia termina antes da obra e vence em 20 dias$/,
      );
      for (const who of [seguros, gestor]) expect(await bell(who, apolice.id)).toEqual([ambos]);
      const eventos = await t.database.db
        .select({ chave: notificacaoEventos.chave, processadoEm: notificacaoEventos.processadoEm })
        .from(notificacaoEventos)
        .where(eq(notificacaoEventos.entidadeId, apolice.id));
      expect(eventos.map((e) => e.chave)).toEqual([
        `seguro:${apolice.id}:${dia(20)}:antes_fim_obra+vence_30_dias`,
      ]);
      expect(eventos.every((e) => e.processadoEm !== null)).toBe(true);

      // Extended to 60 days, still before the obra: only "before the obra" is news for the new end; 30 days
      // before it, the daily check tells of the other threshold on its own.
      await endossar(seguros, apolice.id, { numero: '1', dataEmissao: dia(0), novoFimVigencia: dia(60) });
      await deliver();
      const antes = expect.stringMatching(/: seguro de Risco de Engenharia termina antes da obra$/);
      for (const who of [seguros, gestor]) expect(await bell(who, apolice.id)).toEqual([ambos, antes]);
      await checkAllSeguros(t.app.ctx.database.db, instanteEmSaoPaulo(dia(30), 7));
      await deliver();
      const em30 = expect.stringMatching(/: seguro de Risco de Engenharia vence em 30 dias$/);
      for (const who of [seguros, gestor]) expect(await bell(who, apolice.id)).toEqual([ambos, antes, em30]);
    });
  });
});
