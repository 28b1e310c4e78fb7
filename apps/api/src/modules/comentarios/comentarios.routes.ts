import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZArquivo,
  ZComentario,
  ZComentarioThread,
  ZMencionaveisQuery,
  ZMencionavel,
  ZNovoComentarioInput,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { discardAnexo, uploadAnexo } from './anexos.service';
import { comentariosContextOf } from './comentarios-context';
import {
  createComentario,
  listComentarios,
  mayReadComentarioFiles,
  removeComentario,
} from './comentarios.service';
import { listMencionaveis } from './mencoes.service';

const TAGS = ['Comentários'];
/** Any module's record, as the record registry names it; an unknown kind answers 404 like a missing record. */
const ZRegistroParams = z.object({
  entidade: z.string().min(1).max(60),
  id: z.string().min(1).max(100),
});
const ZComentarioParams = ZRegistroParams.extend({ comentario: z.uuid('Comentário inválido') });
const ZAnexoParams = ZRegistroParams.extend({ arquivo: z.uuid('Arquivo inválido') });
const NoContent = { 204: z.null() };

/**
 * The thread of any record (`/api/registros/:entidade/:id/comentarios`): comments with mentions and files, internal
 * notes for staff. The routes only need a session: who may read or write a thread is the record's own permission,
 * which the services check on the loaded record (`loadRecordFor`), answering 404 to whoever may not read it.
 */
export const comentariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const records = app.records;

  // A comment's files are readable by whoever may read the comment (its record; internal notes: staff only).
  app.fileAccess.register('comentario', (auth, comentarioId) =>
    mayReadComentarioFiles({ db, auth, records }, comentarioId),
  );

  app.get(
    '/registros/:entidade/:id/comentarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Conversa de um registro (os comentários mais novos, do mais antigo ao mais novo)',
        params: ZRegistroParams,
        response: { 200: ZComentarioThread },
      },
      config: { can: 'signed-in' },
    },
    async (request) =>
      listComentarios(comentariosContextOf(app, request), request.params.entidade, request.params.id),
  );

  app.post(
    '/registros/:entidade/:id/comentarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Comentar um registro (menções com @ e arquivos já enviados em .../comentarios/anexos)',
        params: ZRegistroParams,
        body: ZNovoComentarioInput,
        response: { 201: ZComentario },
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const { entidade, id } = request.params;
      const created = await createComentario(comentariosContextOf(app, request), entidade, id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/registros/:entidade/:id/comentarios/:comentario',
    {
      schema: {
        tags: TAGS,
        summary: 'Remover um comentário (o autor, ou quem administra o registro)',
        params: ZComentarioParams,
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const { entidade, id, comentario } = request.params;
      await removeComentario(comentariosContextOf(app, request), entidade, id, comentario);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/registros/:entidade/:id/mencionaveis',
    {
      schema: {
        tags: TAGS,
        summary: 'Quem pode ser mencionado na conversa do registro (até 10, por nome ou e-mail)',
        params: ZRegistroParams,
        querystring: ZMencionaveisQuery,
        response: { 200: z.object({ items: z.array(ZMencionavel) }) },
      },
      config: { can: 'signed-in' },
    },
    async (request) => {
      const { entidade, id } = request.params;
      const { q, interno } = request.query;
      const items = await listMencionaveis(comentariosContextOf(app, request), entidade, id, {
        q,
        interno: interno === '1' || interno === 'true',
      });
      return { items };
    },
  );

  app.post(
    '/registros/:entidade/:id/comentarios/anexos',
    {
      schema: {
        tags: TAGS,
        summary:
          'Enviar um arquivo para um comentário (multipart, campo "arquivo"); o comentário o anexa depois',
        consumes: ['multipart/form-data'],
        params: ZRegistroParams,
        response: { 201: ZArquivo },
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie o arquivo como multipart/form-data, no campo "arquivo".');
      const { entidade, id } = request.params;
      const file = await uploadAnexo(comentariosContextOf(app, request), entidade, id, await request.file());
      return reply.status(201).send(file);
    },
  );

  app.delete(
    '/registros/:entidade/:id/comentarios/anexos/:arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Descartar um arquivo enviado para um comentário e ainda não anexado',
        params: ZAnexoParams,
        response: NoContent,
      },
      config: { can: 'signed-in' },
    },
    async (request, reply) => {
      const { entidade, id, arquivo } = request.params;
      await discardAnexo(comentariosContextOf(app, request), entidade, id, arquivo);
      return reply.status(204).send(null);
    },
  );
};
