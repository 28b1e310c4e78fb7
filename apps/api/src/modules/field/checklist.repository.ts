import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { checklistModeloVersoes, checklistModelos, checklists } from './field.schema';

const { users } = identityTables;
const { arquivos } = filesTables;

export type ChecklistRow = typeof checklists.$inferSelect;

const detail = {
  checklist: checklists,
  versao: checklistModeloVersoes,
  modelo: { id: checklistModelos.id, nome: checklistModelos.nome },
  autor: { id: users.id, name: users.name, email: users.email },
};

function selectDetail(db: Db) {
  return db
    .select(detail)
    .from(checklists)
    .innerJoin(checklistModeloVersoes, eq(checklistModeloVersoes.id, checklists.versaoId))
    .innerJoin(checklistModelos, eq(checklistModelos.id, checklistModeloVersoes.modeloId))
    .leftJoin(users, eq(users.id, checklists.autorId));
}

/**
 * A checklist with the version it is filled on, its template's name and its author; locked for the rest of the
 * transaction when an answer is about to change it (two answers at once each keep the other's).
 */
export async function findChecklistDetail(db: Db, id: string, forUpdate = false) {
  const query = selectDetail(db).where(eq(checklists.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: checklists }) : await query;
  return row;
}
export type ChecklistDetailRow = NonNullable<Awaited<ReturnType<typeof findChecklistDetail>>>;

/** The checklist a phone already started with this key, if any. */
export async function findChecklistByChave(db: Db, chave: string) {
  const [row] = await db
    .select({ id: checklists.id, osId: checklists.osId, autorId: checklists.autorId })
    .from(checklists)
    .where(eq(checklists.chaveIdempotencia, chave))
    .limit(1);
  return row;
}

/** One page of an order's checklists, newest first. */
export async function findChecklistsOfOs(db: Db, osId: string, page: { page: number; pageSize: number }) {
  const [rows, totals] = await Promise.all([
    selectDetail(db)
      .where(eq(checklists.osId, osId))
      .orderBy(desc(checklists.createdAt), desc(checklists.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(checklists).where(eq(checklists.osId, osId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertChecklist(db: Db, values: typeof checklists.$inferInsert): Promise<ChecklistRow> {
  const [row] = await db.insert(checklists).values(values).returning();
  if (!row) throw new Error('insert into checklists returned nothing');
  return row;
}

export async function updateChecklistRow(
  db: Db,
  id: string,
  values: Partial<typeof checklists.$inferInsert>,
): Promise<void> {
  await db
    .update(checklists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checklists.id, id));
}

/** A photo sent for this checklist (the files module's table, read only), or nothing. */
export async function findChecklistFoto(db: Db, checklistId: string, arquivoId: string) {
  const [row] = await db
    .select({
      id: arquivos.id,
      storageKey: arquivos.storageKey,
      mime: arquivos.mime,
      tamanho: arquivos.tamanho,
    })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.id, arquivoId),
        eq(arquivos.entidade, 'checklist'),
        eq(arquivos.entidadeId, checklistId),
      ),
    )
    .limit(1);
  return row;
}
