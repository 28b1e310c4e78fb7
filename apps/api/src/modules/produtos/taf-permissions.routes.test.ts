import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaf, TTafModelo } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { PNG, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { sessionAs } from '../../test/identity-helpers';
import {
  FABRICACAO,
  MODELOS,
  NENHUM,
  PRODUTOS,
  SERIE_ASSINADA,
  SERIE_EM_EXECUCAO,
  SEM_PERMISSAO,
  TAFS,
  assinar,
  lerTaf,
  modeloInput,
  modelosPage,
  pontoUrl,
  produtoUrl,
  postFoto,
  produtoIdOf,
  produtosStored,
  refused,
  tafUrl,
  tafsPage,
} from '../../test/produtos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NAO_ENCONTRADO = 'TAF não encontrado.';

describe('who reaches the TAFs (SPEC §6 "Products": taf, editor_taf, admin_taf; issue 20)', () => {
  let t: TestApp;
  let admin: Client;
  let inspetor: Client;
  let adminTaf: Client;
  let leitor: Client;
  let gestor: Client;
  let projetista: Client;
  let skid: string;
  let obraId: string;
  let emExecucao: TTaf;
  let modelo: TTafModelo;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, inspetor, adminTaf, gestor] = await signedInAs(t, ['admin', 'taf', 'admin.taf', 'gestor']);
    const grant = async (email: string, roles: string[]) => {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, email)}`, { roles });
      expect(res.statusCode, res.body).toBe(200);
      return sessionAs(t.app, email);
    };
    leitor = await grant('contratos@demo.obras.dev', ['taf']);
    projetista = await grant('cliente@demo.obras.dev', ['projetista_fabrica']);
    skid = await produtoIdOf(admin, 'SK-100');
    obraId = await obraIdOf(admin, FABRICACAO);
    const demo = (await tafsPage(admin, `produtoId=${skid}`)).items;
    emExecucao = await lerTaf(admin, demo.find((d) => d.numeroSerie === SERIE_EM_EXECUCAO)!.id);
    [modelo] = (await modelosPage(admin, `produtoId=${skid}`)).items as [TTafModelo];
  });
  afterAll(async () => t?.close());

  it('the demo fabrication has one TAF in execution and one signed (aprovado) of the skid', async () => {
    const demo = await tafsPage(leitor, `obraId=${obraId}`);
    expect(demo.items.map((d) => [d.numeroSerie, d.status, d.resultado]).sort()).toEqual([
      [SERIE_ASSINADA, 'assinado', 'aprovado'],
      [SERIE_EM_EXECUCAO, 'em_execucao', null],
    ]);
    expect((await tafsPage(leitor, 'status=assinado&busca=SK-100')).items).toHaveLength(1);
    expect(modelo.pontos.map((p) => p.tipo)).toEqual([
      'instrucao',
      'passa_falha',
      'medicao',
      'medicao',
      'passa_falha',
      'foto',
    ]);
  });

  it('taf reads TAFs and templates, and gets 403 on every write, nothing changed', async () => {
    const lido = await lerTaf(leitor, emExecucao.id);
    expect(lido.acoes).toMatchObject({ responder: false, testemunhas: false, pdf: true });
    expect(lido.movimentos).toEqual([]);
    expect((await modelosPage(leitor, `produtoId=${skid}`)).items[0]!.acoes.editar).toBe(false);
    const before = { ...(await produtosStored(t)), taf: await lerTaf(admin, emExecucao.id) };
    const ponto = emExecucao.pontos.find((p) => !p.resposta)!;
    refused(
      await leitor.put(pontoUrl(emExecucao.id, ponto.id), { resultado: 'conforme' }),
      403,
      SEM_PERMISSAO,
    );
    refused(await postFoto(t, leitor, emExecucao.id, ponto.id, 'f.png', PNG), 403, SEM_PERMISSAO);
    refused(
      await leitor.put(`${tafUrl(emExecucao.id)}/testemunhas`, { testemunhas: [] }),
      403,
      SEM_PERMISSAO,
    );
    refused(await leitor.post(`${tafUrl(emExecucao.id)}/concluir`, {}), 403, SEM_PERMISSAO);
    refused(await assinar(leitor, emExecucao.id, 'fabrica', 'Leitor'), 403, SEM_PERMISSAO);
    refused(
      await leitor.post(TAFS, { produtoId: skid, obraId, modeloId: modelo.id, numeroSerie: 'X-1' }),
      403,
      SEM_PERMISSAO,
    );
    refused(await leitor.post(MODELOS, modeloInput(skid)), 403, SEM_PERMISSAO);
    refused(await leitor.patch(produtoUrl(skid), { nome: 'Renomeado pelo TAF' }), 403, SEM_PERMISSAO);
    expect({ ...(await produtosStored(t)), taf: await lerTaf(admin, emExecucao.id) }).toEqual(before);
  });

  it('the TAF roles read the products they test (to pick one, with its technical data), and change none', async () => {
    for (const who of [leitor, inspetor, adminTaf]) {
      const lista = await who.get(`${PRODUTOS}?busca=SK-100`);
      expect(lista.statusCode, lista.body).toBe(200);
      expect((lista.json() as { items: { id: string }[] }).items.map((p) => p.id)).toContain(skid);
      expect((await who.get(produtoUrl(skid))).statusCode).toBe(200);
    }
    const before = await produtosStored(t);
    refused(await inspetor.patch(produtoUrl(skid), { nome: 'Renomeado' }), 403, SEM_PERMISSAO);
    refused(await adminTaf.delete(produtoUrl(skid)), 403, SEM_PERMISSAO);
    expect(await produtosStored(t)).toEqual(before);
  });

  it('editor_taf starts and fills a TAF, but only admin_taf creates and edits templates', async () => {
    const pontosAntes = emExecucao.pontos.filter((p) => p.resposta).length;
    const lido = await lerTaf(inspetor, emExecucao.id);
    expect(lido.acoes).toMatchObject({ responder: true, testemunhas: true, assinarFabrica: false });
    expect(lido.movimentos.map((m) => m.movimento)).toEqual(['concluir']);
    const ponto = lido.pontos.find((p) => p.tipo === 'passa_falha' && !p.resposta)!;
    const res = await inspetor.put(pontoUrl(emExecucao.id, ponto.id), { resultado: 'conforme' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TTaf).pontos.filter((p) => p.resposta)).toHaveLength(pontosAntes + 1);

    const before = await produtosStored(t);
    refused(await inspetor.post(MODELOS, modeloInput(skid)), 403, SEM_PERMISSAO);
    refused(await inspetor.put(`${MODELOS}/${modelo.id}`, modeloInput(skid)), 403, SEM_PERMISSAO);
    expect(await produtosStored(t)).toEqual(before);

    const criado = await adminTaf.post(MODELOS, modeloInput(skid, { nome: 'TAF reduzido do skid' }));
    expect(criado.statusCode, criado.body).toBe(201);
    const novo = criado.json() as TTafModelo;
    expect(novo.acoes.editar).toBe(true);
    const editado = await adminTaf.put(`${MODELOS}/${novo.id}`, {
      ...modeloInput(skid, { nome: 'TAF reduzido do skid v2' }),
      pontos: [{ id: novo.pontos[0]!.id, tipo: 'passa_falha', descricao: 'Teste de estanqueidade' }],
      versao: novo.versao,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({
      nome: 'TAF reduzido do skid v2',
      versao: 1,
      pontos: [{ id: novo.pontos[0]!.id }],
    });
  });

  it('a client projetista_fabrica and staff without a TAF role read no TAF, not even by id', async () => {
    for (const who of [projetista, gestor]) {
      refused(await who.get(TAFS), 403, SEM_PERMISSAO);
      refused(await who.get(tafUrl(emExecucao.id)), 403, SEM_PERMISSAO);
      refused(await who.get(`${tafUrl(emExecucao.id)}/pdf`), 403, SEM_PERMISSAO);
      refused(await who.put(pontoUrl(emExecucao.id, 'p4'), { valorMedido: '850' }), 403, SEM_PERMISSAO);
    }
  });

  it('answers a missing TAF with 404; a TAF’s thread and history open for who reads it', async () => {
    refused(await leitor.get(tafUrl(NENHUM)), 404, NAO_ENCONTRADO);
    refused(await inspetor.put(pontoUrl(NENHUM, 'p1'), { resultado: 'conforme' }), 404, NAO_ENCONTRADO);
    const thread = await leitor.get(`/api/registros/taf/${emExecucao.id}/comentarios`);
    expect(thread.statusCode, thread.body).toBe(200);
    const historico = await inspetor.get(`/api/registros/taf/${emExecucao.id}/historico`);
    expect(historico.statusCode, historico.body).toBe(200);
  });
});
