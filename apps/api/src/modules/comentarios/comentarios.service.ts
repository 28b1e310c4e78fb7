import {
  COMENTARIOS_THREAD_MAX,
  type TComentario,
  type TComentarioArquivo,
  type TComentarioThread,
  type TNovoComentario,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, DomainError, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import { loadRecordFor, type LoadedRecord, type RecordsContext } from '../../records/record-registry';
import { recordAudit } from '../audit';
import { attachFiles } from '../files';
import { emitEvent, followRecord } from '../notificacoes';
import { excerptOf, toComentario } from './comentario-view';
import type { ComentariosContext } from './comentarios-context';
import {
  findArquivosOfComentarios,
  findComentario,
  findThread,
  findUserNames,
  insertComentario,
  markComentarioRemovido,
  type ComentarioRow,
} from './comentarios.repository';
import { checkMencoes } from './mencoes.service';
import { commentActionOf, pendingOf, seesInternalNotes } from './thread-rules';

/** Whether this user may remove this comment: its author, or whoever manages the record. */
function mayRemove(ctx: RecordsContext, record: LoadedRecord, row: ComentarioRow): boolean {
  return row.autorId === ctx.auth.user.id || canOn(ctx.auth.ability, 'manage', record.subject, record.fields);
}

/** Comments with their mentioned people's names and their files, as this user sees them. */
async function viewOf(
  db: Db,
  ctx: RecordsContext,
  record: LoadedRecord,
  rows: ComentarioRow[],
): Promise<TComentario[]> {
  const visible = rows.filter((r) => r.removidoEm === null);
  const [nomes, arquivos] = await Promise.all([
    findUserNames(db, [...new Set(visible.flatMap((r) => r.mencoes))]),
    findArquivosOfComentarios(
      db,
      visible.map((r) => r.id),
    ),
  ]);
  const byComentario = new Map<string, TComentarioArquivo[]>();
  for (const { comentarioId, ...arquivo } of arquivos) {
    const list = byComentario.get(comentarioId!) ?? [];
    list.push(arquivo);
    byComentario.set(comentarioId!, list);
  }
  return rows.map((row) =>
    toComentario(row, {
      nomes,
      arquivos: byComentario.get(row.id) ?? [],
      podeRemover: mayRemove(ctx, record, row),
    }),
  );
}

/**
 * A record's thread for whoever may read the record (404 otherwise, as for a missing one): its newest comments,
 * oldest first, without internal notes for external users, and what this user may write in it.
 */
export async function listComentarios(
  ctx: ComentariosContext,
  entidade: string,
  id: string,
): Promise<TComentarioThread> {
  const record = await loadRecordFor(ctx, entidade, id);
  const internos = seesInternalNotes(ctx);
  const { rows, total } = await findThread(ctx.db, entidade, id, internos, COMENTARIOS_THREAD_MAX);
  const podeComentar = canOn(ctx.auth.ability, commentActionOf(ctx, entidade), record.subject, record.fields);
  return {
    items: await viewOf(ctx.db, ctx, record, rows),
    total,
    podeComentar,
    podeNotaInterna: podeComentar && internos,
  };
}

/**
 * Writes a comment on a record, for whoever may comment on it (its kind's `commentAction`). Only internal users
 * write internal notes; everyone mentioned must be able to read the record (and, in an internal note, be internal);
 * the files must be ones this user sent for this thread and not yet attached. Audited; the mentioned are notified
 * (an event in the same transaction) and the author follows the record.
 */
export async function createComentario(
  ctx: ComentariosContext,
  entidade: string,
  id: string,
  input: TNovoComentario,
): Promise<TComentario> {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const record = await loadRecordFor(tctx, entidade, id, commentActionOf(ctx, entidade));
    // A confidential record (an ethics report) keeps its own conversation: a comment would reach the audit page and
    // `manage all` (issue 23). Its thread only holds the uploads its own answers attach.
    if (record.kind.confidential)
      throw new Forbidden(`Este registro é sigiloso (${record.kind.label}) e não recebe comentários.`);
    if (input.interno && !seesInternalNotes(ctx))
      throw new Forbidden('Só usuários internos podem escrever notas internas.');
    const mencionados = await checkMencoes(tctx, record, input.mencoes, input.interno);
    const row = await insertComentario(tx, {
      entidade,
      entidadeId: id,
      autorId: auth.user.id,
      autorNome: auth.user.name,
      texto: input.texto,
      interno: input.interno,
      mencoes: mencionados.map((m) => m.id),
    });
    const arquivos = await attachFiles(tx, auth, input.arquivos, pendingOf(entidade, id), {
      entidade: 'comentario',
      entidadeId: row.id,
    });
    if (arquivos.length !== input.arquivos.length)
      throw new ValidationFailed('Algum arquivo não pode ser anexado a este comentário.', [
        {
          campo: 'arquivos',
          mensagem: 'Anexe só arquivos que você enviou para esta conversa e que ainda não foram anexados',
        },
      ]);
    await record.kind.aoComentar?.(tx, {
      entidadeId: id,
      autorId: auth.user.id,
      interno: input.interno,
      doTime: seesInternalNotes(ctx),
      em: row.createdAt,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'comentario',
      entityId: row.id,
      action: 'create',
      after: { ...row, arquivos: arquivos.map((a) => a.id) },
    });
    const destinatarios = mencionados.map((m) => m.id).filter((m) => m !== auth.user.id);
    if (destinatarios.length > 0)
      await emitEvent(tx, {
        chave: `mencao:${row.id}`,
        tipo: 'mencionado',
        entidade,
        entidadeId: id,
        atorId: auth.user.id,
        titulo: `${auth.user.name} mencionou você em ${record.titulo}`,
        texto: excerptOf(input.texto),
        link: record.link,
        destinatarios,
      });
    await followRecord(tx, entidade, id, auth.user.id);
    const [view] = await viewOf(tx, ctx, record, [row]);
    return view!;
  });
}

/**
 * Removes a comment: its author, or whoever manages the record, may. It stays in the thread as removed, without its
 * text or files. A comment this user cannot see answers like a missing one. Audited.
 */
export async function removeComentario(
  ctx: ComentariosContext,
  entidade: string,
  id: string,
  comentarioId: string,
): Promise<void> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const record = await loadRecordFor({ ...ctx, db: tx }, entidade, id);
    const row = await findComentario(tx, comentarioId);
    if (
      !row ||
      row.entidade !== entidade ||
      row.entidadeId !== id ||
      (row.interno && !seesInternalNotes(ctx))
    )
      throw new NotFound('Comentário não encontrado.');
    if (row.removidoEm) throw new Conflict('Este comentário já foi removido.');
    if (!mayRemove(ctx, record, row))
      throw new Forbidden('Só quem escreveu o comentário, ou quem administra o registro, pode removê-lo.');
    const after = await markComentarioRemovido(tx, row.id);
    await recordAudit(tx, auth.actor, {
      entity: 'comentario',
      entityId: row.id,
      action: 'delete',
      before: row,
      after,
    });
  });
}

/**
 * Whether a user may download a comment's files: whoever may read the comment's record, and for an internal note
 * only internal users. A removed comment's files are hidden (the files module still lets their uploader in).
 */
export async function mayReadComentarioFiles(ctx: RecordsContext, comentarioId: string): Promise<boolean> {
  const row = isUuid(comentarioId) ? await findComentario(ctx.db, comentarioId) : undefined;
  if (!row || row.removidoEm || (row.interno && !seesInternalNotes(ctx))) return false;
  try {
    await loadRecordFor(ctx, row.entidade, row.entidadeId);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}
