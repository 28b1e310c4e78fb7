import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaf } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import {
  DADOS_INVALIDOS,
  FABRICACAO,
  MODELOS,
  SERIE_ASSINADA,
  TAFS,
  assinar,
  criarProduto,
  iniciarTaf,
  lerTaf,
  modeloInput,
  pontoUrl,
  produtoIdOf,
  produtosStored,
  refused,
  tafUrl,
  tafsPage,
} from '../../test/produtos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const ASSINADO = 'Este TAF está assinado: ele não pode mais ser alterado.';

describe('a TAF refuses bad input in pt-BR and changes nothing (issue 20)', () => {
  let t: TestApp;
  let admin: Client;
  let inspetor: Client;
  let adminTaf: Client;
  let obraId: string;
  let produtoId: string;
  let modeloId: string;
  let taf: TTaf;
  let assinado: string;

  /** Sends `tentar` and checks the refusal, with every table as it was. */
  const semMudar = async (tentar: () => ReturnType<Client['get']>, status: number, detail: string) => {
    const before = { ...(await produtosStored(t)), taf: await lerTaf(admin, taf.id) };
    const problem = refused(await tentar(), status, detail);
    expect({ ...(await produtosStored(t)), taf: await lerTaf(admin, taf.id) }).toEqual(before);
    return problem;
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, inspetor, adminTaf] = await signedInAs(t, ['admin', 'taf', 'admin.taf']);
    const produtos = (await signedInAs(t, ['produtos']))[0];
    produtoId = (await criarProduto(produtos)).id;
    modeloId = (await adminTaf.post(MODELOS, modeloInput(produtoId))).json().id;
    obraId = await obraIdOf(admin, FABRICACAO);
    taf = await iniciarTaf(inspetor, { produtoId, obraId, modeloId, numeroSerie: 'REC-001' });
    const skid = await produtoIdOf(admin, 'SK-100');
    assinado = (await tafsPage(admin, `produtoId=${skid}&status=assinado`)).items.find(
      (i) => i.numeroSerie === SERIE_ASSINADA,
    )!.id;
  });
  afterAll(async () => t?.close());

  it('refuses a measurement without its value', async () => {
    const medicao = taf.pontos.find((p) => p.tipo === 'medicao')!;
    const problem = await semMudar(
      () => inspetor.put(pontoUrl(taf.id, medicao.id), { resultado: 'conforme' }),
      400,
      'Informe o valor medido',
    );
    expect(problem.errors).toEqual([{ campo: 'valorMedido', mensagem: 'Informe o valor medido' }]);
    await semMudar(
      () => inspetor.put(pontoUrl(taf.id, medicao.id), { valorMedido: 'dez' }),
      400,
      DADOS_INVALIDOS,
    );
  });

  it('refuses a point the TAF does not have, and a pass/fail failure without its description', async () => {
    await semMudar(
      () => inspetor.put(pontoUrl(taf.id, 'nao-existe'), { resultado: 'conforme' }),
      404,
      'Ponto de controle não encontrado neste TAF.',
    );
    const passaFalha = taf.pontos.find((p) => p.tipo === 'passa_falha')!;
    await semMudar(
      () => inspetor.put(pontoUrl(taf.id, passaFalha.id), { resultado: 'nao_conforme' }),
      400,
      'Descreva a não conformidade encontrada',
    );
  });

  it('refuses to conclude with points unanswered, and to sign a TAF not concluded', async () => {
    const problem = await semMudar(
      () => inspetor.post(`${tafUrl(taf.id)}/concluir`, {}),
      400,
      'Responda todos os pontos antes de concluir o TAF (2 sem resposta).',
    );
    expect(problem.errors).toHaveLength(2);
    await semMudar(
      () => assinar(inspetor, taf.id, 'fabrica', 'Rogério Batista'),
      409,
      'Conclua o TAF antes de colher as assinaturas.',
    );
    await semMudar(
      () => inspetor.post(`${tafUrl(taf.id)}/reabrir`, { motivo: 'Refazer o teste' }),
      409,
      'Um TAF em execução não pode ser reaberto.',
    );
  });

  it('refuses a client signature without the company and a drawing that is not a PNG', async () => {
    const problem = await semMudar(
      () =>
        inspetor.post(`${tafUrl(taf.id)}/assinaturas`, {
          papel: 'cliente',
          assinatura: { nome: 'Renata Albuquerque', imagem: 'não é imagem' },
        }),
      400,
      DADOS_INVALIDOS,
    );
    expect(problem.errors!.map((e) => e.mensagem).sort()).toEqual([
      'Assine no quadro',
      'Informe a empresa do inspetor do cliente',
    ]);
  });

  it('refuses a second TAF of the same serial number (any case), a non-fabrication obra and a bad template', async () => {
    await semMudar(
      () => inspetor.post(TAFS, { produtoId, obraId, modeloId, numeroSerie: 'rec-001' }),
      409,
      `O produto ${taf.produto.codigo} já tem um TAF com o número de série rec-001.`,
    );
    const linha3 = await obraIdOf(admin, 'OB-2025-014');
    const problem = await semMudar(
      () => inspetor.post(TAFS, { produtoId, obraId: linha3, modeloId, numeroSerie: 'REC-002' }),
      400,
      'Escolha uma fabricação (uma obra do tipo fabricação)',
    );
    expect(problem.errors).toEqual([
      { campo: 'obraId', mensagem: 'Escolha uma fabricação (uma obra do tipo fabricação)' },
    ]);
    const skidModelo = (await admin.get(`${MODELOS}?familia=Skid`)).json().items[0].id;
    const outroProduto = await produtoIdOf(admin, 'PE-CCM-12');
    await semMudar(
      () => inspetor.post(TAFS, { produtoId: outroProduto, obraId, modeloId: skidModelo, numeroSerie: 'X' }),
      400,
      'Este modelo não se aplica a este produto',
    );
  });

  it('refuses a measurement point without nominal, unit or with a negative tolerance', async () => {
    const before = await produtosStored(t);
    const res = await adminTaf.post(
      MODELOS,
      modeloInput(produtoId, {
        pontos: [{ tipo: 'medicao', descricao: 'Altura total', tolerancia: -1 }],
      }),
    );
    const problem = refused(res, 400, DADOS_INVALIDOS);
    expect(problem.errors!.map((e) => e.mensagem).sort()).toEqual([
      'A tolerância não pode ser negativa',
      'Informe a unidade (mm, bar, V...)',
      'Informe o valor nominal',
    ]);
    expect(await produtosStored(t)).toEqual(before);
  });

  it('refuses every change to a signed TAF', async () => {
    const antes = { ...(await produtosStored(t)), assinado: await lerTaf(admin, assinado) };
    const ponto = antes.assinado.pontos[0]!;
    refused(await inspetor.put(pontoUrl(assinado, ponto.id), { resultado: 'nao_aplicavel' }), 409, ASSINADO);
    refused(await inspetor.put(`${tafUrl(assinado)}/testemunhas`, { testemunhas: [] }), 409, ASSINADO);
    refused(await inspetor.post(`${tafUrl(assinado)}/reabrir`, { motivo: 'Refazer tudo' }), 409, ASSINADO);
    refused(await assinar(inspetor, assinado, 'cliente', 'Outra pessoa', 'Outra empresa'), 409, ASSINADO);
    expect({ ...(await produtosStored(t)), assinado: await lerTaf(admin, assinado) }).toEqual(antes);
  });
});
