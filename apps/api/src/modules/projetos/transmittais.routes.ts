import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZTransmittaisPage,
  ZTransmittaisQuery,
  ZTransmittal,
  ZTransmittalInput,
  ZTransmittalParams,
} from '@portal/domain';
import { contextOf } from '../../service-context';
import { contentDisposition } from '../files';
import { emitirTransmittal, getTransmittal, listTransmittais, transmittalPdf } from './transmittais.service';

const TAGS = ['Projetos'];
// The documents' subject (PROJETO or PROJETO_FABRICA) and conditions are checked on each document by the service.
const BY_SERVICE = { can: { subject: 'PROJETO', checkedBy: 'service' } } as const;

/** /api/projetos/transmittais: revisions issued together (GRD), their list and their PDF cover sheet (issue 15). */
export const transmittaisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projetos/transmittais',
    {
      schema: {
        tags: TAGS,
        summary:
          'Emite revisões em preparação numa GRD (numerada por obra); as para aprovação vão ao cliente',
        body: ZTransmittalInput,
        response: { 201: ZTransmittal },
      },
      config: BY_SERVICE,
    },
    async (request, reply) =>
      reply.code(201).send(await emitirTransmittal(contextOf(app, request), request.body)),
  );

  app.get(
    '/projetos/transmittais',
    {
      schema: {
        tags: TAGS,
        summary: 'As GRDs (por escopo e obra), as mais novas primeiro',
        querystring: ZTransmittaisQuery,
        response: { 200: ZTransmittaisPage },
      },
      config: BY_SERVICE,
    },
    async (request) => listTransmittais(contextOf(app, request), request.query),
  );

  app.get(
    '/projetos/transmittais/:transmittal',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma GRD e seus documentos',
        params: ZTransmittalParams,
        response: { 200: ZTransmittal },
      },
      config: BY_SERVICE,
    },
    async (request) => getTransmittal(contextOf(app, request), request.params.transmittal),
  );

  app.get(
    '/projetos/transmittais/:transmittal/pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'A folha de rosto da GRD em PDF',
        params: ZTransmittalParams,
      },
      config: BY_SERVICE,
    },
    async (request, reply) => {
      const { pdf, transmittal } = await transmittalPdf(contextOf(app, request), request.params.transmittal);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', `${transmittal.numero}.pdf`))
        .send(pdf);
    },
  );
};
