import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZQueryBoolean, ZTemplate, ZTemplateInput, ZTemplateResumo } from '@portal/domain';
import { contextOf } from '../../service-context';
import {
  createTemplate,
  editTemplate,
  getTemplate,
  listTemplates,
  setTemplateAtivo,
} from './materiais-templates.service';

const TAGS = ['Listas de materiais'];
const ZTemplateParams = z.object({ template: z.uuid('Template inválido') });
// Read by whoever works with lists; configured with `manage` on Materiais: the service decides.
const BY_SERVICE = { can: { subject: 'Materiais', checkedBy: 'service' } } as const;

/** /api/materiais/templates: "Configurar templates" (SPEC §2 "Materials"). */
export const materiaisTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/materiais/templates',
    {
      schema: {
        tags: TAGS,
        summary: 'Templates de listas de materiais (ativos; todos com ?todos=true para quem os administra)',
        querystring: z.object({ todos: ZQueryBoolean.default(false) }),
        response: { 200: z.object({ items: z.array(ZTemplateResumo) }) },
      },
      config: BY_SERVICE,
    },
    async (request) => listTemplates(contextOf(app, request), request.query.todos),
  );

  app.get(
    '/materiais/templates/:template',
    {
      schema: {
        tags: TAGS,
        summary: 'Um template, com suas colunas e linhas padrão',
        params: ZTemplateParams,
        response: { 200: ZTemplate },
      },
      config: BY_SERVICE,
    },
    async (request) => getTemplate(contextOf(app, request), request.params.template),
  );

  app.post(
    '/materiais/templates',
    {
      schema: {
        tags: TAGS,
        summary: 'Criar um template (administração de materiais)',
        body: ZTemplateInput,
        response: { 201: ZTemplate },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(contextOf(app, request), request.body)),
  );

  app.put(
    '/materiais/templates/:template',
    {
      schema: {
        tags: TAGS,
        summary: 'Editar um template (vale para as listas criadas depois)',
        params: ZTemplateParams,
        body: ZTemplateInput,
        response: { 200: ZTemplate },
      },
      config: BY_SERVICE,
    },
    async (request) => editTemplate(contextOf(app, request), request.params.template, request.body),
  );

  app.post(
    '/materiais/templates/:template/ativo',
    {
      schema: {
        tags: TAGS,
        summary: 'Desativar ou reativar um template (nunca é excluído)',
        params: ZTemplateParams,
        body: z.object({ ativo: z.boolean({ error: 'Informe se o template fica ativo' }) }),
        response: { 200: ZTemplate },
      },
      config: BY_SERVICE,
    },
    async (request) => setTemplateAtivo(contextOf(app, request), request.params.template, request.body.ativo),
  );
};
