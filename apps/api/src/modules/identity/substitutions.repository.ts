import { aliasedTable, and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import { TODAY_IN_BRAZIL } from './sessions.repository';
import { substituicoes } from './substitutions.schema';
import { users } from './users.schema';

export type SubstituicaoRow = typeof substituicoes.$inferSelect;

const titular = aliasedTable(users, 'titular');
const substituto = aliasedTable(users, 'substituto');
const person = (t: typeof titular) => ({ id: t.id, name: t.name, email: t.email });

/** Substitutions with both people's names; `vigente` when today (São Paulo) is inside the period. */
function selectSubstituicoes(db: Db) {
  return db
    .select({
      row: substituicoes,
      titular: person(titular),
      substituto: person(substituto),
      vigente: sql<boolean>`${TODAY_IN_BRAZIL} between ${substituicoes.inicio} and ${substituicoes.fim}`,
    })
    .from(substituicoes)
    .innerJoin(titular, eq(titular.id, substituicoes.titularId))
    .innerJoin(substituto, eq(substituto.id, substituicoes.substitutoId));
}

export type SubstituicaoView = Awaited<ReturnType<ReturnType<typeof selectSubstituicoes>['execute']>>[number];

/**
 * The substitutions a user takes part in (as titular or substitute) or, for whoever manages users, everyone's;
 * those already over are left out unless asked for. Newest period first, at most 200.
 */
export async function findSubstituicoes(db: Db, userId: string | null, incluirEncerradas: boolean) {
  const conditions: SQL[] = [];
  if (userId)
    conditions.push(or(eq(substituicoes.titularId, userId), eq(substituicoes.substitutoId, userId))!);
  if (!incluirEncerradas) conditions.push(gte(substituicoes.fim, TODAY_IN_BRAZIL));
  return selectSubstituicoes(db)
    .where(and(...conditions))
    .orderBy(desc(substituicoes.inicio))
    .limit(200);
}

export async function findSubstituicao(db: Db, id: string) {
  const [row] = await selectSubstituicoes(db).where(eq(substituicoes.id, id)).limit(1);
  return row;
}

/** Whether the titular already has a substitute for any day of this period (one substitute at a time). */
export async function findOverlapping(db: Db, titularId: string, inicio: string, fim: string) {
  const [row] = await db
    .select({ id: substituicoes.id })
    .from(substituicoes)
    .where(
      and(
        eq(substituicoes.titularId, titularId),
        sql`${substituicoes.inicio} <= ${fim} and ${substituicoes.fim} >= ${inicio}`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertSubstituicao(tx: Db, row: typeof substituicoes.$inferInsert) {
  const [created] = await tx.insert(substituicoes).values(row).returning();
  return created!;
}

export async function deleteSubstituicao(tx: Db, id: string): Promise<void> {
  await tx.delete(substituicoes).where(eq(substituicoes.id, id));
}

/** The obras a user belongs to, as their ability reads them. */
export async function findObraIdsOf(db: Db, userId: string): Promise<string[]> {
  const { obraUsuarios } = obrasTables;
  const rows = await db
    .select({ obraId: obraUsuarios.obraId })
    .from(obraUsuarios)
    .where(eq(obraUsuarios.userId, userId));
  return rows.map((r) => r.obraId);
}

/** Active people of the same kind (staff or client) a user may name as substitute, by name or e-mail. */
export async function findSubstitutoCandidates(
  db: Db,
  type: 'gali' | 'cliente',
  exceptId: string,
  q: string,
) {
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, type),
        eq(users.enabled, true),
        sql`${users.deletedAt} is null`,
        sql`${users.id} <> ${exceptId}`,
        q ? or(sql`${users.name} ilike ${like}`, sql`${users.email} ilike ${like}`) : undefined,
      ),
    )
    .orderBy(users.name)
    .limit(20);
}

/** Who stands in today (São Paulo) for any of these titulars: their `acao_pendente` notifications reach them too. */
export async function findCurrentSubstituteIds(db: Db, titularIds: readonly string[]): Promise<string[]> {
  if (titularIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: substituicoes.substitutoId })
    .from(substituicoes)
    .where(
      and(
        inArray(substituicoes.titularId, [...titularIds]),
        sql`${TODAY_IN_BRAZIL} between ${substituicoes.inicio} and ${substituicoes.fim}`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Whom this substitute stands in for today (São Paulo). */
export async function findCurrentTitularIds(db: Db, substitutoId: string): Promise<string[]> {
  const rows = await db
    .select({ id: substituicoes.titularId })
    .from(substituicoes)
    .where(
      and(
        eq(substituicoes.substitutoId, substitutoId),
        sql`${TODAY_IN_BRAZIL} between ${substituicoes.inicio} and ${substituicoes.fim}`,
      ),
    );
  return rows.map((r) => r.id);
}
