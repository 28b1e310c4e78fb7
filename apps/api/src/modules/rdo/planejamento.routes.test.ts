import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZCurvaS, ZPlano, addDays, todayInSaoPaulo, type TNotificacao } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { mailsTo, problemOf } from '../../test/identity-helpers';
import { auditCount, buildObra, clienteIdOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, move } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';
import { notificacaoEventos } from '../notificacoes/notificacoes.schema';

const hoje = todayInSaoPaulo();
const dia = (n: number) => addDays(hoje, n);

describe('planning: /api/obras/:obra/diarios/datas, configuracao and curva-s', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let planejamento: Client;
  let cliente: Client;
  let substituto: Client;
  let obra: string;
  let obraTitulo: string; // "TS-… · Galpão de testes", as its notifications name it

  /** Runs a notifications sweep through the job queue and waits for it (delivery is in the background). */
  const sweep = async () => {
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
  };
  /** The delay notifications of the test's obra in someone's bell, oldest first. */
  const delayNotices = async (who: Client): Promise<TNotificacao[]> => {
    const res = await who.get('/api/me/notificacoes?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as TNotificacao[])
      .filter((n) => n.tipo === 'atrasado' && n.entidadeId === obra)
      .reverse();
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, planejamento, cliente, substituto] = await signedInAs(t, [
      'admin',
      'gestor',
      'planejamento',
      'cliente',
      'substituto',
    ]);
    // A fresh obra of the demo client, managed by gestor, with the client as a member.
    const created = await buildObra(admin, {
      clienteId: await clienteIdOf(admin, 'Serra Azul'),
      siteManagerId: await userIdOf(admin, 'gestor@demo.obras.dev'),
    });
    obra = created.id;
    obraTitulo = `${created.codigo} · ${created.nome}`;
    const res = await admin.post(`/api/obras/${obra}/usuarios`, {
      userIds: [await userIdOf(admin, 'cliente@demo.obras.dev')],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  // A small known plan: A (weight 1) over the 10 days ending today, B (weight 3) over the 10 days from 4 days ago.
  const plan = () => ({
    atividades: [
      { codigo: 'A', descricao: 'Fundação', peso: 1, inicioPrevisto: dia(-9), fimPrevisto: dia(0) },
      { codigo: 'B', descricao: 'Estrutura', peso: 3, inicioPrevisto: dia(-4), fimPrevisto: dia(5) },
    ],
  });

  describe('PUT /api/obras/:obra/diarios/datas', () => {
    it('is refused to the site manager and the client, and writes nothing', async () => {
      const audits = await auditCount(t);
      expect((await gestor.put(`/api/obras/${obra}/diarios/datas`, plan())).statusCode).toBe(403);
      expect((await cliente.put(`/api/obras/${obra}/diarios/datas`, plan())).statusCode).toBe(403);
      expect(await auditCount(t)).toBe(audits);
    });

    it('refuses an activity that ends before it starts, a zero weight and repeated codes', async () => {
      const bad = plan();
      bad.atividades[0]!.fimPrevisto = dia(-20);
      bad.atividades[1]!.peso = 0;
      const res = await planejamento.put(`/api/obras/${obra}/diarios/datas`, bad);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual(
        expect.arrayContaining([
          { campo: 'atividades.0.fimPrevisto', mensagem: 'O término previsto deve ser depois do início' },
          { campo: 'atividades.1.peso', mensagem: 'O peso deve ser maior que zero' },
        ]),
      );
      const twice = plan();
      twice.atividades[1]!.codigo = 'a';
      expect((await planejamento.put(`/api/obras/${obra}/diarios/datas`, twice)).statusCode).toBe(400);
      expect(
        ZPlano.parse((await planejamento.get(`/api/obras/${obra}/diarios/datas`)).json()).atividades,
      ).toEqual([]);
    });

    it('saves the plan for planning, which the site manager then reads', async () => {
      const res = await planejamento.put(`/api/obras/${obra}/diarios/datas`, plan());
      expect(res.statusCode, res.body).toBe(200);
      const saved = ZPlano.parse(res.json());
      expect(saved.podeEditar).toBe(true);
      expect(saved.atividades.map((a) => [a.codigo, a.peso, a.percentualPrevisto])).toEqual([
        ['A', 1, 100],
        ['B', 3, 50],
      ]);
      const read = ZPlano.parse((await gestor.get(`/api/obras/${obra}/diarios/datas`)).json());
      expect(read).toMatchObject({ podeEditar: false });
      expect(read.atividades).toHaveLength(2);
      expect((await substituto.get(`/api/obras/${obra}/diarios/datas`)).statusCode).toBe(403);
    });

    it('updates kept activities by id and removes the ones left out', async () => {
      const current = ZPlano.parse((await planejamento.get(`/api/obras/${obra}/diarios/datas`)).json());
      const [a, b] = current.atividades;
      const extra = {
        codigo: 'C',
        descricao: 'Temporária',
        peso: 1,
        inicioPrevisto: dia(1),
        fimPrevisto: dia(2),
      };
      const keep = (x: typeof a) => ({
        id: x!.id,
        codigo: x!.codigo,
        descricao: x!.descricao,
        peso: x!.peso,
        inicioPrevisto: x!.inicioPrevisto,
        fimPrevisto: x!.fimPrevisto,
      });
      await planejamento.put(`/api/obras/${obra}/diarios/datas`, { atividades: [keep(a), keep(b), extra] });
      const res = await planejamento.put(`/api/obras/${obra}/diarios/datas`, {
        atividades: [keep(a), keep(b)],
      });
      const after = ZPlano.parse(res.json());
      expect(after.atividades.map((x) => x.id)).toEqual([a!.id, b!.id]);
    });
  });

  describe('GET /api/obras/:obra/diarios/curva-s', () => {
    it('computes planned and actual % day by day from the signed reports, with today’s gap', async () => {
      const { atividades } = ZPlano.parse(
        (await planejamento.get(`/api/obras/${obra}/diarios/datas`)).json(),
      );
      const [a, b] = atividades;
      const rdo = await buildRdo(gestor, obra, dia(-2), {
        atividades: [
          { atividadePlanejadaId: a!.id, descricao: 'A', percentualAcumulado: 50 },
          { atividadePlanejadaId: b!.id, descricao: 'B', percentualAcumulado: 10 },
        ],
      });
      // A report still being written does not move the curve.
      const draft = ZCurvaS.parse((await gestor.get(`/api/obras/${obra}/diarios/curva-s`)).json());
      expect(draft.hoje).toMatchObject({ realizado: 0 });
      await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });

      const curve = ZCurvaS.parse((await gestor.get(`/api/obras/${obra}/diarios/curva-s`)).json());
      expect(curve.pontos).toHaveLength(15); // from 9 days ago to 5 days ahead
      expect(curve.pontos[0]).toEqual({ data: dia(-9), previsto: 2.5, realizado: 0 });
      // 2 days ago: A 8/10 done (weight 1) + B 3/10 (weight 3) = (0.8 + 0.9) / 4 = 42.5 %; actual (50 + 30) / 4 = 20 %.
      expect(curve.pontos.find((p) => p.data === dia(-2))).toEqual({
        data: dia(-2),
        previsto: 42.5,
        realizado: 20,
      });
      // Today: (1 + 1.5) / 4 = 62.5 % planned; 20 % actual; 42.5 points behind.
      expect(curve.hoje).toEqual({ data: hoje, previsto: 62.5, realizado: 20, desvio: -42.5 });
      expect(curve.pontos.at(-1)).toEqual({ data: dia(5), previsto: 100, realizado: null });
      expect(curve.limiarAtraso).toBe(5);
    });

    it('shows the curve to the obra’s client too, but not to a site manager of other obras', async () => {
      expect((await cliente.get(`/api/obras/${obra}/diarios/curva-s`)).statusCode).toBe(200);
      expect((await substituto.get(`/api/obras/${obra}/diarios/curva-s`)).statusCode).toBe(403);
    });
  });

  describe('delay warnings', () => {
    it('warns when the actual curve lags more than the threshold, e-mailing the site manager and planning once', async () => {
      const curve = ZCurvaS.parse((await gestor.get(`/api/obras/${obra}/diarios/curva-s`)).json());
      expect(curve.atrasos).toEqual([
        expect.objectContaining({
          tipo: 'curva',
          descricao: 'Avanço realizado 20 % contra 62,5 % previsto: 42,5 pontos abaixo (limite 5 pontos)',
        }),
      ]);
      const toManager = (await mailsTo(t.app, 'gestor@demo.obras.dev')).filter((m) =>
        m.subject.startsWith('Atraso'),
      );
      const toPlanning = (await mailsTo(t.app, 'planejamento@demo.obras.dev')).filter((m) =>
        m.subject.startsWith('Atraso'),
      );
      expect(toManager).toHaveLength(1);
      expect(toPlanning).toHaveLength(1);
      // The delay began when the plan was saved, before any report: the one e-mail tells the gap found then.
      expect(toManager[0]!.text).toContain('Avanço realizado 0 % contra 62,5 % previsto: 62,5 pontos abaixo');

      // Saving the configuration checks again: the same delay is not announced twice.
      const config = (await planejamento.get(`/api/obras/${obra}/diarios/configuracao`)).json();
      expect((await planejamento.put(`/api/obras/${obra}/diarios/configuracao`, config)).statusCode).toBe(
        200,
      );
      expect(
        (await mailsTo(t.app, 'gestor@demo.obras.dev')).filter((m) => m.subject.startsWith('Atraso')),
      ).toHaveLength(1);
    });

    it('puts the new delay in the bell of the site manager and planning once, and nobody else’s', async () => {
      await sweep();
      const notice = {
        tipo: 'atrasado',
        titulo: `${obraTitulo}: obra atrasada (62,5 pontos abaixo do previsto)`,
        texto: 'Avanço realizado 0 % contra 62,5 % previsto: 62,5 pontos abaixo (limite 5 pontos).',
        link: `/obras/${obra}`,
        entidade: 'obra',
        lida: false,
      };
      expect(await delayNotices(gestor)).toEqual([expect.objectContaining(notice)]);
      expect(await delayNotices(planejamento)).toEqual([expect.objectContaining(notice)]);
      // The obra's client is a member but not warned of delays; a site manager of other obras hears nothing.
      expect(await delayNotices(cliente)).toEqual([]);
      expect(await delayNotices(substituto)).toEqual([]);
      // In the bell only by default: the delay e-mail above is the one e-mail about it.
      const notified = (await mailsTo(t.app, 'gestor@demo.obras.dev')).filter((m) =>
        m.subject.includes('obra atrasada'),
      );
      expect(notified).toEqual([]);

      // Checking the same open delay again adds nothing.
      const config = (await planejamento.get(`/api/obras/${obra}/diarios/configuracao`)).json();
      expect((await planejamento.put(`/api/obras/${obra}/diarios/configuracao`, config)).statusCode).toBe(
        200,
      );
      await sweep();
      expect(await delayNotices(gestor)).toHaveLength(1);
      expect(await delayNotices(planejamento)).toHaveLength(1);
      const events = await t.database.db
        .select({ chave: notificacaoEventos.chave })
        .from(notificacaoEventos)
        .where(and(eq(notificacaoEventos.entidade, 'obra'), eq(notificacaoEventos.entidadeId, obra)));
      expect(events).toEqual([{ chave: expect.stringMatching(/^atraso:[0-9a-f-]{36}$/) }]);
    });

    it('closes the curve warning when the threshold allows the gap, and does not show warnings to the client', async () => {
      const config = (await planejamento.get(`/api/obras/${obra}/diarios/configuracao`)).json();
      const res = await planejamento.put(`/api/obras/${obra}/diarios/configuracao`, {
        ...config,
        limiarAtraso: 50,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZCurvaS.parse((await gestor.get(`/api/obras/${obra}/diarios/curva-s`)).json()).atrasos).toEqual(
        [],
      );
      expect(ZCurvaS.parse((await cliente.get(`/api/obras/${obra}/diarios/curva-s`)).json()).atrasos).toEqual(
        [],
      );
    });

    it('warns about an activity past its planned end below 100 %, in the RDO list’s warnings too', async () => {
      const { atividades } = ZPlano.parse(
        (await planejamento.get(`/api/obras/${obra}/diarios/datas`)).json(),
      );
      const keep = atividades.map(({ id, codigo, descricao, peso, inicioPrevisto, fimPrevisto }) => ({
        id,
        codigo,
        descricao,
        peso,
        inicioPrevisto,
        fimPrevisto,
      }));
      const late = {
        codigo: 'L',
        descricao: 'Drenagem',
        peso: 1,
        inicioPrevisto: dia(-6),
        fimPrevisto: dia(-1),
      };
      expect(
        (await planejamento.put(`/api/obras/${obra}/diarios/datas`, { atividades: [...keep, late] }))
          .statusCode,
      ).toBe(200);
      const [y, m, d] = dia(-1).split('-');
      const expected = `L Drenagem: término previsto em ${d}/${m}/${y}, 0 % realizado`;
      const warnings = (await planejamento.get(`/api/diarios/atrasos?obra=${obra}`)).json().items;
      // L also weighs on the plan: planned today (1 + 1.5 + 1) / 5 = 70 %, actual 80 / 5 = 16 %, 54 points behind,
      // past the 50-point threshold again, so the curve warning is back as a new delay.
      expect(warnings).toEqual([
        expect.objectContaining({ tipo: 'atividade', descricao: expected, desde: hoje }),
        expect.objectContaining({
          tipo: 'curva',
          descricao: 'Avanço realizado 16 % contra 70 % previsto: 54 pontos abaixo (limite 50 pontos)',
        }),
      ]);
      expect((await gestor.get(`/api/diarios/atrasos?obra=${obra}`)).json().items).toHaveLength(2);
      expect((await cliente.get(`/api/diarios/atrasos?obra=${obra}`)).json().items).toEqual([]);
      expect((await substituto.get(`/api/diarios/atrasos?obra=${obra}`)).json().items).toEqual([]);
      const mails = (await mailsTo(t.app, 'planejamento@demo.obras.dev')).filter((m) =>
        m.subject.startsWith('Atraso'),
      );
      // One e-mail for the first curve delay, one for this check listing both new delays.
      expect(mails).toHaveLength(2);
      const latest = mails.find((m) => m.text.includes(expected));
      expect(latest?.text).toContain('54 pontos abaixo');

      // The bell has one notification per check, as the e-mail: the first curve delay, then these two together.
      await sweep();
      expect((await delayNotices(gestor)).map((n) => [n.titulo, n.texto])).toEqual([
        [
          `${obraTitulo}: obra atrasada (62,5 pontos abaixo do previsto)`,
          'Avanço realizado 0 % contra 62,5 % previsto: 62,5 pontos abaixo (limite 5 pontos).',
        ],
        [
          `${obraTitulo}: 2 novos atrasos`,
          `${expected}; Avanço realizado 16 % contra 70 % previsto: 54 pontos abaixo (limite 50 pontos).`,
        ],
      ]);
      expect(await delayNotices(planejamento)).toHaveLength(2);
      expect(await delayNotices(cliente)).toEqual([]);
      expect(await delayNotices(substituto)).toEqual([]);
    });

    it('lists the demo obra’s late steel structure among the warnings planning sees', async () => {
      const linha3 = await obraIdOf(admin, 'OB-2025-014');
      const warnings = (await planejamento.get(`/api/diarios/atrasos?obra=${linha3}`)).json().items;
      expect(warnings.map((w: { descricao: string }) => w.descricao)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^1\.3 Estrutura metálica: término previsto em/)]),
      );
    });
  });

  describe('PUT /api/obras/:obra/diarios/configuracao', () => {
    it('refuses working hours out of order and an empty set of sections, and the site manager', async () => {
      const config = (await planejamento.get(`/api/obras/${obra}/diarios/configuracao`)).json();
      const hours = await planejamento.put(`/api/obras/${obra}/diarios/configuracao`, {
        ...config,
        horarioInicio: '18:00',
        horarioFim: '07:00',
      });
      expect(hours.statusCode).toBe(400);
      expect(problemOf(hours).errors).toEqual([
        { campo: 'horarioFim', mensagem: 'O fim do expediente deve ser depois do início' },
      ]);
      expect(
        (await planejamento.put(`/api/obras/${obra}/diarios/configuracao`, { ...config, secoes: [] }))
          .statusCode,
      ).toBe(400);
      expect((await gestor.put(`/api/obras/${obra}/diarios/configuracao`, config)).statusCode).toBe(403);
    });

    it('drops the content of a section switched off', async () => {
      const config = (await planejamento.get(`/api/obras/${obra}/diarios/configuracao`)).json();
      await planejamento.put(`/api/obras/${obra}/diarios/configuracao`, {
        ...config,
        secoes: config.secoes.filter((s: string) => s !== 'chuva' && s !== 'assinaturas'),
      });
      const rdo = await buildRdo(gestor, obra, dia(-5), { chuvaMm: 30 });
      expect(rdo.conteudo.chuvaMm).toBeNull();
      expect(rdo.secoes).not.toContain('chuva');
      // Without the signatures section, finalizing needs no signature.
      expect((await move(gestor, rdo.id, 'finalizar')).status).toBe('finalizado');
    });
  });
});
