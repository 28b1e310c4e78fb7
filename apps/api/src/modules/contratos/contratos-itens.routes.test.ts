import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContrato, ZNotificacao, type TContrato } from '@portal/domain';
import {
  addItemAs,
  contratoInput,
  contratoStored,
  createContratoAs,
  itemInput,
  movedContrato,
  moveContrato,
  putInStatus,
  readContrato,
} from '../../test/contratos-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SWEEP_JOB } from '../notificacoes/notificacoes.jobs';
import { contratos } from './contratos.schema';

const VOLTA = 'Os itens foram alterados: o contrato volta para Revisão.';

describe('the items of a contract', () => {
  let t: TestApp;
  let admin: Client;
  let editor: Client;
  let fernanda: Client;
  let rafael: Client;
  let gustavo: Client;
  let leitura: Client;
  let linha3: string;
  let id: Record<'fernanda' | 'rafael' | 'gustavo', string>;

  /** A contract with two items (1200 × 48.90 and 10 × 1500.00: R$ 73.680,00), Rafael its manager. */
  const contratoCom = async (gestor: 'rafael' = 'rafael'): Promise<TContrato> => {
    const pessoas = { responsavel: id.fernanda, gestor: id[gestor], validador: id.gustavo };
    const { id: contrato } = await createContratoAs(editor, linha3, contratoInput(pessoas));
    await addItemAs(editor, contrato);
    return addItemAs(
      editor,
      contrato,
      itemInput({ descricao: 'Jateamento', unidade: 'vb', quantidade: 10, precoUnitario: '1500.00' }),
    );
  };
  /** The contract in a status (set-up shortcut), as whoever reads it then sees it. */
  const emStatus = async (c: TContrato, status: Parameters<typeof putInStatus>[2], who: Client = admin) => {
    await putInStatus(t, [c.id], status);
    return readContrato(who, c.id);
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
  const putItem = (who: Client, c: TContrato, over: Parameters<typeof itemInput>[0]) => {
    const item = c.itens[0]!;
    const { id: _id, total: _total, aditivo: _aditivo, ...input } = item;
    return who.put(`/api/contratos/${c.id}/itens/${item.id}`, { ...input, ...over, versao: c.versao });
  };
  const postItem = (who: Client, c: TContrato) =>
    who.post(`/api/contratos/${c.id}/itens`, { ...itemInput(), versao: c.versao });
  const deliver = async () => {
    await t.app.jobs.send(SWEEP_JOB, {});
    await t.app.jobs.idle();
  };
  const bell = async (who: Client, contrato: string) => {
    const res = await who.get('/api/me/notificacoes?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as unknown[])
      .map((n) => ZNotificacao.parse(n))
      .filter((n) => n.entidadeId === contrato);
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, editor, fernanda, rafael, gustavo, leitura] = await signedInAs(t, [
      'admin',
      'editor.contratos',
      'contratos',
      'gestao.contratos',
      'verificador',
      'leitura',
    ]);
    linha3 = await obraIdOf(admin, 'OB-2025-014');
    const user = (name: string) => userIdOf(admin, `${name}@demo.obras.dev`);
    id = {
      fernanda: await user('contratos'),
      rafael: await user('gestao.contratos'),
      gustavo: await user('verificador'),
    };
  });
  afterAll(() => t.close());

  describe('changing any item sends the contract back to Revisão', () => {
    it('when the manager changes an item in Emitido para o Jurídico, telling the responsible', async () => {
      const c = await contratoCom();
      const emitido = await movedContrato(editor, c.id, 'emitir_juridico', { versao: c.versao });
      expect(emitido.status).toBe('Emitido para o Jurídico');
      const res = await putItem(rafael, emitido, { quantidade: 1000 });
      expect(res.statusCode, res.body).toBe(200);
      const after = ZContrato.parse(res.json());
      expect(after).toMatchObject({ status: 'Revisão', valor: '63900.00', comQuem: { id: id.fernanda } });
      expect(after.itens.map((i) => [i.quantidade, i.total])).toEqual([
        [1000, '48900.00'],
        [10, '15000.00'],
      ]);
      expect(after.linhaDoTempo.map((m) => [m.movimento, m.de, m.para, m.por, m.motivo])).toEqual([
        ['emitir_juridico', 'Revisão', 'Emitido para o Jurídico', 'Camila Torres', null],
        ['devolver_revisao', 'Emitido para o Jurídico', 'Revisão', 'Rafael Antunes', VOLTA],
      ]);
      expect((await auditOf(t, 'contrato', c.id)).at(-1)).toMatchObject({
        action: 'alterar_item',
        before: { item: expect.objectContaining({ quantidade: 1200, total: '58680.00' }) },
        after: { item: expect.objectContaining({ quantidade: 1000, total: '48900.00' }), status: 'Revisão' },
      });
      await deliver();
      const [aviso] = (await bell(fernanda, c.id)).filter((n) => n.tipo === 'acao_pendente');
      expect(aviso).toMatchObject({
        titulo: `${c.codigo} · ${c.objeto} · OB-2025-014 foi devolvido para revisão e aguarda sua ação`,
        texto: `Devolvido para revisão por Rafael Antunes. Motivo: ${VOLTA}`,
      });
    });

    it('refuses item changes on an approved contract (409: it changes by an amendment), changing nothing', async () => {
      const c = await emStatus(await contratoCom(), 'Aprovado', admin);
      expect(c.acoes).toEqual({ editar: true, editarItens: false, aditivo: true });
      const before = await snapshot(c.id);
      const problem = refused(await putItem(admin, c, { precoUnitario: '50.00' }), 409);
      expect(problem.detail).toBe('Num contrato aprovado, os itens mudam por um aditivo.');
      expect(refused(await postItem(admin, c), 409).detail).toBe(problem.detail);
      expect(await snapshot(c.id)).toEqual(before);
    });

    it('refuses item changes while a termination is under way (409), changing nothing', async () => {
      const c = await contratoCom();
      await putInStatus(t, [c.id], 'Revisão para cancelamento');
      await t.database.db.update(contratos).set({ emCancelamento: true }).where(eq(contratos.id, c.id));
      const atual = await readContrato(rafael, c.id);
      expect(atual.acoes).toEqual({ editar: true, editarItens: false, aditivo: false });
      const before = await snapshot(c.id);
      expect(refused(await putItem(rafael, atual, { quantidade: 5 }), 409).detail).toBe(
        'Há um distrato em andamento: os itens não mudam. Para alterá-los, desista do cancelamento.',
      );
      expect(await snapshot(c.id)).toEqual(before);
    });

    it('keeps a contract in Revisão there, with nothing in its timeline, and follows a removed item', async () => {
      const c = await contratoCom();
      const added = await addItemAs(fernanda, c.id, itemInput({ quantidade: 3, precoUnitario: '0.01' }));
      expect(added).toMatchObject({ status: 'Revisão', valor: '73680.03', totalItens: 3, linhaDoTempo: [] });
      const removed = await fernanda.delete(
        `/api/contratos/${c.id}/itens/${added.itens[1]!.id}?versao=${added.versao}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({
        status: 'Revisão',
        valor: '58680.03',
        totalItens: 2,
        linhaDoTempo: [],
      });
      expect((await contratoStored(t, c.id))!.valor).toBe('58680.03');
      expect((await auditOf(t, 'contrato', c.id)).map((a) => a.action)).toEqual([
        'criar',
        'incluir_item',
        'incluir_item',
        'incluir_item',
        'excluir_item',
      ]);
    });

    it('leaves a contract in legal review as it is when an item is saved unchanged, its price written without the trailing zero', async () => {
      const c = await emStatus(await contratoCom(), 'Emitido para o Jurídico', rafael);
      const before = await snapshot(c.id);
      const res = await putItem(rafael, c, { precoUnitario: '48.9' });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZContrato.parse(res.json())).toMatchObject({
        status: 'Emitido para o Jurídico',
        versao: c.versao,
        linhaDoTempo: [],
      });
      expect(await snapshot(c.id)).toEqual(before);
    });

    it('keeps the items in the order they were added, also after some were removed', async () => {
      const c = await contratoCom();
      let current = await addItemAs(fernanda, c.id, itemInput({ descricao: 'Fundo anticorrosivo' }));
      for (const descricao of ['Acabamento em poliuretano', 'Retoques após a montagem']) {
        const [first] = current.itens;
        const removed = await fernanda.delete(
          `/api/contratos/${c.id}/itens/${first!.id}?versao=${current.versao}`,
        );
        expect(removed.statusCode, removed.body).toBe(200);
        current = await addItemAs(
          fernanda,
          c.id,
          itemInput({ descricao, versao: ZContrato.parse(removed.json()).versao }),
        );
      }
      expect(current.itens.map((i) => i.descricao)).toEqual([
        'Fundo anticorrosivo',
        'Acabamento em poliuretano',
        'Retoques após a montagem',
      ]);
    });

    it.each([
      ['a negative quantity', { quantidade: -1 }, 'quantidade', 'A quantidade não pode ser negativa'],
      ['a quantity of zero', { quantidade: 0 }, 'quantidade', 'A quantidade deve ser maior que zero'],
      [
        'a negative price',
        { precoUnitario: '-5.00' },
        'precoUnitario',
        'O preço unitário não pode ser negativo',
      ],
      [
        'a price written the Brazilian way',
        { precoUnitario: '1.250,50' },
        'precoUnitario',
        'Preço unitário inválido',
      ],
      [
        'a total past what a contract may be worth',
        { quantidade: 999_999, precoUnitario: '99999999999.99' },
        'precoUnitario',
        'O valor passa do limite de R$ 9.999.999.999.999,99',
      ],
    ])('refuses an item with %s, new or changed, storing nothing', async (_what, over, campo, mensagem) => {
      const c = await contratoCom();
      const before = await snapshot(c.id);
      for (const res of [
        await editor.post(`/api/contratos/${c.id}/itens`, itemInput(over)),
        await putItem(editor, c, over),
      ]) {
        const problem = refused(res, 400);
        expect(problem).toMatchObject({
          code: 'VALIDATION_FAILED',
          detail: 'Os dados enviados são inválidos.',
        });
        expect(problem.errors).toEqual([{ campo, mensagem }]);
      }
      expect(await snapshot(c.id)).toEqual(before);
    });

    it('refuses an item change from whoever may not edit the contract now (403), changing nothing', async () => {
      const c = await emStatus(await contratoCom(), 'Emitido para o Jurídico');
      const before = await snapshot(c.id);
      for (const who of [fernanda, gustavo, leitura, editor])
        expect(refused(await putItem(who, c, { quantidade: 1 }), 403).detail).toBe(
          'Você não pode alterar os itens deste contrato em Emitido para o Jurídico.',
        );
      const added = await fernanda.post(`/api/contratos/${c.id}/itens`, itemInput());
      expect(refused(added, 403).detail).toBe(
        'Você não pode alterar os itens deste contrato em Emitido para o Jurídico.',
      );
      expect(await snapshot(c.id)).toEqual(before);
    });

    it('refuses to issue a contract without items to the legal team (409), changing nothing', async () => {
      const vazio = await createContratoAs(
        editor,
        linha3,
        contratoInput({ responsavel: id.fernanda, gestor: id.rafael, validador: id.gustavo }),
      );
      const before = await snapshot(vazio.id);
      const res = await moveContrato(fernanda, vazio.id, 'emitir_juridico', { versao: vazio.versao });
      expect(refused(res, 409).detail).toBe('Inclua os itens do contrato antes de emiti-lo para o Jurídico.');
      expect(await snapshot(vazio.id)).toEqual(before);
    });
  });
});
