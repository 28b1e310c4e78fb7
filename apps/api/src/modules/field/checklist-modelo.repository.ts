import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TOsTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { checklistModeloVersoes, checklistModelos, checklists } from './field.schema';

const { users } = identityTables;

export type ModeloRow = typeof checklistModelos.$inferSelect;
export type VersaoRow = typeof checklistModeloVersoes.$inferSelect;

// Correlated subqueries in plain SQL: Drizzle leaves a column unqualified when the outer query has one table, and
// an unqualified "id" inside the subquery would be the checklist's.
/** Checklists filled on one version. */
const preenchidosDaVersao = sql<number>`(select count(*)::int from checklists c where c.versao_id = checklist_modelo_versoes.id)`;
/** Checklists filled on any version of a template. */
const preenchidosDoModelo = sql<number>`(select count(*)::int from checklists c join checklist_modelo_versoes v on v.id = c.versao_id where v.modelo_id = checklist_modelos.id)`;

/**
 * An obra's templates of a team with their current version (its questions and whether it was used) and how many
 * checklists were filled on any version.
 */
export async function findModelosOf(db: Db, obraId: string, tipo: TOsTipo) {
  return db
    .select({
      modelo: checklistModelos,
      versao: checklistModeloVersoes,
      versaoPreenchidos: preenchidosDaVersao,
      preenchidos: preenchidosDoModelo,
    })
    .from(checklistModelos)
    .innerJoin(
      checklistModeloVersoes,
      and(
        eq(checklistModeloVersoes.modeloId, checklistModelos.id),
        eq(checklistModeloVersoes.versao, checklistModelos.versaoAtual),
      ),
    )
    .where(and(eq(checklistModelos.obraId, obraId), eq(checklistModelos.tipo, tipo)))
    .orderBy(desc(checklistModelos.ativo), asc(checklistModelos.nome), asc(checklistModelos.id));
}

/** A template, locked for the rest of the transaction when it is about to change. */
export async function findModelo(db: Db, id: string, forUpdate = false): Promise<ModeloRow | undefined> {
  const query = db.select().from(checklistModelos).where(eq(checklistModelos.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findVersao(db: Db, modeloId: string, versao: number) {
  const [row] = await db
    .select({ versao: checklistModeloVersoes, preenchidos: preenchidosDaVersao })
    .from(checklistModeloVersoes)
    .where(and(eq(checklistModeloVersoes.modeloId, modeloId), eq(checklistModeloVersoes.versao, versao)))
    .limit(1);
  return row;
}

/** A template's versions, newest first, with who made each and how many checklists were filled on it. */
export async function findVersoes(db: Db, modeloId: string) {
  return db
    .select({
      versao: checklistModeloVersoes.versao,
      createdAt: checklistModeloVersoes.createdAt,
      autor: users.name,
      preenchidos: preenchidosDaVersao,
    })
    .from(checklistModeloVersoes)
    .leftJoin(users, eq(users.id, checklistModeloVersoes.autorId))
    .where(eq(checklistModeloVersoes.modeloId, modeloId))
    .orderBy(desc(checklistModeloVersoes.versao));
}

export async function countChecklistsOfVersao(db: Db, versaoId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(checklists).where(eq(checklists.versaoId, versaoId));
  return row?.n ?? 0;
}

export async function insertModelo(db: Db, values: typeof checklistModelos.$inferInsert): Promise<ModeloRow> {
  const [row] = await db.insert(checklistModelos).values(values).returning();
  if (!row) throw new Error('insert into checklist_modelos returned nothing');
  return row;
}

export async function updateModeloRow(
  db: Db,
  id: string,
  values: Partial<typeof checklistModelos.$inferInsert>,
): Promise<void> {
  await db
    .update(checklistModelos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checklistModelos.id, id));
}

export async function insertVersao(
  db: Db,
  values: typeof checklistModeloVersoes.$inferInsert,
): Promise<VersaoRow> {
  const [row] = await db.insert(checklistModeloVersoes).values(values).returning();
  if (!row) throw new Error('insert into checklist_modelo_versoes returned nothing');
  return row;
}

/** Rewrites an unused version in place (nobody filled a checklist on it yet). */
export async function updateVersaoRow(
  db: Db,
  id: string,
  values: Pick<VersaoRow, 'secoes' | 'assinaturaCliente' | 'autorId'>,
): Promise<void> {
  await db.update(checklistModeloVersoes).set(values).where(eq(checklistModeloVersoes.id, id));
}
