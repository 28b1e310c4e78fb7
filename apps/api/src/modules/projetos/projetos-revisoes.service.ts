import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  PROJETO_FINALIDADE_LABEL,
  proximaRevisao,
  type TProjeto,
  type TProjetoArquivo,
  type ZRevisaoInput,
  type ZRevisaoUpdate,
} from '@portal/domain';
import { Conflict, NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  attachFiles,
  countFilesOf,
  deleteFile,
  deleteFileOf,
  deleteFilesOf,
  openDownload,
  receiveUpload,
  removeStoredBytes,
  type FilesDeps,
} from '../files';
import {
  PROJETO_CANCELADO,
  fieldsOf,
  findEditableProjeto,
  findReadableProjeto,
  situacaoOf,
  subjectOfRow,
  veRascunhos,
} from './projetos-access';
import { configDaObra } from './projetos-config.repository';
import {
  ENTIDADE_REVISAO,
  countRevisoes,
  deleteRascunho,
  findArquivoDaRevisao,
  findRascunho,
  findRevisao,
  insertRevisao,
  lockStatusDaRevisao,
  updateRevisaoIf,
} from './projetos-revisoes.repository';
import type { ProjetoRow } from './projetos-view';
import { ENTIDADE_PROJETO, touchProjeto } from './projetos.repository';
import { getProjeto } from './projetos.service';

export interface ProjetosFilesContext extends ServiceContext {
  files: FilesDeps;
}

export const REVISAO_NAO_ENCONTRADA = 'Revisão não encontrada.';
const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado nesta revisão.';
const SO_EM_PREPARACAO = 'Esta revisão já foi emitida: seus arquivos e dados não mudam mais.';
const QUEM_ENVIA = 'Só os projetistas e o site manager enviam arquivos dos documentos.';
const MAX_ARQUIVOS = 50;

/** A revision of a document the user may see (drafts only for who prepares them): 404 otherwise. */
async function findRevisaoVisivel(ctx: ServiceContext, row: ProjetoRow, revisaoId: string) {
  const revisao = isUuid(revisaoId) ? await findRevisao(ctx.db, row.projeto.id, revisaoId) : undefined;
  if (!revisao || (revisao.status === 'rascunho' && !veRascunhos(ctx.auth.ability, row)))
    throw new NotFound(REVISAO_NAO_ENCONTRADA);
  return revisao;
}

async function findRascunhoEditavel(ctx: ServiceContext, id: string, revisaoId: string, ativo = true) {
  const row = await findEditableProjeto(ctx, id);
  if (ativo && situacaoOf(row) === 'CL') throw new Conflict(PROJETO_CANCELADO);
  const revisao = await findRevisaoVisivel(ctx, row, revisaoId);
  if (revisao.status !== 'rascunho') throw new Conflict(SO_EM_PREPARACAO);
  return { row, revisao };
}

/**
 * Starts the document's next revision, in preparation: its label follows the obra's scheme (0, A, B… or 0, 1,
 * 2…). Not while the client reviews it (PAP), not when cancelled, and one in preparation at a time.
 */
export async function criarRevisao(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZRevisaoInput>,
): Promise<TProjeto> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth: ctx.auth };
    const row = await findEditableProjeto(tctx, id);
    const situacao = situacaoOf(row);
    if (situacao === 'CL') throw new Conflict(PROJETO_CANCELADO);
    if (situacao === 'PAP')
      throw new Conflict(
        'Este documento aguarda o parecer do cliente: a próxima revisão começa depois do parecer.',
      );
    const rascunho = await findRascunho(tx, id);
    if (rascunho)
      throw new Conflict(
        `A revisão ${rascunho.revisao} deste documento já está em preparação: emita-a ou exclua-a antes.`,
      );
    const [config, existentes] = await Promise.all([
      configDaObra(tx, row.projeto.obraId),
      countRevisoes(tx, id),
    ]);
    const revisao = proximaRevisao(config.esquemaRevisao, existentes);
    const created = await insertRevisao(tx, {
      projetoId: id,
      ordem: existentes,
      revisao,
      finalidade: input.finalidade,
      descricao: input.descricao,
      status: 'rascunho',
      criadaPor: ctx.auth.user.id,
    });
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'nova_revisao',
      after: { revisao, finalidade: PROJETO_FINALIDADE_LABEL[input.finalidade], descricao: input.descricao },
    });
    return created.id;
  });
  return getProjeto(ctx, id);
}

/** Changes a revision in preparation (purpose, description). */
export async function editarRevisao(
  ctx: ServiceContext,
  id: string,
  revisaoId: string,
  input: z.output<typeof ZRevisaoUpdate>,
): Promise<TProjeto> {
  await ctx.db.transaction(async (tx) => {
    const { revisao } = await findRascunhoEditavel({ db: tx, auth: ctx.auth }, id, revisaoId);
    const depois = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (!(await updateRevisaoIf(tx, revisaoId, 'rascunho', depois))) throw new Conflict(SO_EM_PREPARACAO);
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'editar_revisao',
      before: { revisao: revisao.revisao, finalidade: revisao.finalidade, descricao: revisao.descricao },
      after: { revisao: revisao.revisao, ...depois },
    });
  });
  return getProjeto(ctx, id);
}

/** Drops a revision still in preparation, with its files (the bytes go once the rows are gone). */
export async function excluirRevisao(
  ctx: ProjetosFilesContext,
  id: string,
  revisaoId: string,
): Promise<TProjeto> {
  const chaves = await ctx.db.transaction(async (tx) => {
    // A cancelled document's leftover draft may still be dropped.
    const { revisao } = await findRascunhoEditavel({ db: tx, auth: ctx.auth }, id, revisaoId, false);
    if (!(await deleteRascunho(tx, revisaoId))) throw new Conflict(SO_EM_PREPARACAO);
    const keys = await deleteFilesOf(tx, ENTIDADE_REVISAO, [revisaoId]);
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'excluir_revisao',
      before: { revisao: revisao.revisao, arquivos: keys.length },
    });
    return keys;
  });
  await removeStoredBytes(ctx.files, chaves);
  return getProjeto(ctx, id);
}

/** A revision in preparation to which this user may send or remove files (`upload`: designers, site managers). */
async function findRascunhoParaArquivos(ctx: ServiceContext, id: string, revisaoId: string) {
  const row = await findReadableProjeto(ctx, id);
  ensureCan(ctx.auth.ability, 'upload', subjectOfRow(row), fieldsOf(row), { message: QUEM_ENVIA });
  if (situacaoOf(row) === 'CL') throw new Conflict(PROJETO_CANCELADO);
  const revisao = await findRevisaoVisivel(ctx, row, revisaoId);
  if (revisao.status !== 'rascunho') throw new Conflict(SO_EM_PREPARACAO);
  return { row, revisao };
}

/** Where a revision's upload waits until it is attached, under the revision's lock, if still in preparation. */
const PENDENTE_REVISAO = 'projeto_revisao_envio';

async function conferirLimite(db: ServiceContext['db'], revisaoId: string) {
  if ((await countFilesOf(db, ENTIDADE_REVISAO, revisaoId)) >= MAX_ARQUIVOS)
    throw new Conflict(
      `Uma revisão guarda até ${MAX_ARQUIVOS} arquivos; exclua algum antes de enviar outro.`,
    );
}

/** Rechecked under the revision's lock: an issue that came first (a GRD) wins, and the change is refused. */
async function conferirAindaRascunho(tx: ServiceContext['db'], revisaoId: string) {
  if ((await lockStatusDaRevisao(tx, revisaoId)) !== 'rascunho') throw new Conflict(SO_EM_PREPARACAO);
}

/**
 * Keeps a file with a revision in preparation (any type the portal takes, checked from its bytes). The bytes are
 * received first, held aside, and attached only if the revision is still in preparation once they are in.
 */
export async function enviarArquivo(
  ctx: ProjetosFilesContext,
  id: string,
  revisaoId: string,
  part: MultipartFile | undefined,
): Promise<TProjetoArquivo> {
  const { revisao } = await findRascunhoParaArquivos(ctx, id, revisaoId);
  await conferirLimite(ctx.db, revisaoId);
  const pendente = { entidade: PENDENTE_REVISAO, entidadeId: revisaoId };
  const recebido = await receiveUpload(ctx.files, ctx.auth, part, pendente);
  try {
    await ctx.db.transaction(async (tx) => {
      await conferirAindaRascunho(tx, revisaoId);
      await conferirLimite(tx, revisaoId);
      await attachFiles(tx, ctx.auth, [recebido.id], pendente, {
        entidade: ENTIDADE_REVISAO,
        entidadeId: revisaoId,
      });
      await touchProjeto(tx, id);
      await recordAudit(tx, ctx.auth.actor, {
        entity: ENTIDADE_PROJETO,
        entityId: id,
        action: 'anexar_arquivo',
        after: { revisao: revisao.revisao, arquivo: recebido.nome },
      });
    });
  } catch (error) {
    await deleteFile(ctx.files, ctx.auth, recebido.id);
    throw error;
  }
  return {
    id: recebido.id,
    nome: recebido.nome,
    mime: recebido.mime,
    tamanho: recebido.tamanho,
    enviadoEm: recebido.createdAt,
  };
}

/** Removes a file from a revision in preparation: its record, audited, then its bytes. */
export async function removerArquivo(
  ctx: ProjetosFilesContext,
  id: string,
  revisaoId: string,
  arquivoId: string,
): Promise<TProjeto> {
  const { revisao } = await findRascunhoParaArquivos(ctx, id, revisaoId);
  const chave = await ctx.db.transaction(async (tx) => {
    await conferirAindaRascunho(tx, revisaoId);
    const arquivo = isUuid(arquivoId) ? await findArquivoDaRevisao(tx, revisaoId, arquivoId) : undefined;
    if (!arquivo) throw new NotFound(ARQUIVO_NAO_ENCONTRADO);
    const key = await deleteFileOf(tx, ctx.auth, arquivo.id, {
      entidade: ENTIDADE_REVISAO,
      entidadeId: revisaoId,
    });
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'remover_arquivo',
      before: { revisao: revisao.revisao, arquivo: arquivo.nome },
    });
    return key;
  });
  if (chave) await removeStoredBytes(ctx.files, [chave]);
  return getProjeto(ctx, id);
}

/** A revision's file, for whoever may read the document (drafts only for who prepares them). */
export async function baixarArquivo(
  ctx: ProjetosFilesContext,
  id: string,
  revisaoId: string,
  arquivoId: string,
): Promise<{ file: { nome: string; mime: string; tamanho: number }; stream: Readable }> {
  const row = await findReadableProjeto(ctx, id);
  await findRevisaoVisivel(ctx, row, revisaoId);
  const arquivo = isUuid(arquivoId) ? await findArquivoDaRevisao(ctx.db, revisaoId, arquivoId) : undefined;
  if (!arquivo) throw new NotFound(ARQUIVO_NAO_ENCONTRADO);
  return openDownload(ctx.files, ctx.auth, arquivo.id);
}
