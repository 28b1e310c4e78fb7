import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduto } from '@portal/domain';
import type { Client } from '../../test/http-client';
import { PNG, obraIdOf, signedInAs, userIdOf } from '../../test/obras-helpers';
import { sessionAs } from '../../test/identity-helpers';
import { postArquivo } from '../../test/juridico-helpers';
import {
  FABRICACAO,
  NENHUM,
  PRODUTOS,
  SEM_PERMISSAO,
  criarProduto,
  lerProduto,
  produtoIdOf,
  produtoInput,
  produtoUrl,
  produtosPage,
  produtosStored,
  refused,
} from '../../test/produtos-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NAO_ENCONTRADO = 'Produto não encontrado.';

describe('who reaches the products (SPEC §6 "Products", issue 20)', () => {
  let t: TestApp;
  let admin: Client;
  let produtos: Client;
  let editor: Client;
  let leitor: Client;
  let gestor: Client;
  let projetista: Client;
  let produto: TProduto;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    [admin, produtos, gestor] = await signedInAs(t, ['admin', 'produtos', 'gestor']);
    // The demo has no editor_produto, produto reader or projetista_fabrica: the users API grants them.
    const grant = async (email: string, roles: string[]) => {
      const res = await admin.patch(`/api/usuarios/${await userIdOf(admin, email)}`, { roles });
      expect(res.statusCode, res.body).toBe(200);
      return sessionAs(t.app, email);
    };
    editor = await grant('verificador@demo.obras.dev', ['editor_produto']);
    leitor = await grant('contratos@demo.obras.dev', ['produto']);
    projetista = await grant('cliente@demo.obras.dev', ['projetista_fabrica']);
    produto = await criarProduto(produtos, { nome: 'Skid de dosagem para permissões' });
  });
  afterAll(async () => t?.close());

  it('admin_produtos creates a product with its technical data and may do everything on it', async () => {
    expect(produto).toMatchObject({
      nome: 'Skid de dosagem para permissões',
      familia: 'Skid',
      dadosTecnicos: [{ campo: 'Vazão', valor: '120', unidade: 'L/h' }],
      versao: 0,
      acoes: { editar: true, excluir: true, documentos: true, verTafs: false, novoTaf: false },
    });
    const enviado = await postArquivo(t, produtos, `${produtoUrl(produto.id)}/documentos`, 'placa.png', PNG);
    expect(enviado.statusCode, enviado.body).toBe(201);
    expect((await lerProduto(produtos, produto.id)).documentos.map((d) => d.nome)).toEqual(['placa.png']);
  });

  it('editor_produto edits a product (versao guards the form) but cannot create or delete one', async () => {
    const before = await produtosStored(t);
    refused(await editor.post(PRODUTOS, produtoInput()), 403, SEM_PERMISSAO);
    refused(await editor.delete(produtoUrl(produto.id)), 403, SEM_PERMISSAO);
    expect(await produtosStored(t)).toEqual(before);
    const atual = await lerProduto(editor, produto.id);
    expect(atual.acoes).toMatchObject({ editar: true, excluir: false });
    const res = await editor.patch(produtoUrl(produto.id), {
      descricao: 'Com bomba dosadora de diafragma.',
      versao: atual.versao,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      descricao: 'Com bomba dosadora de diafragma.',
      versao: atual.versao + 1,
    });
    // The same form sent again is stale: refused, nothing changed.
    const stale = await editor.patch(produtoUrl(produto.id), { nome: 'Outro nome', versao: atual.versao });
    refused(
      stale,
      409,
      'Outra pessoa alterou este produto enquanto você o editava. Atualize a página e tente de novo.',
    );
    expect((await lerProduto(editor, produto.id)).nome).toBe('Skid de dosagem para permissões');
  });

  it('a produto reader reads products and gets 403 on every write, nothing changed', async () => {
    expect((await produtosPage(leitor)).items.map((p) => p.codigo)).toContain('SK-100');
    expect((await lerProduto(leitor, produto.id)).acoes).toMatchObject({ editar: false, documentos: false });
    const before = { ...(await produtosStored(t)), produto: await lerProduto(admin, produto.id) };
    refused(await leitor.post(PRODUTOS, produtoInput()), 403, SEM_PERMISSAO);
    refused(await leitor.patch(produtoUrl(produto.id), { nome: 'Renomeado' }), 403, SEM_PERMISSAO);
    refused(await leitor.delete(produtoUrl(produto.id)), 403, SEM_PERMISSAO);
    refused(
      await postArquivo(t, leitor, `${produtoUrl(produto.id)}/documentos`, 'x.png', PNG),
      403,
      'Você não pode alterar este produto.',
    );
    expect({ ...(await produtosStored(t)), produto: await lerProduto(admin, produto.id) }).toEqual(before);
  });

  it('a client projetista_fabrica reads products and their documents, but no TAF', async () => {
    const lido = await lerProduto(projetista, produto.id);
    expect(lido.acoes).toEqual({
      editar: false,
      excluir: false,
      documentos: false,
      verTafs: false,
      novoTaf: false,
    });
    const baixado = await projetista.get(`/api/arquivos/${lido.documentos[0]!.id}`);
    expect(baixado.statusCode).toBe(200);
    const skid = await lerProduto(projetista, await produtoIdOf(projetista, 'SK-100'));
    expect(skid.tafs).toBe(0);
    // The skids came from FB-2026-002, which is in no list of this client's: its page does not name it.
    const todas = await lerProduto(admin, skid.id);
    expect(todas.fabricacoes.map((f) => f.obra.codigo)).toContain('FB-2026-002');
    expect(skid.fabricacoes.map((f) => f.obra.codigo)).not.toContain('FB-2026-002');
    const lista = await projetista.get(`${produtoUrl(skid.id)}/fabricacoes`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json()).toEqual(skid.fabricacoes);
    refused(await projetista.get('/api/tafs'), 403, SEM_PERMISSAO);
    refused(await projetista.get('/api/taf/modelos'), 403, SEM_PERMISSAO);
    refused(await projetista.patch(produtoUrl(produto.id), { nome: 'Cliente renomeia' }), 403, SEM_PERMISSAO);
  });

  it('staff without a product role reads no product, not even by id', async () => {
    refused(await gestor.get(PRODUTOS), 403, SEM_PERMISSAO);
    refused(await gestor.get(produtoUrl(produto.id)), 403, SEM_PERMISSAO);
    refused(await gestor.get(`${produtoUrl(produto.id)}/fabricacoes`), 403, SEM_PERMISSAO);
    const arquivo = (await lerProduto(admin, produto.id)).documentos[0]!.id;
    refused(await gestor.get(`/api/arquivos/${arquivo}`), 404, 'Arquivo não encontrado.');
  });

  it('lists in SQL with search, family and paging; a missing product is 404', async () => {
    const skids = (await leitor.get(`${PRODUTOS}?familia=skid&pageSize=1`)).json();
    expect(skids.total).toBeGreaterThanOrEqual(2);
    expect(skids.items).toHaveLength(1);
    expect((await produtosPage(leitor, 'busca=cilindroc')).items.map((p) => p.codigo)).toEqual(['TQ-FER-60']);
    refused(await leitor.get(produtoUrl(NENHUM)), 404, NAO_ENCONTRADO);
  });

  it('shows the fabrications a product came from (its TAFs on the demo fabrication)', async () => {
    const skid = await produtoIdOf(admin, 'SK-100');
    const res = await admin.get(`${produtoUrl(skid)}/fabricacoes`);
    expect(res.statusCode, res.body).toBe(200);
    const obraId = await obraIdOf(admin, FABRICACAO);
    expect(res.json()).toEqual([
      expect.objectContaining({ obra: expect.objectContaining({ id: obraId, codigo: FABRICACAO }), tafs: 2 }),
    ]);
  });

  it('refuses a duplicate code whatever its case, and deleting a product that has TAFs', async () => {
    const before = await produtosStored(t);
    refused(
      await produtos.post(PRODUTOS, produtoInput({ codigo: 'sk-100' })),
      409,
      'Já existe um produto com o código sk-100.',
    );
    refused(
      await produtos.delete(produtoUrl(await produtoIdOf(admin, 'SK-100'))),
      409,
      'O produto SK-100 tem TAFs registrados e não pode ser excluído; desative-o para tirá-lo das listas.',
    );
    expect(await produtosStored(t)).toEqual(before);
    const descartavel = await criarProduto(produtos);
    expect((await produtos.delete(produtoUrl(descartavel.id))).statusCode).toBe(204);
    refused(await produtos.get(produtoUrl(descartavel.id)), 404, NAO_ENCONTRADO);
  });
});
