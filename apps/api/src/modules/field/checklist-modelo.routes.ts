import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChecklistModelo,
  ZChecklistModeloInput,
  ZChecklistModeloQuery,
  ZChecklistModeloResumo,
  ZOsTipo,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { createModelo, getModelo, listModelos, updateModelo } from './checklist-modelo.service';

const TAGS = ['Checklists'];
const ZObraTipoParams = z.object({ obra: z.uuid('Obra inválida'), tipo: ZOsTipo });
const ZModeloParams = ZObraTipoParams.extend({ modelo: z.uuid('Modelo de checklist inválido') });
// The team's subject (Field or Automacao) comes from `:tipo`: the service checks it on the obra.
const BY_SERVICE = { can: { subject: 'Field', checkedBy: 'service' } } as const;

/** /api/obras/:obra/checklists/:tipo/modelos: an obra's versioned checklist templates of a team. */
export const checklistModeloRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/obras/:obra/checklists/:tipo/modelos',
    {
      schema: {
        tags: TAGS,
        summary: 'Modelos de checklist da obra e do time, com a versão atual',
        params: ZObraTipoParams,
        response: { 200: z.object({ items: z.array(ZChecklistModeloResumo) }) },
      },
      config: BY_SERVICE,
    },
    async (request) => listModelos(contextOf(app, request), request.params.obra, request.params.tipo),
  );

  app.post(
    '/obras/:obra/checklists/:tipo/modelos',
    {
      schema: {
        tags: TAGS,
        summary: 'Criar um modelo de checklist (versão 1)',
        params: ZObraTipoParams,
        body: ZChecklistModeloInput,
        response: { 201: ZChecklistModelo },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { obra, tipo } = request.params;
      return reply.status(201).send(await createModelo(contextOf(app, request), obra, tipo, request.body));
    },
  );

  app.get(
    '/obras/:obra/checklists/:tipo/modelos/:modelo',
    {
      schema: {
        tags: TAGS,
        summary:
          'Um modelo de checklist, na versão atual ou na pedida (?versao=N), com o histórico de versões',
        params: ZModeloParams,
        querystring: ZChecklistModeloQuery,
        response: { 200: ZChecklistModelo },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { obra, tipo, modelo } = request.params;
      return getModelo(contextOf(app, request), obra, tipo, modelo, request.query.versao);
    },
  );

  app.put(
    '/obras/:obra/checklists/:tipo/modelos/:modelo',
    {
      schema: {
        tags: TAGS,
        summary:
          'Editar (ou desativar) um modelo: mudar as perguntas de uma versão já usada cria a versão seguinte',
        params: ZModeloParams,
        body: ZChecklistModeloInput,
        response: { 200: ZChecklistModelo },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { obra, tipo, modelo } = request.params;
      return updateModelo(contextOf(app, request), obra, tipo, modelo, request.body);
    },
  );
};
