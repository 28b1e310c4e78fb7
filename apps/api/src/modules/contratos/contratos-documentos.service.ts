import type { MultipartFile } from '@fastify/multipart';
import { ZContratoDocumentoInput, type TContrato } from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { Db } from '../../db/database';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, deleteFile, receiveUpload, type FilesDeps } from '../files';
import { ENTIDADE_CONTRATO, findEditableContrato } from './contratos-access';
import { INVALIDOS, MUDOU, getContrato } from './contratos.service';
import { deleteDocumento, findDocumento, insertDocumento, updateContratoIf } from './contratos.repository';

/** A service call that stores files. */
export interface ContratosFilesContext extends ServiceContext {
  files: FilesDeps;
}

/** A contract's documents: PDFs, Word and Excel files, and photos or scans. */
const DOCUMENTO_TYPES = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (.xlsx)',
  ...IMAGE_TYPES,
};

const DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado neste contrato.';

/**
 * Re-checked in the transaction that writes (an upload may take a while): the contract is still theirs to change, and
 * the write bumps its version, so a page open on it sees the change and two writes at once are told apart.
 */
async function lockEditable(ctx: ContratosFilesContext, tx: Db, id: string) {
  const row = await findEditableContrato({ db: tx, auth: ctx.auth }, id, 'os documentos deste contrato');
  const updated = await updateContratoIf(
    tx,
    id,
    { statuses: [row.contrato.status], versao: row.contrato.versao },
    {},
  );
  if (!updated) throw new Conflict(MUDOU);
  return row;
}

/** The kind and description sent with the file: as form fields before it, or in the address. */
function dadosDoDocumento(part: MultipartFile | undefined, query: Record<string, unknown>) {
  const field = (name: string) => {
    const value = part?.fields[name];
    return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
  };
  const parsed = ZContratoDocumentoInput.safeParse({
    tipo: field('tipo') ?? query.tipo,
    descricao: field('descricao') ?? query.descricao ?? '',
  });
  if (!parsed.success)
    throw new ValidationFailed(
      INVALIDOS,
      parsed.error.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })),
    );
  return parsed.data;
}

/** Keeps a document with the contract (by whoever may edit it now); the file's type is checked from its bytes. */
export async function addDocumento(
  ctx: ContratosFilesContext,
  id: string,
  part: MultipartFile | undefined,
  query: Record<string, unknown>,
): Promise<TContrato> {
  await findEditableContrato(ctx, id, 'os documentos deste contrato');
  const dados = dadosDoDocumento(part, query);
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE_CONTRATO, entidadeId: id },
    DOCUMENTO_TYPES,
  );
  try {
    await ctx.db.transaction(async (tx) => {
      await lockEditable(ctx, tx, id);
      await insertDocumento(tx, {
        contratoId: id,
        arquivoId: arquivo.id,
        tipo: dados.tipo,
        descricao: dados.descricao,
        porId: ctx.auth.user.id,
        porNome: ctx.auth.user.name,
      });
      await recordAudit(tx, ctx.auth.actor, {
        entity: ENTIDADE_CONTRATO,
        entityId: id,
        action: 'anexar_documento',
        after: { documento: arquivo.nome, tipo: dados.tipo },
      });
    });
  } catch (error) {
    await deleteFile(ctx.files, ctx.auth, arquivo.id);
    throw error;
  }
  return getContrato(ctx, id);
}

/** Removes a document (a draft replaced, a wrong file): its record, audited, then its bytes. */
export async function removeDocumento(
  ctx: ContratosFilesContext,
  id: string,
  documentoId: string,
): Promise<TContrato> {
  const arquivoId = await ctx.db.transaction(async (tx) => {
    await lockEditable(ctx, tx, id);
    const documento = isUuid(documentoId) ? await findDocumento(tx, id, documentoId) : undefined;
    if (!documento) throw new NotFound(DOCUMENTO_NAO_ENCONTRADO);
    await deleteDocumento(tx, documento.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'remover_documento',
      before: { documento: documento.nome, tipo: documento.tipo },
    });
    return documento.arquivoId;
  });
  // The bytes go after the commit: a refused removal keeps the file.
  await deleteFile(ctx.files, ctx.auth, arquivoId);
  return getContrato(ctx, id);
}
