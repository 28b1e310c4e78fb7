import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApolice,
  ZApoliceInput,
  ZApolicesPage,
  ZApolicesQuery,
  ZApolicesResumo,
  ZApoliceUpdate,
  ZCoberturaEm,
  ZCoberturaQuery,
  ZEndossoInput,
  ZSeguroAlerta,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { ENTIDADE_APOLICE, findReadableApolice } from './seguros-access';
import { setArquivo } from './seguros-arquivos.service';
import { alertasDaObra, coberturaEm } from './seguros-avisos.service';
import { addEndosso, deleteEndosso } from './seguros-endossos.service';
import {
  createApolice,
  deleteApolice,
  getApolice,
  listApolices,
  resumoApolices,
  updateApolice,
} from './seguros.service';

const TAGS = ['Seguros'];
const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });
const ZApoliceParams = z.object({ apolice: z.uuid('Apólice inválida') });
const ZEndossoParams = ZApoliceParams.extend({ endosso: z.uuid('Endosso inválido') });
// Each policy's subject is its kind's (SEGUROS, or SEGUROS_PLENO for full operation) and a site manager reads only
// their obras': the service checks the record.
const BY_SERVICE = { can: { subject: 'SEGUROS', checkedBy: 'service' } } as const;
const ARQUIVO = 'Envie o documento como multipart/form-data, no campo "arquivo".';

/** /api/seguros and /api/obras/:obra/seguros: insurance policies and their endorsements (issue 22). */
export const segurosRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  app.fileAccess.register(ENTIDADE_APOLICE, async (auth, apoliceId) => {
    try {
      await findReadableApolice({ db, auth }, apoliceId);
      return true;
    } catch {
      return false;
    }
  });

  app.get(
    '/seguros/apolices',
    {
      schema: {
        tags: TAGS,
        summary: 'Apólices que o usuário pode ler, de todas as obras (as que vencem primeiro antes)',
        querystring: ZApolicesQuery,
        response: { 200: ZApolicesPage },
      },
      config: BY_SERVICE,
    },
    async (request) => listApolices(contextOf(app, request), request.query),
  );

  app.get(
    '/seguros/apolices/resumo',
    {
      schema: {
        tags: TAGS,
        summary: 'Quantas apólices há em cada situação, com os demais filtros da lista',
        querystring: ZApolicesQuery,
        response: { 200: ZApolicesResumo },
      },
      config: BY_SERVICE,
    },
    async (request) => resumoApolices(contextOf(app, request), request.query),
  );

  app.post(
    '/obras/:obra/seguros/apolices',
    {
      schema: {
        tags: TAGS,
        summary: 'Registrar uma apólice da obra (Risco de Engenharia ou Pleno funcionamento)',
        params: ZObraParams,
        body: ZApoliceInput,
        response: { 201: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.status(201).send(await createApolice(contextOf(app, request), request.params.obra, request.body)),
  );

  app.get(
    '/obras/:obra/seguros/alertas',
    {
      schema: {
        tags: TAGS,
        summary: 'Avisos de seguro da obra: cobertura que termina antes da obra ou em até 30 dias',
        params: ZObraParams,
        response: { 200: z.object({ items: z.array(ZSeguroAlerta) }) },
      },
      config: BY_SERVICE,
    },
    async (request) => ({ items: await alertasDaObra(contextOf(app, request), request.params.obra) }),
  );

  app.get(
    '/obras/:obra/seguros/cobertura',
    {
      schema: {
        tags: TAGS,
        summary:
          'Apólices da obra em vigor num instante (um sinistro): a vigência vai até 24 h do último dia',
        params: ZObraParams,
        querystring: ZCoberturaQuery,
        response: { 200: ZCoberturaEm },
      },
      config: BY_SERVICE,
    },
    async (request) => coberturaEm(contextOf(app, request), request.params.obra, request.query.em),
  );

  app.get(
    '/seguros/apolices/:apolice',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma apólice como está após os endossos, com o histórico deles e os avisos',
        params: ZApoliceParams,
        response: { 200: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request) => getApolice(contextOf(app, request), request.params.apolice),
  );

  app.put(
    '/seguros/apolices/:apolice',
    {
      schema: {
        tags: TAGS,
        summary: 'Corrigir os dados da apólice como emitida (os endossos continuam valendo)',
        params: ZApoliceParams,
        body: ZApoliceUpdate,
        response: { 200: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request) => updateApolice(contextOf(app, request), request.params.apolice, request.body),
  );

  app.delete(
    '/seguros/apolices/:apolice',
    {
      schema: { tags: TAGS, summary: 'Excluir a apólice e seus endossos', params: ZApoliceParams },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      await deleteApolice({ ...contextOf(app, request), files }, request.params.apolice);
      return reply.status(204).send();
    },
  );

  app.post(
    '/seguros/apolices/:apolice/endossos',
    {
      schema: {
        tags: TAGS,
        summary: 'Registrar um endosso (prorrogação da vigência, importância segurada, coberturas, prêmio)',
        params: ZApoliceParams,
        body: ZEndossoInput,
        response: { 201: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.status(201).send(await addEndosso(contextOf(app, request), request.params.apolice, request.body)),
  );

  app.delete(
    '/seguros/apolices/:apolice/endossos/:endosso',
    {
      schema: {
        tags: TAGS,
        summary: 'Excluir um endosso registrado por engano (a apólice volta ao que os outros dizem)',
        params: ZEndossoParams,
        response: { 200: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      deleteEndosso({ ...contextOf(app, request), files }, request.params.apolice, request.params.endosso),
  );

  app.put(
    '/seguros/apolices/:apolice/arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Anexar o documento da apólice (multipart, campo "arquivo": PDF ou imagem)',
        consumes: ['multipart/form-data'],
        params: ZApoliceParams,
        response: { 200: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      if (!request.isMultipart()) throw new UnsupportedMediaType(ARQUIVO);
      return setArquivo({ ...contextOf(app, request), files }, request.params.apolice, await request.file());
    },
  );

  app.put(
    '/seguros/apolices/:apolice/endossos/:endosso/arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Anexar o documento de um endosso (multipart, campo "arquivo": PDF ou imagem)',
        consumes: ['multipart/form-data'],
        params: ZEndossoParams,
        response: { 200: ZApolice },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      if (!request.isMultipart()) throw new UnsupportedMediaType(ARQUIVO);
      const { apolice, endosso } = request.params;
      return setArquivo({ ...contextOf(app, request), files }, apolice, await request.file(), endosso);
    },
  );
};
