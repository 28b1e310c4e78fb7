import type { MultipartFile } from '@fastify/multipart';
import type { TProduto } from '@portal/domain';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, countFilesOf, deleteFile, receiveUpload, type FilesDeps } from '../files';
import { ENTIDADE_PRODUTO, findDocumento } from './produtos.repository';
import { findReadableProduto, getProduto } from './produtos.service';

export interface ProdutosFilesContext extends ServiceContext {
  files: FilesDeps;
}

/** A product's documents: data sheets and drawings (PDF), manuals (Word), lists (Excel), photos. */
const DOCUMENTO_TYPES = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (.xlsx)',
  ...IMAGE_TYPES,
};
const MAX_DOCUMENTOS = 100;
const DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado neste produto.';

/** Keeps a document with the product (whoever may edit it); the type is checked from the file's bytes. */
export async function addDocumento(
  ctx: ProdutosFilesContext,
  id: string,
  part: MultipartFile | undefined,
): Promise<TProduto> {
  await findReadableProduto(ctx, id, 'update');
  if ((await countFilesOf(ctx.db, ENTIDADE_PRODUTO, id)) >= MAX_DOCUMENTOS)
    throw new Conflict(
      `Um produto guarda até ${MAX_DOCUMENTOS} documentos; exclua algum antes de enviar outro.`,
    );
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE_PRODUTO, entidadeId: id },
    DOCUMENTO_TYPES,
  );
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PRODUTO,
      entityId: id,
      action: 'anexar_documento',
      after: { documento: arquivo.nome },
    });
  });
  return getProduto(ctx, id);
}

/** Removes a document: its record, audited, then its bytes. */
export async function removeDocumento(
  ctx: ProdutosFilesContext,
  id: string,
  arquivoId: string,
): Promise<TProduto> {
  await findReadableProduto(ctx, id, 'update');
  const documento = isUuid(arquivoId) ? await findDocumento(ctx.db, id, arquivoId) : undefined;
  if (!documento) throw new NotFound(DOCUMENTO_NAO_ENCONTRADO);
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PRODUTO,
      entityId: id,
      action: 'remover_documento',
      before: { documento: documento.nome },
    });
  });
  await deleteFile(ctx.files, ctx.auth, documento.id);
  return getProduto(ctx, id);
}
