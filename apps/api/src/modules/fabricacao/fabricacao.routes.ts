import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateFabricacaoInput,
  ZFabricacaoDetalhe,
  ZFabricacaoResumo,
  ZFabricacaoUsuariosInput,
  ZFabricacoesPage,
  ZFabricacoesQuery,
  ZItem,
  ZItemInput,
  ZItemUpdateInput,
  ZItens,
  ZOperacaoInput,
  ZOperacaoUpdateInput,
  ZPainelFabricacao,
  ZUpdateFabricacaoInput,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { painelFabricacao } from './fabrica.service';
import {
  createItem,
  createOperacao,
  deleteItem,
  deleteOperacao,
  listItens,
  updateItem,
  updateOperacao,
} from './fabricacao-itens.service';
import {
  addUsuariosFabricacao,
  removeUsuarioFabricacao,
  createFabricacao,
  getFabricacao,
  listFabricacoes,
  listFabricacoesDaObra,
  updateFabricacao,
} from './fabricacao.service';

const TAGS = ['Fabricação'];
const ZObra = z.object({ obra: z.uuid('Fabricação inválida') });
const ZItemParams = ZObra.extend({ item: z.uuid('Item inválido') });
const ZOperacaoParams = ZObra.extend({ operacao: z.uuid('Operação inválida') });
// The fabrication's obra decides (a client reads only their list's): the service checks the loaded one.
const BY_SERVICE = { can: { subject: 'Fabricacao', checkedBy: 'service' } } as const;
const can = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ can: { subject: 'Fabricacao', action } }) as const;

/** /api/fabricacoes: fabrications (obras of tipo fabricacao), their items, operations and dashboard (issue 20). */
export const fabricacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fabricacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Fabricações que o usuário pode ler, com o avanço',
        querystring: ZFabricacoesQuery,
        response: { 200: ZFabricacoesPage },
      },
      config: can('read'),
    },
    async (request) => listFabricacoes(contextOf(app, request), request.query),
  );

  app.post(
    '/fabricacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Cria uma fabricação (obra do tipo fabricação)',
        body: ZCreateFabricacaoInput,
        response: { 201: ZFabricacaoDetalhe },
      },
      config: can('create'),
    },
    async (request, reply) =>
      reply.code(201).send(await createFabricacao(contextOf(app, request), request.body)),
  );

  app.get(
    '/fabricacoes/:obra',
    {
      schema: { tags: TAGS, summary: 'Uma fabricação', params: ZObra, response: { 200: ZFabricacaoDetalhe } },
      config: BY_SERVICE,
    },
    async (request) => getFabricacao(contextOf(app, request), request.params.obra),
  );

  app.patch(
    '/fabricacoes/:obra',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera uma fabricação',
        params: ZObra,
        body: ZUpdateFabricacaoInput,
        response: { 200: ZFabricacaoDetalhe },
      },
      config: BY_SERVICE,
    },
    async (request) => updateFabricacao(contextOf(app, request), request.params.obra, request.body),
  );

  app.get(
    '/fabricacoes/:obra/painel',
    {
      schema: {
        tags: TAGS,
        summary: 'Painel da fabricação: avanço por peso, item e operação, atrasos e horas',
        params: ZObra,
        response: { 200: ZPainelFabricacao },
      },
      config: BY_SERVICE,
    },
    async (request) => painelFabricacao(contextOf(app, request), request.params.obra),
  );

  app.get(
    '/fabricacoes/:obra/itens',
    {
      schema: {
        tags: TAGS,
        summary: 'Itens da fabricação com as operações',
        params: ZObra,
        response: { 200: ZItens },
      },
      config: BY_SERVICE,
    },
    async (request) => listItens(contextOf(app, request), request.params.obra),
  );

  app.post(
    '/fabricacoes/:obra/itens',
    {
      schema: { tags: TAGS, summary: 'Novo item', params: ZObra, body: ZItemInput, response: { 201: ZItem } },
      config: can('create'),
    },
    async (request, reply) =>
      reply.code(201).send(await createItem(contextOf(app, request), request.params.obra, request.body)),
  );

  app.patch(
    '/fabricacoes/:obra/itens/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera um item',
        params: ZItemParams,
        body: ZItemUpdateInput,
        response: { 200: ZItem },
      },
      config: can('update'),
    },
    async (request) =>
      updateItem(contextOf(app, request), request.params.obra, request.params.item, request.body),
  );

  app.delete(
    '/fabricacoes/:obra/itens/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui um item e suas operações',
        params: ZItemParams,
        response: { 204: z.null() },
      },
      config: can('delete'),
    },
    async (request, reply) => {
      await deleteItem(contextOf(app, request), request.params.obra, request.params.item);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/fabricacoes/:obra/itens/:item/operacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Planeja uma operação do item',
        params: ZItemParams,
        body: ZOperacaoInput,
        response: { 201: ZItem },
      },
      config: can('create'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createOperacao(
            contextOf(app, request),
            request.params.obra,
            request.params.item,
            request.body,
          ),
        ),
  );

  app.patch(
    '/fabricacoes/:obra/operacoes/:operacao',
    {
      schema: {
        tags: TAGS,
        summary: 'Replaneja uma operação ou informa o avanço (com a versão lida)',
        params: ZOperacaoParams,
        body: ZOperacaoUpdateInput,
        response: { 200: ZItem },
      },
      config: can('update'),
    },
    async (request) =>
      updateOperacao(contextOf(app, request), request.params.obra, request.params.operacao, request.body),
  );

  app.delete(
    '/fabricacoes/:obra/operacoes/:operacao',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui uma operação',
        params: ZOperacaoParams,
        response: { 204: z.null() },
      },
      config: can('delete'),
    },
    async (request, reply) => {
      await deleteOperacao(contextOf(app, request), request.params.obra, request.params.operacao);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/fabricacoes/:obra/usuarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Adiciona pessoas à equipe da fabricação',
        params: ZObra,
        body: ZFabricacaoUsuariosInput,
        response: { 200: z.object({ adicionados: z.number().int() }) },
      },
      config: can('update'),
    },
    async (request) => ({
      adicionados: await addUsuariosFabricacao(
        contextOf(app, request),
        request.params.obra,
        request.body.userIds,
      ),
    }),
  );

  app.delete(
    '/fabricacoes/:obra/usuarios/:user',
    {
      schema: {
        tags: TAGS,
        summary: 'Tira uma pessoa da equipe da fabricação',
        params: ZObra.extend({ user: z.uuid('Usuário inválido') }),
        response: { 204: z.null() },
      },
      config: can('update'),
    },
    async (request, reply) => {
      await removeUsuarioFabricacao(contextOf(app, request), request.params.obra, request.params.user);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/obras/:obra/fabricacoes',
    {
      schema: {
        tags: TAGS,
        summary: 'Fabricações destinadas a uma obra',
        params: ZObra,
        response: { 200: z.object({ items: z.array(ZFabricacaoResumo) }) },
      },
      config: { can: { subject: 'Obra', checkedBy: 'service' } },
    },
    async (request) => ({ items: await listFabricacoesDaObra(contextOf(app, request), request.params.obra) }),
  );
};
