import { rdoRecordKind } from './rdo-record';
import { rdoSearchSource } from './rdo-search';
import { rdoGallerySource } from './rdo-gallery';
import { rdoExportSource } from './rdo-export';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAprovarRdoInput,
  ZAtraso,
  ZCreateRdoInput,
  ZDevolverRdoInput,
  ZFinalizarRdoInput,
  ZRdo,
  ZRdoAutores,
  ZRdoAutoresQuery,
  ZRdoFoto,
  ZRdoFotoLegendaInput,
  ZRdoListFilters,
  ZRdoListQuery,
  ZRdoModelo,
  ZRdoPage,
  ZReabrirRdoInput,
  ZUpdateRdoInput,
  todayInSaoPaulo,
} from '@portal/domain';
import { RDO_TRANSITIONS, ZIsoDate, type TRdo, type TRdoTransition } from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { listAtrasos } from './atrasos.service';
import { exportRdosSpreadsheet, rdoPdf, safeFileName } from './rdo-documents.service';
import { addRdoFoto, deleteRdoFoto, updateRdoFotoLegenda } from './rdo-fotos.service';
import { rdoModelo } from './rdo-modelo.service';
import { aprovarRdo, devolverRdo, finalizarRdo, reabrirRdo } from './rdo-workflow.service';
import {
  createRdo,
  deleteRdo,
  findReadableRdo,
  getRdo,
  listRdoAutores,
  listRdos,
  updateRdo,
} from './rdo.service';
import { rdoContextOf, type RdoContext } from './rdo-context';

const TAGS = ['RDO'];
const ZRdoParams = z.object({ diario: z.uuid('RDO inválido') });
const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });
const ZFotoParams = ZRdoParams.extend({ foto: z.uuid('Foto inválida') });
const NoContent = { 204: z.null() };

/** /api/diarios and /api/obras/:obra/diarios: the daily site reports (SPEC §2 "Daily reports (RDO)"). */
export const rdoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  // A report's photos are readable by whoever may read the report.
  app.fileAccess.register('rdo', async (auth, rdoId) => {
    try {
      await findReadableRdo({ db, auth }, rdoId);
      return true;
    } catch {
      return false;
    }
  });

  app.records.register(rdoRecordKind);
  app.searchSources.register(rdoSearchSource);
  app.gallerySources.register(rdoGallerySource);
  app.exports.register(rdoExportSource);

  app.get(
    '/diarios',
    {
      schema: {
        tags: TAGS,
        summary: 'RDOs que o usuário pode ler (paginado e filtrado)',
        querystring: ZRdoListQuery,
        response: { 200: ZRdoPage },
      },
      config: { can: { subject: 'RDO' } },
    },
    async (request) => listRdos(contextOf(app, request), request.query),
  );

  app.get(
    '/diarios/autores',
    {
      schema: {
        tags: TAGS,
        summary: 'Quem escreveu RDOs que o usuário pode ler (filtro por autor da lista)',
        querystring: ZRdoAutoresQuery,
        response: { 200: ZRdoAutores },
      },
      config: { can: { subject: 'RDO' } },
    },
    async (request) => listRdoAutores(contextOf(app, request), request.query),
  );

  app.get(
    '/diarios/exportar',
    {
      schema: {
        tags: TAGS,
        summary: 'Planilha (.xlsx) dos RDOs de um período',
        querystring: ZRdoListFilters,
      },
      config: { can: { subject: 'RDO' } },
    },
    async (request, reply) => {
      const out = new PassThrough();
      const name = `rdos-${request.query.de ?? 'inicio'}-a-${request.query.ate ?? todayInSaoPaulo()}.xlsx`;
      exportRdosSpreadsheet(contextOf(app, request), request.query, out).catch((error: unknown) => {
        request.log.error({ err: error }, 'spreadsheet export failed');
        out.destroy(error as Error);
      });
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(out);
    },
  );

  app.get(
    '/diarios/atrasos',
    {
      schema: {
        tags: TAGS,
        summary: 'Avisos de atraso abertos das obras que o usuário acompanha',
        querystring: z.object({ obra: z.uuid('Obra inválida').optional() }),
        response: { 200: z.object({ items: z.array(ZAtraso) }) },
      },
      config: { can: { subject: 'RDO' } },
    },
    async (request) => ({ items: await listAtrasos(contextOf(app, request), request.query.obra) }),
  );

  app.get(
    '/obras/:obra/diarios/modelo',
    {
      schema: {
        tags: TAGS,
        summary:
          'Ponto de partida de um novo RDO (mão de obra e equipamentos do anterior, atividades em andamento)',
        params: ZObraParams,
        querystring: z.object({ data: ZIsoDate.optional() }),
        response: { 200: ZRdoModelo },
      },
      config: { can: { subject: 'RDO', action: 'create' } },
    },
    async (request) => rdoModelo(contextOf(app, request), request.params.obra, request.query.data),
  );

  app.post(
    '/obras/:obra/diarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Criar o RDO de um dia (um por obra por data)',
        params: ZObraParams,
        body: ZCreateRdoInput,
        response: { 201: ZRdo },
      },
      config: { can: { subject: 'RDO', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await createRdo(contextOf(app, request), request.params.obra, request.body)),
  );

  app.get(
    '/diarios/:diario',
    {
      schema: {
        tags: TAGS,
        summary: 'Um RDO, com o que o usuário pode fazer nele',
        params: ZRdoParams,
        response: { 200: ZRdo },
      },
      config: { can: { subject: 'RDO' } },
    },
    async (request) => getRdo(contextOf(app, request), request.params.diario),
  );

  app.patch(
    '/diarios/:diario',
    {
      schema: {
        tags: TAGS,
        summary: 'Editar um RDO aberto, ou atualizar um finalizado (com justificativa)',
        params: ZRdoParams,
        body: ZUpdateRdoInput,
        response: { 200: ZRdo },
      },
      config: { can: { subject: 'RDO', action: 'update' } },
    },
    async (request) => updateRdo(rdoContextOf(app, request), request.params.diario, request.body),
  );

  app.delete(
    '/diarios/:diario',
    {
      schema: {
        tags: TAGS,
        summary: 'Excluir um RDO (administrador)',
        params: ZRdoParams,
        response: NoContent,
      },
      config: { can: { subject: 'RDO', action: 'delete' } },
    },
    async (request, reply) => {
      await deleteRdo(rdoContextOf(app, request), request.params.diario);
      return reply.status(204).send(null);
    },
  );

  /**
   * A workflow move: declared with the action the moves table (RDO_TRANSITIONS) gives it; the service checks that
   * action on the report and the state it leaves from.
   */
  function moveRoute<B extends z.ZodType>(
    move: TRdoTransition,
    body: B,
    run: (ctx: RdoContext, id: string, input: z.output<B>) => Promise<TRdo>,
    summary: string,
  ) {
    app.post(
      `/diarios/:diario/${move}`,
      {
        schema: { tags: TAGS, summary, params: ZRdoParams, body, response: { 200: ZRdo } },
        config: { can: { subject: 'RDO', action: RDO_TRANSITIONS[move].action } },
      },
      // The type provider cannot see through the generic schema; the body is the one `body` just validated.
      async (request) => run(rdoContextOf(app, request), request.params.diario, request.body as z.output<B>),
    );
  }
  moveRoute('finalizar', ZFinalizarRdoInput, finalizarRdo, 'Finalizar e assinar (site manager)');
  moveRoute('aprovar', ZAprovarRdoInput, aprovarRdo, 'Aprovar (cliente ou administrador de RDO)');
  moveRoute('devolver', ZDevolverRdoInput, devolverRdo, 'Devolver para correção, com o motivo');
  moveRoute('reabrir', ZReabrirRdoInput, reabrirRdo, 'Reabrir um RDO finalizado (administrador de RDO)');

  app.post(
    '/diarios/:diario/fotos',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adicionar uma foto (multipart: campo "legenda" antes do arquivo, campo "arquivo": JPEG, PNG ou WebP)',
        params: ZRdoParams,
        response: { 201: ZRdoFoto },
      },
      config: { can: { subject: 'RDO', action: 'update' } },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a foto como multipart/form-data, no campo "arquivo".');
      const foto = await addRdoFoto(rdoContextOf(app, request), request.params.diario, await request.file());
      return reply.status(201).send(foto);
    },
  );

  app.patch(
    '/diarios/:diario/fotos/:foto',
    {
      schema: {
        tags: TAGS,
        summary: 'Mudar a legenda de uma foto',
        params: ZFotoParams,
        body: ZRdoFotoLegendaInput,
        response: { 200: ZRdoFoto },
      },
      config: { can: { subject: 'RDO', action: 'update' } },
    },
    async (request) =>
      updateRdoFotoLegenda(contextOf(app, request), request.params.diario, request.params.foto, request.body),
  );

  app.delete(
    '/diarios/:diario/fotos/:foto',
    {
      schema: { tags: TAGS, summary: 'Remover uma foto', params: ZFotoParams, response: NoContent },
      config: { can: { subject: 'RDO', action: 'update' } },
    },
    async (request, reply) => {
      await deleteRdoFoto(rdoContextOf(app, request), request.params.diario, request.params.foto);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/diarios/:diario/pdf',
    {
      schema: { tags: TAGS, summary: 'O RDO em PDF, como a obra imprime e assina', params: ZRdoParams },
      config: { can: { subject: 'RDO' } },
    },
    async (request, reply) => {
      const { pdf, rdo } = await rdoPdf(rdoContextOf(app, request), request.params.diario);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${safeFileName(`RDO-${rdo.obra.codigo}-${String(rdo.numero).padStart(3, '0')}-${rdo.data}`)}.pdf"`,
        )
        .send(pdf);
    },
  );
};
