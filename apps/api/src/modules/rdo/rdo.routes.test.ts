import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRdo, ZRdoPage, addDays, todayInSaoPaulo, type TRdo } from '@portal/domain';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { ASSINATURA, buildRdo, conteudo, move, rdoCount } from '../../test/rdo-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const hoje = todayInSaoPaulo();
const diasAtras = (n: number) => addDays(hoje, -n);

describe('/api/diarios', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let cliente: Client;
  let aprovador: Client;
  let leitura: Client;
  let substituto: Client;
  let coordenador: Client;
  let planejamento: Client;
  let linha3: string; // OB-2025-014: gestor is its site manager; cliente belongs to it
  let subestacao: string; // OB-2025-021: gestor is its site manager; aprovador belongs to it

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, cliente, aprovador, leitura, substituto, coordenador, planejamento] = await signedInAs(
      t,
      ['admin', 'gestor', 'cliente', 'aprovador', 'leitura', 'substituto', 'coordenador', 'planejamento'],
    );
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    subestacao = await obraIdOf(admin, 'OB-2025-021');
  });
  afterAll(() => t.close());

  describe('POST /api/obras/:obra/diarios', () => {
    it('creates the day’s report with the next sequential number of the obra', async () => {
      const before = (await gestor.get(`/api/diarios?obra=${linha3}&sort=-numero&pageSize=1`)).json()
        .items[0];
      const res = await gestor.post(`/api/obras/${linha3}/diarios`, {
        data: diasAtras(30),
        conteudo: conteudo(),
      });
      expect(res.statusCode, res.body).toBe(201);
      const rdo = ZRdo.parse(res.json());
      expect(rdo).toMatchObject({
        numero: before.numero + 1,
        data: diasAtras(30),
        status: 'em_preenchimento',
      });
      expect(rdo.obra.codigo).toBe('OB-2025-014');
      expect(rdo.autor?.email).toBe('gestor@demo.obras.dev');
      expect(rdo.acoes).toMatchObject({ editar: true, finalizar: true, aprovar: false, excluir: false });
      expect((await auditOf(t, 'rdo', rdo.id)).map((a) => a.action)).toEqual(['create']);
    });

    it('refuses a second RDO of the same obra on the same date, and writes nothing', async () => {
      const first = await buildRdo(gestor, linha3, diasAtras(31));
      const [reports, audits] = [await rdoCount(t, linha3), await auditCount(t)];
      const res = await gestor.post(`/api/obras/${linha3}/diarios`, {
        data: diasAtras(31),
        conteudo: conteudo(),
      });
      expect(res.statusCode).toBe(409);
      const [y, m, d] = diasAtras(31).split('-');
      expect(problemOf(res).detail).toBe(
        `Já existe um RDO desta obra em ${d}/${m}/${y} (RDO nº ${first.numero}).`,
      );
      expect(await rdoCount(t, linha3)).toBe(reports);
      expect(await auditCount(t)).toBe(audits);
    });

    it('lets another obra have a report on that same date', async () => {
      await buildRdo(gestor, linha3, diasAtras(32));
      await buildRdo(gestor, subestacao, diasAtras(32));
    });

    it('rounds the rainfall to 2 decimals, also when typed with a comma', async () => {
      const a = await buildRdo(gestor, linha3, diasAtras(33), { chuvaMm: 12.345 });
      expect(a.conteudo.chuvaMm).toBe(12.35);
      const res = await gestor.post(`/api/obras/${linha3}/diarios`, {
        data: diasAtras(34),
        conteudo: { ...conteudo(), chuvaMm: '7,456' },
      });
      expect(res.json().conteudo.chuvaMm).toBe(7.46);
    });

    it('refuses a date in the future (the obra’s local date), negative rain and unbalanced equipment', async () => {
      const before = await rdoCount(t, linha3);
      const future = await gestor.post(`/api/obras/${linha3}/diarios`, {
        data: addDays(hoje, 1),
        conteudo: conteudo(),
      });
      expect(future.statusCode).toBe(400);
      expect(problemOf(future).errors).toEqual([
        { campo: 'data', mensagem: 'O RDO é do dia de hoje ou de um dia que passou' },
      ]);

      const rain = await gestor.post(`/api/obras/${linha3}/diarios`, {
        data: diasAtras(35),
        conteudo: conteudo({ chuvaMm: -1 }),
      });
      expect(rain.statusCode).toBe(400);
      expect(problemOf(rain).errors).toContainEqual({
        campo: 'conteudo.chuvaMm',
        mensagem: 'A chuva não pode ser negativa',
      });

      const machines = await gestor.post(`/api/obras/${linha3}/diarios`, {
        data: diasAtras(35),
        conteudo: conteudo({ equipamentos: [{ descricao: 'Grua', quantidade: 2, operando: 1, parado: 0 }] }),
      });
      expect(machines.statusCode).toBe(400);
      expect(problemOf(machines).errors).toContainEqual({
        campo: 'conteudo.equipamentos.0.parado',
        mensagem: 'Operando e parado devem somar a quantidade',
      });
      expect(await rdoCount(t, linha3)).toBe(before);
    });

    it('refuses an activity that points at another obra’s plan', async () => {
      const otherPlan = (await planejamento.get(`/api/obras/${linha3}/diarios/datas`)).json().atividades[0]
        .id;
      const res = await gestor.post(`/api/obras/${subestacao}/diarios`, {
        data: diasAtras(36),
        conteudo: conteudo({
          atividades: [{ atividadePlanejadaId: otherPlan, descricao: 'x', percentualAcumulado: 10 }],
        }),
      });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors?.[0]?.campo).toBe('conteudo.atividades.0.atividadePlanejadaId');
    });

    it('does not let a site manager of other obras, a reader or a client create one', async () => {
      const before = await rdoCount(t, linha3);
      for (const who of [substituto, leitura, cliente, planejamento]) {
        const res = await who.post(`/api/obras/${linha3}/diarios`, {
          data: diasAtras(37),
          conteudo: conteudo(),
        });
        expect(res.statusCode).toBe(403);
      }
      expect(await rdoCount(t, linha3)).toBe(before);
    });
  });

  describe('GET /api/diarios', () => {
    const numbers = async (who: Client, query = '') => {
      const res = await who.get(`/api/diarios?pageSize=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZRdoPage.parse(res.json());
    };

    it('shows a site manager the reports of the obras they manage only', async () => {
      const page = await numbers(gestor);
      expect(new Set(page.items.map((r) => r.obra.codigo))).toEqual(new Set(['OB-2025-014', 'OB-2025-021']));
      expect((await numbers(substituto)).total).toBe(0);
    });

    it('shows a client only the signed reports of their own obras', async () => {
      const page = await numbers(cliente);
      expect(page.total).toBeGreaterThan(0);
      for (const r of page.items) {
        expect(r.obra.codigo).toBe('OB-2025-014');
        expect(['finalizado', 'aprovado', 'devolvido']).toContain(r.status);
      }
      const subestacaoSigned = (await numbers(admin, `obra=${subestacao}&status=finalizado,aprovado`)).total;
      expect(subestacaoSigned).toBeGreaterThan(0);
      expect((await numbers(cliente, `obra=${subestacao}`)).total).toBe(0);
      expect((await numbers(aprovador, `obra=${subestacao}`)).total).toBe(subestacaoSigned);
    });

    it('filters by obra, period and status, newest first, with the total', async () => {
      const page = await numbers(
        admin,
        `obra=${linha3}&de=${diasAtras(10)}&ate=${diasAtras(2)}&status=aprovado`,
      );
      expect(page.items.length).toBe(page.total);
      expect(page.total).toBeGreaterThan(3);
      for (const r of page.items) {
        expect(r.data >= diasAtras(10) && r.data <= diasAtras(2)).toBe(true);
        expect(r.status).toBe('aprovado');
      }
      const dates = page.items.map((r) => r.data);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.items[0]!.efetivo).toBe(24);
    });

    it('lists the authors a user may filter by, and filters by author', async () => {
      const own = await buildRdo(admin, linha3, diasAtras(43));
      const adminId = own.autor!.id;
      const autores = async (who: Client, query = '') => {
        const res = await who.get(`/api/diarios/autores?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().items as { id: string; name: string }[]).map((a) => a.id);
      };
      const gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
      expect(await autores(admin, `obra=${linha3}`)).toEqual(expect.arrayContaining([adminId, gestorId]));
      expect(await autores(admin, `obra=${linha3}&q=carl`)).toEqual([gestorId]);
      expect(await autores(admin, `autor=${adminId}`)).toEqual([adminId]);
      // The administrator's report is still being written: its author is not someone the client can see.
      expect(await autores(cliente)).toEqual([gestorId]);
      expect(await autores(substituto)).toEqual([]);
      expect((await admin.get('/api/diarios/autores?obra=nao-e-obra')).statusCode).toBe(400);

      const byAdmin = await numbers(admin, `obra=${linha3}&autor=${adminId}`);
      expect(byAdmin.items.map((r) => r.id)).toEqual([own.id]);
      expect((await numbers(cliente, `autor=${adminId}`)).total).toBe(0);
    });

    it('refuses a period that ends before it starts, and an unknown sort', async () => {
      const period = await admin.get(`/api/diarios?de=${diasAtras(1)}&ate=${diasAtras(5)}`);
      expect(period.statusCode).toBe(400);
      expect(problemOf(period).errors).toContainEqual({
        campo: 'ate',
        mensagem: 'O fim do período vem antes do início',
      });
      expect((await admin.get('/api/diarios?sort=senha')).statusCode).toBe(400);
    });
  });

  describe('GET /api/diarios/:diario', () => {
    it('answers 404 to whoever may not read it, exactly as for a report that does not exist', async () => {
      const draft = await buildRdo(gestor, linha3, diasAtras(40));
      const missing = await admin.get('/api/diarios/00000000-0000-4000-8000-000000000000');
      for (const who of [substituto, cliente, aprovador]) {
        const res = await who.get(`/api/diarios/${draft.id}`);
        expect(res.statusCode).toBe(404);
        expect(problemOf(res).detail).toBe(problemOf(missing).detail);
      }
      expect((await leitura.get(`/api/diarios/${draft.id}`)).statusCode).toBe(200);
    });
  });

  describe('life cycle', () => {
    let rdo: TRdo;

    beforeAll(async () => {
      rdo = await buildRdo(gestor, linha3, diasAtras(41));
    });

    it('needs the site manager’s signature to finalize when the obra has the signatures section', async () => {
      const res = await gestor.post(`/api/diarios/${rdo.id}/finalizar`, {});
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errors).toEqual([
        { campo: 'assinatura', mensagem: 'Assine o RDO para continuar' },
      ]);
      expect((await gestor.get(`/api/diarios/${rdo.id}`)).json().status).toBe('em_preenchimento');
    });

    it('lets the client see it only once the site manager finalizes it', async () => {
      expect((await cliente.get(`/api/diarios/${rdo.id}`)).statusCode).toBe(404);
      const done = await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
      expect(done.status).toBe('finalizado');
      expect(done.assinaturaResponsavel).toMatchObject({ nome: 'Carlos Mendes', cargo: 'Site manager' });
      const seen = (await cliente.get(`/api/diarios/${rdo.id}`)).json() as TRdo;
      expect(seen.acoes).toMatchObject({ aprovar: true, devolver: true, editar: false, atualizar: false });
    });

    it('closes a finalized report to its site manager', async () => {
      const res = await gestor.patch(`/api/diarios/${rdo.id}`, {
        conteudo: conteudo({ comentarios: 'tarde demais' }),
      });
      expect(res.statusCode).toBe(403);
      expect(problemOf(res).detail).toBe(
        'Este RDO já foi finalizado: só quem administra RDOs pode atualizá-lo.',
      );
      expect(
        (await gestor.post(`/api/diarios/${rdo.id}/finalizar`, { assinatura: ASSINATURA })).statusCode,
      ).toBe(403);
    });

    it('does not let a client of another obra approve it', async () => {
      expect(
        (await aprovador.post(`/api/diarios/${rdo.id}/aprovar`, { assinatura: ASSINATURA })).statusCode,
      ).toBe(404);
    });

    it('lets the client return it with a reason, and the site manager correct and finalize it again', async () => {
      const short = await cliente.post(`/api/diarios/${rdo.id}/devolver`, { motivo: 'não' });
      expect(short.statusCode).toBe(400);
      expect(problemOf(short).errors?.[0]?.campo).toBe('motivo');
      const returned = await move(cliente, rdo.id, 'devolver', { motivo: 'Faltou a visita do fiscal.' });
      expect(returned.status).toBe('devolvido');
      expect(returned.devolucao).toMatchObject({
        motivo: 'Faltou a visita do fiscal.',
        por: 'Renata Albuquerque',
      });

      const fixed = await gestor.patch(`/api/diarios/${rdo.id}`, {
        conteudo: conteudo({
          ocorrencias: [{ tipo: 'visita_tecnica', descricao: 'Visita do fiscal às 9h.' }],
        }),
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      const again = await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
      expect(again).toMatchObject({ status: 'finalizado', devolucao: null });
    });

    it('lets the client approve it with the inspector’s signature, once', async () => {
      const unsigned = await cliente.post(`/api/diarios/${rdo.id}/aprovar`, {});
      expect(unsigned.statusCode).toBe(400);
      const approved = await move(cliente, rdo.id, 'aprovar', {
        assinatura: { ...ASSINATURA, nome: 'Renata Albuquerque', cargo: 'Fiscal' },
      });
      expect(approved.status).toBe('aprovado');
      expect(approved.assinaturaCliente?.nome).toBe('Renata Albuquerque');
      const twice = await cliente.post(`/api/diarios/${rdo.id}/aprovar`, { assinatura: ASSINATURA });
      expect(twice.statusCode).toBe(403);
      const admin409 = await coordenador.post(`/api/diarios/${rdo.id}/aprovar`, { assinatura: ASSINATURA });
      expect(admin409.statusCode).toBe(409);
      expect(problemOf(admin409).detail).toBe('Um RDO aprovado não pode ser aprovado.');
    });

    it('lets whoever manages RDOs update a signed report with a reason (atualizar), kept in the history', async () => {
      const noReason = await coordenador.patch(`/api/diarios/${rdo.id}`, {
        conteudo: conteudo({ chuvaMm: 3 }),
      });
      expect(noReason.statusCode).toBe(400);
      expect(problemOf(noReason).errors?.[0]?.campo).toBe('justificativa');
      const res = await coordenador.patch(`/api/diarios/${rdo.id}`, {
        conteudo: conteudo({ chuvaMm: 3 }),
        justificativa: 'Pluviômetro relido pelo técnico.',
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as TRdo;
      expect(updated).toMatchObject({ status: 'aprovado', conteudo: { chuvaMm: 3 } });
      expect(updated.historico.map((h) => h.acao)).toEqual([
        'Criado',
        'Finalizado e assinado',
        'Devolvido para correção',
        'Editado',
        'Finalizado e assinado',
        'Aprovado',
        'Atualizado depois de finalizado',
      ]);
      expect(updated.historico.at(-1)?.detalhe).toBe('Pluviômetro relido pelo técnico.');
    });

    it('lets only whoever manages RDOs reopen it, which clears its signatures', async () => {
      expect(
        (await gestor.post(`/api/diarios/${rdo.id}/reabrir`, { motivo: 'Quero mudar' })).statusCode,
      ).toBe(403);
      const reopened = await move(coordenador, rdo.id, 'reabrir', {
        motivo: 'Efetivo lançado na obra errada.',
      });
      expect(reopened).toMatchObject({
        status: 'em_preenchimento',
        assinaturaResponsavel: null,
        assinaturaCliente: null,
      });
      expect((await cliente.get(`/api/diarios/${rdo.id}`)).statusCode).toBe(404);
    });

    it('does not let a reader change or move anything', async () => {
      const res = await leitura.patch(`/api/diarios/${rdo.id}`, { conteudo: conteudo() });
      expect(res.statusCode).toBe(403);
      expect(
        (await leitura.post(`/api/diarios/${rdo.id}/finalizar`, { assinatura: ASSINATURA })).statusCode,
      ).toBe(403);
    });
  });

  describe('DELETE /api/diarios/:diario', () => {
    it('is for administrators only', async () => {
      const rdo = await buildRdo(gestor, linha3, diasAtras(45));
      expect((await gestor.delete(`/api/diarios/${rdo.id}`)).statusCode).toBe(403);
      expect((await planejamento.delete(`/api/diarios/${rdo.id}`)).statusCode).toBe(403);
      expect((await admin.delete(`/api/diarios/${rdo.id}`)).statusCode).toBe(204);
      expect((await admin.get(`/api/diarios/${rdo.id}`)).statusCode).toBe(404);
      expect((await auditOf(t, 'rdo', rdo.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    });
  });

  describe('GET /api/obras/:obra/diarios/modelo', () => {
    it('starts from the last report’s workforce and equipment and the plan’s running activities', async () => {
      const res = await gestor.get(`/api/obras/${linha3}/diarios/modelo?data=${hoje}`);
      expect(res.statusCode, res.body).toBe(200);
      const modelo = res.json();
      expect(modelo.existente).toBeNull();
      // The demo skips Sundays: the last report is yesterday's, or the day before when yesterday was a Sunday.
      const sunday = new Date(`${diasAtras(1)}T12:00:00Z`).getUTCDay() === 0;
      expect(modelo.copiadoDe.data).toBe(diasAtras(sunday ? 2 : 1));
      expect(modelo.conteudo.maoDeObra.map((m: { funcao: string }) => m.funcao)).toContain('Montador');
      expect(modelo.conteudo.equipamentos[0].descricao).toBe('Guindaste 50 t');
      const atividades = modelo.conteudo.atividades.map((a: { descricao: string }) => a.descricao);
      expect(atividades).toContain('1.3 Estrutura metálica');
      expect(atividades).not.toContain('1.2 Fundações da linha 3');
      expect(atividades).not.toContain('1.7 Comissionamento e partida');
    });

    it('says which report already holds a date', async () => {
      const modelo = (await gestor.get(`/api/obras/${linha3}/diarios/modelo?data=${diasAtras(30)}`)).json();
      expect(modelo.existente).toMatchObject({ numero: expect.any(Number) });
    });

    it('is refused to whoever may not create reports there', async () => {
      expect((await cliente.get(`/api/obras/${linha3}/diarios/modelo`)).statusCode).toBe(403);
      expect((await substituto.get(`/api/obras/${linha3}/diarios/modelo`)).statusCode).toBe(403);
    });
  });

  describe('record checks on the report about to be written', () => {
    const MAY_NOT_CREATE = 'Você não pode criar RDOs nesta obra.';

    async function expectNotCreated(who: Client, obraId: string, data: string) {
      const [reports, audits] = [await rdoCount(t, obraId), await auditCount(t)];
      const res = await who.post(`/api/obras/${obraId}/diarios`, { data, conteudo: conteudo() });
      expect(res.statusCode, res.body).toBe(403);
      expect(problemOf(res).detail).toBe(MAY_NOT_CREATE);
      expect([await rdoCount(t, obraId), await auditCount(t)]).toEqual([reports, audits]);
    }

    it('refuses a site manager a report on an obra they do not manage, with the reason, writing nothing', async () => {
      await expectNotCreated(substituto, linha3, diasAtras(60));
      const modelo = await substituto.get(`/api/obras/${linha3}/diarios/modelo`);
      expect([modelo.statusCode, problemOf(modelo).detail]).toEqual([403, MAY_NOT_CREATE]);
    });

    it('lets a rule limited to one obra create reports on that obra only', async () => {
      const granted = await admin.patch(`/api/usuarios/${await userIdOf(admin, 'juridico@demo.obras.dev')}`, {
        specificRules: [{ action: ['create', 'read'], subject: 'RDO', conditions: { obra: linha3 } }],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const [juridico] = await signedInAs(t, ['juridico']);
      await expectNotCreated(juridico, subestacao, diasAtras(61));
      const res = await juridico.post(`/api/obras/${linha3}/diarios`, {
        data: diasAtras(61),
        conteudo: conteudo(),
      });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('a client of another obra learns nothing about its reports', () => {
    const NOWHERE = '00000000-0000-4000-8000-000000000000';

    it('gets from every report route the answer a missing report gets, and changes nothing', async () => {
      const rdo = await buildRdo(gestor, linha3, diasAtras(62));
      await move(gestor, rdo.id, 'finalizar', { assinatura: ASSINATURA });
      expect((await cliente.get(`/api/diarios/${rdo.id}`)).statusCode).toBe(200);
      const before = [(await admin.get(`/api/diarios/${rdo.id}`)).json(), await auditCount(t)];
      const sends: [string, (id: string) => Promise<Response>][] = [
        ['GET', (id) => aprovador.get(`/api/diarios/${id}`)],
        ['PDF', (id) => aprovador.get(`/api/diarios/${id}/pdf`)],
        ['aprovar', (id) => aprovador.post(`/api/diarios/${id}/aprovar`, { assinatura: ASSINATURA })],
        ['devolver', (id) => aprovador.post(`/api/diarios/${id}/devolver`, { motivo: 'Faltou a chuva.' })],
        ['PATCH', (id) => aprovador.patch(`/api/diarios/${id}`, { conteudo: conteudo() })],
        ['DELETE', (id) => aprovador.delete(`/api/diarios/${id}`)],
      ];
      for (const [name, send] of sends) {
        const [res, missing] = [await send(rdo.id), await send(NOWHERE)];
        expect([res.statusCode, problemOf(res).detail], name).toEqual([
          missing.statusCode,
          problemOf(missing).detail,
        ]);
      }
      expect([(await admin.get(`/api/diarios/${rdo.id}`)).json(), await auditCount(t)]).toEqual(before);
    });

    it('gets from the obra’s RDO pages the answer a missing obra gets', async () => {
      for (const path of ['configuracao', 'datas', 'datas/modelo.xlsx', 'curva-s', 'modelo']) {
        const [res, missing] = [
          await aprovador.get(`/api/obras/${linha3}/diarios/${path}`),
          await aprovador.get(`/api/obras/${NOWHERE}/diarios/${path}`),
        ];
        expect([res.statusCode, problemOf(res).detail], path).toEqual([
          missing.statusCode,
          problemOf(missing).detail,
        ]);
      }
      const atrasos = await aprovador.get(`/api/diarios/atrasos?obra=${linha3}`);
      expect(atrasos.json()).toEqual({ items: [] });
      const lista = await aprovador.get(`/api/diarios?obra=${linha3}`);
      expect(lista.json().total).toBe(0);
    });
  });
});
