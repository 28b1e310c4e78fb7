import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/sql-text';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { comentarios } from './comentarios.schema';

export type ComentarioRow = typeof comentarios.$inferSelect;

const { users } = identityTables;
const { arquivos } = filesTables;

export async function insertComentario(tx: Db, row: typeof comentarios.$inferInsert): Promise<ComentarioRow> {
  const [created] = await tx.insert(comentarios).values(row).returning();
  return created!;
}

export async function findComentario(db: Db, id: string): Promise<ComentarioRow | undefined> {
  const [row] = await db.select().from(comentarios).where(eq(comentarios.id, id)).limit(1);
  return row;
}

/** Marks a comment removed (it stays in the thread, without text or files); answers it as it is now. */
export async function markComentarioRemovido(tx: Db, id: string): Promise<ComentarioRow> {
  const [row] = await tx
    .update(comentarios)
    .set({ removidoEm: new Date() })
    .where(eq(comentarios.id, id))
    .returning();
  return row!;
}

function threadWhere(entidade: string, entidadeId: string, incluirInternos: boolean): SQL {
  return and(
    eq(comentarios.entidade, entidade),
    eq(comentarios.entidadeId, entidadeId),
    // External users never receive internal notes: they are left out here, not after the query.
    incluirInternos ? undefined : eq(comentarios.interno, false),
  )!;
}

/**
 * The newest `limit` comments of a record's thread, returned oldest first, and how many there are in all. The
 * index on (entidade, entidade_id, created_at) serves both.
 */
export async function findThread(
  db: Db,
  entidade: string,
  entidadeId: string,
  incluirInternos: boolean,
  limit: number,
): Promise<{ rows: ComentarioRow[]; total: number }> {
  const where = threadWhere(entidade, entidadeId, incluirInternos);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(comentarios)
      .where(where)
      .orderBy(desc(comentarios.createdAt), desc(comentarios.id))
      .limit(limit),
    db.select({ n: count() }).from(comentarios).where(where),
  ]);
  return { rows: rows.reverse(), total: Number(counted?.n ?? 0) };
}

/** Current names of the people mentioned in a thread. */
export async function findUserNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The files attached to these comments (the files module's table, read in a join's place). */
export async function findArquivosOfComentarios(db: Db, comentarioIds: string[]) {
  if (comentarioIds.length === 0) return [];
  return db
    .select({
      id: arquivos.id,
      nome: arquivos.nome,
      tamanho: arquivos.tamanho,
      mime: arquivos.mime,
      comentarioId: arquivos.entidadeId,
    })
    .from(arquivos)
    .where(and(eq(arquivos.entidade, 'comentario'), inArray(arquivos.entidadeId, comentarioIds)))
    .orderBy(asc(arquivos.createdAt), asc(arquivos.id));
}

/** One file waiting to be attached, sent by this user for this thread. */
export async function findPendingArquivo(
  db: Db,
  arquivoId: string,
  pending: { entidade: string; entidadeId: string },
  userId: string,
) {
  const [row] = await db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.id, arquivoId),
        eq(arquivos.entidade, pending.entidade),
        eq(arquivos.entidadeId, pending.entidadeId),
        eq(arquivos.enviadoPor, userId),
      ),
    )
    .limit(1);
  return row;
}

/** The people a comment names, as the mention rules need them (live accounts only). */
export async function findMentionedUsers(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, type: users.type, roles: users.roles })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true), isNull(users.deletedAt)));
}

// Lower case without accents, the same on both sides of the comparison: "João" matches "joao".
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const folded = (column: SQL | typeof users.name) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** `"  JOÃO "` → `joao`, as `folded` turns a column. */
export function foldText(text: string): string {
  return text.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * A page of the people who might be named in a record's thread: active internal users and, when the record belongs
 * to an obra, its members (clients included), matching `q` by name or e-mail. The caller checks each one's
 * permission on the record, so pages are small and bounded.
 */
export async function findMentionCandidates(
  db: Db,
  options: {
    obraId: string | null;
    q: string;
    excludeId: string;
    somenteInternos: boolean;
    offset: number;
    limit: number;
  },
) {
  const { obraUsuarios } = obrasTables;
  const q = foldText(options.q);
  const like = `%${escapeLike(q)}%`;
  const membro = options.obraId
    ? sql`exists (select 1 from ${obraUsuarios} where ${obraUsuarios.obraId} = ${options.obraId} and ${obraUsuarios.userId} = ${users.id})`
    : undefined;
  const interno = eq(users.type, 'gali');
  return db
    .select({ id: users.id, name: users.name, email: users.email, type: users.type, roles: users.roles })
    .from(users)
    .where(
      and(
        eq(users.enabled, true),
        isNull(users.deletedAt),
        ne(users.id, options.excludeId),
        options.somenteInternos || !membro ? interno : or(interno, membro),
        q ? or(sql`${folded(users.name)} like ${like}`, sql`${users.email} like ${like}`) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .offset(options.offset)
    .limit(options.limit);
}
