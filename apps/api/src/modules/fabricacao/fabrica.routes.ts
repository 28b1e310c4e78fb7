import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCentro,
  ZCentroInput,
  ZCentros,
  ZCentroUpdateInput,
  ZOperacaoTipo,
  ZOperacaoTipoInput,
  ZOperacaoTipos,
  ZOperacaoTipoUpdateInput,
  ZPainelFabrica,
  ZPlanejamento,
  ZPlanejamentoQuery,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import {
  createCentro,
  createTipo,
  listCentros,
  listTipos,
  updateCentro,
  updateTipo,
} from './fabrica-config.service';
import { painelFabrica, planejamento } from './fabrica.service';

const TAGS = ['Fábrica'];
const READ = { can: { subject: 'Fabricacao', action: 'read' } } as const;
// Work centres and operation kinds: admin_fabricacao (manage includes configure).
const CONFIGURE = { can: { subject: 'Fabricacao', action: 'configure' } } as const;
const ZId = z.object({ id: z.uuid('Registro inválido') });

/** /api/fabrica: the factory-wide planning board, dashboard and configuration (issue 20). */
export const fabricaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fabrica/planejamento',
    {
      schema: {
        tags: TAGS,
        summary: 'Quadro de planejamento: carga × capacidade por centro e semana',
        querystring: ZPlanejamentoQuery,
        response: { 200: ZPlanejamento },
      },
      config: READ,
    },
    async (request) => planejamento(contextOf(app, request), request.query),
  );

  app.get(
    '/fabrica/painel',
    {
      schema: { tags: TAGS, summary: 'Painel da fábrica', response: { 200: ZPainelFabrica } },
      config: READ,
    },
    async (request) => painelFabrica(contextOf(app, request)),
  );

  app.get(
    '/fabrica/operacoes-tipos',
    { schema: { tags: TAGS, summary: 'Tipos de operação', response: { 200: ZOperacaoTipos } }, config: READ },
    async (request) => listTipos(contextOf(app, request)),
  );

  app.post(
    '/fabrica/operacoes-tipos',
    {
      schema: {
        tags: TAGS,
        summary: 'Novo tipo de operação',
        body: ZOperacaoTipoInput,
        response: { 201: ZOperacaoTipo },
      },
      config: CONFIGURE,
    },
    async (request, reply) => reply.code(201).send(await createTipo(contextOf(app, request), request.body)),
  );

  app.patch(
    '/fabrica/operacoes-tipos/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera um tipo de operação',
        params: ZId,
        body: ZOperacaoTipoUpdateInput,
        response: { 200: ZOperacaoTipo },
      },
      config: CONFIGURE,
    },
    async (request) => updateTipo(contextOf(app, request), request.params.id, request.body),
  );

  app.get(
    '/fabrica/centros',
    { schema: { tags: TAGS, summary: 'Centros de trabalho', response: { 200: ZCentros } }, config: READ },
    async (request) => listCentros(contextOf(app, request)),
  );

  app.post(
    '/fabrica/centros',
    {
      schema: {
        tags: TAGS,
        summary: 'Novo centro de trabalho',
        body: ZCentroInput,
        response: { 201: ZCentro },
      },
      config: CONFIGURE,
    },
    async (request, reply) => reply.code(201).send(await createCentro(contextOf(app, request), request.body)),
  );

  app.patch(
    '/fabrica/centros/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera um centro de trabalho',
        params: ZId,
        body: ZCentroUpdateInput,
        response: { 200: ZCentro },
      },
      config: CONFIGURE,
    },
    async (request) => updateCentro(contextOf(app, request), request.params.id, request.body),
  );
};
