import type { MultipartFile } from '@fastify/multipart';
import type { TArquivo } from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { loadRecordFor } from '../../records/record-registry';
import { deleteFile, receiveUpload } from '../files';
import type { ComentariosContext } from './comentarios-context';
import { findPendingArquivo } from './comentarios.repository';
import { commentActionOf, pendingOf } from './thread-rules';

/**
 * Receives a file for a comment still being written, from whoever may comment on the record: stored (type checked
 * from its bytes, size bounded) under the thread's pending holder, which only its uploader reads, until a comment
 * attaches it.
 */
export async function uploadAnexo(
  ctx: ComentariosContext,
  entidade: string,
  id: string,
  part: MultipartFile | undefined,
): Promise<TArquivo> {
  await loadRecordFor(ctx, entidade, id, commentActionOf(ctx, entidade));
  return receiveUpload(ctx.files, ctx.auth, part, pendingOf(entidade, id));
}

/** Throws away a file this user sent for the thread and did not attach (taken out of the comment being written). */
export async function discardAnexo(
  ctx: ComentariosContext,
  entidade: string,
  id: string,
  arquivoId: string,
): Promise<void> {
  await loadRecordFor(ctx, entidade, id);
  const pending = await findPendingArquivo(ctx.db, arquivoId, pendingOf(entidade, id), ctx.auth.user.id);
  if (!pending) throw new NotFound('Arquivo não encontrado.');
  await deleteFile(ctx.files, ctx.auth, pending.id);
}
