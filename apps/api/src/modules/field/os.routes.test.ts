import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBuscaResposta,
  ZOs,
  ZOsPage,
  addDays,
  todayInSaoPaulo,
  type TNotificacao,
  type TOs,
  type TOsResumo,
} from '@portal/domain';
import { exportReady, exportedSheet, dataRows, rowValues } from '../../test/export-helpers';
import {
  buildOs,
  eapIdsOf,
  insertEapLeaf,
  moveOs,
  osCount,
  osEditInput,
  osInput,
} from '../../test/field-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';

const hoje = todayInSaoPaulo();
const NOT_FOUND = 'Ordem de serviço não encontrada.';
const INVALID = 'Os dados enviados são inválidos.';
const CANNOT_OPEN = 'Você não pode abrir ordens de serviço nesta obra.';
const CANNOT_EDIT = 'Você não pode alterar esta ordem de serviço.';
const REFUSED = (verbo: string) =>
  `Só o responsável pela OS, o site manager da obra ou quem administra o time pode ${verbo} esta OS.`;

/** Each order as "tipo nº": what a reader of the list tells apart. */
const numbered = (items: TOsResumo[]) => items.map((os) => `${os.tipo} ${os.numero}`);
const moves = (os: TOs) => os.movimentos.map((m) => m.movimento);

/** A refusal: its status, its pt-BR message, and its field errors when it has them. */
function refusal(res: Response, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return problemOf(res);
}

describe('/api/ordensServico', () => {
  let t: TestApp;
  let admin: Client;
  let gestor: Client;
  let campo: Client;
  let automacao: Client;
  let cliente: Client;
  let leitura: Client;
  let substituto: Client;
  let linha3: string; // OB-2025-014: gestor is its site manager; campo, automacao, cliente and substituto are members
  let subestacao: string; // OB-2025-021: gestor is its site manager; no field or automation member
  let campoId: string;
  let gestorId: string;
  let field1: TOs; // demo field nº 1, em execução, campo's, 7.5 t and 60 m executed
  let field2: TOs; // demo field nº 2, aberta, campo's
  let auto1: TOs; // demo automation nº 1, em execução, automacao's
  let eapField: Map<string, string>;
  let eapAuto: Map<string, string>;

  const list = async (who: Client, query: string) => {
    const params = new URLSearchParams(query);
    if (!params.has('pageSize')) params.set('pageSize', '100');
    const res = await who.get(`/api/ordensServico?${params.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZOsPage.parse(res.json());
  };
  const read = async (who: Client, os: Pick<TOs, 'id' | 'tipo'>) => {
    const res = await who.get(`/api/ordensServico/${os.tipo}/${os.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZOs.parse(res.json());
  };
  const open = (who: Client, obra: string, tipo: string, body: unknown) =>
    who.post(`/api/obras/${obra}/ordensServico/${tipo}`, body);
  const edit = (who: Client, os: Pick<TOs, 'id' | 'tipo'>, body: unknown) =>
    who.put(`/api/ordensServico/${os.tipo}/${os.id}`, body);
  const tryMove = (who: Client, os: Pick<TOs, 'id' | 'tipo'>, movimento: string, body: unknown = {}) =>
    who.post(`/api/ordensServico/${os.tipo}/${os.id}/movimentos/${movimento}`, body);
  /** What a refusal must leave as it was: the orders, the audit trail and this order as its page shows it. */
  const snapshot = async (os?: Pick<TOs, 'id' | 'tipo'>) => ({
    orders: await osCount(t),
    audits: await auditCount(t),
    os: os ? await read(admin, os) : null,
  });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, gestor, campo, automacao, cliente, leitura, substituto] = await signedInAs(t, [
      'admin',
      'gestor',
      'campo',
      'automacao',
      'cliente',
      'leitura',
      'substituto',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    subestacao = await obraIdOf(admin, 'OB-2025-021');
    campoId = await userIdOf(admin, 'campo@demo.obras.dev');
    gestorId = await userIdOf(admin, 'gestor@demo.obras.dev');
    const demo = (await list(admin, `obra=${linha3}`)).items;
    const demoOs = (tipo: string, numero: number) =>
      read(
        admin,
        demo.find((os) => os.tipo === tipo && os.numero === numero)!,
      );
    [field1, field2, auto1] = await Promise.all([
      demoOs('field', 1),
      demoOs('field', 2),
      demoOs('automacao', 1),
    ]);
    [eapField, eapAuto] = await Promise.all([eapIdsOf(t, linha3, 'field'), eapIdsOf(t, linha3, 'automacao')]);
  });
  afterAll(() => t.close());

  describe('GET /api/ordensServico', () => {
    it("lists an obra's orders of both teams, highest number first, paged, with the progress of their daily logs", async () => {
      const page = await list(admin, `obra=${linha3}`);
      expect(page.total).toBe(3);
      expect(page.items.map((os) => os.numero)).toEqual([2, 1, 1]);
      const progress = Object.fromEntries(page.items.map((os) => [`${os.tipo} ${os.numero}`, os.progresso]));
      // 37.5 % of 20 t weighing 50 and 20 % of 300 m weighing 30: (1875 + 600) / 80 = 30.9375.
      expect(progress).toEqual({ 'field 1': 30.9, 'field 2': 0, 'automacao 1': 0 });
      const second = await list(admin, `obra=${linha3}&pageSize=1&page=2`);
      expect(second.total).toBe(3);
      expect(second.items.map((os) => os.numero)).toEqual([1]);
      expect(numbered((await list(admin, `obra=${linha3}&tipo=field&sort=numero`)).items)).toEqual([
        'field 1',
        'field 2',
      ]);
    });

    it('filters by team, status, priority, number ("OS 1"), title words and lateness', async () => {
      const q = async (query: string) => numbered((await list(admin, `obra=${linha3}&${query}`)).items);
      expect(await q('tipo=field')).toEqual(['field 2', 'field 1']);
      expect(await q('tipo=automacao')).toEqual(['automacao 1']);
      expect(await q('status=aberta')).toEqual(['field 2']);
      expect((await q('status=aberta,em_execucao')).length).toBe(3);
      expect(await q('prioridade=alta')).toEqual(['field 1']);
      expect((await q(`q=${encodeURIComponent('OS 1')}`)).sort()).toEqual(['automacao 1', 'field 1']);
      expect(await q(`q=${encodeURIComponent('OS nº 2')}`)).toEqual(['field 2']);
      expect(await q(`q=${encodeURIComponent('estruturas do mezanino')}`)).toEqual(['field 1']);
      expect(await q('q=eletrocalhas')).toEqual(['field 2']);
      expect(await q('atrasada=true')).toEqual([]);

      // An order still open past its planned end is late; one of another obra is not in this obra's list.
      const late = await buildOs(admin, subestacao, 'field', {
        titulo: 'Montagem do pórtico de entrada',
        inicioPrevisto: addDays(hoje, -20),
        fimPrevisto: addDays(hoje, -1),
      });
      expect(late.atrasada).toBe(true);
      const lateOnes = await list(admin, 'atrasada=true');
      expect(lateOnes.items.map((os) => os.id)).toEqual([late.id]);
      expect((await list(admin, 'atrasada=false')).items.map((os) => os.id)).not.toContain(late.id);
      expect(await q('atrasada=true')).toEqual([]);
    });

    it('refuses a filter it does not know, naming it', async () => {
      const res = await admin.get('/api/ordensServico?status=fechada');
      // A list filter names the position of the value refused, as every list does.
      expect(refusal(res, 400).errors).toEqual([{ campo: 'status.0', mensagem: 'Status inválido' }]);
      const tipo = await admin.get('/api/ordensServico?tipo=eletrica');
      expect(refusal(tipo, 400).errors).toEqual([
        { campo: 'tipo', mensagem: 'Tipo de OS inválido: use field ou automacao' },
      ]);
    });

    it("shows each team only its own orders on its obras, the site manager both teams', a reader all", async () => {
      const mine = await list(campo, '');
      expect(numbered(mine.items)).toEqual(['field 2', 'field 1']);
      expect(mine.items.every((os) => os.obra.id === linha3)).toBe(true);
      // Asking for the other team's orders answers an empty list: the field user reads none of them.
      expect(await list(campo, 'tipo=automacao')).toEqual({ items: [], total: 0 });
      expect(numbered((await list(automacao, '')).items)).toEqual(['automacao 1']);
      expect((await list(gestor, `obra=${linha3}`)).total).toBe(3);
      expect((await list(leitura, `obra=${linha3}`)).total).toBe(3);
      // The substitute manages other obras, where there is no order (he stands in for gestor only next week).
      expect(await list(substituto, '')).toEqual({ items: [], total: 0 });
    });

    it('refuses the list to a client, who reads no service order', async () => {
      const res = await cliente.get(`/api/ordensServico?obra=${linha3}`);
      expect(refusal(res, 403).detail).toBe('Você não tem acesso às ordens de serviço.');
    });
  });

  describe('GET /api/ordensServico/:tipo/:os', () => {
    it("shows the order with each item's progress and what the user may do on it", async () => {
      const os = await read(campo, field1);
      expect(os).toMatchObject({
        numero: 1,
        status: 'em_execucao',
        progresso: 30.9,
        diarios: 2,
        responsavel: { email: 'campo@demo.obras.dev' },
        acoes: { editar: true, registrarDiario: true, preencherChecklist: true },
      });
      expect(os.itens).toEqual([
        expect.objectContaining({
          codigo: '1.1',
          quantidade: 20,
          executado: 7.5,
          percentual: 37.5,
          unidade: 't',
        }),
        expect.objectContaining({
          codigo: '1.2',
          quantidade: 300,
          executado: 60,
          percentual: 20,
          unidade: 'm',
        }),
      ]);
      expect(moves(os)).toEqual(['concluir', 'cancelar']);
      expect(os.movimentos.find((m) => m.movimento === 'cancelar')?.exigeMotivo).toBe(true);
      // The site manager and the administrator move it too; a reader only reads.
      expect(moves(await read(gestor, field1))).toEqual(['concluir', 'cancelar']);
      expect(moves(await read(admin, field1))).toEqual(['concluir', 'cancelar']);
      const asReader = await read(leitura, field1);
      expect(asReader.movimentos).toEqual([]);
      expect(asReader.acoes).toEqual({ editar: false, registrarDiario: false, preencherChecklist: false });
      expect((await read(gestor, auto1)).tipo).toBe('automacao');
    });

    it('answers whoever may not read the order exactly as a missing one (404)', async () => {
      const attempts = [
        [campo, auto1], // the field user, on an automation order
        [campo, { id: auto1.id, tipo: 'field' }], // ... by its real id, under his own team
        [automacao, field1], // the automation user, on a field order
        [substituto, field1], // the site manager of other obras
        [cliente, field1], // the obra's client
        [admin, { id: '00000000-0000-4000-8000-000000000000', tipo: 'field' }], // a missing one
      ] as const;
      for (const [who, os] of attempts) {
        const res = await who.get(`/api/ordensServico/${os.tipo}/${os.id}`);
        const problem = refusal(res, 404);
        expect(problem).toMatchObject({ code: 'NOT_FOUND', detail: NOT_FOUND });
      }
    });
  });

  describe('POST /api/obras/:obra/ordensServico/:tipo', () => {
    let opened: TOs; // field nº 3, opened by campo, his

    it('opens an order with the next number of the obra and team', async () => {
      const res = await open(
        campo,
        linha3,
        'field',
        osInput({
          responsavelId: campoId,
          prioridade: 'alta',
          equipe: [{ nome: 'José Ribamar', funcao: 'Montador' }],
          itens: [{ eapItemId: eapField.get('Montagem de tanques e bombas')!, quantidade: 4 }],
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      opened = ZOs.parse(res.json());
      expect(opened).toMatchObject({
        tipo: 'field',
        numero: 3,
        status: 'aberta',
        prioridade: 'alta',
        obra: { id: linha3, codigo: 'OB-2025-014' },
        responsavel: { id: campoId },
        inicioReal: null,
        fimReal: null,
        progresso: 0,
        criadoPor: 'Sérgio Almeida',
      });
      expect(opened.itens).toEqual([
        expect.objectContaining({ codigo: '1.3', quantidade: 4, executado: 0, percentual: 0, unidade: 'un' }),
      ]);
      expect(moves(opened)).toEqual(['iniciar', 'cancelar']);
      expect((await auditOf(t, 'ordem_servico', opened.id)).map((a) => a.action)).toEqual(['criar']);

      // Each team counts its own: the automation team's next is nº 2.
      const auto = await buildOs(automacao, linha3, 'automacao', {
        itens: [{ eapItemId: eapAuto.get('Testes de malha')!, quantidade: 10 }],
      });
      expect(auto.numero).toBe(2);
      // Each obra counts its own: the site manager opens nº 2 on the substation (after the late one of the list).
      const onSubestacao = await buildOs(gestor, subestacao, 'field');
      expect(onSubestacao.numero).toBe(2);
      expect(moves(onSubestacao)).toEqual(['iniciar', 'cancelar']);
    });

    it('refuses to open an order where the user may not, and writes nothing', async () => {
      const before = await snapshot();
      const attempts = [
        [campo, subestacao, 'field'], // an obra the field user does not belong to (he reads it, as all staff do)
        [campo, linha3, 'automacao'], // the other team's order on his obra
        [automacao, linha3, 'field'],
        [substituto, linha3, 'field'], // the site manager of other obras
        [leitura, linha3, 'field'], // who reads everything creates nothing
        [cliente, linha3, 'field'],
      ] as const;
      for (const [who, obra, tipo] of attempts) {
        const res = await open(who, obra, tipo, osInput());
        expect(refusal(res, 403).detail).toBe(CANNOT_OPEN);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('takes as the responsible person only active staff, naming responsavelId', async () => {
      const before = await snapshot();
      const clienteId = await userIdOf(admin, 'cliente@demo.obras.dev');
      for (const responsavelId of [clienteId, '00000000-0000-4000-8000-000000000000']) {
        const res = await open(campo, linha3, 'field', osInput({ responsavelId }));
        const problem = refusal(res, 400);
        expect(problem.detail).toBe(INVALID);
        expect(problem.errors).toEqual([
          { campo: 'responsavelId', mensagem: 'Escolha como responsável alguém ativo da equipe da empresa' },
        ]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("covers only leaves of this obra's EAP of this team, naming each item refused", async () => {
      const before = await snapshot();
      const otherObra = await insertEapLeaf(t, subestacao, 'field', 'Montagem do pórtico');
      const res = await open(
        campo,
        linha3,
        'field',
        osInput({
          itens: [
            { eapItemId: eapField.get('Lançamento de cabos de força')!, quantidade: 100 },
            { eapItemId: eapField.get('Montagem mecânica')!, quantidade: 1 }, // a parent
            { eapItemId: eapAuto.get('Testes de malha')!, quantidade: 1 }, // the automation team's
            { eapItemId: otherObra, quantidade: 1 }, // the substation's
          ],
        }),
      );
      expect(refusal(res, 400).errors).toEqual([
        {
          campo: 'itens.1.eapItemId',
          mensagem: 'Escolha um item sem subitens (onde a quantidade é medida)',
        },
        { campo: 'itens.2.eapItemId', mensagem: 'Este item não é da EAP desta obra' },
        { campo: 'itens.3.eapItemId', mensagem: 'Este item não é da EAP desta obra' },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses dates out of order, a repeated item and a quantity that is not a positive number', async () => {
      const before = await snapshot();
      const leaf = eapField.get('Montagem de tanques e bombas')!;
      const cases: [unknown, { campo: string; mensagem: string }][] = [
        [
          osInput({ inicioPrevisto: addDays(hoje, 10), fimPrevisto: addDays(hoje, 9) }),
          { campo: 'fimPrevisto', mensagem: 'O término previsto deve ser no início previsto ou depois' },
        ],
        [
          osInput({
            itens: [
              { eapItemId: leaf, quantidade: 1 },
              { eapItemId: leaf, quantidade: 2 },
            ],
          }),
          { campo: 'itens', mensagem: 'Um item da EAP aparece duas vezes' },
        ],
        [
          osInput({ itens: [{ eapItemId: leaf, quantidade: 0 }] }),
          { campo: 'itens.0.quantidade', mensagem: 'A quantidade a executar deve ser maior que zero' },
        ],
        [
          osInput({ itens: [{ eapItemId: leaf, quantidade: -2 }] }),
          { campo: 'itens.0.quantidade', mensagem: 'A quantidade não pode ser negativa' },
        ],
        [
          { ...osInput(), itens: [{ eapItemId: leaf, quantidade: '4 un' }] },
          { campo: 'itens.0.quantidade', mensagem: 'Informe a quantidade em números' },
        ],
        [
          osInput({ itens: [{ eapItemId: 'tanques', quantidade: 1 }] }),
          { campo: 'itens.0.eapItemId', mensagem: 'Item da EAP inválido' },
        ],
      ];
      for (const [body, error] of cases) {
        const res = await open(campo, linha3, 'field', body);
        const problem = refusal(res, 400);
        expect(problem.code).toBe('VALIDATION_FAILED');
        expect(problem.errors).toContainEqual(error);
      }
      expect(await snapshot()).toEqual(before);
    });

    describe('PUT /api/ordensServico/:tipo/:os', () => {
      let gestors: TOs; // field, Linha 3, opened by admin with gestor responsible

      beforeAll(async () => {
        gestors = await buildOs(admin, linha3, 'field', {
          titulo: 'Montagem das bombas',
          responsavelId: gestorId,
        });
      });

      it("lets the responsible person, the obra's site manager and the administrator edit an open order", async () => {
        const res = await edit(
          campo,
          opened,
          osEditInput(opened, {
            titulo: 'Montagem dos tanques de fermentação',
            itens: [{ eapItemId: eapField.get('Montagem de tanques e bombas')!, quantidade: 6 }],
          }),
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(ZOs.parse(res.json())).toMatchObject({
          titulo: 'Montagem dos tanques de fermentação',
          itens: [{ codigo: '1.3', quantidade: 6 }],
        });
        const byManager = await edit(
          gestor,
          opened,
          osEditInput(ZOs.parse(res.json()), { prioridade: 'urgente' }),
        );
        expect(byManager.statusCode, byManager.body).toBe(200);
        expect(byManager.json()).toMatchObject({
          prioridade: 'urgente',
          titulo: 'Montagem dos tanques de fermentação',
        });
        const byAdmin = await edit(
          admin,
          opened,
          osEditInput(ZOs.parse(byManager.json()), { local: 'Adega' }),
        );
        expect(byAdmin.statusCode, byAdmin.body).toBe(200);
        expect(byAdmin.json()).toMatchObject({
          local: 'Adega',
          prioridade: 'urgente',
          responsavel: { id: campoId },
        });
        expect((await auditOf(t, 'ordem_servico', opened.id)).map((a) => a.action)).toEqual([
          'criar',
          'editar',
          'editar',
          'editar',
        ]);
      });

      it('refuses to go below what the daily logs executed, or to drop an item they executed', async () => {
        const before = await snapshot(field1);
        const tubulacao = { eapItemId: eapField.get('Montagem de tubulação de processo')!, quantidade: 300 };
        const estruturas = { eapItemId: eapField.get('Montagem de estruturas metálicas')!, quantidade: 5 };
        const below = await edit(campo, field1, osEditInput(field1, { itens: [tubulacao, estruturas] }));
        expect(refusal(below, 400).errors).toEqual([
          {
            campo: 'itens.1.quantidade',
            mensagem: 'A quantidade não pode ser menor que a já executada (7,5 t)',
          },
        ]);
        const dropped = await edit(campo, field1, osEditInput(field1, { itens: [tubulacao] }));
        expect(refusal(dropped, 400).errors).toEqual([
          {
            campo: 'itens',
            mensagem: '“Montagem de estruturas metálicas” já tem quantidade executada e não pode sair da OS',
          },
        ]);
        expect(await snapshot(field1)).toEqual(before);
      });

      it('does not let the field user hand his order to someone else, nor edit one he is not responsible for', async () => {
        const before = await snapshot(opened);
        // With gestor responsible the field user could no longer edit it: the change is checked as it would leave it.
        const handOver = await edit(campo, opened, osEditInput(before.os!, { responsavelId: gestorId }));
        expect(refusal(handOver, 403).detail).toBe(CANNOT_EDIT);
        const notHis = await edit(campo, gestors, osEditInput(gestors, { titulo: 'Outra coisa' }));
        expect(refusal(notHis, 403).detail).toBe(CANNOT_EDIT);
        expect(refusal(await edit(leitura, opened, osEditInput(before.os!)), 403).detail).toBe(CANNOT_EDIT);
        expect(refusal(await edit(automacao, opened, osEditInput(before.os!)), 404).detail).toBe(NOT_FOUND);
        expect(await snapshot(opened)).toEqual(before);
        expect((await read(campo, gestors)).acoes.editar).toBe(false);
      });

      it('refuses to edit a concluded order (409), to its responsible person as to the administrator', async () => {
        const done = await buildOs(campo, linha3, 'field', { responsavelId: campoId });
        await moveOs(campo, done, 'iniciar');
        const concluded = await moveOs(campo, done, 'concluir');
        expect(concluded.acoes.editar).toBe(false);
        const before = await snapshot(done);
        for (const who of [campo, gestor, admin]) {
          const res = await edit(who, done, osEditInput(concluded, { titulo: 'Depois de concluída' }));
          expect(refusal(res, 409).detail).toBe(
            'Uma OS concluída ou cancelada não muda; quem administra o time pode reabri-la.',
          );
        }
        // Who could not edit it even open is told just that.
        const res = await edit(leitura, done, osEditInput(concluded));
        expect(refusal(res, 403).detail).toBe(CANNOT_EDIT);
        expect(await snapshot(done)).toEqual(before);
      });

      it("lets only the responsible person, the obra's site manager and the administrator move an order", async () => {
        const before = await snapshot(gestors);
        expect(refusal(await tryMove(campo, gestors, 'iniciar'), 403).detail).toBe(REFUSED('iniciar'));
        expect(
          refusal(await tryMove(leitura, gestors, 'cancelar', { motivo: 'Sem frente' }), 403).detail,
        ).toBe(REFUSED('cancelar'));
        for (const who of [automacao, substituto, cliente])
          expect(refusal(await tryMove(who, gestors, 'iniciar'), 404).detail).toBe(NOT_FOUND);
        expect(await snapshot(gestors)).toEqual(before);
        expect(moves(await read(campo, gestors))).toEqual([]);

        expect((await moveOs(gestor, gestors, 'iniciar')).status).toBe('em_execucao');
        expect((await moveOs(admin, auto1, 'concluir')).status).toBe('concluida');
      });
    });

    describe('POST /api/ordensServico/:tipo/:os/movimentos/:movimento', () => {
      it('starts an open order (today as its actual start) and concludes it (today as its end), in its timeline', async () => {
        const started = await moveOs(campo, field2, 'iniciar');
        expect(started).toMatchObject({ status: 'em_execucao', inicioReal: hoje, fimReal: null });
        expect(started.acoes.registrarDiario).toBe(true);
        expect(moves(started)).toEqual(['concluir', 'cancelar']);

        const concluded = await moveOs(campo, field2, 'concluir');
        expect(concluded).toMatchObject({ status: 'concluida', inicioReal: hoje, fimReal: hoje });
        expect(concluded.acoes).toEqual({ editar: false, registrarDiario: false, preencherChecklist: false });
        expect(concluded.linhaDoTempo).toEqual([
          expect.objectContaining({
            movimento: 'iniciar',
            de: 'aberta',
            para: 'em_execucao',
            paraLabel: 'Em execução',
            por: 'Sérgio Almeida',
            motivo: null,
          }),
          expect.objectContaining({
            movimento: 'concluir',
            de: 'em_execucao',
            para: 'concluida',
            por: 'Sérgio Almeida',
          }),
        ]);
        // Only the team's administrator may move a concluded order on (reopen it).
        expect(moves(concluded)).toEqual([]);
        expect(moves(await read(gestor, field2))).toEqual([]);
        expect(moves(await read(admin, field2))).toEqual(['reabrir']);
        expect((await auditOf(t, 'ordem_servico', field2.id)).map((a) => a.action)).toEqual([
          'iniciar',
          'concluir',
        ]);
      });

      it('refuses a move from the wrong status (409), and changes nothing', async () => {
        const aberta = await buildOs(campo, linha3, 'field', { responsavelId: campoId });
        const before = await snapshot(field1);
        expect(refusal(await tryMove(campo, field1, 'iniciar'), 409).detail).toBe(
          'Uma OS em execução não pode ser iniciada.',
        );
        expect(refusal(await tryMove(admin, field1, 'reabrir', { motivo: 'Refazer' }), 409).detail).toBe(
          'Uma OS em execução não pode ser reaberta.',
        );
        expect(refusal(await tryMove(campo, aberta, 'concluir'), 409).detail).toBe(
          'Uma OS aberta não pode ser concluída.',
        );
        expect(await snapshot(field1)).toEqual(before);
        expect((await read(campo, aberta)).status).toBe('aberta');
        const bad = await tryMove(campo, aberta, 'arquivar');
        expect(refusal(bad, 400).errors?.[0]?.campo).toBe('movimento');
      });

      it('cancels with a reason only, which the timeline keeps', async () => {
        const os = await buildOs(campo, linha3, 'field', { responsavelId: campoId });
        const before = await snapshot(os);
        const missing = await tryMove(campo, os, 'cancelar');
        expect(refusal(missing, 400).errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
        const blank = await tryMove(campo, os, 'cancelar', { motivo: '   ' });
        expect(refusal(blank, 400).errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
        expect(await snapshot(os)).toEqual(before);

        const motivo = 'O cliente suspendeu a frente de serviço';
        const cancelled = await moveOs(campo, os, 'cancelar', { motivo });
        expect(cancelled.status).toBe('cancelada');
        expect(cancelled.linhaDoTempo).toEqual([
          expect.objectContaining({
            movimento: 'cancelar',
            de: 'aberta',
            para: 'cancelada',
            por: 'Sérgio Almeida',
            motivo,
          }),
        ]);
        // Its responsible person is told it is cancelled already; a reader, that he may not move it.
        expect(refusal(await tryMove(campo, os, 'cancelar', { motivo }), 409).detail).toBe(
          'Uma OS cancelada não pode ser cancelada.',
        );
        expect(refusal(await tryMove(leitura, os, 'cancelar', { motivo }), 403).detail).toBe(
          REFUSED('cancelar'),
        );
        expect((await read(campo, os)).linhaDoTempo).toHaveLength(1);
      });

      it("reopens only by the team's administrator, with a reason", async () => {
        const before = await snapshot(field2);
        expect(before.os?.status).toBe('concluida');
        for (const who of [campo, gestor]) {
          const res = await tryMove(who, field2, 'reabrir', { motivo: 'Faltou o arremate' });
          expect(refusal(res, 403).detail).toBe('Só quem administra o time pode reabrir uma OS.');
          expect(refusal(await tryMove(who, field2, 'iniciar'), 409).detail).toBe(
            'Uma OS concluída não pode ser iniciada.',
          );
        }
        const missing = await tryMove(admin, field2, 'reabrir');
        expect(refusal(missing, 400).errors).toEqual([{ campo: 'motivo', mensagem: 'Diga o motivo' }]);
        expect(await snapshot(field2)).toEqual(before);

        const reopened = await moveOs(admin, field2, 'reabrir', { motivo: 'Faltou o arremate' });
        expect(reopened).toMatchObject({ status: 'em_execucao', fimReal: null, inicioReal: hoje });
        expect(reopened.linhaDoTempo.map((m) => [m.movimento, m.por, m.motivo])).toEqual([
          ['iniciar', 'Sérgio Almeida', null],
          ['concluir', 'Sérgio Almeida', null],
          ['reabrir', 'Ana Ribeiro', 'Faltou o arremate'],
        ]);
        // Back in execution, its responsible person moves it again.
        expect(moves(await read(campo, field2))).toEqual(['concluir', 'cancelar']);
      });

      it('lets the site manager move the orders of the obras he manages', async () => {
        const os = await buildOs(admin, subestacao, 'automacao');
        expect((await moveOs(gestor, os, 'iniciar')).status).toBe('em_execucao');
        expect((await moveOs(gestor, os, 'cancelar', { motivo: 'Escopo passou ao fornecedor' })).status).toBe(
          'cancelada',
        );
      });
    });
  });

  describe('search, export and notifications', () => {
    it('finds the order by its title in the global search for the field user, not for the client', async () => {
      const found = async (who: Client) => {
        const res = await who.get('/api/busca?q=mezanino');
        expect(res.statusCode, res.body).toBe(200);
        return ZBuscaResposta.parse(res.json())
          .grupos.filter((g) => g.modulo === 'ordens_servico')
          .flatMap((g) => g.itens);
      };
      expect(await found(campo)).toEqual([
        expect.objectContaining({
          id: field1.id,
          titulo: 'OS nº 1 · Montagem das estruturas do mezanino da Linha 3',
          link: `/${linha3}/ordensServico/field/${field1.id}`,
        }),
      ]);
      expect(await found(cliente)).toEqual([]);
      expect(await found(automacao)).toEqual([]);
    });

    it("exports the field user's list to Excel, his team's orders only", async () => {
      const listed = await list(campo, `obra=${linha3}`);
      const done = await exportReady(t, campo, { lista: 'ordensServico', filtros: { obra: linha3 } });
      expect(done).toMatchObject({
        lista: 'ordensServico',
        titulo: 'Ordens de serviço',
        status: 'pronta',
        erro: null,
      });
      const sheet = await exportedSheet(campo, done);
      expect(rowValues(sheet, 1).slice(0, 3)).toEqual(['Nº', 'Time', 'Título']);
      const rows = dataRows(sheet);
      expect(rows.map((r) => r[0])).toEqual(listed.items.map((os) => os.numero));
      expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Field Services']));
      const first = rows.find((r) => r[2] === 'Montagem das estruturas do mezanino da Linha 3');
      expect(first?.at(-1)).toBe(30.9);
    });

    it('tells the responsible person when someone else opens an order for him, not who opens his own', async () => {
      const forCampo = await buildOs(admin, linha3, 'field', {
        titulo: 'Montagem do skid de CIP',
        responsavelId: campoId,
      });
      const own = await buildOs(campo, linha3, 'field', { responsavelId: campoId });
      await t.app.jobs.send(SWEEP_JOB, {});
      await t.app.jobs.idle();
      const res = await campo.get('/api/me/notificacoes?pageSize=100');
      expect(res.statusCode, res.body).toBe(200);
      const mine = (res.json().items as TNotificacao[]).filter((n) => n.tipo === 'atribuido');
      expect(mine.filter((n) => n.entidadeId === own.id)).toEqual([]);
      expect(mine.filter((n) => n.entidadeId === forCampo.id)).toEqual([
        expect.objectContaining({
          entidade: 'ordem_servico',
          titulo: `OS nº ${forCampo.numero} · Field Services · OB-2025-014 Ampliação da fábrica de envase — Linha 3`,
          texto: 'Você foi indicado como responsável por esta nova ordem de serviço.',
          link: `/${linha3}/ordensServico/field/${forCampo.id}`,
          lida: false,
        }),
      ]);
    });
  });
});
