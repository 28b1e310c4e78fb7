import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import { atrasadaSql, pesoLinha, situacaoSql } from './fabricacao-progresso.sql';
import { fabCentros, fabItens, fabOperacaoTipos, fabOperacoes } from './fabricacao.schema';

const { obras } = obrasTables;
const O = fabOperacoes;

/**
 * The load of each operation per ISO week between `de` (a Monday) and `ate` (a Sunday), as `cargaPorSemana`
 * (domain, carga.ts) spreads it: planned hours evenly over the working days (Mon–Fri) of its planned dates, rounded
 * per operation and week to two decimals; none of them a working day → all on the week of its start. Only the
 * operations with a work centre whose dates overlap the range are read.
 */
export async function findCargas(db: Db, de: string, ate: string, centroId?: string) {
  const centro = centroId ? sql`and o.centro_id = ${centroId}` : sql``;
  const result = await db.execute(sql`
    with ops as (
      select o.id, o.centro_id, o.horas_previstas as h,
        coalesce(o.inicio_previsto, o.fim_previsto) as ini, coalesce(o.fim_previsto, o.inicio_previsto) as fim
      from ${O} o
      where o.centro_id is not null and coalesce(o.inicio_previsto, o.fim_previsto) is not null
        and coalesce(o.inicio_previsto, o.fim_previsto) <= ${ate}::date
        and coalesce(o.fim_previsto, o.inicio_previsto) >= ${de}::date ${centro}
    ),
    dias as (
      select ops.id, d::date as dia from ops, generate_series(ops.ini, ops.fim, interval '1 day') d
      where extract(isodow from d) < 6
    ),
    n as (select id, count(*) as n from dias group by id),
    semanas as (select id, date_trunc('week', dia)::date as semana, count(*) as k from dias group by 1, 2)
    select ops.id as operacao_id, ops.centro_id,
      to_char(coalesce(s.semana, date_trunc('week', ops.ini)::date), 'YYYY-MM-DD') as semana,
      (case when n.n is null then ops.h else round(ops.h * s.k / n.n, 2) end)::text as horas
    from ops left join n on n.id = ops.id left join semanas s on s.id = ops.id
    where coalesce(s.semana, date_trunc('week', ops.ini)::date) between ${de}::date and ${ate}::date
  `);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows } = result as unknown as {
    rows: { operacao_id: string; centro_id: string; semana: string; horas: string }[];
  };
  return rows.map((r) => ({
    operacaoId: r.operacao_id,
    centroId: r.centro_id,
    semana: r.semana,
    horas: Number(r.horas),
  }));
}

/** The operations named, as a planning board cell lists them, limited to the fabrications `permission` reads. */
export async function findOperacoesPlanejadas(db: Db, hoje: string, ids: string[], permission: SQL) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: O.id,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      item: { id: fabItens.id, tag: fabItens.tag },
      tipo: fabOperacaoTipos.nome,
      inicioPrevisto: sql<string>`coalesce(${O.inicioPrevisto}, ${O.fimPrevisto})::text`,
      fimPrevisto: sql<string>`coalesce(${O.fimPrevisto}, ${O.inicioPrevisto})::text`,
      horasPrevistas: O.horasPrevistas,
      situacao: situacaoSql(hoje),
      versao: O.versao,
    })
    .from(O)
    .innerJoin(obras, eq(obras.id, O.obraId))
    .innerJoin(fabItens, eq(fabItens.id, O.itemId))
    .innerJoin(fabOperacaoTipos, eq(fabOperacaoTipos.id, O.tipoId))
    .where(and(inArray(O.id, ids), permission))
    .orderBy(asc(O.inicioPrevisto), asc(obras.codigo), asc(fabItens.tag));
}

/** The late operations of the fabrications `permission` reads (`obraId`: of one), oldest planned end first. */
export async function findAtrasadas(db: Db, hoje: string, permission: SQL, obraId?: string, limite = 50) {
  return db
    .select({
      id: O.id,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      item: { id: fabItens.id, tag: fabItens.tag, descricao: fabItens.descricao },
      tipo: fabOperacaoTipos.nome,
      centro: fabCentros.nome,
      fimPrevisto: sql<string>`${O.fimPrevisto}::text`,
      diasAtraso: sql<number>`(${hoje}::date - ${O.fimPrevisto})`.mapWith(Number),
    })
    .from(O)
    .innerJoin(obras, eq(obras.id, O.obraId))
    .innerJoin(fabItens, eq(fabItens.id, O.itemId))
    .innerJoin(fabOperacaoTipos, eq(fabOperacaoTipos.id, O.tipoId))
    .leftJoin(fabCentros, eq(fabCentros.id, O.centroId))
    .where(and(atrasadaSql(hoje), permission, obraId ? eq(O.obraId, obraId) : undefined))
    .orderBy(asc(O.fimPrevisto), asc(obras.codigo), asc(fabItens.tag))
    .limit(limite);
}

/** Per operation kind of one fabrication: weight needed and passed, operations, planned and actual hours. */
export async function findProgressoPorTipo(db: Db, obraId: string) {
  return db
    .select({
      tipo: { id: fabOperacaoTipos.id, codigo: fabOperacaoTipos.codigo, nome: fabOperacaoTipos.nome },
      pesoNecessario: sql<string>`sum(${pesoLinha})`,
      pesoConcluido: sql<string>`coalesce(sum(${pesoLinha}) filter (where ${O.fimReal} is not null), 0)`,
      operacoes: sql<number>`count(*)`.mapWith(Number),
      concluidas: sql<number>`count(*) filter (where ${O.fimReal} is not null)`.mapWith(Number),
      horasPrevistas: sql<string>`sum(${O.horasPrevistas})`,
      horasReais: sql<string>`coalesce(sum(${O.horasReais}), 0)`,
    })
    .from(O)
    .innerJoin(fabItens, eq(fabItens.id, O.itemId))
    .innerJoin(fabOperacaoTipos, eq(fabOperacaoTipos.id, O.tipoId))
    .where(eq(O.obraId, obraId))
    .groupBy(fabOperacaoTipos.id)
    .orderBy(asc(fabOperacaoTipos.ordem));
}

/** How many operations of one fabrication are in each situation on `hoje`. */
export async function findPorSituacao(db: Db, hoje: string, obraId: string) {
  const situacao = situacaoSql(hoje);
  return (
    db
      .select({ situacao, total: sql<number>`count(*)`.mapWith(Number) })
      .from(O)
      .where(eq(O.obraId, obraId))
      // By position: the expression carries a parameter, which PostgreSQL would not match as the same expression.
      .groupBy(sql`1`)
  );
}

// ── Configuration ──

export type CentroRow = typeof fabCentros.$inferSelect;
export type TipoRow = typeof fabOperacaoTipos.$inferSelect;

export const findCentros = (db: Db, ativos = false) =>
  db
    .select()
    .from(fabCentros)
    .where(ativos ? eq(fabCentros.ativo, true) : undefined)
    .orderBy(asc(fabCentros.nome));

export const findTipos = (db: Db) =>
  db.select().from(fabOperacaoTipos).orderBy(asc(fabOperacaoTipos.ordem), asc(fabOperacaoTipos.nome));

export async function insertCentro(db: Db, values: typeof fabCentros.$inferInsert): Promise<CentroRow> {
  const [row] = await db.insert(fabCentros).values(values).returning();
  return row!;
}

export async function updateCentroRow(db: Db, id: string, set: Partial<typeof fabCentros.$inferInsert>) {
  const [row] = await db.update(fabCentros).set(set).where(eq(fabCentros.id, id)).returning();
  return row;
}

export async function findCentroByNome(db: Db, nome: string): Promise<CentroRow | undefined> {
  const [row] = await db
    .select()
    .from(fabCentros)
    .where(sql`lower(${fabCentros.nome}) = lower(${nome})`);
  return row;
}

export async function insertTipo(db: Db, values: typeof fabOperacaoTipos.$inferInsert): Promise<TipoRow> {
  const [row] = await db.insert(fabOperacaoTipos).values(values).returning();
  return row!;
}

export async function updateTipoRow(db: Db, id: string, set: Partial<typeof fabOperacaoTipos.$inferInsert>) {
  const [row] = await db.update(fabOperacaoTipos).set(set).where(eq(fabOperacaoTipos.id, id)).returning();
  return row;
}

export async function findTipoByCodigo(db: Db, codigo: string): Promise<TipoRow | undefined> {
  const [row] = await db.select().from(fabOperacaoTipos).where(eq(fabOperacaoTipos.codigo, codigo));
  return row;
}
