import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOcorrenciaSgi, type TTaf } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { obraIdOf, signedInAs } from '../../test/obras-helpers';
import {
  FABRICACAO,
  assinar,
  criarProduto,
  iniciarTaf,
  lerTaf,
  modeloInput,
  ocorrenciasDoTaf,
  responder,
  tafUrl,
} from '../../test/produtos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('a TAF from start to signature, with a failed measurement (issue 20)', () => {
  let t: TestApp;
  let admin: Client;
  let inspetor: Client;
  let adminTaf: Client;
  let sgi: Client;
  let taf: TTaf;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, inspetor, adminTaf, sgi] = await signedInAs(t, ['admin', 'taf', 'admin.taf', 'sgi']);
    const produtosAdmin = (await signedInAs(t, ['produtos']))[0];
    const produto = await criarProduto(produtosAdmin, { nome: 'Bomba de teste do fluxo' });
    const modelo = await adminTaf.post('/api/taf/modelos', modeloInput(produto.id));
    expect(modelo.statusCode, modelo.body).toBe(201);
    const obraId = await obraIdOf(admin, FABRICACAO);
    taf = await iniciarTaf(inspetor, {
      produtoId: produto.id,
      obraId,
      modeloId: modelo.json().id,
      numeroSerie: 'BT-0001',
    });
  });
  afterAll(async () => t?.close());

  it('copies the template points and starts in execution', () => {
    expect(taf.status).toBe('em_execucao');
    expect(taf.pontos.map((p) => p.tipo)).toEqual(['passa_falha', 'medicao']);
    expect(taf.resultado).toBeNull();
  });

  it('judges a measurement at the very edge of the tolerance as conforme, past it as não conforme', async () => {
    const medicao = taf.pontos[1]!;
    let lido = await responder(inspetor, taf.id, medicao.id, {
      valorMedido: '10,05',
      resultado: 'nao_conforme',
    });
    expect(lido.pontos[1]!.resposta).toMatchObject({ resultado: 'conforme', valorMedido: '10.05' });
    expect(lido.pontos[1]!.resposta!.verificadoPor!.nome).toBe('Rogério Batista');
    expect(await ocorrenciasDoTaf(t, taf.id)).toEqual([]);
    lido = await responder(inspetor, taf.id, medicao.id, { valorMedido: '10.06', resultado: 'conforme' });
    expect(lido.pontos[1]!.resposta!.resultado).toBe('nao_conforme');
    const [ocorrencia] = await ocorrenciasDoTaf(t, taf.id);
    expect(ocorrencia).toMatchObject({
      categoria: 'qualidade',
      tipo: 'nao_conformidade',
      origem: 'taf',
      status: 'TRIAGEM',
    });
    expect(lido.pontos[1]!.resposta!.ocorrenciaSgi).toEqual({
      id: ocorrencia!.id,
      numero: ocorrencia!.numero,
    });
    // Answered again, still failed: the same occurrence, no second one.
    await responder(inspetor, taf.id, medicao.id, { valorMedido: '9.9', observacao: 'Eixo usinado abaixo' });
    expect(await ocorrenciasDoTaf(t, taf.id)).toHaveLength(1);
    // The SGI team triages it; its origin opens the TAF for whoever may read TAFs.
    const sgiLe = await sgi.get(`/api/sgi/ocorrencias/${ocorrencia!.id}`);
    expect(sgiLe.statusCode, sgiLe.body).toBe(200);
    expect(ZOcorrenciaSgi.parse(sgiLe.json()).acoes.triar).toBe(true);
    const lida = ZOcorrenciaSgi.parse((await admin.get(`/api/sgi/ocorrencias/${ocorrencia!.id}`)).json());
    expect(lida.origemLink).toBe(`/produto/taf/${taf.produto.id}/${taf.id}`);
    expect(lida.titulo).toContain('BT-0001');
    expect(lida.descricao).toContain('Diâmetro do eixo');
  });

  it('concludes as reprovado, collects both signatures and locks the record', async () => {
    await responder(inspetor, taf.id, taf.pontos[0]!.id, { resultado: 'conforme' });
    const concluido = await inspetor.post(`${tafUrl(taf.id)}/concluir`, {});
    expect(concluido.statusCode, concluido.body).toBe(200);
    expect(concluido.json()).toMatchObject({ status: 'aguardando_assinaturas', resultado: 'reprovado' });
    const primeira = await assinar(inspetor, taf.id, 'fabrica', 'Nome ignorado');
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json().status).toBe('aguardando_assinaturas');
    expect(primeira.json().assinaturaFabrica.nome).toBe('Rogério Batista');
    const segunda = await assinar(
      inspetor,
      taf.id,
      'cliente',
      'Renata Albuquerque',
      'Cervejaria Serra Azul S.A.',
    );
    expect(segunda.statusCode, segunda.body).toBe(200);
    const assinado = await lerTaf(inspetor, taf.id);
    expect(assinado.status).toBe('assinado');
    expect(assinado.assinaturaCliente).toMatchObject({
      nome: 'Renata Albuquerque',
      empresa: 'Cervejaria Serra Azul S.A.',
    });
    expect(assinado.linhaDoTempo.map((m) => m.movimento)).toEqual(['concluir', 'assinar']);
    expect(assinado.movimentos).toEqual([]);
    expect(assinado.acoes).toMatchObject({ responder: false, testemunhas: false, assinarFabrica: false });
  });
});
