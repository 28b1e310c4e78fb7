import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { obraRecordKind } from './obra-record';
import { obrasExportSource } from './obras-export';
import { obraSearchSource } from './obras-search';
import { z } from 'zod';
import {
  ZAddObraUsuariosInput,
  ZCliente,
  ZCreateObraInput,
  ZObraDetalhe,
  ZObraListQuery,
  ZObraMembros,
  ZObraPage,
  ZUpdateObraInput,
} from '@portal/domain';
import { UnsupportedMediaType } from '../../errors/domain-errors';
import { contextOf } from '../../service-context';
import { filesDepsOf } from '../files';
import { addMembros, listMembros, removeMembro } from './obra-usuarios.service';
import { createObra, getObra, getObraCliente, listObras, setObraFoto, updateObra } from './obras.service';

const TAGS = ['Obras'];
export const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });
// An allow-list: the client's contacts are for those who manage clients, not for everyone on the obra.
const ZObraCliente = ZCliente.pick({ id: true, nome: true, cnpj: true });

/** /api/obras: the obras of the portal, as far as each user may see them. */
export const obrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const files = filesDepsOf(app);

  // An obra's files (its picture, later its documents) are readable by whoever may read the obra.
  app.fileAccess.register('obra', async (auth, obraId) => {
    try {
      await getObra({ db, auth }, obraId);
      return true;
    } catch {
      return false;
    }
  });

  app.records.register(obraRecordKind);
  app.exports.register(obrasExportSource);
  app.searchSources.register(obraSearchSource);

  app.get(
    '/obras',
    {
      schema: {
        tags: TAGS,
        summary: 'Obras que o usuário pode ver (paginado, com busca e filtros)',
        querystring: ZObraListQuery,
        response: { 200: ZObraPage },
      },
      config: { can: { subject: 'Obra' } },
    },
    async (request) => listObras(contextOf(app, request), request.query),
  );

  app.post(
    '/obras',
    {
      schema: {
        tags: TAGS,
        summary: 'Criar uma obra (o cliente é obrigatório)',
        body: ZCreateObraInput,
        response: { 201: ZObraDetalhe },
      },
      config: { can: { subject: 'Obra', action: 'create' } },
    },
    async (request, reply) => reply.status(201).send(await createObra(contextOf(app, request), request.body)),
  );

  app.get(
    '/obras/:obra',
    {
      schema: { tags: TAGS, summary: 'Uma obra', params: ZObraParams, response: { 200: ZObraDetalhe } },
      config: { can: { subject: 'Obra' } },
    },
    async (request) => getObra(contextOf(app, request), request.params.obra),
  );

  app.get(
    '/obras/:obra/cliente',
    {
      schema: {
        tags: TAGS,
        summary: 'O cliente da obra, com o CNPJ',
        params: ZObraParams,
        response: { 200: ZObraCliente },
      },
      config: { can: { subject: 'Obra' } },
    },
    async (request) => getObraCliente(contextOf(app, request), request.params.obra),
  );

  app.patch(
    '/obras/:obra',
    {
      schema: {
        tags: TAGS,
        summary: 'Atualizar uma obra',
        params: ZObraParams,
        body: ZUpdateObraInput,
        response: { 200: ZObraDetalhe },
      },
      config: { can: { subject: 'Obra', action: 'update' } },
    },
    async (request) => updateObra(contextOf(app, request), request.params.obra, request.body),
  );

  app.put(
    '/obras/:obra/foto',
    {
      schema: {
        tags: TAGS,
        summary: 'Trocar a foto da obra (multipart, campo "arquivo": JPEG, PNG ou WebP)',
        params: ZObraParams,
        response: { 200: ZObraDetalhe },
      },
      config: { can: { subject: 'Obra', action: 'update' } },
    },
    async (request) => {
      const ctx = { ...contextOf(app, request), files };
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a foto como multipart/form-data, no campo "arquivo".');
      return setObraFoto(ctx, request.params.obra, await request.file());
    },
  );

  app.get(
    '/obras/:obra/usuarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Usuários da obra',
        params: ZObraParams,
        response: { 200: ZObraMembros },
      },
      config: { can: { subject: 'Usuario' } },
    },
    async (request) => ({ items: await listMembros(contextOf(app, request), request.params.obra) }),
  );

  app.post(
    '/obras/:obra/usuarios',
    {
      schema: {
        tags: TAGS,
        summary: 'Adicionar usuários à obra (e, opcionalmente, conceder papéis)',
        params: ZObraParams,
        body: ZAddObraUsuariosInput,
        response: { 200: z.object({ adicionados: z.number().int() }) },
      },
      config: { can: { subject: 'Usuario', action: 'update' } },
    },
    async (request) => ({
      adicionados: await addMembros(contextOf(app, request), request.params.obra, request.body),
    }),
  );

  app.delete(
    '/obras/:obra/usuarios/:user',
    {
      schema: {
        tags: TAGS,
        summary: 'Tirar um usuário da obra',
        params: ZObraParams.extend({ user: z.uuid() }),
        response: { 204: z.null() },
      },
      config: { can: { subject: 'Usuario', action: 'update' } },
    },
    async (request, reply) => {
      await removeMembro(contextOf(app, request), request.params.obra, request.params.user);
      return reply.status(204).send(null);
    },
  );
};
