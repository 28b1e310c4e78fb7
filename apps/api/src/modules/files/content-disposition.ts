import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** RFC 6266 Content-Disposition with the display name in UTF-8 and an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/**
 * Sends stored bytes as a download, or shown in the page (`inline`, for pictures and PDFs only), with the type the
 * content was detected as and a sandbox that keeps a hostile file from running anything in the portal's origin.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { nome: string; mime: string; tamanho?: number },
  stream: Readable,
  inline = false,
) {
  const shown = inline && INLINE_TYPES.has(file.mime);
  if (file.tamanho !== undefined) reply.header('content-length', String(file.tamanho));
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(shown ? 'inline' : 'attachment', file.nome))
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .send(stream);
}
