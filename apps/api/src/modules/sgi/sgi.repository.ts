import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TOcorrenciasQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { sgiAcoes, sgiOcorrencias, sgiRnc } from './sgi.schema';

const { users } = identityTables;
const { obras } = obrasTables;
const O = sgiOcorrencias;

export type OcorrenciaInsert = typeof sgiOcorrencias.$inferInsert;
export type RncRow = typeof sgiRnc.$inferSelect;

const autor = aliasedTable(users, 'autor');
const responsavel = aliasedTable(users, 'responsavel');

/** The stored status as people read it (ANDAMENTO → EM ANDAMENTO), for filters. */
export const statusLidoSql = sql<string>`(case when ${O.status} = 'ANDAMENTO' then 'EM ANDAMENTO' else ${O.status} end)`;

const acoesPendentes = sql<number>`(select count(*)::int from ${sgiAcoes} a where a.ocorrencia_id = ${O.id} and a.status = 'pendente')`;
const acoesTotal = sql<number>`(select count(*)::int from ${sgiAcoes} a where a.ocorrencia_id = ${O.id})`;

function selectOcorrencia(db: Db) {
  return db
    .select({
      ocorrencia: sgiOcorrencias,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      autor: { id: autor.id, nome: autor.name, email: autor.email },
      responsavel: { id: responsavel.id, nome: responsavel.name, email: responsavel.email },
      acoesPendentes,
      acoesTotal,
    })
    .from(O)
    .leftJoin(obras, eq(obras.id, O.obraId))
    .leftJoin(autor, eq(autor.id, O.autorId))
    .leftJoin(responsavel, eq(responsavel.id, O.responsavelId));
}
export type OcorrenciaRow = NonNullable<Awaited<ReturnType<typeof findOcorrencia>>>;

export async function findOcorrencia(db: Db, id: string) {
  const [row] = await selectOcorrencia(db).where(eq(O.id, id));
  return row;
}

export async function findOcorrenciaIdByNumero(db: Db, numero: number): Promise<string | undefined> {
  const [row] = await db.select({ id: O.id }).from(O).where(eq(O.numero, numero));
  return row?.id;
}

/** The filters the list, its export and the dashboards share (the period is the day the occurrence happened). */
export function periodoWhere(query: { categoria?: string; obra?: string; de?: string; ate?: string }): SQL[] {
  const where: SQL[] = [];
  if (query.categoria) where.push(eq(O.categoria, query.categoria as never));
  if (query.obra) where.push(eq(O.obraId, query.obra));
  if (query.de) where.push(gte(O.dataOcorrencia, query.de));
  if (query.ate) where.push(lte(O.dataOcorrencia, query.ate));
  return where;
}

function filtersWhere(query: TOcorrenciasQuery, userId: string): SQL[] {
  const where = periodoWhere(query);
  if (query.status?.length) where.push(inArray(statusLidoSql, query.status));
  if (query.gravidade?.length) where.push(inArray(O.gravidade, query.gravidade));
  if (query.tipo?.length) where.push(inArray(O.tipo, query.tipo));
  if (query.responsavel) where.push(eq(O.responsavelId, query.responsavel));
  if (query.minhas) where.push(or(eq(O.responsavelId, userId), eq(O.autorId, userId))!);
  if (query.origem) where.push(eq(O.origem, query.origem));
  if (query.origemId) where.push(eq(O.origemId, query.origemId));
  if (query.busca) {
    const term = `%${query.busca.replace(/[%_\\]/g, '')}%`;
    const conditions = [ilike(O.titulo, term), ilike(O.descricao, term), ilike(O.local, term)];
    const numero = query.busca.replace(/^#|^(rnc|sgi)-?\s*/i, '');
    if (/^\d{1,9}$/.test(numero)) conditions.push(eq(O.numero, Number(numero)));
    where.push(or(...conditions)!);
  }
  return where;
}

const GRAVIDADE_ORDEM = sql`case ${O.gravidade} when 'grave' then 3 when 'moderada' then 2 when 'leve' then 1 else 0 end`;

function orderOf(query: TOcorrenciasQuery): SQL[] {
  const sort = query.sort ?? { field: 'atualizadaEm', desc: true };
  const column = {
    numero: sql`${O.numero}`,
    dataOcorrencia: sql`${O.dataOcorrencia}`,
    gravidade: GRAVIDADE_ORDEM,
    atualizadaEm: sql`${O.updatedAt}`,
  }[sort.field];
  return [sort.desc ? sql`${column} desc` : sql`${column} asc`];
}

export async function findOcorrenciasPage(db: Db, query: TOcorrenciasQuery, permission: SQL, userId: string) {
  const where = and(permission, ...filtersWhere(query, userId));
  const rows = await selectOcorrencia(db)
    .where(where)
    .orderBy(...orderOf(query), desc(O.numero))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(O).where(where);
  return { rows, total: totals!.total };
}

/** The findings of an audit (occurrences whose origin is the audit), readable by the user. */
export async function findConstatacoes(db: Db, auditoriaId: string, permission: SQL) {
  return selectOcorrencia(db)
    .where(and(permission, eq(O.origem, 'auditoria'), eq(O.origemId, auditoriaId)))
    .orderBy(asc(O.numero))
    .limit(200);
}

export async function insertOcorrencia(tx: Db, values: OcorrenciaInsert) {
  const [row] = await tx.insert(O).values(values).returning({ id: O.id, numero: O.numero });
  return row!;
}

/** Changes the occurrence if it still is at `versao`; bumps it. Undefined when someone changed it first. */
export async function updateOcorrenciaIf(
  tx: Db,
  id: string,
  versao: number,
  changes: Partial<OcorrenciaInsert>,
) {
  const [row] = await tx
    .update(O)
    .set({ ...changes, versao: sql`${O.versao} + 1`, updatedAt: sql`now()` })
    .where(and(eq(O.id, id), eq(O.versao, versao)))
    .returning({ id: O.id, versao: O.versao });
  return row;
}

export async function touchOcorrencia(tx: Db, id: string): Promise<void> {
  await tx
    .update(O)
    .set({ updatedAt: sql`now()` })
    .where(eq(O.id, id));
}

const correcao = aliasedTable(users, 'correcao');
const eficacia = aliasedTable(users, 'eficacia');
const emitente = aliasedTable(users, 'emitente');

export async function findRnc(db: Db, ocorrenciaId: string) {
  const [row] = await db
    .select({
      rnc: sgiRnc,
      numero: O.numero,
      emitente: emitente.name,
      correcao: { id: correcao.id, nome: correcao.name, email: correcao.email },
      eficacia: { id: eficacia.id, nome: eficacia.name, email: eficacia.email },
    })
    .from(sgiRnc)
    .innerJoin(O, eq(O.id, sgiRnc.ocorrenciaId))
    .leftJoin(emitente, eq(emitente.id, sgiRnc.emitenteId))
    .leftJoin(correcao, eq(correcao.id, sgiRnc.correcaoResponsavelId))
    .leftJoin(eficacia, eq(eficacia.id, sgiRnc.eficaciaResponsavelId))
    .where(eq(sgiRnc.ocorrenciaId, ocorrenciaId));
  return row;
}
export type RncDetail = NonNullable<Awaited<ReturnType<typeof findRnc>>>;

export async function insertRnc(tx: Db, values: typeof sgiRnc.$inferInsert) {
  await tx.insert(sgiRnc).values(values);
}

export async function updateRncIf(
  tx: Db,
  ocorrenciaId: string,
  versao: number,
  changes: Partial<typeof sgiRnc.$inferInsert>,
) {
  const [row] = await tx
    .update(sgiRnc)
    .set({ ...changes, versao: sql`${sgiRnc.versao} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sgiRnc.ocorrenciaId, ocorrenciaId), eq(sgiRnc.versao, versao)))
    .returning({ versao: sgiRnc.versao });
  return row;
}

export async function findNumeros(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: O.id, numero: O.numero })
    .from(O)
    .where(inArray(O.id, [...ids]));
}
