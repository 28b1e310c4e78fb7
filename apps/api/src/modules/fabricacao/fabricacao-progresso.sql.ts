import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fabItens, fabOperacoes } from './fabricacao.schema';

/** A line's weight in kg: quantidade × pesoUnitarioKg. */
export const pesoLinha = sql`(${fabItens.quantidade} * ${fabItens.pesoUnitarioKg})`;

/** An operation's situation on `hoje`, as `situacaoOperacao` (domain) says it. */
export const situacaoSql = (hoje: string) => sql<string>`case
  when ${fabOperacoes.fimReal} is not null then 'concluida'
  when ${fabOperacoes.fimPrevisto} < ${hoje}::date then 'atrasada'
  when ${fabOperacoes.inicioReal} is not null then 'em_andamento'
  else 'planejada' end`;

/** An operation late on `hoje`: its planned end passed and it has no actual end. */
export const atrasadaSql = (hoje: string) =>
  and(isNull(fabOperacoes.fimReal), lt(fabOperacoes.fimPrevisto, hoje));

/**
 * Per fabrication, its progress as `progressoFabricacao` (domain, progresso.ts) computes it: the weight done (each
 * line's weight × its done operations ÷ its operations; none → 0), the items with every operation done. Numeric
 * arithmetic, rounded to two decimals as the domain function rounds.
 */
export function progressoSubquery(db: Db) {
  const porItem = db
    .select({
      itemId: fabOperacoes.itemId,
      total: count().as('ops_total'),
      feitas: sql<number>`count(*) filter (where ${isNotNull(fabOperacoes.fimReal)})`.as('ops_feitas'),
    })
    .from(fabOperacoes)
    .groupBy(fabOperacoes.itemId)
    .as('ops_item');
  return db
    .select({
      obraId: fabItens.obraId,
      pesoTotal: sql<string>`sum(${pesoLinha})`.as('peso_total'),
      pesoConcluido:
        sql<string>`sum(case when ${porItem.total} > 0 then ${pesoLinha} * ${porItem.feitas} / ${porItem.total} else 0 end)`.as(
          'peso_concluido',
        ),
      itens: count().as('itens'),
      itensConcluidos:
        sql<number>`count(*) filter (where ${porItem.total} > 0 and ${porItem.feitas} = ${porItem.total})`.as(
          'itens_concluidos',
        ),
    })
    .from(fabItens)
    .leftJoin(porItem, eq(porItem.itemId, fabItens.id))
    .groupBy(fabItens.obraId)
    .as('progresso');
}

/** Late operations per fabrication on `hoje`. */
export function atrasadasSubquery(db: Db, hoje: string) {
  return db
    .select({ obraId: fabOperacoes.obraId, atrasadas: count().as('atrasadas') })
    .from(fabOperacoes)
    .where(atrasadaSql(hoje))
    .groupBy(fabOperacoes.obraId)
    .as('atrasadas');
}

/** A share as a percentage with two decimals in SQL (0 when the whole is 0 or missing). */
export const percentualSql = (parte: unknown, todo: unknown) =>
  sql<string>`case when coalesce(${todo}, 0) > 0 then round(${parte} * 100.0 / ${todo}, 2) else 0 end`;
