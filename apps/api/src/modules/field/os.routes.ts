import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OS_LIFECYCLE,
  ZOs,
  ZOsInput,
  ZOsListQuery,
  ZOsMotivoInput,
  ZOsPage,
  ZOsResumoObra,
  ZOsTipo,
  ZPessoaRef,
  type TOsMove,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { createOs, getOs, listOs, moverOs, updateOs } from './os.service';
import { listResponsaveis } from './os-responsaveis.service';
import { resumoOsDaObra } from './os-resumo.service';

const TAGS = ['Ordens de serviço'];
const ZObraTipoParams = z.object({ obra: z.uuid('Obra inválida'), tipo: ZOsTipo });
export const ZOsParams = z.object({ tipo: ZOsTipo, os: z.uuid('Ordem de serviço inválida') });
const MOVES = Object.keys(OS_LIFECYCLE.moves) as [TOsMove, ...TOsMove[]];
const ZMoveParams = ZOsParams.extend({
  movimento: z.enum(MOVES, { error: `Movimento inválido: use ${MOVES.join(', ')}` }),
});
// Each order's subject is its team's (Field or Automacao): the service checks the record with it.
const BY_SERVICE = { can: { subject: 'Field', checkedBy: 'service' } } as const;

/** /api/ordensServico: the service orders of both teams (SPEC §2 "Shared service-order screens"). */
export const osRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ordensServico',
    {
      schema: {
        tags: TAGS,
        summary: 'Ordens de serviço que o usuário pode ler (paginado e filtrado; por obra e time)',
        querystring: ZOsListQuery,
        response: { 200: ZOsPage },
      },
      config: BY_SERVICE,
    },
    async (request) => listOs(contextOf(app, request), request.query),
  );

  app.post(
    '/obras/:obra/ordensServico/:tipo',
    {
      schema: {
        tags: TAGS,
        summary: 'Abrir uma ordem de serviço na obra (numerada por obra e time)',
        params: ZObraTipoParams,
        body: ZOsInput,
        response: { 201: ZOs },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { obra, tipo } = request.params;
      return reply.status(201).send(await createOs(contextOf(app, request), obra, tipo, request.body));
    },
  );

  app.get(
    '/obras/:obra/ordensServico/:tipo/responsaveis',
    {
      schema: {
        tags: TAGS,
        summary:
          'Quem pode ser responsável por uma OS da obra e do time (membros com o papel do time e o site manager)',
        params: ZObraTipoParams,
        response: { 200: z.object({ items: z.array(ZPessoaRef) }) },
      },
      config: BY_SERVICE,
    },
    async (request) => listResponsaveis(contextOf(app, request), request.params.obra, request.params.tipo),
  );

  app.get(
    '/obras/:obra/ordensServico/resumo',
    {
      schema: {
        tags: TAGS,
        summary:
          'As ordens de serviço da obra por status e as atrasadas, de cada time que o usuário pode ler',
        params: z.object({ obra: z.uuid('Obra inválida') }),
        response: { 200: ZOsResumoObra },
      },
      config: BY_SERVICE,
    },
    async (request) => resumoOsDaObra(contextOf(app, request), request.params.obra),
  );

  app.get(
    '/ordensServico/:tipo/:os',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma ordem de serviço, com seu avanço e o que o usuário pode fazer nela',
        params: ZOsParams,
        response: { 200: ZOs },
      },
      config: BY_SERVICE,
    },
    async (request) => getOs(contextOf(app, request), request.params.os, request.params.tipo),
  );

  app.put(
    '/ordensServico/:tipo/:os',
    {
      schema: {
        tags: TAGS,
        summary: 'Editar uma ordem de serviço aberta ou em execução',
        params: ZOsParams,
        body: ZOsInput,
        response: { 200: ZOs },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      updateOs(contextOf(app, request), request.params.os, request.params.tipo, request.body),
  );

  app.post(
    '/ordensServico/:tipo/:os/movimentos/:movimento',
    {
      schema: {
        tags: TAGS,
        summary: 'Iniciar, concluir, cancelar (com motivo) ou reabrir (com motivo) uma ordem de serviço',
        params: ZMoveParams,
        body: ZOsMotivoInput.partial().default({}),
        response: { 200: ZOs },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { os, tipo, movimento } = request.params;
      return moverOs(contextOf(app, request), os, tipo, movimento, request.body);
    },
  );
};
