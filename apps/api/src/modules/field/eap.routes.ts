import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEap, ZEapItemInput, ZEapItemPatch, ZEapMoveInput, ZOsTipo } from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import {
  addEapItem,
  eapModelo,
  editEapItem,
  getEap,
  importEap,
  moveEapItem,
  removeEapItem,
} from './eap.service';

const TAGS = ['EAP'];
const ZEapParams = z.object({ obra: z.uuid('Obra inválida'), tipo: ZOsTipo });
const ZItemParams = ZEapParams.extend({ item: z.uuid('Item da EAP inválido') });
// The subject is the team's (Field or Automacao), known from `:tipo`: the service checks it on the obra.
const BY_SERVICE = { can: { subject: 'Field', checkedBy: 'service' } } as const;

/** /api/obras/:obra/eap/:tipo: an obra's work breakdown structure of one team (SPEC §2 ".../config"). */
export const eapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/obras/:obra/eap/:tipo',
    {
      schema: {
        tags: TAGS,
        summary: 'A EAP do time na obra, em árvore, com o executado dos diários e o avanço',
        params: ZEapParams,
        response: { 200: ZEap },
      },
      config: BY_SERVICE,
    },
    async (request) => getEap(contextOf(app, request), request.params.obra, request.params.tipo),
  );

  app.post(
    '/obras/:obra/eap/:tipo/itens',
    {
      schema: {
        tags: TAGS,
        summary: 'Adicionar um item à EAP (no fim dos filhos do seu pai)',
        params: ZEapParams,
        body: ZEapItemInput,
        response: { 201: ZEap },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { obra, tipo } = request.params;
      return reply.status(201).send(await addEapItem(contextOf(app, request), obra, tipo, request.body));
    },
  );

  app.patch(
    '/obras/:obra/eap/:tipo/itens/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Alterar a descrição, a unidade, a quantidade prevista ou o peso de um item',
        params: ZItemParams,
        body: ZEapItemPatch,
        response: { 200: ZEap },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { obra, tipo, item } = request.params;
      return editEapItem(contextOf(app, request), obra, tipo, item, request.body);
    },
  );

  app.post(
    '/obras/:obra/eap/:tipo/itens/:item/mover',
    {
      schema: {
        tags: TAGS,
        summary: 'Mover um item (com seus subitens) para outro pai ou posição',
        params: ZItemParams,
        body: ZEapMoveInput,
        response: { 200: ZEap },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { obra, tipo, item } = request.params;
      return moveEapItem(contextOf(app, request), obra, tipo, item, request.body);
    },
  );

  app.delete(
    '/obras/:obra/eap/:tipo/itens/:item',
    {
      schema: {
        tags: TAGS,
        summary: 'Excluir um item e seus subitens (recusado se algum estiver em uma OS)',
        params: ZItemParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { obra, tipo, item } = request.params;
      await removeEapItem(contextOf(app, request), obra, tipo, item);
      return reply.status(204).send();
    },
  );

  app.post(
    '/obras/:obra/eap/:tipo/importar',
    {
      schema: {
        tags: TAGS,
        summary: 'Substituir a EAP por uma planilha .xlsx (campo "arquivo"); tudo ou nada',
        params: ZEapParams,
        response: { 200: ZEap },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a planilha como multipart/form-data, no campo "arquivo".');
      const { obra, tipo } = request.params;
      return importEap(contextOf(app, request), obra, tipo, await request.file());
    },
  );

  app.get(
    '/obras/:obra/eap/:tipo/modelo.xlsx',
    {
      schema: {
        tags: TAGS,
        summary: 'Planilha modelo da EAP (Código, Descrição, Unidade, Quantidade, Peso), com os itens atuais',
        params: ZEapParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { obra, tipo } = request.params;
      const itens = await eapModelo(contextOf(app, request), obra, tipo);
      const out = new PassThrough();
      // exceljs loads with the first spreadsheet, not with the server (a faster start).
      import('./eap-spreadsheet')
        .then(({ writeEapTemplate }) => writeEapTemplate(out, itens))
        .catch((error: unknown) => out.destroy(error as Error));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="eap-${tipo}.xlsx"`)
        .send(out);
    },
  );
};
