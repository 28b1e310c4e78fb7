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
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TApolicesQuery, TApolicesResumo, TSeguroAlerta, TSeguroSituacao } from '@portal/domain';
import { SEGURO_DIAS_AVISO, somarDias } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { segurosApolices, segurosAvisos, segurosEndossos } from './seguros.schema';

const { users } = identityTables;
const { obras } = obrasTables;
const { arquivos } = filesTables;

export type ApoliceRow = typeof segurosApolices.$inferSelect;
export type ApoliceInsert = typeof segurosApolices.$inferInsert;
export type EndossoRow = typeof segurosEndossos.$inferSelect;

const siteManager = aliasedTable(users, 'site_manager');

function selectApolice(db: Db) {
  return db
    .select({
      apolice: segurosApolices,
      obra: {
        id: obras.id,
        codigo: obras.codigo,
        nome: obras.nome,
        fimPrevisto: obras.fimPrevisto,
        status: obras.status,
        siteManagerId: obras.siteManagerId,
      },
      siteManagerEmail: siteManager.email,
      endossos:
        sql<number>`(select count(*) from ${segurosEndossos} where ${segurosEndossos.apoliceId} = ${segurosApolices.id})`.mapWith(
          Number,
        ),
    })
    .from(segurosApolices)
    .innerJoin(obras, eq(obras.id, segurosApolices.obraId))
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId));
}
export async function findApoliceDetail(db: Db, id: string) {
  const [row] = await selectApolice(db).where(eq(segurosApolices.id, id));
  return row;
}
export type ApoliceDetailRow = NonNullable<Awaited<ReturnType<typeof findApoliceDetail>>>;

export async function findArquivoRow(db: Db, id: string | null) {
  if (!id) return undefined;
  const [row] = await db.select().from(arquivos).where(eq(arquivos.id, id));
  return row;
}

/** A policy's endorsements in the order they apply (date of issue, then when registered). */
export async function findEndossos(db: Db, apoliceId: string) {
  return db
    .select({ endosso: segurosEndossos, arquivo: arquivos, autor: users.name })
    .from(segurosEndossos)
    .leftJoin(arquivos, eq(arquivos.id, segurosEndossos.arquivoId))
    .leftJoin(users, eq(users.id, segurosEndossos.criadoPor))
    .where(eq(segurosEndossos.apoliceId, apoliceId))
    .orderBy(asc(segurosEndossos.dataEmissao), asc(segurosEndossos.createdAt));
}

export async function findEndosso(db: Db, id: string) {
  const [row] = await db.select().from(segurosEndossos).where(eq(segurosEndossos.id, id));
  return row;
}

/** The SQL of one situation at `hoje` (São Paulo date), as `situacaoSeguro` reads it. */
function situacaoWhere(situacao: TSeguroSituacao, hoje: string): SQL {
  const aviso = somarDias(hoje, SEGURO_DIAS_AVISO);
  switch (situacao) {
    // Cover runs from 24:00 of the first day: on that day the policy is still to start.
    case 'a_iniciar':
      return gte(segurosApolices.inicioVigencia, hoje);
    case 'vencida':
      return lt(segurosApolices.fimVigencia, hoje);
    case 'vence_em_breve':
      return and(
        lt(segurosApolices.inicioVigencia, hoje),
        gte(segurosApolices.fimVigencia, hoje),
        lte(segurosApolices.fimVigencia, aviso),
      )!;
    case 'vigente':
      return and(lt(segurosApolices.inicioVigencia, hoje), sql`${segurosApolices.fimVigencia} > ${aviso}`)!;
  }
}

function filtersWhere(query: TApolicesQuery, hoje: string): (SQL | undefined)[] {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return [
    query.obra ? eq(segurosApolices.obraId, query.obra) : undefined,
    query.ramo ? eq(segurosApolices.ramo, query.ramo) : undefined,
    query.situacao?.length ? or(...query.situacao.map((s) => situacaoWhere(s, hoje))) : undefined,
    term
      ? or(
          ilike(segurosApolices.numero, term),
          ilike(segurosApolices.seguradora, term),
          ilike(segurosApolices.corretora, term),
          ilike(obras.codigo, term),
          ilike(obras.nome, term),
        )
      : undefined,
  ];
}

function orderOf(query: TApolicesQuery, hoje: string) {
  switch (query.ordem) {
    case 'fimVigencia':
      return [asc(segurosApolices.fimVigencia)];
    case '-fimVigencia':
      return [desc(segurosApolices.fimVigencia)];
    case 'obra':
      return [asc(obras.codigo), asc(segurosApolices.fimVigencia)];
    case '-obra':
      return [desc(obras.codigo), asc(segurosApolices.fimVigencia)];
    case 'seguradora':
      return [asc(segurosApolices.seguradora), asc(segurosApolices.fimVigencia)];
    case '-seguradora':
      return [desc(segurosApolices.seguradora), asc(segurosApolices.fimVigencia)];
    case 'vencimento':
      // In force (or about to start) first, nearest end first; then the ended ones, latest first.
      return [
        sql`(${segurosApolices.fimVigencia} < ${hoje})`,
        sql`case when ${segurosApolices.fimVigencia} >= ${hoje} then ${segurosApolices.fimVigencia} end asc`,
        desc(segurosApolices.fimVigencia),
      ];
  }
}

/** A page of the policies `permission` lets the user read, with the list's filters and order. */
export async function findApolicesPage(db: Db, query: TApolicesQuery, permission: SQL, hoje: string) {
  const where = and(permission, ...filtersWhere(query, hoje));
  const rows = await selectApolice(db)
    .where(where)
    .orderBy(...orderOf(query, hoje), asc(segurosApolices.numero), asc(segurosApolices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(segurosApolices)
    .innerJoin(obras, eq(obras.id, segurosApolices.obraId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** How many of the policies `permission` allows, with the list's filters but the situation, are in each situation. */
export async function countApolicesPorSituacao(
  db: Db,
  query: TApolicesQuery,
  permission: SQL,
  hoje: string,
): Promise<TApolicesResumo> {
  const count = (situacao: TSeguroSituacao) =>
    sql<number>`count(*) filter (where ${situacaoWhere(situacao, hoje)})`.mapWith(Number);
  const [row] = await db
    .select({
      a_iniciar: count('a_iniciar'),
      vigente: count('vigente'),
      vence_em_breve: count('vence_em_breve'),
      vencida: count('vencida'),
    })
    .from(segurosApolices)
    .innerJoin(obras, eq(obras.id, segurosApolices.obraId))
    .where(and(permission, ...filtersWhere({ ...query, situacao: undefined }, hoje)));
  return row!;
}

/** The policies in force at some instant's São Paulo date, among those `permission` allows (at most 50). */
export async function findApolicesEmVigor(db: Db, obraId: string, data: string, permission: SQL) {
  return selectApolice(db)
    .where(
      and(
        permission,
        eq(segurosApolices.obraId, obraId),
        lt(segurosApolices.inicioVigencia, data),
        gte(segurosApolices.fimVigencia, data),
      ),
    )
    .orderBy(asc(segurosApolices.ramo), asc(segurosApolices.fimVigencia))
    .limit(50);
}

/**
 * The policies that may warn (of the given obras, or of all), each with two facts about the obra's other policies of
 * its kind: `renovada`, another policy continues its cover (ends later and starts by its end; IM+OCC continues IM and
 * OCC; any full-operation policy continues another), so it warns of nothing; `ultimaDoRamo`, no policy of its kind ends
 * later, so the obra's cover of that kind ends with it. Only what is in force or ended while the obra is not
 * delivered is read (bounded).
 */
export async function findApolicesParaAvisos(
  db: Db,
  hoje: string,
  filter: { obraIds?: string[]; permission?: SQL } = {},
) {
  const outra = (extra: SQL) => sql`exists (
    select 1 from ${segurosApolices} a2
    where a2.obra_id = ${segurosApolices.obraId} and a2.ramo = ${segurosApolices.ramo} and a2.id <> ${segurosApolices.id}
      and a2.fim_vigencia > ${segurosApolices.fimVigencia} ${extra})`;
  const continua = sql`and a2.inicio_vigencia <= ${segurosApolices.fimVigencia}
      and (a2.tipo = ${segurosApolices.tipo} or a2.tipo = 'IM+OCC' or a2.ramo = 'pleno_funcionamento')`;
  return db
    .select({
      apolice: segurosApolices,
      obra: {
        id: obras.id,
        codigo: obras.codigo,
        nome: obras.nome,
        fimPrevisto: obras.fimPrevisto,
        status: obras.status,
        siteManagerId: obras.siteManagerId,
      },
      renovada: sql<boolean>`${outra(continua)}`.mapWith(Boolean),
      ultimaDoRamo: sql<boolean>`not ${outra(sql``)}`.mapWith(Boolean),
    })
    .from(segurosApolices)
    .innerJoin(obras, eq(obras.id, segurosApolices.obraId))
    .where(
      and(
        or(gte(segurosApolices.fimVigencia, hoje), sql`${obras.status} <> 'concluida'`),
        filter.obraIds ? inArray(segurosApolices.obraId, filter.obraIds) : undefined,
        filter.permission,
      ),
    )
    .orderBy(asc(segurosApolices.fimVigencia))
    .limit(5000);
}
export type ApoliceAvisoRow = Awaited<ReturnType<typeof findApolicesParaAvisos>>[number];

/** Policies whose last day of cover falls within `range`, for the calendar (bounded). */
export async function findVencimentos(db: Db, range: { de: string; ate: string }, permission: SQL) {
  return selectApolice(db)
    .where(
      and(
        permission,
        gte(segurosApolices.fimVigencia, range.de),
        lte(segurosApolices.fimVigencia, range.ate),
      ),
    )
    .orderBy(asc(segurosApolices.fimVigencia))
    .limit(2000);
}

export async function insertApolice(db: Db, values: ApoliceInsert): Promise<ApoliceRow> {
  const [row] = await db.insert(segurosApolices).values(values).returning();
  if (!row) throw new Error('insert into seguros_apolices returned nothing');
  return row;
}

export async function updateApolice(db: Db, id: string, values: Partial<ApoliceInsert>): Promise<ApoliceRow> {
  const [row] = await db
    .update(segurosApolices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(segurosApolices.id, id))
    .returning();
  return row!;
}

export async function deleteApolice(db: Db, id: string): Promise<void> {
  await db.delete(segurosApolices).where(eq(segurosApolices.id, id));
}

/** Locks the policy while an endorsement is added or removed, so two at once fold in order. */
export async function lockApolice(db: Db, id: string): Promise<void> {
  await db.execute(sql`select 1 from ${segurosApolices} where ${segurosApolices.id} = ${id} for update`);
}

export async function insertEndosso(
  db: Db,
  values: typeof segurosEndossos.$inferInsert,
): Promise<EndossoRow> {
  const [row] = await db.insert(segurosEndossos).values(values).returning();
  return row!;
}

export async function updateEndosso(
  db: Db,
  id: string,
  values: Partial<typeof segurosEndossos.$inferInsert>,
) {
  await db.update(segurosEndossos).set(values).where(eq(segurosEndossos.id, id));
}

export async function deleteEndosso(db: Db, id: string): Promise<void> {
  await db.delete(segurosEndossos).where(eq(segurosEndossos.id, id));
}

/** Whether the insurer already has a policy with this number (another than `exceto`). */
export async function numeroEmUso(db: Db, seguradora: string, numero: string, exceto?: string) {
  const [row] = await db
    .select({ id: segurosApolices.id })
    .from(segurosApolices)
    .where(
      and(
        sql`lower(${segurosApolices.seguradora}) = lower(${seguradora})`,
        eq(segurosApolices.numero, numero),
        exceto ? sql`${segurosApolices.id} <> ${exceto}` : undefined,
      ),
    );
  return row !== undefined;
}

/** An obra with what the policies' warnings need (its planned end, its site manager). */
export async function findObraParaSeguro(db: Db, obraId: string) {
  const [row] = await db
    .select({
      id: obras.id,
      codigo: obras.codigo,
      nome: obras.nome,
      fimPrevisto: obras.fimPrevisto,
      status: obras.status,
      siteManagerId: obras.siteManagerId,
      siteManagerEmail: siteManager.email,
    })
    .from(obras)
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId))
    .where(eq(obras.id, obraId));
  return row;
}

/** Records these warnings as announced; answers those that were not yet (in their order). */
export async function registrarAvisos(db: Db, alertas: TSeguroAlerta[]): Promise<TSeguroAlerta[]> {
  if (alertas.length === 0) return [];
  const novos = await db
    .insert(segurosAvisos)
    .values(alertas.map((a) => ({ apoliceId: a.apoliceId, limiar: a.limiar, fimVigencia: a.fimVigencia })))
    .onConflictDoNothing()
    .returning({ limiar: segurosAvisos.limiar });
  const limiares = new Set(novos.map((n) => n.limiar));
  return alertas.filter((a) => limiares.has(a.limiar));
}
