import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChamado,
  ZChamadoEdicao,
  ZChamadoInput,
  ZChamadoMoveInput,
  ZChamadoMoveParams,
  ZChamadosPage,
  ZChamadosQuery,
  ZCustoInput,
  ZPainelPosVendas,
  ZPainelPosVendasQuery,
  ZPesquisaPublica,
  ZPesquisaResposta,
  ZPesquisaToken,
  ZSatisfacaoPosVendas,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { ENTIDADE_CHAMADO } from './posvendas-access';
import { moverChamado } from './posvendas-moves.service';
import { painel, satisfacao } from './posvendas-painel.service';
import { responderPesquisa, verPesquisa } from './posvendas-pesquisa.service';
import {
  addCusto,
  addFoto,
  createChamado,
  editarChamado,
  getChamado,
  listChamados,
  listProdutos,
  listResponsaveis,
  podeLerFotos,
  removeCusto,
} from './posvendas.service';

const TAGS = ['Pós-vendas'];
const ZChamadoParams = z.object({ id: z.uuid('Chamado inválido') });
const ZChamadoRef = z.object({ ref: z.string().trim().min(1).max(40) });
const ZCustoParams = ZChamadoParams.extend({ custo: z.uuid('Custo inválido') });
const ZFoto = z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() });
const ZPessoas = z.object({
  items: z.array(z.object({ id: z.string(), nome: z.string(), email: z.string() })),
});
// The ticket's conditions (its obra for a client, the team's roles) decide: the service checks the loaded ticket.
const BY_SERVICE = { can: { subject: 'PosVendas', checkedBy: 'service' } } as const;
// The team's side: costs, dashboards, who may be responsible.
const TEAM_READ = { can: { subject: 'PosVendas', action: 'readInterno' } } as const;

/** /api/posvendas: after-sales tickets, their SLA, costs, satisfaction survey and dashboards (issue 17). */
export const posvendasRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  const { config } = app.ctx;
  app.fileAccess.register(ENTIDADE_CHAMADO, async (auth, id) => podeLerFotos({ db, auth }, id));

  app.get(
    '/posvendas/chamados',
    {
      schema: {
        tags: TAGS,
        summary: 'Chamados que o usuário pode ler',
        querystring: ZChamadosQuery,
        response: { 200: ZChamadosPage },
      },
      config: { can: { subject: 'PosVendas', action: 'read' } },
    },
    async (request) => listChamados(contextOf(app, request), request.query),
  );

  app.post(
    '/posvendas/chamados',
    {
      schema: { tags: TAGS, summary: 'Abre um chamado', body: ZChamadoInput, response: { 201: ZChamado } },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await createChamado(contextOf(app, request), request.body)),
  );

  app.get(
    '/posvendas/chamados/:ref',
    {
      schema: {
        tags: TAGS,
        summary: 'Um chamado, pelo id ou pelo número',
        params: ZChamadoRef,
        response: { 200: ZChamado },
      },
      config: BY_SERVICE,
    },
    async (request) => getChamado(contextOf(app, request), request.params.ref),
  );

  app.patch(
    '/posvendas/chamados/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Prioridade, responsável, produto e nº de série de um chamado',
        params: ZChamadoParams,
        body: ZChamadoEdicao,
        response: { 200: ZChamado },
      },
      config: BY_SERVICE,
    },
    async (request) => editarChamado(contextOf(app, request), request.params.id, request.body),
  );

  app.post(
    '/posvendas/chamados/:id/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary: 'Um passo do chamado (sempre com um comentário)',
        params: ZChamadoMoveParams,
        body: ZChamadoMoveInput,
        response: { 200: ZChamado },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      moverChamado(
        { ...contextOf(app, request), config },
        request.params.id,
        request.params.movimento,
        request.body,
      ),
  );

  app.post(
    '/posvendas/chamados/:id/fotos',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia uma foto do problema (multipart, campo "arquivo")',
        params: ZChamadoParams,
        response: { 201: ZFoto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addFoto({ ...contextOf(app, request), files }, request.params.id, await request.file())),
  );

  app.post(
    '/posvendas/chamados/:id/custos',
    {
      schema: {
        tags: TAGS,
        summary: 'Registra um custo do chamado',
        params: ZChamadoParams,
        body: ZCustoInput,
        response: { 201: ZChamado },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await addCusto(contextOf(app, request), request.params.id, request.body)),
  );

  app.delete(
    '/posvendas/chamados/:id/custos/:custo',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui um custo do chamado',
        params: ZCustoParams,
        response: { 200: ZChamado },
      },
      config: BY_SERVICE,
    },
    async (request) => removeCusto(contextOf(app, request), request.params.id, request.params.custo),
  );

  app.get(
    '/posvendas/responsaveis',
    {
      schema: {
        tags: TAGS,
        summary: 'Quem pode ser responsável por um chamado',
        response: { 200: ZPessoas },
      },
      config: TEAM_READ,
    },
    async (request) => listResponsaveis(contextOf(app, request)),
  );

  app.get(
    '/posvendas/produtos',
    {
      schema: {
        tags: TAGS,
        summary: 'Produtos e equipamentos já citados em chamados',
        response: { 200: z.object({ items: z.array(z.string()) }) },
      },
      config: { can: { subject: 'PosVendas', action: 'read' } },
    },
    async (request) => listProdutos(contextOf(app, request)),
  );

  app.get(
    '/posvendas/painel',
    {
      schema: {
        tags: TAGS,
        summary: 'Painel de pós-vendas',
        querystring: ZPainelPosVendasQuery,
        response: { 200: ZPainelPosVendas },
      },
      config: TEAM_READ,
    },
    async (request) => painel(contextOf(app, request), request.query),
  );

  app.get(
    '/posvendas/satisfacao',
    {
      schema: {
        tags: TAGS,
        summary: 'Pesquisa de satisfação: notas de 1 a 10',
        querystring: ZPainelPosVendasQuery,
        response: { 200: ZSatisfacaoPosVendas },
      },
      config: TEAM_READ,
    },
    async (request) => satisfacao(contextOf(app, request), request.query),
  );

  app.get(
    '/posvendas/pesquisa/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'A pesquisa de satisfação de um link (sem login)',
        params: ZPesquisaToken,
        response: { 200: ZPesquisaPublica },
      },
      config: { public: true },
    },
    async (request) => verPesquisa(db, request.params.token),
  );

  app.post(
    '/posvendas/pesquisa/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Responde a pesquisa de satisfação (uma vez, sem login)',
        params: ZPesquisaToken,
        body: ZPesquisaResposta,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      await responderPesquisa(db, request.params.token, request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
