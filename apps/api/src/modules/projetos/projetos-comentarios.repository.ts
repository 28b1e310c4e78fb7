import { aliasedTable, and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { projetosComentarios as C, projetosRevisoes as R } from './projetos.schema';

const { users } = identityTables;

export type ComentarioInsert = typeof C.$inferInsert;

const autor = aliasedTable(users, 'comentario_autor');
const respondente = aliasedTable(users, 'comentario_respondente');
const fechador = aliasedTable(users, 'comentario_fechador');

/** A document's comments, oldest first; the internal ones only when asked for. */
export async function findComentarios(db: Db, projetoId: string, incluirInternos: boolean) {
  return db
    .select({
      comentario: C,
      revisao: R.revisao,
      autor: { id: autor.id, nome: autor.name, tipo: autor.type },
      respondidoPor: { id: respondente.id, nome: respondente.name },
      fechadoPor: { id: fechador.id, nome: fechador.name },
    })
    .from(C)
    .innerJoin(R, eq(R.id, C.revisaoId))
    .leftJoin(autor, eq(autor.id, C.autorId))
    .leftJoin(respondente, eq(respondente.id, C.respondidoPor))
    .leftJoin(fechador, eq(fechador.id, C.fechadoPor))
    .where(and(eq(C.projetoId, projetoId), incluirInternos ? undefined : eq(C.interno, false)))
    .orderBy(asc(C.createdAt), asc(C.id));
}
export type ComentarioDetalheRow = Awaited<ReturnType<typeof findComentarios>>[number];

export async function findComentario(db: Db, projetoId: string, comentarioId: string) {
  const [row] = await db
    .select()
    .from(C)
    .where(and(eq(C.id, comentarioId), eq(C.projetoId, projetoId)));
  return row;
}

export async function insertComentarios(tx: Db, values: ComentarioInsert[]) {
  if (values.length === 0) return [];
  return tx.insert(C).values(values).returning({ id: C.id });
}

/** Changes a comment if it is still open: undefined when it was closed meanwhile. */
export async function updateComentarioAberto(tx: Db, id: string, changes: Partial<ComentarioInsert>) {
  const [row] = await tx
    .update(C)
    .set(changes)
    .where(and(eq(C.id, id), isNull(C.fechadoEm)))
    .returning({ id: C.id });
  return row;
}
