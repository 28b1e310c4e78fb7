import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { Forbidden, UnsupportedMediaType } from '../../errors/domain-errors';
import { deleteFile, filesDepsOf, receiveUpload } from '../files';
import { requireAuth } from '../identity';
import { addMembros, listMembros, removeMembro } from './obra-usuarios.service';
import {
  canOnObra,
  createObra,
  getObra,
  getObraCliente,
  listObras,
  setObraFoto,
  updateObra,
} from './obras.service';

const TAGS = ['Obras'];
export const ZObraParams = z.object({ obra: z.uuid('Obra inválida') });
// An allow-list: the client's contacts are for those who manage clients, not for everyone on the obra.
const ZObraCliente = ZCliente.pick({ id: true, nome: true, cnpj: true });
const IMAGE_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** /api/obras: the obras of the portal, as far as each user may see them. */
export const obrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const files = filesDepsOf(app);

  // An obra's files (its picture, later its documents) are readable by whoever may read the obra.
  app.fileAccess.register('obra', async (auth, obraId) => {
    try {
      await getObra(db, auth, obraId);
      return true;
    } catch {
      return false;
    }
  });

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
    async (request) => listObras(db, requireAuth(request), request.query),
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
    async (request, reply) => {
      const auth = requireAuth(request);
      const obra = await db.transaction((tx) => createObra(tx, auth.actor, request.body));
      return reply.status(201).send(await getObra(db, auth, obra.id));
    },
  );

  app.get(
    '/obras/:obra',
    {
      schema: { tags: TAGS, summary: 'Uma obra', params: ZObraParams, response: { 200: ZObraDetalhe } },
      config: { can: { subject: 'Obra' } },
    },
    async (request) => getObra(db, requireAuth(request), request.params.obra),
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
    async (request) => getObraCliente(db, requireAuth(request), request.params.obra),
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
    async (request) => updateObra(db, requireAuth(request), request.params.obra, request.body),
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
      const auth = requireAuth(request);
      const obra = await getObra(db, auth, request.params.obra);
      if (!canOnObra(auth, 'update', obra))
        throw new Forbidden('Você não tem permissão para alterar esta obra.');
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie a foto como multipart/form-data, no campo "arquivo".');
      // Checked from the first bytes, so a file that is not a picture is refused before anything is stored.
      const arquivo = await receiveUpload(
        files,
        auth,
        await request.file(),
        { entidade: 'obra', entidadeId: obra.id },
        IMAGE_TYPES,
      );
      const updated = await setObraFoto(db, auth, obra, arquivo.id);
      // The replaced picture belongs to nothing any more.
      if (obra.fotoArquivoId) await deleteFile(files, auth, obra.fotoArquivoId);
      return updated;
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
    async (request) => ({ items: await listMembros(db, requireAuth(request), request.params.obra) }),
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
      config: { can: { subject: 'Usuario' } },
    },
    async (request) => ({
      adicionados: await addMembros(db, requireAuth(request), request.params.obra, request.body),
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
      config: { can: { subject: 'Usuario' } },
    },
    async (request, reply) => {
      await removeMembro(db, requireAuth(request), request.params.obra, request.params.user);
      return reply.status(204).send(null);
    },
  );
};
