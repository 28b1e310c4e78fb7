import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateDiarioOsInput,
  ZDiarioOs,
  ZDiarioOsFotoEnviada,
  ZDiarioOsListQuery,
  ZDiarioOsModelo,
  ZDiarioOsPage,
  ZIsoDate,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { fieldContextOf } from './field-context';
import {
  createDiario,
  DIARIO_FILES,
  diarioModelo,
  getDiario,
  listDiarios,
  mayReadDiarioFiles,
  prepareDiariosExport,
  uploadDiarioFoto,
} from './os-diario.service';
import { ZOsParams } from './os.routes';

const TAGS = ['Ordens de serviço'];
const ZDiarioParams = ZOsParams.extend({ diario: z.uuid('Diário inválido') });
// Each order's subject is its team's (Field or Automacao): the service checks the order with it.
const BY_SERVICE = { can: { subject: 'Field', checkedBy: 'service' } } as const;

/** /api/ordensServico/:tipo/:os/diarios: an order's daily logs (SPEC §2 "Shared service-order screens"). */
export const osDiarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  // A log's photos are readable by whoever may read its order.
  app.fileAccess.register(DIARIO_FILES, (auth, diarioId) => mayReadDiarioFiles({ db, auth }, diarioId));

  app.get(
    '/ordensServico/:tipo/:os/diarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Diários de uma ordem de serviço, do mais recente ao mais antigo (paginado)',
        params: ZOsParams,
        querystring: ZDiarioOsListQuery,
        response: { 200: ZDiarioOsPage },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      listDiarios(contextOf(app, request), request.params.os, request.params.tipo, request.query),
  );

  app.get(
    '/ordensServico/:tipo/:os/diarios/modelo',
    {
      schema: {
        tags: TAGS,
        summary:
          'Ponto de partida de um novo diário (equipe e equipamentos do anterior, itens da OS com o que resta)',
        params: ZOsParams,
        querystring: z.object({ data: ZIsoDate.optional() }),
        response: { 200: ZDiarioOsModelo },
      },
      config: BY_SERVICE,
    },
    async (request) =>
      diarioModelo(contextOf(app, request), request.params.os, request.params.tipo, request.query.data),
  );

  app.get(
    '/ordensServico/:tipo/:os/diarios/exportar',
    {
      schema: {
        tags: TAGS,
        summary: 'Planilha (.xlsx) de todos os diários da OS: uma linha por diário e item',
        params: ZOsParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const exportacao = await prepareDiariosExport(
        contextOf(app, request),
        request.params.os,
        request.params.tipo,
      );
      const out = new PassThrough();
      exportacao.write(out).catch((error: unknown) => {
        request.log.error({ err: error }, 'daily logs spreadsheet failed');
        out.destroy(error as Error);
      });
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportacao.nome}"`)
        .send(out);
    },
  );

  app.post(
    '/ordensServico/:tipo/:os/diarios',
    {
      schema: {
        tags: TAGS,
        summary:
          'Registrar o diário de um dia (um por OS e data; com chaveIdempotencia, o reenvio devolve o já criado)',
        params: ZOsParams,
        body: ZCreateDiarioOsInput,
        response: { 200: ZDiarioOs, 201: ZDiarioOs },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { os, tipo } = request.params;
      const { diario, criado } = await createDiario(contextOf(app, request), os, tipo, request.body);
      return reply.status(criado ? 201 : 200).send(diario);
    },
  );

  app.get(
    '/ordensServico/:tipo/:os/diarios/:diario',
    {
      schema: {
        tags: TAGS,
        summary: 'Um diário da OS, com o acumulado de cada item até a data dele',
        params: ZDiarioParams,
        response: { 200: ZDiarioOs },
      },
      config: BY_SERVICE,
    },
    async (request) => {
      const { os, tipo, diario } = request.params;
      return getDiario(contextOf(app, request), os, tipo, diario);
    },
  );

  app.post(
    '/ordensServico/:tipo/:os/fotos',
    {
      schema: {
        tags: TAGS,
        summary:
          'Enviar uma foto para o diário em preenchimento (multipart, campo "arquivo": JPEG, PNG ou WebP)',
        params: ZOsParams,
        response: { 201: ZDiarioOsFotoEnviada },
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a foto como multipart/form-data, no campo "arquivo".');
      const { os, tipo } = request.params;
      const foto = await uploadDiarioFoto(fieldContextOf(app, request), os, tipo, await request.file());
      return reply.status(201).send(foto);
    },
  );
};
