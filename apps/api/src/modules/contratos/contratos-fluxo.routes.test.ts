import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZContrato,
  ZNotificacao,
  type TContrato,
  type TContratoResumo,
  type TContratoStatus,
} from '@portal/domain';
import {
  addItemAs,
  contratoInput,
  contratoStored,
  createContratoAs,
  movedContrato,
  moveContrato,
  putInStatus,
  readContrato,
} from '../../test/contratos-helpers';
import { wholeList } from '../../test/export-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditCount, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';

const MUDOU =
  'Outra pessoa mexeu neste contrato ao mesmo tempo, e a sua mudança não foi feita. Atualize a página e veja como ele está.';
const CANCELADO = 'Este contrato foi cancelado: ele não muda mais.';
const MOTIVO = { campo: 'motivo', mensagem: 'Diga o motivo' };

describe('the life of a contract: approval, return, cancellation and concurrent moves', () => {
  let t: TestApp;
  let admin: Client;
  let editor: Client;
  let fernanda: Client;
  let rafael: Client;
  let gustavo: Client;
  let carlos: Client;
  let linha3: string;
  let id: Record<'fernanda' | 'rafael' | 'gustavo' | 'carlos', string>;

  /** A contract of the main obra with one item (R$ 58.680,00), Carlos its manager when asked. */
  const contrato = async (gestor: 'rafael' | 'carlos' = 'rafael', status?: TContratoStatus) => {
    const pessoas = { responsavel: id.fernanda, gestor: id[gestor], validador: id.gustavo };
    const { id: novo } = await createContratoAs(editor, linha3, contratoInput(pessoas));
    await addItemAs(editor, novo);
    if (status) await putInStatus(t, [novo], status);
    return readContrato(admin, novo);
  };
  const snapshot = async (c: string) => ({
    contrato: await contratoStored(t, c),
    view: await readContrato(admin, c),
    audit: await auditCount(t),
  });
  const refused = (res: Response, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return problemOf(res);
  };
  const moves = async (who: Client, c: string) =>
    (await readContrato(who, c)).movimentos.map((m) => m.movimento);
  /** Delivers the pending notifications, and answers what a user's bell says of the contract, newest first. */
  const bell = async (who: Client, c: TContrato) => {
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
    const res = await who.get('/api/me/notificacoes?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as unknown[])
      .map((n) => ZNotificacao.parse(n))
      .filter((n) => n.entidadeId === c.id)
      .map((n) => [n.tipo, n.titulo.replace(`${c.codigo} · ${c.objeto} · OB-2025-014 `, '')]);
  };

  const pendentes = async (who: Client, c: TContrato) =>
    (await bell(who, c)).filter(([tipo]) => tipo === 'acao_pendente');

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, editor, fernanda, rafael, gustavo] = await signedInAs(t, [
      'admin',
      'editor.contratos',
      'contratos',
      'gestao.contratos',
      'verificador',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const user = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    id = {
      fernanda: await user('contratos'),
      rafael: await user('gestao.contratos'),
      gustavo: await user('verificador'),
      carlos: await user('gestor'),
    };
    // SPEC §6: a manager asks the cancellation of an approved contract as its site manager and drafts the
    // termination through `contratos`; the cancellation goes all the way with a manager who holds both.
    const promoted = await admin.patch(`/api/usuarios/${id.carlos}`, {
      roles: ['site_manager', 'contratos'],
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    carlos = await sessionAs(t.app, 'gestor@demo.obras.dev');
  });
  afterAll(() => t.close());

  describe('approval', () => {
    it('goes from Revisão to Aprovado with the people it names, each move telling who must act next', async () => {
      let c = await contrato();
      const aguarda = (past: string) => ['acao_pendente', `foi ${past} e aguarda sua ação`];
      const nomeado = ['atribuido', `${c.codigo} · ${c.objeto} · OB-2025-014`];
      c = await movedContrato(fernanda, c.id, 'emitir_juridico', { versao: c.versao });
      expect(c).toMatchObject({ status: 'Emitido para o Jurídico', comQuem: { name: 'Rafael Antunes' } });
      expect(await pendentes(rafael, c)).toEqual([aguarda('emitido para o Jurídico')]);
      expect(await moves(rafael, c.id)).toEqual([
        'emitir_verificador',
        'devolver_revisao',
        'revisar_cancelamento',
      ]);

      c = await movedContrato(rafael, c.id, 'emitir_verificador', { versao: c.versao });
      expect(c).toMatchObject({
        status: 'Emitido para o verificador',
        comQuem: { name: 'Gustavo Henrique' },
      });
      expect(await pendentes(gustavo, c)).toEqual([aguarda('emitido para o verificador')]);
      expect(await moves(gustavo, c.id)).toEqual(['finalizar', 'devolver_revisao']);

      // The validator finalises and approves it himself: who made a move is not told of it.
      c = await movedContrato(gustavo, c.id, 'finalizar', { versao: c.versao });
      expect(c).toMatchObject({ status: 'Em finalização', comQuem: { name: 'Gustavo Henrique' } });
      expect(await moves(gustavo, c.id)).toEqual(['aprovar', 'devolver_revisao']);
      c = await movedContrato(gustavo, c.id, 'aprovar', { versao: c.versao });
      expect(c).toMatchObject({
        status: 'Aprovado',
        comQuem: { name: 'Rafael Antunes' },
        aprovadoEm: expect.any(String),
      });
      expect(await pendentes(gustavo, c)).toEqual([aguarda('emitido para o verificador')]);

      expect(c.linhaDoTempo.map((m) => [m.movimento, m.de, m.para, m.por])).toEqual([
        ['emitir_juridico', 'Revisão', 'Emitido para o Jurídico', 'Fernanda Rocha'],
        ['emitir_verificador', 'Emitido para o Jurídico', 'Emitido para o verificador', 'Rafael Antunes'],
        ['finalizar', 'Emitido para o verificador', 'Em finalização', 'Gustavo Henrique'],
        ['aprovar', 'Em finalização', 'Aprovado', 'Gustavo Henrique'],
      ]);
      // Those who follow it hear of each change of status; once approved, nobody else must act.
      expect(await bell(fernanda, c)).toEqual([
        ['status_alterado', 'foi aprovado por Gustavo Henrique'],
        ['status_alterado', 'foi enviado para finalização por Gustavo Henrique'],
        ['status_alterado', 'foi emitido para o verificador por Rafael Antunes'],
        nomeado,
      ]);
      expect(await moves(admin, c.id)).toEqual(['revisar_cancelamento']);
    });

    it('asks the reason to return a contract for revision (400 without), and tells the responsible why', async () => {
      const c = await contrato('rafael', 'Emitido para o verificador');
      const before = await snapshot(c.id);
      for (const body of [{}, { motivo: '   ' }, { motivo: 'ok' }]) {
        const problem = refused(await moveContrato(gustavo, c.id, 'devolver_revisao', body), 400);
        expect(problem.errors).toEqual([MOTIVO]);
      }
      expect(await snapshot(c.id)).toEqual(before);
      const motivo = 'A planilha de preços não bate com a proposta.';
      const back = await movedContrato(gustavo, c.id, 'devolver_revisao', { motivo, versao: c.versao });
      expect(back).toMatchObject({ status: 'Revisão', comQuem: { id: id.fernanda } });
      expect(back.linhaDoTempo.at(-1)).toMatchObject({
        movimento: 'devolver_revisao',
        motivo,
        por: 'Gustavo Henrique',
      });
      expect(await bell(fernanda, back)).toContainEqual([
        'acao_pendente',
        'foi devolvido para revisão e aguarda sua ação',
      ]);
    });

    it('lets one of two people moving the contract at once through: one 200, one 409, one line in the timeline', async () => {
      const c = await contrato('rafael', 'Emitido para o verificador');
      const audit = await auditCount(t);
      const both = await Promise.all([
        moveContrato(admin, c.id, 'devolver_revisao', {
          motivo: 'Falta o cronograma físico.',
          versao: c.versao,
        }),
        moveContrato(gustavo, c.id, 'finalizar', { versao: c.versao }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = ZContrato.parse(both.find((r) => r.statusCode === 200)!.json());
      const lost = problemOf(both.find((r) => r.statusCode === 409)!).detail;
      expect([
        MUDOU,
        'O contrato está em Revisão e já não pode ser enviado para finalização. Atualize a página.',
      ]).toContain(lost);
      const after = await readContrato(admin, c.id);
      expect(after.status).toBe(winner.status);
      expect(['Revisão', 'Em finalização']).toContain(after.status);
      expect(after.linhaDoTempo).toHaveLength(1);
      expect(after.versao).toBe(c.versao + 1);
      expect(await auditCount(t)).toBe(audit + 1);
    });

    it('refuses a move from a version the page no longer shows (409), changing nothing', async () => {
      const c = await contrato();
      const before = await snapshot(c.id);
      const res = await moveContrato(fernanda, c.id, 'emitir_juridico', { versao: c.versao - 1 });
      expect(refused(res, 409).detail).toBe(MUDOU);
      expect(await snapshot(c.id)).toEqual(before);
    });
  });

  describe('cancellation', () => {
    it('cancels an approved contract through its termination, after which nothing changes (409)', async () => {
      let c = await contrato('carlos', 'Aprovado');
      expect(await moves(carlos, c.id)).toEqual(['revisar_cancelamento']);
      expect(refused(await moveContrato(carlos, c.id, 'revisar_cancelamento', {}), 400).errors).toEqual([
        MOTIVO,
      ]);
      const motivo = 'A obra do galpão 2 foi suspensa pelo cliente.';
      c = await movedContrato(carlos, c.id, 'revisar_cancelamento', { motivo, versao: c.versao });
      expect(c).toMatchObject({
        status: 'Revisão para cancelamento',
        emCancelamento: true,
        comQuem: { id: id.carlos },
      });
      c = await movedContrato(carlos, c.id, 'emitir_verificador', { versao: c.versao });
      expect(c).toMatchObject({ status: 'Emitido para o verificador', emCancelamento: true });
      expect(await moves(gustavo, c.id)).toEqual(['finalizar', 'devolver_cancelamento']);
      c = await movedContrato(gustavo, c.id, 'finalizar', { versao: c.versao });
      c = await movedContrato(gustavo, c.id, 'aprovar_distrato', { versao: c.versao });
      expect(c).toMatchObject({
        status: 'Aprovado',
        cancelado: true,
        emCancelamento: false,
        canceladoEm: expect.any(String),
      });
      expect(c.acoes).toEqual({ editar: false, editarItens: false, aditivo: false });
      for (const who of [carlos, gustavo, admin]) expect(await moves(who, c.id)).toEqual([]);
      const [listed] = await wholeList<TContratoResumo>(fernanda, '/api/contratos', {
        q: c.codigo,
        obra: linha3,
      });
      expect(listed).toMatchObject({ id: c.id, cancelado: true });

      const before = await snapshot(c.id);
      const header = {
        ...contratoInput({ responsavel: id.fernanda, gestor: id.carlos, validador: id.gustavo }),
        objeto: 'Outro objeto',
      };
      const attempts = [
        await carlos.put(`/api/contratos/${c.id}`, header),
        await admin.put(`/api/contratos/${c.id}`, header),
        await moveContrato(admin, c.id, 'revisar_cancelamento', { motivo: 'De novo, por engano.' }),
        await carlos.post(`/api/contratos/${c.id}/itens`, {
          descricao: 'Extra',
          unidade: 'vb',
          quantidade: 1,
          precoUnitario: '1.00',
        }),
        await carlos.delete(`/api/contratos/${c.id}/itens/${c.itens[0]!.id}`),
        await carlos.post(`/api/contratos/${c.id}/aditivos`, {
          data: '2026-06-01',
          descricao: 'Prorrogação do prazo',
          novoFim: '2026-12-31',
        }),
      ];
      for (const res of attempts) expect(refused(res, 409).detail).toBe(CANCELADO);
      expect(await snapshot(c.id)).toEqual(before);
    });

    it('returns a termination to its own review, never to Revisão, and giving it up takes the contract back to Revisão', async () => {
      let c = await contrato('rafael', 'Emitido para o Jurídico');
      c = await movedContrato(rafael, c.id, 'revisar_cancelamento', {
        motivo: 'O Jurídico desaconselha assinar.',
        versao: c.versao,
      });
      c = await movedContrato(rafael, c.id, 'emitir_verificador', { versao: c.versao });
      const before = await snapshot(c.id);
      const wrong = await moveContrato(gustavo, c.id, 'devolver_revisao', {
        motivo: 'Faltam as assinaturas.',
        versao: c.versao,
      });
      expect(refused(wrong, 409).detail).toBe(
        'Este contrato está com um distrato em andamento: aprove o distrato ou devolva-o para a revisão do cancelamento.',
      );
      expect(await snapshot(c.id)).toEqual(before);
      c = await movedContrato(gustavo, c.id, 'devolver_cancelamento', {
        motivo: 'Faltam as assinaturas.',
        versao: c.versao,
      });
      expect(c).toMatchObject({ status: 'Revisão para cancelamento', emCancelamento: true });
      expect(await moves(rafael, c.id)).toEqual(['emitir_verificador', 'desistir_cancelamento']);
      c = await movedContrato(rafael, c.id, 'desistir_cancelamento', {
        motivo: 'O fornecedor aceitou as condições.',
        versao: c.versao,
      });
      expect(c).toMatchObject({
        status: 'Revisão',
        emCancelamento: false,
        cancelado: false,
        comQuem: { id: id.fernanda },
      });
      expect(c.linhaDoTempo.map((m) => m.movimento)).toEqual([
        'revisar_cancelamento',
        'emitir_verificador',
        'devolver_cancelamento',
        'desistir_cancelamento',
      ]);
      expect(await moves(fernanda, c.id)).toEqual(['emitir_juridico']);
    });
  });
});
