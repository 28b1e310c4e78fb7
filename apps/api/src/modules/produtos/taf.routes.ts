import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZTaf,
  ZTafAssinaturaInput,
  ZTafFoto,
  ZTafInput,
  ZTafModelo,
  ZTafModeloInput,
  ZTafModeloParams,
  ZTafModelosPage,
  ZTafModelosQuery,
  ZTafMoveInput,
  ZTafMoveParams,
  ZTafParams,
  ZTafPontoParams,
  ZTafRespostaInput,
  ZTafTestemunhasInput,
  ZTafsPage,
  ZTafsQuery,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { findReadableTaf } from './taf-access';
import { tafFileName, tafPdf } from './taf-documents.service';
import { createModelo, editarModelo, getModelo, listModelos } from './taf-modelos.service';
import { assinarTaf, moverTaf } from './taf-moves.service';
import { responderPonto } from './taf-respostas.service';
import { addFotoDoPonto, createTaf, getTaf, listTafs, setTestemunhas } from './taf.service';
import { ENTIDADE_TAF } from './taf.repository';

const TAGS = ['TAF'];
const READ = { can: { subject: 'TAF', action: 'read' } } as const;
// Starting, filling, witnessing, signing: editor_taf and admin_taf (update TAF).
const UPDATE = { can: { subject: 'TAF', action: 'update' } } as const;
// Templates: admin_taf only.
const MANAGE = { can: { subject: 'TAF', action: 'manage' } } as const;

/** /api/taf/modelos and /api/tafs: TAF templates and records — fill, witness, sign, print (issue 20). */
export const tafRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesDepsOf(app);
  const { db } = app.ctx.database;
  app.fileAccess.register(ENTIDADE_TAF, async (auth, id) => {
    try {
      await findReadableTaf({ db, auth }, id);
      return true;
    } catch {
      return false;
    }
  });

  app.get(
    '/taf/modelos',
    {
      schema: {
        tags: TAGS,
        summary: 'Modelos de TAF (os de um produto: os dele e os da família dele)',
        querystring: ZTafModelosQuery,
        response: { 200: ZTafModelosPage },
      },
      config: READ,
    },
    async (request) => listModelos(contextOf(app, request), request.query),
  );

  app.post(
    '/taf/modelos',
    {
      schema: {
        tags: TAGS,
        summary: 'Cria um modelo de TAF',
        body: ZTafModeloInput,
        response: { 201: ZTafModelo },
      },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createModelo(contextOf(app, request), request.body)),
  );

  app.get(
    '/taf/modelos/:modelo',
    {
      schema: {
        tags: TAGS,
        summary: 'Um modelo de TAF',
        params: ZTafModeloParams,
        response: { 200: ZTafModelo },
      },
      config: READ,
    },
    async (request) => getModelo(contextOf(app, request), request.params.modelo),
  );

  app.put(
    '/taf/modelos/:modelo',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera um modelo (os TAFs já iniciados guardam a própria cópia dos pontos)',
        params: ZTafModeloParams,
        body: ZTafModeloInput,
        response: { 200: ZTafModelo },
      },
      config: MANAGE,
    },
    async (request) => editarModelo(contextOf(app, request), request.params.modelo, request.body),
  );

  app.get(
    '/tafs',
    {
      schema: {
        tags: TAGS,
        summary: 'Registros de TAF (por produto, fabricação, situação, resultado ou busca)',
        querystring: ZTafsQuery,
        response: { 200: ZTafsPage },
      },
      config: READ,
    },
    async (request) => listTafs(contextOf(app, request), request.query),
  );

  app.post(
    '/tafs',
    {
      schema: {
        tags: TAGS,
        summary: 'Inicia o TAF de uma unidade (nº de série) de um produto numa fabricação',
        body: ZTafInput,
        response: { 201: ZTaf },
      },
      config: UPDATE,
    },
    async (request, reply) => reply.code(201).send(await createTaf(contextOf(app, request), request.body)),
  );

  app.get(
    '/tafs/:taf',
    {
      schema: {
        tags: TAGS,
        summary: 'Um TAF: pontos e respostas, testemunhas, assinaturas, movimentos e linha do tempo',
        params: ZTafParams,
        response: { 200: ZTaf },
      },
      config: READ,
    },
    async (request) => getTaf(contextOf(app, request), request.params.taf),
  );

  app.put(
    '/tafs/:taf/pontos/:ponto',
    {
      schema: {
        tags: TAGS,
        summary: 'Responde um ponto (a medição é julgada pelo servidor; quem e quando são o usuário e agora)',
        params: ZTafPontoParams,
        body: ZTafRespostaInput,
        response: { 200: ZTaf },
      },
      config: UPDATE,
    },
    async (request) =>
      responderPonto(contextOf(app, request), request.params.taf, request.params.ponto, request.body),
  );

  app.post(
    '/tafs/:taf/pontos/:ponto/foto',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia a foto de um ponto (multipart, campo "arquivo"); o id vai em `fotoId` da resposta',
        params: ZTafPontoParams,
        response: { 201: ZTafFoto },
      },
      config: UPDATE,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a foto como multipart/form-data, no campo "arquivo".');
      const ctx = { ...contextOf(app, request), files };
      const foto = await addFotoDoPonto(ctx, request.params.taf, request.params.ponto, await request.file());
      return reply.code(201).send(foto);
    },
  );

  app.put(
    '/tafs/:taf/testemunhas',
    {
      schema: {
        tags: TAGS,
        summary: 'As testemunhas do teste',
        params: ZTafParams,
        body: ZTafTestemunhasInput,
        response: { 200: ZTaf },
      },
      config: UPDATE,
    },
    async (request) => setTestemunhas(contextOf(app, request), request.params.taf, request.body),
  );

  app.post(
    '/tafs/:taf/:movimento',
    {
      schema: {
        tags: TAGS,
        summary: 'Conclui (todos os pontos respondidos) ou reabre (com motivo; as assinaturas são desfeitas)',
        params: ZTafMoveParams,
        body: ZTafMoveInput.default({}),
        response: { 200: ZTaf },
      },
      config: UPDATE,
    },
    async (request) =>
      moverTaf(contextOf(app, request), request.params.taf, request.params.movimento, request.body),
  );

  app.post(
    '/tafs/:taf/assinaturas',
    {
      schema: {
        tags: TAGS,
        summary: 'Uma assinatura (fábrica: o usuário; cliente: nome, empresa e desenho no mesmo tablet)',
        params: ZTafParams,
        body: ZTafAssinaturaInput,
        response: { 200: ZTaf },
      },
      config: UPDATE,
    },
    async (request) => assinarTaf(contextOf(app, request), request.params.taf, request.body),
  );

  app.get(
    '/tafs/:taf/pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'O TAF em PDF (com marca de rascunho até a segunda assinatura)',
        params: ZTafParams,
      },
      config: READ,
    },
    async (request, reply) => {
      const { pdf, taf } = await tafPdf({ ...contextOf(app, request), files }, request.params.taf);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${tafFileName(taf)}"`)
        .send(pdf);
    },
  );
};
