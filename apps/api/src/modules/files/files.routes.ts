import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZArquivo, isClientUser } from '@portal/domain';
import { Forbidden, UnsupportedMediaType } from '../../errors/domain-errors';
import { requireAuth } from '../identity';
import { filesDepsOf } from './file-access';
import { openDownload, receiveUpload, toArquivo, findReadableFile, type FilesDeps } from './files.service';

const TAGS = ['Arquivos'];
const ZParams = z.object({ arquivo: z.uuid('Arquivo inválido') });
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/** RFC 6266 Content-Disposition with the display name in UTF-8 and an ASCII fallback. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
      const inline = request.query.inline !== undefined && INLINE_TYPES.has(file.mime);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.tamanho))
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.nome))
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(stream);
    },
  );
};
