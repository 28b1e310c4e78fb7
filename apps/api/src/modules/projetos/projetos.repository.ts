import { and, asc, count, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { PROJETO_SITUACOES_EM_ESPERA, type TProjetoSituacao, type TProjetosQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import type { ProjetoRow } from './projetos-view';
import { projetos as P } from './projetos.schema';

const { obras } = obrasTables;

/** The audit log's and the notifications' name for a document. */
export const ENTIDADE_PROJETO = 'projeto';

export type ProjetoInsert = typeof P.$inferInsert;

const like = (texto: string) => `%${texto.replace(/[%_\\]/g, '')}%`;

function selectProjeto(db: Db) {
  return db
    .select({ projeto: P, obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome } })
    .from(P)
    .innerJoin(obras, eq(obras.id, P.obraId));
}

export async function findProjeto(db: Db, id: string): Promise<ProjetoRow | undefined> {
  const [row] = await selectProjeto(db).where(eq(P.id, id));
  return row;
}

/** The register's filters (the permission comes apart, from projetosWhere); overdue by the São Paulo day `hoje`. */
function projetosFilters(query: TProjetosQuery, hoje: string): SQL[] {
  const where: SQL[] = [];
  if (query.obraId) where.push(eq(P.obraId, query.obraId));
  if (query.categoria?.length) where.push(inArray(P.categoria, query.categoria));
  if (query.disciplina?.length) where.push(inArray(P.disciplina, query.disciplina));
  if (query.situacao?.length) where.push(inArray(P.situacao, query.situacao));
  if (query.codigo?.length) where.push(inArray(P.codigoAtual, query.codigo));
  if (query.atrasados)
    where.push(and(lt(P.prazo, hoje), inArray(P.situacao, [...PROJETO_SITUACOES_EM_ESPERA]))!);
  if (query.busca) {
    const term = like(query.busca);
    where.push(
      or(ilike(P.numero, term), ilike(P.titulo, term), ilike(obras.codigo, term), ilike(obras.nome, term))!,
    );
  }
  return where;
}

function projetosOrder(query: TProjetosQuery): SQL[] {
  const sort = query.sort ?? { field: 'numero', desc: false };
  const column = {
    numero: P.numero,
    titulo: P.titulo,
    prazo: P.prazo,
    situacao: P.situacao,
    atualizadoEm: P.updatedAt,
  }[sort.field];
  return [
    sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
    asc(P.numero),
    asc(P.id),
  ];
}

/** One page of the register within `permission` (projetosWhere: the scope, the rules, Referência). */
export async function findProjetosPage(db: Db, query: TProjetosQuery, permission: SQL, hoje: string) {
  const where = and(permission, ...projetosFilters(query, hoje));
  const [rows, [total]] = await Promise.all([
    selectProjeto(db)
      .where(where)
      .orderBy(...projetosOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(P).innerJoin(obras, eq(obras.id, P.obraId)).where(where),
  ]);
  return { rows: rows as ProjetoRow[], total: total!.total };
}

/** The document of this obra with this number, whatever its case. */
export async function findProjetoIdByNumero(db: Db, obraId: string, numero: string, exceto?: string) {
  const [row] = await db
    .select({ id: P.id })
    .from(P)
    .where(
      and(
        eq(P.obraId, obraId),
        sql`lower(${P.numero}) = lower(${numero})`,
        exceto ? sql`${P.id} <> ${exceto}` : undefined,
      ),
    );
  return row?.id;
}

export async function insertProjeto(tx: Db, values: ProjetoInsert) {
  const [row] = await tx.insert(P).values(values).returning({ id: P.id });
  return row!;
}

/**
 * Changes a document if it is still at `versao` and in `situacao` (versao bumped): undefined when someone changed
 * it first.
 */
export async function updateProjetoIf(
  tx: Db,
  id: string,
  expected: { versao: number; situacao: TProjetoSituacao },
  changes: Partial<ProjetoInsert>,
) {
  const [row] = await tx
    .update(P)
    .set({ ...changes, versao: sql`${P.versao} + 1`, updatedAt: new Date() })
    .where(and(eq(P.id, id), eq(P.versao, expected.versao), eq(P.situacao, expected.situacao)))
    .returning({ id: P.id });
  return row;
}

/**
 * Marks a document as changed (a revision, file or comment of it): the register's "atualizado em". Its versao stays:
 * it guards the register's data and situation, which these do not change.
 */
export async function touchProjeto(tx: Db, id: string) {
  await tx.update(P).set({ updatedAt: new Date() }).where(eq(P.id, id));
}
