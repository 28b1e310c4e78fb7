import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZArquivo, isClientUser } from '@portal/domain';
import { Forbidden, UnsupportedMediaType } from '../../errors/domain-errors';
import { requireAuth } from '../identity';
import { sendStoredFile } from './content-disposition';
import { filesDepsOf } from './file-access';
import { openDownload, receiveUpload, toArquivo, findReadableFile, type FilesDeps } from './files.service';

const TAGS = ['Arquivos'];
const ZParams = z.object({ arquivo: z.uuid('Arquivo inválido') });

/** POST /api/arquivos (multipart, field `arquivo`) and GET /api/arquivos/:arquivo (download after a permission check). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FilesDeps = filesDepsOf(app);

  app.post(
    '/arquivos',
    {
      schema: {
        tags: TAGS,
        summary: 'Enviar um arquivo (multipart/form-data, campo "arquivo")',
        consumes: ['multipart/form-data'],
        response: { 201: ZArquivo },
      },
      config: { can: { subject: 'Arquivo', checkedBy: 'service' } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Files that belong to no record yet are a staff tool; external users attach files through their module.
      if (isClientUser(auth.user))
        throw new Forbidden('Envie o arquivo pela tela do registro a que ele pertence.');
      if (!request.isMultipart())
        throw new UnsupportedMediaType('Envie o arquivo como multipart/form-data, no campo "arquivo".');
      const file = await receiveUpload(deps, auth, await request.file());
      return reply.status(201).send(file);
    },
  );

  app.get(
    '/arquivos/:arquivo/info',
    {
      schema: { tags: TAGS, summary: 'Dados de um arquivo', params: ZParams, response: { 200: ZArquivo } },
      config: { can: { subject: 'Arquivo', checkedBy: 'service' } },
    },
    async (request) => toArquivo(await findReadableFile(deps, requireAuth(request), request.params.arquivo)),
  );

  app.get(
    '/arquivos/:arquivo',
    {
      schema: {
        tags: TAGS,
        summary: 'Baixar um arquivo (imagens e PDF abrem no navegador com ?inline=1)',
        params: ZParams,
        querystring: z.object({ inline: z.enum(['1', 'true']).optional() }),
      },
      config: { can: { subject: 'Arquivo', checkedBy: 'service' } },
    },
    async (request, reply) => {
      const { file, stream } = await openDownload(deps, requireAuth(request), request.params.arquivo);
      return sendStoredFile(reply, file, stream, request.query.inline !== undefined);
    },
  );
};
