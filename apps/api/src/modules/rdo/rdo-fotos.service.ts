import type { MultipartFile } from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import { ZRdoFotoLegendaInput, type TRdoFoto } from '@portal/domain';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { recordAudit } from '../audit';
import { arquivos } from '../files/files.schema';
import { deleteFile, findReadableFile, readFileBytes, receiveUpload, storeGeneratedFile } from '../files';
import type { RequestAuth } from '../identity';
import type { RdoDeps } from './rdo-deps';
import { makeThumbnail } from './rdo-thumbnail';
import { findReadableRdo } from './rdo.service';
import { rdoSubject, toRdoFoto } from './rdo-view';
import { deleteFotoRow, findFoto, insertFoto, updateFotoLegenda } from './rdo.repository';

const IMAGE_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** The display names of stored files. */
export async function findArquivoNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: arquivos.id, nome: arquivos.nome })
    .from(arquivos)
    .where(inArray(arquivos.id, ids));
  return new Map(rows.map((r) => [r.id, r.nome]));
}

async function editableRdo(db: Db, auth: RequestAuth, rdoId: string) {
  const row = await findReadableRdo(db, auth, rdoId);
  if (!auth.ability.can('update', rdoSubject(row)))
    throw new Forbidden('As fotos deste RDO não podem mais ser alteradas por você.');
  return row;
}

/** Adds a photo (JPEG, PNG or WebP, checked from its bytes) with its caption, and makes its thumbnail. */
export async function addRdoFoto(
  deps: RdoDeps,
  auth: RequestAuth,
  rdoId: string,
  part: MultipartFile | undefined,
): Promise<TRdoFoto> {
  await editableRdo(deps.db, auth, rdoId);
  const attach = { entidade: 'rdo', entidadeId: rdoId };
  const arquivo = await receiveUpload(deps.files, auth, part, attach, IMAGE_TYPES);
  const legendaField = part?.fields.legenda;
  const legenda =
    legendaField && !Array.isArray(legendaField) && legendaField.type === 'field'
      ? String(legendaField.value)
      : '';
  const { legenda: clean } = parseInput(ZRdoFotoLegendaInput, { legenda });
  let miniaturaId: string | null = null;
  try {
    const stored = await findReadableFile(deps.files, auth, arquivo.id);
    const bytes = await makeThumbnail(
      await readFileBytes(deps.files, stored.storageKey, deps.files.maxUploadBytes),
    );
    const thumb = await storeGeneratedFile(
      deps.files,
      auth,
      { bytes, nome: `miniatura-${arquivo.nome}.jpg`, mime: 'image/jpeg' },
      attach,
    );
    miniaturaId = thumb.id;
  } catch {
    // A picture sharp cannot read is still kept; the pages show the full image instead of a thumbnail.
  }
  const foto = await deps.db.transaction(async (tx) => {
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

export async function updateRdoFotoLegenda(
  db: Db,
  auth: RequestAuth,
  rdoId: string,
  fotoId: string,
  input: unknown,
): Promise<TRdoFoto> {
  const { legenda } = parseInput(ZRdoFotoLegendaInput, input);
  await editableRdo(db, auth, rdoId);
  const foto = await findFoto(db, rdoId, fotoId);
  if (!foto) throw new NotFound('Foto não encontrada.');
  const updated = await db.transaction(async (tx) => {
    const after = await updateFotoLegenda(tx, fotoId, legenda);
    await recordAudit(tx, auth.actor, {
      entity: 'rdo_foto',
      entityId: fotoId,
      action: 'update',
      before: foto,
      after,
    });
    return after;
  });
  const names = await findArquivoNames(db, [foto.arquivoId]);
  return toRdoFoto({ ...updated, nome: names.get(foto.arquivoId) ?? 'foto' });
}

/** Removes a photo and its files. */
export async function deleteRdoFoto(
  deps: RdoDeps,
  auth: RequestAuth,
  rdoId: string,
  fotoId: string,
): Promise<void> {
  await editableRdo(deps.db, auth, rdoId);
  const foto = await findFoto(deps.db, rdoId, fotoId);
  if (!foto) throw new NotFound('Foto não encontrada.');
  await deps.db.transaction(async (tx) => {
    await deleteFotoRow(tx, fotoId);
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: rdoId,
      action: 'remover_foto',
      before: foto,
    });
  });
  await deleteFile(deps.files, auth, foto.arquivoId);
  if (foto.miniaturaId) await deleteFile(deps.files, auth, foto.miniaturaId);
}
