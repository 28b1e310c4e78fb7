import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZProduto,
  ZProdutoDocumentoParams,
  ZProdutoEdicao,
  ZProdutoFabricacao,
  ZProdutoFamilias,
  ZProdutoInput,
  ZProdutoParams,
  ZProdutosPage,
  ZProdutosQuery,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { deleteFile, filesDepsOf } from '../files';
import { addDocumento, removeDocumento } from './produtos-documentos.service';
import { ENTIDADE_PRODUTO } from './produtos.repository';
import {
  createProduto,
  editarProduto,
  excluirProduto,
  fabricacoesDoProduto,
  getProduto,
  listFamilias,
  listProdutos,
} from './produtos.service';

const TAGS = ['Produtos'];
const READ = { can: { subject: 'Produto', action: 'read' } } as const;
// Who may edit decides on the loaded product (editor_produto updates, only admin_produtos creates and deletes).
const BY_SERVICE = { can: { subject: 'Produto', checkedBy: 'service' } } as const;

/** /api/produtos: the products the factory makes, their technical data, documents and fabrications (issue 20). */
export const produtosRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  // A product's documents: whoever reads products reads them (downloads go through /api/arquivos/:id).
  app.fileAccess.register(ENTIDADE_PRODUTO, async (auth) => auth.ability.can('read', 'Produto'));

  app.get(
    '/produtos',
    {
      schema: {
        tags: TAGS,
        summary: 'Produtos (busca por código, nome ou descrição; filtro por família)',
        querystring: ZProdutosQuery,
        response: { 200: ZProdutosPage },
      },
      config: READ,
    },
    async (request) => listProdutos(contextOf(app, request), request.query),
  );

  app.get(
    '/produtos/familias',
    {
      schema: {
        tags: TAGS,
        summary: 'As famílias em uso, para o filtro',
        response: { 200: ZProdutoFamilias },
      },
      config: READ,
    },
    async (request) => listFamilias(contextOf(app, request)),
  );

  app.post(
    '/produtos',
    {
      schema: {
        tags: TAGS,
        summary: 'Cadastra um produto',
        body: ZProdutoInput,
        response: { 201: ZProduto },
      },
      config: { can: { subject: 'Produto', action: 'create' } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduto(contextOf(app, request), request.body)),
  );

  app.get(
    '/produtos/:produto',
    {
      schema: {
        tags: TAGS,
        summary: 'Um produto: dados técnicos, documentos, fabricações de origem e o que o usuário pode fazer',
        params: ZProdutoParams,
        response: { 200: ZProduto },
      },
      config: READ,
    },
    async (request) => getProduto(contextOf(app, request), request.params.produto),
  );

  app.patch(
    '/produtos/:produto',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera um produto (só os campos enviados; `versao` recusa uma edição desatualizada)',
        params: ZProdutoParams,
        body: ZProdutoEdicao,
        response: { 200: ZProduto },
      },
      config: { can: { subject: 'Produto', action: 'update' } },
    },
    async (request) => editarProduto(contextOf(app, request), request.params.produto, request.body),
  );

  app.delete(
    '/produtos/:produto',
    {
      schema: { tags: TAGS, summary: 'Exclui um produto sem TAFs', params: ZProdutoParams },
      config: { can: { subject: 'Produto', action: 'delete' } },
    },
    async (request, reply) => {
      const auth = contextOf(app, request);
      const documentos = await excluirProduto(auth, request.params.produto);
      for (const id of documentos) await deleteFile(files, auth.auth, id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/produtos/:produto/fabricacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'As fabricações de que o produto saiu (itens que o citam ou TAFs dele)',
        params: ZProdutoParams,
        response: { 200: z.array(ZProdutoFabricacao) },
      },
      config: READ,
    },
    async (request) => fabricacoesDoProduto(contextOf(app, request), request.params.produto),
  );

  app.post(
    '/produtos/:produto/documentos',
    {
      schema: {
        tags: TAGS,
        summary: 'Anexa um documento (PDF, Word, Excel ou imagem, no campo "arquivo")',
        params: ZProdutoParams,
        response: { 201: ZProduto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie o documento como multipart/form-data, no campo "arquivo".');
      const ctx = { ...contextOf(app, request), files };
      return reply.code(201).send(await addDocumento(ctx, request.params.produto, await request.file()));
    },
  );

  app.delete(
    '/produtos/:produto/documentos/:arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove um documento do produto',
        params: ZProdutoDocumentoParams,
        response: { 200: ZProduto },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      removeDocumento({ ...contextOf(app, request), files }, request.params.produto, request.params.arquivo),
  );
};
