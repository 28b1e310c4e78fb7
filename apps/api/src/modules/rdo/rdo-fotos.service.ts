import type { MultipartFile } from '@fastify/multipart';
import { ZRdoFotoLegendaInput, type TRdoFoto } from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { deleteFile, receiveUpload, IMAGE_TYPES, storeThumbnail } from '../files';
import type { RdoContext } from './rdo-context';
import { findArquivoNames } from './rdo-fotos.repository';
import { findReadableRdo } from './rdo.service';
import { rdoFieldsOf, toRdoFoto } from './rdo-view';
import { deleteFotoRow, findFoto, insertFoto, updateFotoLegenda } from './rdo.repository';

/** A report whose photos this user may change: one they may read (404 otherwise) and update (403). */
async function editableRdo(ctx: ServiceContext, rdoId: string) {
  const row = await findReadableRdo(ctx, rdoId);
  ensureCan(ctx.auth.ability, 'update', 'RDO', rdoFieldsOf(row), {
    message: 'As fotos deste RDO não podem mais ser alteradas por você.',
  });
  return row;
}

/** Adds a photo (JPEG, PNG or WebP, checked from its bytes) with its caption, and makes its thumbnail. */
export async function addRdoFoto(
  ctx: RdoContext,
  rdoId: string,
  part: MultipartFile | undefined,
): Promise<TRdoFoto> {
  const { auth, files } = ctx;
  await editableRdo(ctx, rdoId);
  const attach = { entidade: 'rdo', entidadeId: rdoId };
  const arquivo = await receiveUpload(files, auth, part, attach, IMAGE_TYPES);
  // A multipart field, which no route schema sees: validated here.
  const legendaField = part?.fields.legenda;
  const legenda =
    legendaField && !Array.isArray(legendaField) && legendaField.type === 'field'
      ? String(legendaField.value)
      : '';
  const { legenda: clean } = parseInput(ZRdoFotoLegendaInput, { legenda });
  // A picture sharp cannot read is still kept; the pages show the full image instead of a thumbnail.
  const miniaturaId = await storeThumbnail(files, auth, arquivo, attach);
  const foto = await ctx.db.transaction(async (tx) => {
    const created = await insertFoto(tx, { rdoId, arquivoId: arquivo.id, miniaturaId, legenda: clean });
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: rdoId,
      action: 'adicionar_foto',
      after: created,
    });
    return created;
  });
  return toRdoFoto({ ...foto, nome: arquivo.nome });
}

/** Changes a photo's caption. Audited. */
export async function updateRdoFotoLegenda(
  ctx: ServiceContext,
  rdoId: string,
  fotoId: string,
  { legenda }: { legenda: string },
): Promise<TRdoFoto> {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    await editableRdo({ db: tx, auth }, rdoId);
    const foto = await findFoto(tx, rdoId, fotoId);
    if (!foto) throw new NotFound('Foto não encontrada.');
    const after = await updateFotoLegenda(tx, fotoId, legenda);
    await recordAudit(tx, auth.actor, {
      entity: 'rdo_foto',
      entityId: fotoId,
      action: 'update',
      before: foto,
      after,
    });
    const names = await findArquivoNames(tx, [foto.arquivoId]);
    return toRdoFoto({ ...after, nome: names.get(foto.arquivoId) ?? 'foto' });
  });
}

/** Removes a photo and its files. */
export async function deleteRdoFoto(ctx: RdoContext, rdoId: string, fotoId: string): Promise<void> {
  const { auth, files } = ctx;
  const foto = await ctx.db.transaction(async (tx) => {
    await editableRdo({ db: tx, auth }, rdoId);
    const foto = await findFoto(tx, rdoId, fotoId);
    if (!foto) throw new NotFound('Foto não encontrada.');
    await deleteFotoRow(tx, fotoId);
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: rdoId,
      action: 'remover_foto',
      before: foto,
    });
    return foto;
  });
  await deleteFile(files, auth, foto.arquivoId);
  if (foto.miniaturaId) await deleteFile(files, auth, foto.miniaturaId);
}
