import type { MultipartFile } from '@fastify/multipart';
import type { TApolice } from '@portal/domain';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, receiveUpload } from '../files';
import {
  ENTIDADE,
  apoliceFor,
  apoliceTravada,
  endossoDa,
  removeFiles,
  type SegurosFilesContext,
} from './seguros-escrita';
import { getApolice } from './seguros.service';
import { updateApolice as updateApoliceRow, updateEndosso } from './seguros.repository';

/** A policy or an endorsement is a PDF from the insurer, or a photo or scan of it. */
const DOCUMENTO_TYPES = { 'application/pdf': 'PDF', ...IMAGE_TYPES };

/**
 * Attaches the policy's document (or an endorsement's, with `endossoId`), replacing the one before, which is removed:
 * it belongs to nothing any more. The document is a PDF or an image, checked from its first bytes.
 */
export async function setArquivo(
  ctx: SegurosFilesContext,
  apoliceId: string,
  part: MultipartFile | undefined,
  endossoId?: string,
): Promise<TApolice> {
  await apoliceFor(ctx, apoliceId, 'update', 'Você não pode alterar os documentos desta apólice.');
  if (endossoId) await endossoDa(ctx.db, apoliceId, endossoId);
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE, entidadeId: apoliceId },
    DOCUMENTO_TYPES,
  );
  let anterior: string | null;
  try {
    // Read again under the policy's lock: of two uploads at once, each replaces what the other left.
    anterior = await ctx.db.transaction(async (tx) => {
      const apolice = await apoliceTravada(tx, apoliceId);
      const endosso = endossoId ? await endossoDa(tx, apoliceId, endossoId) : undefined;
      const antes = endosso ? endosso.arquivoId : apolice.arquivoId;
      if (endosso) await updateEndosso(tx, endosso.id, { arquivoId: arquivo.id });
      else await updateApoliceRow(tx, apoliceId, { arquivoId: arquivo.id });
      await recordAudit(tx, ctx.auth.actor, {
        entity: ENTIDADE,
        entityId: apoliceId,
        action: endosso ? 'anexar_endosso' : 'anexar_apolice',
        before: { arquivo: antes },
        after: { arquivo: arquivo.nome, ...(endosso ? { endosso: endosso.numero } : {}) },
      });
      return antes;
    });
  } catch (error) {
    await removeFiles(ctx, [arquivo.id]);
    throw error;
  }
  await removeFiles(ctx, [anterior]);
  return getApolice(ctx, apoliceId);
}
