import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChecklist,
  ZChecklistFoto,
  ZChecklistRespostaInput,
  ZChecklistResumo,
  ZConcluirChecklistInput,
  ZIniciarChecklistInput,
  ZOsTipo,
  ZPage,
  ZPageQuery,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { fieldContextOf } from './field-context';
import { checklistFileName, checklistPdf } from './checklist-documents.service';
import {
  addChecklistFoto,
  concluirChecklist,
  findReadableChecklist,
  getChecklist,
  iniciarChecklist,
  listChecklistsOfOs,
  responderItem,
} from './checklist.service';

const TAGS = ['Checklists'];
const ZOsParams = z.object({ tipo: ZOsTipo, os: z.uuid('Ordem de serviço inválida') });
const ZChecklistParams = z.object({ checklist: z.uuid('Checklist inválido') });
const ZItemParams = ZChecklistParams.extend({ item: z.string().trim().min(1).max(40) });
// Each checklist's subject is its order's team (Field or Automacao): the service checks the order with it.
const BY_SERVICE = { can: { subject: 'Field', checkedBy: 'service' } } as const;

/** Checklists filled for a service order on a phone: start, answer item by item, photos, conclude, PDF. */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  // An answer's photos are readable by whoever may read the checklist's order.
  app.fileAccess.register('checklist', async (auth, checklistId) => {
    try {
      await findReadableChecklist({ db, auth }, checklistId);
      return true;
    } catch {
      return false;
    }
  });

  app.get(
    '/ordensServico/:tipo/:os/checklists',
    {
      schema: {
        tags: TAGS,
        summary: 'Checklists de uma ordem de serviço, do mais novo ao mais antigo',
        params: ZOsParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZChecklistResumo) },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      listChecklistsOfOs(contextOf(app, request), request.params.tipo, request.params.os, request.query),
  );

  app.post(
    '/ordensServico/:tipo/:os/checklists',
    {
      schema: {
        tags: TAGS,
        summary:
          'Iniciar um checklist na OS em execução, na versão atual do modelo (a mesma chave devolve o mesmo checklist)',
        params: ZOsParams,
        body: ZIniciarChecklistInput,
        response: { 200: ZChecklist, 201: ZChecklist },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { tipo, os } = request.params;
      const { checklist, criado } = await iniciarChecklist(contextOf(app, request), tipo, os, request.body);
      return reply.status(criado ? 201 : 200).send(checklist);
    },
  );

  app.get(
    '/checklists/:checklist',
    {
      schema: {
        tags: TAGS,
        summary: 'Um checklist, com as perguntas da versão em que foi preenchido e as respostas',
        params: ZChecklistParams,
        response: { 200: ZChecklist },
      },
      config: BY_SERVICE,
    },
    async (request) => getChecklist(contextOf(app, request), request.params.checklist),
  );

  app.put(
    '/checklists/:checklist/respostas/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Responder um item (quem e quando ficam registrados; não conforme pede nota e foto)',
        params: ZItemParams,
        body: ZChecklistRespostaInput,
        response: { 200: ZChecklist },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      responderItem(contextOf(app, request), request.params.checklist, request.params.item, request.body),
  );

  app.post(
    '/checklists/:checklist/fotos',
    {
      schema: {
        tags: TAGS,
        summary: 'Enviar a foto de uma resposta (multipart, campo "arquivo": JPEG, PNG ou WebP)',
        params: ZChecklistParams,
        response: { 201: ZChecklistFoto },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a foto como multipart/form-data, no campo "arquivo".');
      const foto = await addChecklistFoto(
        fieldContextOf(app, request),
        request.params.checklist,
        await request.file(),
      );
      return reply.status(201).send(foto);
    },
  );

  app.post(
    '/checklists/:checklist/concluir',
    {
      schema: {
        tags: TAGS,
        summary:
          'Concluir com a assinatura do executor (e a do cliente, quando o modelo pede); depois, só leitura',
        params: ZChecklistParams,
        body: ZConcluirChecklistInput,
        response: { 200: ZChecklist },
      },
      config: BY_SERVICE,
    },
    async (request) => concluirChecklist(contextOf(app, request), request.params.checklist, request.body),
  );

  app.get(
    '/checklists/:checklist/pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'O checklist em PDF, com respostas, fotos e assinaturas',
        params: ZChecklistParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { pdf, checklist } = await checklistPdf(fieldContextOf(app, request), request.params.checklist);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${checklistFileName(checklist)}"`)
        .send(pdf);
    },
  );
};
