import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContrato, type TAditivoInput, type TContrato } from '@portal/domain';
import {
  addItemAs,
  contratoInput,
  contratoStored,
  createContratoAs,
  itemInput,
  movedContrato,
  putInStatus,
  readContrato,
} from '../../test/contratos-helpers';
import type { Client, Response } from '../../test/http-client';
import { problemOf, sessionAs } from '../../test/identity-helpers';
import { auditCount, auditOf, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALIDOS = 'Os dados enviados são inválidos.';

describe('amendments (termos aditivos) of an approved contract', () => {
  let t: TestApp;
  let admin: Client;
  let editor: Client;
  let fernanda: Client;
  let gustavo: Client;
  let carlos: Client;
  let linha3: string;
  let id: Record<'fernanda' | 'rafael' | 'gustavo' | 'carlos', string>;

  /** A contract with two items (1200 × 48.90 and 10 × 1500.00: R$ 73.680,00), Carlos its manager when asked. */
  const contratoCom = async (gestor: 'rafael' | 'carlos' = 'rafael'): Promise<TContrato> => {
    const pessoas = { responsavel: id.fernanda, gestor: id[gestor], validador: id.gustavo };
    const { id: contrato } = await createContratoAs(editor, linha3, contratoInput(pessoas));
    await addItemAs(editor, contrato);
    const jato = itemInput({
      descricao: 'Jateamento',
      unidade: 'vb',
      quantidade: 10,
      precoUnitario: '1500.00',
    });
    return addItemAs(editor, contrato, jato);
  };
  /** The contract approved (set-up shortcut: the approval is tested on its own), as Carlos sees it. */
  const aprovado = async (c: TContrato) => {
    await putInStatus(t, [c.id], 'Aprovado');
    return readContrato(carlos, c.id);
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
  const aditivo = (c: TContrato, over: Partial<TAditivoInput> = {}): TAditivoInput => ({
    data: '2026-06-15',
    descricao: 'Prorrogação e acréscimo de serviços no galpão 2',
    versao: c.versao,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, editor, fernanda, gustavo] = await signedInAs(t, [
      'admin',
      'editor.contratos',
      'contratos',
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
    // SPEC §6: the manager amends an approved contract as its site manager and issues it through legal review
    // with `contratos`; an amended contract is approved again by its named people when its manager holds both.
    const promoted = await admin.patch(`/api/usuarios/${id.carlos}`, {
      roles: ['site_manager', 'contratos'],
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    carlos = await sessionAs(t.app, 'gestor@demo.obras.dev');
  });
  afterAll(() => t.close());

  it('are made only on an approved contract (409 otherwise), changing nothing', async () => {
    const c = await contratoCom('carlos');
    const before = await snapshot(c.id);
    const res = await editor.post(`/api/contratos/${c.id}/aditivos`, aditivo(c, { novoFim: '2026-12-31' }));
    expect(refused(res, 409).detail).toBe(
      'Aditivos são feitos em contratos aprovados; este está em Revisão: altere-o diretamente.',
    );
    expect(await snapshot(c.id)).toEqual(before);
  });

  it('changes the term, quantities, prices and items, keeps before and after, and is approved with the contract again', async () => {
    const c = await aprovado(await contratoCom('carlos'));
    const [pintura, jato] = c.itens;
    const body = aditivo(c, {
      novoFim: '2026-12-18',
      alteracoes: [
        { itemId: pintura!.id, quantidade: 1500, precoUnitario: '48.90' },
        { itemId: jato!.id, quantidade: 10, precoUnitario: '1650.5' },
      ],
      novosItens: [
        { descricao: 'Pintura de piso epóxi', unidade: 'm²', quantidade: 2.5, precoUnitario: '10.33' },
        { descricao: 'Faixas de sinalização', unidade: 'm', quantidade: 40, precoUnitario: '7.5' },
      ],
    });
    const res = await carlos.post(`/api/contratos/${c.id}/aditivos`, body);
    expect(res.statusCode, res.body).toBe(201);
    const amended = ZContrato.parse(res.json());
    expect(amended).toMatchObject({
      status: 'Revisão',
      fim: '2026-12-18',
      valor: '90180.83',
      totalItens: 4,
    });
    expect(
      amended.itens.map((i) => [i.descricao, i.quantidade, i.precoUnitario, i.total, i.aditivo]),
    ).toEqual([
      [pintura!.descricao, 1500, '48.90', '73350.00', null],
      ['Jateamento', 10, '1650.50', '16505.00', null],
      ['Pintura de piso epóxi', 2.5, '10.33', '25.83', 1],
      ['Faixas de sinalização', 40, '7.50', '300.00', 1],
    ]);
    const [nº1] = amended.aditivos;
    expect(nº1).toMatchObject({
      numero: 1,
      data: '2026-06-15',
      descricao: body.descricao,
      fimAntes: '2026-09-30',
      fimDepois: '2026-12-18',
      valorAntes: '73680.00',
      valorDepois: '90180.83',
      por: 'Carlos Mendes',
      aprovadoEm: null,
    });
    // Each item it changed or added, before and after, with its prices as the items show them.
    expect(nº1!.alteracoes.map((a) => a.itemId)).toEqual(amended.itens.map((i) => i.id));
    expect(
      nº1!.alteracoes.map((a) => [
        a.descricao,
        a.quantidadeAntes,
        a.quantidadeDepois,
        a.precoAntes,
        a.precoDepois,
      ]),
    ).toEqual([
      [pintura!.descricao, 1200, 1500, '48.90', '48.90'],
      ['Jateamento', 10, 10, '1500.00', '1650.50'],
      ['Pintura de piso epóxi', null, 2.5, null, '10.33'],
      ['Faixas de sinalização', null, 40, null, '7.50'],
    ]);
    expect(amended.linhaDoTempo.at(-1)).toMatchObject({
      movimento: 'devolver_revisao',
      de: 'Aprovado',
      para: 'Revisão',
      motivo: `Aditivo nº 1: ${body.descricao}`,
    });

    // Approved again by the people it names: the amendment is approved with it.
    let current = amended;
    for (const [who, move] of [
      [fernanda, 'emitir_juridico'],
      [carlos, 'emitir_verificador'],
      [gustavo, 'finalizar'],
      [gustavo, 'aprovar'],
    ] as const)
      current = await movedContrato(who, c.id, move, { versao: current.versao });
    expect(current).toMatchObject({ status: 'Aprovado', aprovadoEm: expect.any(String) });
    expect(current.aditivos.map((a) => [a.numero, a.aprovadoEm])).toEqual([[1, current.aprovadoEm]]);
    expect((await auditOf(t, 'contrato', c.id)).map((a) => a.action)).toEqual([
      'criar',
      'incluir_item',
      'incluir_item',
      'aditivo',
      'emitir_juridico',
      'emitir_verificador',
      'finalizar',
      'aprovar',
    ]);
    const [audited] = (await auditOf(t, 'contrato', c.id)).filter((a) => a.action === 'aditivo');
    expect(audited).toMatchObject({
      before: { fim: '2026-09-30', valor: '73680.00', status: 'Aprovado' },
      after: {
        aditivo: `${c.codigo} aditivo nº 1`,
        fim: '2026-12-18',
        valor: '90180.83',
        status: 'Revisão',
      },
    });

    // A second amendment is numbered 2 and starts from the first; the first keeps its approval.
    const res2 = await carlos.post(
      `/api/contratos/${c.id}/aditivos`,
      aditivo(current, { data: '2026-09-01', descricao: 'Nova prorrogação do prazo', novoFim: '2027-01-29' }),
    );
    expect(res2.statusCode, res2.body).toBe(201);
    const again = ZContrato.parse(res2.json());
    expect(again).toMatchObject({ status: 'Revisão', fim: '2027-01-29', valor: '90180.83' });
    expect(
      again.aditivos.map((a) => [a.numero, a.fimAntes, a.fimDepois, a.valorAntes, a.aprovadoEm]),
    ).toEqual([
      [1, '2026-09-30', '2026-12-18', '73680.00', current.aprovadoEm],
      [2, '2026-12-18', '2027-01-29', '90180.83', null],
    ]);
    expect(again.aditivos[1]!.alteracoes).toEqual([]);
  });

  it('refuses an amendment that changes nothing or names another contract’s item (400), changing nothing', async () => {
    const c = await aprovado(await contratoCom('carlos'));
    const outro = await contratoCom();
    const before = await snapshot(c.id);
    const [pintura] = c.itens;
    const nada = { itemId: pintura!.id, quantidade: 1200, precoUnitario: '48.9' };
    const casos: [Partial<TAditivoInput>, string, string][] = [
      [{}, 'descricao', 'Um aditivo muda o prazo, o valor ou os itens: informe o que ele muda'],
      [
        { novoFim: c.fim, alteracoes: [nada] },
        'descricao',
        'O aditivo não muda nada no contrato: informe o novo prazo, valores ou itens',
      ],
      [
        { alteracoes: [{ ...nada, itemId: outro.itens[0]!.id, quantidade: 5 }] },
        'alteracoes.0.itemId',
        'Este item não é deste contrato',
      ],
      [{ novoFim: '2025-12-31' }, 'novoFim', 'O novo término vem depois do início do contrato'],
    ];
    for (const [over, campo, mensagem] of casos) {
      const res = await carlos.post(`/api/contratos/${c.id}/aditivos`, aditivo(c, over));
      const problem = refused(res, 400);
      expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', detail: INVALIDOS });
      expect(problem.errors).toEqual([{ campo, mensagem }]);
    }
    const byResponsible = await fernanda.post(
      `/api/contratos/${c.id}/aditivos`,
      aditivo(c, { novoFim: '2026-12-31' }),
    );
    expect(refused(byResponsible, 403).detail).toBe(
      'Você não pode alterar os itens deste contrato em Aprovado.',
    );
    expect(await snapshot(c.id)).toEqual(before);
  });
});
