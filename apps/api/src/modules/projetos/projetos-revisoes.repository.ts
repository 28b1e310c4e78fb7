import { aliasedTable, and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { projetos as P, projetosRevisoes as R, projetosTransmittais as T } from './projetos.schema';

const { arquivos } = filesTables;
const { users } = identityTables;
const { obras } = obrasTables;

/** A revision's files: files of the files module attached to it. */
export const ENTIDADE_REVISAO = 'projeto_revisao';

export type RevisaoRow = typeof R.$inferSelect;
export type RevisaoInsert = typeof R.$inferInsert;

const emissor = aliasedTable(users, 'revisao_emissor');
const revisor = aliasedTable(users, 'revisao_revisor');

/** A document's revisions, newest first, with who issued and reviewed them and their transmittal's number. */
export async function findRevisoes(db: Db, projetoId: string) {
  return db
    .select({
      revisao: R,
      transmittal: { id: T.id, numero: T.numero },
      emitidaPor: { id: emissor.id, nome: emissor.name },
      revisadaPor: { id: revisor.id, nome: revisor.name },
    })
    .from(R)
    .leftJoin(T, eq(T.id, R.transmittalId))
    .leftJoin(emissor, eq(emissor.id, R.emitidaPor))
    .leftJoin(revisor, eq(revisor.id, R.revisadaPor))
    .where(eq(R.projetoId, projetoId))
    .orderBy(desc(R.ordem));
}
export type RevisaoDetalheRow = Awaited<ReturnType<typeof findRevisoes>>[number];

export async function findRevisao(db: Db, projetoId: string, revisaoId: string) {
  const [row] = await db
    .select()
    .from(R)
    .where(and(eq(R.id, revisaoId), eq(R.projetoId, projetoId)));
  return row;
}

/** The revisions named, by id (a transmittal's choice). */
/** The revisions about to be issued, locked until the transaction ends: no file comes or goes meanwhile. */
export async function lockRevisoesByIds(tx: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(R)
    .where(inArray(R.id, [...ids]))
    .for('update');
}

/** A revision's status, locked until the transaction ends (file changes wait for, or see, its issue). */
export async function lockStatusDaRevisao(tx: Db, id: string): Promise<RevisaoRow['status'] | undefined> {
  const [row] = await tx.select({ status: R.status }).from(R).where(eq(R.id, id)).for('update');
  return row?.status;
}

export async function countRevisoes(db: Db, projetoId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(R).where(eq(R.projetoId, projetoId));
  return row!.total;
}

export async function findRascunho(db: Db, projetoId: string) {
  const [row] = await db
    .select({ id: R.id, revisao: R.revisao })
    .from(R)
    .where(and(eq(R.projetoId, projetoId), eq(R.status, 'rascunho')));
  return row;
}

export async function insertRevisao(tx: Db, values: RevisaoInsert) {
  const [row] = await tx.insert(R).values(values).returning({ id: R.id, revisao: R.revisao });
  return row!;
}

/** Changes a revision if it is still in `status`: undefined when someone moved it first. */
export async function updateRevisaoIf(
  tx: Db,
  id: string,
  status: RevisaoRow['status'],
  changes: Partial<RevisaoInsert>,
) {
  const [row] = await tx
    .update(R)
    .set(changes)
    .where(and(eq(R.id, id), eq(R.status, status)))
    .returning({ id: R.id });
  return row;
}

/** Deletes a revision only while it is in preparation: false when it was issued first. */
export async function deleteRascunho(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .delete(R)
    .where(and(eq(R.id, id), eq(R.status, 'rascunho')))
    .returning({ id: R.id });
  return rows.length > 0;
}

/** The files of these revisions, oldest first. */
export async function findArquivosDasRevisoes(db: Db, revisaoIds: readonly string[]) {
  if (revisaoIds.length === 0) return [];
  return db
    .select({
      id: arquivos.id,
      revisaoId: arquivos.entidadeId,
      nome: arquivos.nome,
      mime: arquivos.mime,
      tamanho: arquivos.tamanho,
      createdAt: arquivos.createdAt,
    })
    .from(arquivos)
    .where(and(eq(arquivos.entidade, ENTIDADE_REVISAO), inArray(arquivos.entidadeId, [...revisaoIds])))
    .orderBy(asc(arquivos.createdAt), asc(arquivos.nome));
}

/** How many files each of these revisions holds. */
export async function contarArquivos(db: Db, revisaoIds: readonly string[]): Promise<Map<string, number>> {
  if (revisaoIds.length === 0) return new Map();
  const rows = await db
    .select({ revisaoId: arquivos.entidadeId, total: count() })
    .from(arquivos)
    .where(and(eq(arquivos.entidade, ENTIDADE_REVISAO), inArray(arquivos.entidadeId, [...revisaoIds])))
    .groupBy(arquivos.entidadeId);
  return new Map(rows.map((r) => [r.revisaoId!, r.total]));
}

/** One file of this revision. */
export async function findArquivoDaRevisao(db: Db, revisaoId: string, arquivoId: string) {
  const [row] = await db
    .select({ id: arquivos.id, nome: arquivos.nome, mime: arquivos.mime, tamanho: arquivos.tamanho })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.id, arquivoId),
        eq(arquivos.entidade, ENTIDADE_REVISAO),
        eq(arquivos.entidadeId, revisaoId),
      ),
    );
  return row;
}

/** The document a revision belongs to (the files module's access check). */
export async function findProjetoIdDaRevisao(db: Db, revisaoId: string) {
  const [row] = await db
    .select({ projetoId: R.projetoId, status: R.status })
    .from(R)
    .where(eq(R.id, revisaoId));
  return row;
}

/**
 * An obra's revisions in preparation within `permission` (who may issue them), by document number, with their file
 * counts: the "Emitir GRD" dialog's one request.
 */
export async function findEmPreparacao(db: Db, obraId: string, permission: SQL, limite = 200) {
  const arquivosDaRevisao = db
    .select({ entidadeId: arquivos.entidadeId, total: count().as('total') })
    .from(arquivos)
    .where(eq(arquivos.entidade, ENTIDADE_REVISAO))
    .groupBy(arquivos.entidadeId)
    .as('arquivos_da_revisao');
  return db
    .select({
      projeto: P,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      revisao: R,
      arquivos: arquivosDaRevisao.total,
    })
    .from(R)
    .innerJoin(P, eq(P.id, R.projetoId))
    .innerJoin(obras, eq(obras.id, P.obraId))
    .leftJoin(arquivosDaRevisao, eq(arquivosDaRevisao.entidadeId, sql`${R.id}::text`))
    .where(and(eq(P.obraId, obraId), eq(R.status, 'rascunho'), permission))
    .orderBy(asc(P.numero))
    .limit(limite);
}
