import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TFabricacoesQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { pageWithTotal, totalOver } from '../../db/paging';
import { containsPattern } from '../../db/sql-text';
import { obrasTables } from '../obras';
import { atrasadasSubquery, percentualSql, progressoSubquery } from './fabricacao-progresso.sql';
import { fabFabricacoes } from './fabricacao.schema';

const { obras, clientes } = obrasTables;
const destino = alias(obras, 'destino');

/** Only obras of tipo fabricacao are fabrications (with or without their fab_fabricacoes row). */
export const ehFabricacao = eq(obras.tipo, 'fabricacao');

function selectFabricacao(db: Db, hoje: string) {
  const progresso = progressoSubquery(db);
  const atrasadas = atrasadasSubquery(db, hoje);
  const progressoPeso = percentualSql(progresso.pesoConcluido, progresso.pesoTotal);
  const query = db
    .select({
      id: obras.id,
      codigo: obras.codigo,
      nome: obras.nome,
      status: obras.status,
      cidade: obras.cidade,
      uf: obras.uf,
      inicioPrevisto: obras.inicioPrevisto,
      fimPrevisto: obras.fimPrevisto,
      cliente: { id: clientes.id, nome: clientes.nome },
      destinoId: destino.id,
      destinoCodigo: destino.codigo,
      destinoNome: destino.nome,
      progressoPeso,
      progressoItens: percentualSql(progresso.itensConcluidos, progresso.itens),
      itens: sql<number>`coalesce(${progresso.itens}, 0)`.mapWith(Number),
      itensConcluidos: sql<number>`coalesce(${progresso.itensConcluidos}, 0)`.mapWith(Number),
      pesoTotalKg: sql<string>`coalesce(${progresso.pesoTotal}, 0)`,
      pesoConcluidoKg: sql<string>`round(coalesce(${progresso.pesoConcluido}, 0), 3)`,
      operacoesAtrasadas: sql<number>`coalesce(${atrasadas.atrasadas}, 0)`.mapWith(Number),
      total: totalOver(),
    })
    .from(obras)
    .innerJoin(clientes, eq(clientes.id, obras.clienteId))
    .leftJoin(fabFabricacoes, eq(fabFabricacoes.obraId, obras.id))
    .leftJoin(destino, eq(destino.id, fabFabricacoes.obraDestinoId))
    .leftJoin(progresso, eq(progresso.obraId, obras.id))
    .leftJoin(atrasadas, eq(atrasadas.obraId, obras.id));
  return { query, progressoPeso, atrasadas };
}
export type FabricacaoRow = NonNullable<Awaited<ReturnType<typeof findFabricacao>>>;

function filtros(query: Partial<TFabricacoesQuery>, atrasadasCol: SQL | undefined): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.busca) {
    const like = containsPattern(query.busca);
    conditions.push(or(ilike(obras.codigo, like), ilike(obras.nome, like), ilike(clientes.nome, like)));
  }
  if (query.status?.length) conditions.push(inArray(obras.status, query.status));
  if (query.cliente) conditions.push(eq(obras.clienteId, query.cliente));
  if (query.atrasadas !== undefined && atrasadasCol)
    conditions.push(query.atrasadas ? sql`${atrasadasCol} > 0` : sql`coalesce(${atrasadasCol}, 0) = 0`);
  return conditions;
}

/** The fabrications `permission` lets through, filtered, sorted and paged in SQL with their progress. */
export async function findFabricacoesPage(
  db: Db,
  hoje: string,
  query: TFabricacoesQuery,
  permission: SQL,
  extra?: SQL,
) {
  const { query: select, progressoPeso, atrasadas } = selectFabricacao(db, hoje);
  const sorts: Record<TFabricacoesQuery['sort']['field'], SQL | AnyColumn> = {
    codigo: obras.codigo,
    nome: obras.nome,
    status: obras.status,
    fimPrevisto: obras.fimPrevisto,
    progressoPeso,
  };
  const column = sorts[query.sort.field];
  const where = and(ehFabricacao, permission, extra, ...filtros(query, sql`${atrasadas.atrasadas}`));
  const rows = await select
    .where(where)
    .orderBy(query.sort.desc ? desc(column) : asc(column), asc(obras.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return pageWithTotal(rows, query.page, async () => {
    const all = await selectFabricacao(db, hoje).query.where(where);
    return all.length;
  });
}

/** One fabrication (an obra of tipo fabricacao) with its progress; undefined for any other obra. */
export async function findFabricacao(db: Db, hoje: string, id: string) {
  const [row] = await selectFabricacao(db, hoje).query.where(and(ehFabricacao, eq(obras.id, id)));
  return row;
}

/** The tipo of an obra (undefined when it does not exist). */
export async function findObraTipo(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ tipo: obras.tipo }).from(obras).where(eq(obras.id, id));
  return row?.tipo;
}

/** Sets the fabrication's destination site (the row is created when the obra had none). */
export async function upsertFabricacao(db: Db, obraId: string, obraDestinoId: string | null) {
  const [row] = await db
    .insert(fabFabricacoes)
    .values({ obraId, obraDestinoId })
    .onConflictDoUpdate({ target: fabFabricacoes.obraId, set: { obraDestinoId, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function findFabricacaoRow(db: Db, obraId: string) {
  const [row] = await db.select().from(fabFabricacoes).where(eq(fabFabricacoes.obraId, obraId));
  return row;
}
