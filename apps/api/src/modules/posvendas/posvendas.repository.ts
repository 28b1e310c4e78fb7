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
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TChamadosQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { posvendasChamados, posvendasCustos, posvendasPesquisas } from './posvendas.schema';

const { users } = identityTables;
const { obras, clientes } = obrasTables;
const C = posvendasChamados;

export type ChamadoInsert = typeof posvendasChamados.$inferInsert;
export type CustoRow = typeof posvendasCustos.$inferSelect;

const responsavel = aliasedTable(users, 'responsavel');
const solicitante = aliasedTable(users, 'solicitante');

/** The ticket's costs summed (the export's column; the team's only). */
const custoTotal = sql<string>`(select coalesce(sum(c.valor), 0.00)::text from ${posvendasCustos} c where c.chamado_id = ${C.id})`;

function selectChamado(db: Db) {
  return db
    .select({
      chamado: posvendasChamados,
      custoTotal,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      cliente: { id: clientes.id, nome: clientes.nome },
      responsavel: { id: responsavel.id, nome: responsavel.name, email: responsavel.email },
      solicitante: { id: solicitante.id, nome: solicitante.name, email: solicitante.email },
    })
    .from(posvendasChamados)
    .innerJoin(obras, eq(obras.id, C.obraId))
    .leftJoin(clientes, eq(clientes.id, obras.clienteId))
    .leftJoin(responsavel, eq(responsavel.id, C.responsavelId))
    .leftJoin(solicitante, eq(solicitante.id, C.solicitanteId));
}
export type ChamadoRow = NonNullable<Awaited<ReturnType<typeof findChamado>>>;

export async function findChamado(db: Db, id: string) {
  const [row] = await selectChamado(db).where(eq(C.id, id));
  return row;
}

export async function findChamadoIdByNumero(db: Db, numero: number): Promise<string | undefined> {
  const [row] = await db.select({ id: C.id }).from(C).where(eq(C.numero, numero));
  return row?.id;
}

/** The start of a local day in Brasília (UTC−3, no daylight saving), as an instant. */
export const inicioDoDia = (data: string) => new Date(`${data}T00:00:00-03:00`);
const fimDoDia = (data: string) => new Date(inicioDoDia(data).getTime() + 24 * 60 * 60 * 1000);

/**
 * A ticket whose first answer or resolution passed its deadline (or is past it now, still open). While the ticket
 * waits for the client its resolution clock stands still.
 */
export const slaEstouradoSql = sql<boolean>`(
  (${C.primeiraRespostaEm} is null and ${C.status} <> 'cancelado' and ${C.prazoPrimeiraResposta} < now())
  or ${C.primeiraRespostaEm} > ${C.prazoPrimeiraResposta}
  or (${C.status} in ('aberto', 'em_atendimento') and ${C.prazoResolucao} < now())
  or (${C.status} = 'concluido' and ${C.concluidoEm} > ${C.prazoResolucao})
)`;

/** The filters shared by the list, its export and the dashboards: the period is the day the ticket was opened. */
export function periodoWhere(query: {
  de?: string;
  ate?: string;
  obra?: string;
  produto?: string;
  responsavel?: string;
}): SQL[] {
  const where: SQL[] = [];
  if (query.de) where.push(gte(C.abertoEm, inicioDoDia(query.de)));
  if (query.ate) where.push(lt(C.abertoEm, fimDoDia(query.ate)));
  if (query.obra) where.push(eq(C.obraId, query.obra));
  if (query.produto) where.push(eq(C.produto, query.produto));
  if (query.responsavel) where.push(eq(C.responsavelId, query.responsavel));
  return where;
}

function filtersWhere(query: TChamadosQuery, userId: string): SQL[] {
  const where = periodoWhere(query);
  if (query.status?.length) where.push(inArray(C.status, query.status));
  if (query.prioridade?.length) where.push(inArray(C.prioridade, query.prioridade));
  if (query.cliente)
    where.push(
      sql`${C.obraId} in (select ${obras.id} from ${obras} where ${obras.clienteId} = ${query.cliente})`,
    );
  if (query.slaEstourado) where.push(slaEstouradoSql);
  if (query.comigo) where.push(eq(C.responsavelId, userId));
  if (query.busca) {
    const term = `%${query.busca.replace(/[%_\\]/g, '')}%`;
    const conditions = [ilike(C.titulo, term), ilike(C.produto, term), ilike(C.numeroSerie, term)];
    const numero = query.busca.replace(/^#|^pv-?/i, '');
    if (/^\d{1,9}$/.test(numero)) conditions.push(eq(C.numero, Number(numero)));
    where.push(or(...conditions)!);
  }
  return where;
}

const PRIORIDADE_ORDEM = sql`case ${C.prioridade} when 'urgente' then 4 when 'alta' then 3 when 'media' then 2 else 1 end`;

function orderOf(query: TChamadosQuery): SQL[] {
  const sort = query.sort ?? { field: 'atualizadoEm', desc: true };
  const column = {
    numero: sql`${C.numero}`,
    prioridade: PRIORIDADE_ORDEM,
    prazoResolucao: sql`${C.prazoResolucao}`,
    atualizadoEm: sql`${C.updatedAt}`,
  }[sort.field];
  return [sort.desc ? sql`${column} desc` : sql`${column} asc`];
}

/** A page of the tickets `permission` allows, with the filters. */
export async function findChamadosPage(db: Db, query: TChamadosQuery, permission: SQL, userId: string) {
  const where = and(permission, ...filtersWhere(query, userId));
  const rows = await selectChamado(db)
    .where(where)
    .orderBy(...orderOf(query), desc(C.numero))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(C).where(where);
  return { rows, total: totals!.total };
}

export async function insertChamado(tx: Db, values: ChamadoInsert) {
  const [row] = await tx.insert(C).values(values).returning({ id: C.id, numero: C.numero });
  return row!;
}

/** Changes the ticket if it still is at `versao`; bumps it. Undefined when someone changed it first. */
export async function updateChamadoIf(tx: Db, id: string, versao: number, changes: Partial<ChamadoInsert>) {
  const [row] = await tx
    .update(C)
    .set({ ...changes, versao: sql`${C.versao} + 1`, updatedAt: sql`now()` })
    .where(and(eq(C.id, id), eq(C.versao, versao)))
    .returning({ id: C.id, versao: C.versao });
  return row;
}

/** The first answer is the team's first public word or move on the ticket: set once. */
export async function markPrimeiraResposta(tx: Db, id: string, em: Date): Promise<void> {
  await tx
    .update(C)
    .set({ primeiraRespostaEm: em, updatedAt: sql`now()` })
    .where(and(eq(C.id, id), isNull(C.primeiraRespostaEm)));
}

export async function touchChamado(tx: Db, id: string): Promise<void> {
  await tx
    .update(C)
    .set({ updatedAt: sql`now()` })
    .where(eq(C.id, id));
}

export async function findCustos(db: Db, chamadoId: string) {
  return db
    .select({ custo: posvendasCustos, por: users.name })
    .from(posvendasCustos)
    .leftJoin(users, eq(users.id, posvendasCustos.registradoPor))
    .where(eq(posvendasCustos.chamadoId, chamadoId))
    .orderBy(asc(posvendasCustos.data), asc(posvendasCustos.createdAt))
    .limit(500);
}

export async function insertCusto(tx: Db, values: typeof posvendasCustos.$inferInsert) {
  const [row] = await tx.insert(posvendasCustos).values(values).returning();
  return row!;
}

export async function deleteCusto(tx: Db, chamadoId: string, id: string) {
  const [row] = await tx
    .delete(posvendasCustos)
    .where(and(eq(posvendasCustos.id, id), eq(posvendasCustos.chamadoId, chamadoId)))
    .returning();
  return row;
}

/** Products already named on tickets the user may read (a filter's suggestions). */
export async function findProdutos(db: Db, permission: SQL) {
  const rows = await db
    .selectDistinct({ produto: C.produto })
    .from(C)
    .where(permission)
    .orderBy(asc(C.produto))
    .limit(500);
  return rows.map((r) => r.produto);
}

/** Closes the survey still waiting for an answer of a ticket (a new conclusion sends a new one). */
export async function replacePesquisasAbertas(tx: Db, chamadoId: string): Promise<void> {
  await tx
    .update(posvendasPesquisas)
    .set({ substituidaEm: sql`now()` })
    .where(
      and(
        eq(posvendasPesquisas.chamadoId, chamadoId),
        isNull(posvendasPesquisas.respondidaEm),
        isNull(posvendasPesquisas.substituidaEm),
      ),
    );
}

export async function insertPesquisa(tx: Db, values: typeof posvendasPesquisas.$inferInsert) {
  await tx.insert(posvendasPesquisas).values(values);
}

export async function findPesquisaByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ pesquisa: posvendasPesquisas, chamado: C, obra: { nome: obras.nome, codigo: obras.codigo } })
    .from(posvendasPesquisas)
    .innerJoin(C, eq(C.id, posvendasPesquisas.chamadoId))
    .innerJoin(obras, eq(obras.id, C.obraId))
    .where(eq(posvendasPesquisas.tokenHash, tokenHash));
  return row;
}

/** Records the answer if the survey still waits for one (a second answer, even at the same time, finds none). */
export async function answerPesquisaIf(tx: Db, id: string, nota: number, comentario: string) {
  const [row] = await tx
    .update(posvendasPesquisas)
    .set({ nota, comentario, respondidaEm: sql`now()` })
    .where(
      and(
        eq(posvendasPesquisas.id, id),
        isNull(posvendasPesquisas.respondidaEm),
        isNull(posvendasPesquisas.substituidaEm),
        sql`${posvendasPesquisas.expiraEm} > now()`,
      ),
    )
    .returning({ id: posvendasPesquisas.id });
  return row;
}

/** The ticket's latest answered survey. */
export async function findAvaliacao(db: Db, chamadoId: string) {
  const [row] = await db
    .select({
      nota: posvendasPesquisas.nota,
      comentario: posvendasPesquisas.comentario,
      em: posvendasPesquisas.respondidaEm,
    })
    .from(posvendasPesquisas)
    .where(
      and(eq(posvendasPesquisas.chamadoId, chamadoId), sql`${posvendasPesquisas.respondidaEm} is not null`),
    )
    .orderBy(desc(posvendasPesquisas.respondidaEm))
    .limit(1);
  return row;
}
