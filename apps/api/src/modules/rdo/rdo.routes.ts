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
import { ZIsoDate } from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { filesDepsOf } from '../files';
import { requireAuth } from '../identity';
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
import { checkObraDelays } from './atrasos.service';
import type { RdoDeps } from './rdo-deps';

const TAGS = ['RDO'];
const ZRdoParams = z.object({ diario: z.uuid('RDO inválido') });
const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });
const ZFotoParams = ZRdoParams.extend({ foto: z.uuid('Foto inválida') });
const NoContent = { 204: z.null() };

/** /api/diarios and /api/obras/:obra/diarios: the daily site reports (SPEC §2 "Daily reports (RDO)"). */
export const rdoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const deps: RdoDeps = {
    db,
    config: app.ctx.config,
    files: filesDepsOf(app),
  };
  /** A signed report's progress moves the S-curve: look for new delays (a failure never fails the request). */
  const recheckDelays = async (obraId: string) => {
    try {
      await checkObraDelays(db, deps.config, obraId);
    } catch (error) {
      app.log.error({ err: error, obraId }, 'delay check failed');
    }
  };

  // A report's photos are readable by whoever may read the report.
  app.fileAccess.register('rdo', async (auth, rdoId) => {
    try {
      await findReadableRdo(db, auth, rdoId);
      return true;
    } catch {
      return false;
    }
  });

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
    async (request) => listRdos(db, requireAuth(request), request.query),
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
    async (request) => listRdoAutores(db, requireAuth(request), request.query),
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
      exportRdosSpreadsheet(db, requireAuth(request), request.query, out).catch((error: unknown) => {
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
    async (request) => ({ items: await listAtrasos(db, requireAuth(request), request.query.obra) }),
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
    async (request) => rdoModelo(db, requireAuth(request), request.params.obra, request.query.data),
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
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = await createRdo(db, auth, request.params.obra, request.body);
      return reply.status(201).send(await getRdo(db, auth, id));
    },
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
    async (request) => getRdo(db, requireAuth(request), request.params.diario),
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
    async (request) => {
      const auth = requireAuth(request);
      const signed = await updateRdo(db, auth, request.params.diario, request.body);
      const rdo = await getRdo(db, auth, request.params.diario);
      if (signed) await recheckDelays(rdo.obra.id);
      return rdo;
    },
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
      const obraId = await deleteRdo(deps, requireAuth(request), request.params.diario);
      await recheckDelays(obraId);
      return reply.status(204).send(null);
    },
  );

  const moves = [
    {
      path: 'finalizar',
      body: ZFinalizarRdoInput,
      run: finalizarRdo,
      summary: 'Finalizar e assinar (site manager)',
      action: 'update',
    },
    {
      path: 'aprovar',
      body: ZAprovarRdoInput,
      run: aprovarRdo,
      summary: 'Aprovar (cliente ou administrador de RDO)',
      action: 'approve',
    },
    {
      path: 'devolver',
      body: ZDevolverRdoInput,
      run: devolverRdo,
      summary: 'Devolver para correção, com o motivo',
      action: 'approve',
    },
    {
      path: 'reabrir',
      body: ZReabrirRdoInput,
      run: reabrirRdo,
      summary: 'Reabrir um RDO finalizado (administrador de RDO)',
      action: 'manage',
    },
  ] as const;
  for (const move of moves) {
    app.post(
      `/diarios/:diario/${move.path}`,
      {
        schema: {
          tags: TAGS,
          summary: move.summary,
          params: ZRdoParams,
          body: move.body,
          response: { 200: ZRdo },
        },
        config: { can: { subject: 'RDO', action: move.action } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const obraId = await move.run(db, auth, request.params.diario, request.body);
        await recheckDelays(obraId);
        return getRdo(db, auth, request.params.diario);
      },
    );
  }

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
      const foto = await addRdoFoto(deps, requireAuth(request), request.params.diario, await request.file());
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
      updateRdoFotoLegenda(
        db,
        requireAuth(request),
        request.params.diario,
        request.params.foto,
        request.body,
      ),
  );

  app.delete(
    '/diarios/:diario/fotos/:foto',
    {
      schema: { tags: TAGS, summary: 'Remover uma foto', params: ZFotoParams, response: NoContent },
      config: { can: { subject: 'RDO', action: 'update' } },
    },
    async (request, reply) => {
      await deleteRdoFoto(deps, requireAuth(request), request.params.diario, request.params.foto);
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
      const { pdf, rdo } = await rdoPdf(deps, requireAuth(request), request.params.diario);
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
