import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  JURIDICO_DOCUMENTO_LABEL,
  type TProcesso,
  type TSolicitacoesQuery,
  type ZSolicitacaoInput,
} from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { receiveUpload, type FilesDeps } from '../files';
import { emitEvent } from '../notificacoes';
import { ENTIDADE_PROCESSO, findReadableProcesso, linkDoProcesso } from './juridico-access';
import { processosWhere } from './juridico-rules';
import { getProcesso } from './juridico.service';
import {
  ENTIDADE_SOLICITACAO,
  findArquivosDasSolicitacoes,
  findSolicitacao,
  findSolicitacoesPage,
  insertSolicitacao,
  touchProcesso,
} from './juridico.repository';

const NAO_ENCONTRADA = 'Solicitação de documentos não encontrada.';

/**
 * The case asks the obra for a kind of document (legal staff). The DP and safety people named on it hear about it:
 * they send the files on /juridico/enviarDocumentos/:tipoDocumento.
 */
export async function addSolicitacao(
  ctx: ServiceContext,
  processoId: string,
  input: z.output<typeof ZSolicitacaoInput>,
): Promise<TProcesso> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableProcesso({ db: tx, auth: ctx.auth }, processoId, 'update');
    const solicitacao = await insertSolicitacao(tx, { ...input, processoId, criadaPor: ctx.auth.user.id });
    await touchProcesso(tx, processoId);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: processoId,
      action: 'solicitar_documentos',
      after: {
        documento: JURIDICO_DOCUMENTO_LABEL[input.tipoDocumento],
        descricao: input.descricao,
        prazo: input.prazo,
      },
    });
    const destinatarios = [row.dp?.id, row.seg?.id].filter((id): id is string => Boolean(id));
    if (destinatarios.length > 0)
      await emitEvent(tx, {
        chave: `juridico:solicitacao:${solicitacao.id}`,
        tipo: 'atribuido',
        entidade: ENTIDADE_PROCESSO,
        entidadeId: processoId,
        atorId: ctx.auth.user.id,
        titulo: `Processo ${row.processo.numeroCnj}`,
        texto: `Envie: ${JURIDICO_DOCUMENTO_LABEL[input.tipoDocumento]} — ${input.descricao}`,
        link: `/juridico/enviarDocumentos/${input.tipoDocumento}`,
        destinatarios,
      });
  });
  return getProcesso(ctx, processoId);
}

/** The requests of one document type the user may answer (upload on the case), oldest deadline first. */
export async function listSolicitacoes(ctx: ServiceContext, query: TSolicitacoesQuery) {
  const { rows, total } = await findSolicitacoesPage(
    ctx.db,
    query,
    processosWhere(ctx.auth.ability, 'upload'),
  );
  const arquivos = await findArquivosDasSolicitacoes(
    ctx.db,
    rows.map((r) => r.solicitacao.id),
  );
  return {
    total,
    items: rows.map(({ solicitacao, processo, obra }) => ({
      id: solicitacao.id,
      tipoDocumento: solicitacao.tipoDocumento,
      descricao: solicitacao.descricao,
      prazo: solicitacao.prazo,
      criadaEm: solicitacao.createdAt.toISOString(),
      processo: { ...processo, obra },
      arquivos: arquivos
        .filter((a) => a.entidadeId === solicitacao.id)
        .map((a) => ({
          id: a.id,
          nome: a.nome,
          tamanho: a.tamanho,
          enviadoPor: a.enviadoPor,
          em: a.createdAt.toISOString(),
        })),
    })),
  };
}

/** A file sent for a request: by whoever may upload on its case (DP, safety, the firm, legal staff). */
export async function enviarDocumento(
  ctx: ServiceContext & { files: FilesDeps },
  solicitacaoId: string,
  part: MultipartFile | undefined,
): Promise<TProcesso> {
  const solicitacao = isUuid(solicitacaoId) ? await findSolicitacao(ctx.db, solicitacaoId) : undefined;
  if (!solicitacao) throw new NotFound(NAO_ENCONTRADA);
  // Whoever may not read the case hears what a missing request gives: not even that it exists.
  await findReadableProcesso(ctx, solicitacao.processoId, 'upload', NAO_ENCONTRADA);
  const arquivo = await receiveUpload(ctx.files, ctx.auth, part, {
    entidade: ENTIDADE_SOLICITACAO,
    entidadeId: solicitacao.id,
  });
  await ctx.db.transaction(async (tx) => {
    await touchProcesso(tx, solicitacao.processoId);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROCESSO,
      entityId: solicitacao.processoId,
      action: 'enviar_documento',
      after: { documento: JURIDICO_DOCUMENTO_LABEL[solicitacao.tipoDocumento], arquivo: arquivo.nome },
    });
    await emitEvent(tx, {
      chave: `juridico:documento:${arquivo.id}`,
      tipo: 'status_alterado',
      entidade: ENTIDADE_PROCESSO,
      entidadeId: solicitacao.processoId,
      atorId: ctx.auth.user.id,
      titulo: `Documento enviado: ${arquivo.nome}`,
      texto: `${JURIDICO_DOCUMENTO_LABEL[solicitacao.tipoDocumento]} — ${solicitacao.descricao}`,
      link: linkDoProcesso(solicitacao.processoId),
    });
  });
  return getProcesso(ctx, solicitacao.processoId);
}

/** Who may download a request's files: whoever may read its case. */
export async function podeLerSolicitacao(ctx: ServiceContext, solicitacaoId: string): Promise<boolean> {
  const solicitacao = isUuid(solicitacaoId) ? await findSolicitacao(ctx.db, solicitacaoId) : undefined;
  if (!solicitacao) return false;
  try {
    await findReadableProcesso(ctx, solicitacao.processoId);
    return true;
  } catch {
    return false;
  }
}
