import type { MultipartFile } from '@fastify/multipart';
import { ZContratoDocumentoInput, type TContrato } from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, deleteFile, receiveUpload, type FilesDeps } from '../files';
import { ENTIDADE_CONTRATO, fieldsOf, findReadableContrato } from './contratos-access';
import { INVALIDOS, getContrato } from './contratos.service';
import { deleteDocumento, findDocumento, insertDocumento } from './contratos.repository';

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

async function editable(ctx: ServiceContext, id: string) {
  const row = await findReadableContrato(ctx, id);
  ensureCan(ctx.auth.ability, 'update', 'Contratos', fieldsOf(row), {
    message: `Você não pode alterar os documentos deste contrato em ${row.contrato.status}.`,
  });
  if (row.contrato.cancelado) throw new Conflict('Este contrato foi cancelado: ele não muda mais.');
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
  await editable(ctx, id);
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
  await editable(ctx, id);
  const documento = isUuid(documentoId) ? await findDocumento(ctx.db, id, documentoId) : undefined;
  if (!documento) throw new NotFound(DOCUMENTO_NAO_ENCONTRADO);
  await ctx.db.transaction(async (tx) => {
    await deleteDocumento(tx, documento.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: 'remover_documento',
      before: { documento: documento.nome, tipo: documento.tipo },
    });
  });
  await deleteFile(ctx.files, ctx.auth, documento.arquivoId);
  return getContrato(ctx, id);
}
