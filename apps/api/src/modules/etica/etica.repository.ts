import { aliasedTable, and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { TEticaQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { eticaAfastamentos, eticaMensagens, eticaRelatos } from './etica.schema';

const { users } = identityTables;
const { arquivos } = filesTables;

export type RelatoRow = typeof eticaRelatos.$inferSelect;
export type RelatoInsert = typeof eticaRelatos.$inferInsert;
export type MensagemRow = typeof eticaMensagens.$inferSelect;

/** The files of a report as they are attached: to the report itself, or to one of its messages. */
export const ENTIDADE_RELATO = 'denuncia_etica';
export const ENTIDADE_MENSAGEM = 'etica_mensagem';

const investigador = aliasedTable(users, 'investigador');

/** Messages from the reporter after the committee's last answer (or all of them, before any answer). */
const complementosNovos = sql<number>`(
  select count(*) from ${eticaMensagens} m
  where m.relato_id = ${eticaRelatos.id} and m.tipo = 'complemento'
    and m.created_at > coalesce((select max(r.created_at) from ${eticaMensagens} r
      where r.relato_id = ${eticaRelatos.id} and r.tipo = 'resposta'), '-infinity'::timestamptz)
)`.mapWith(Number);

function selectRelato(db: Db) {
  return db
    .select({
      relato: eticaRelatos,
      investigador: { id: investigador.id, nome: investigador.name, email: investigador.email },
      complementosNovos,
      afastados: sql<
        string[]
      >`coalesce((select array_agg(a.membro_id::text) from ${eticaAfastamentos} a where a.relato_id = ${eticaRelatos.id}), '{}')`,
    })
    .from(eticaRelatos)
    .leftJoin(investigador, eq(investigador.id, eticaRelatos.investigadorId));
}
export type RelatoDetailRow = Awaited<ReturnType<typeof findRelato>> & object;

export async function findRelato(db: Db, id: string) {
  const [row] = await selectRelato(db).where(eq(eticaRelatos.id, id));
  return row;
}

/** For the reporter's way back in: the report and its key's hash, by protocol. */
export async function findRelatoByProtocolo(db: Db, protocolo: string) {
  const [row] = await db.select().from(eticaRelatos).where(eq(eticaRelatos.protocolo, protocolo));
  return row;
}

/** Keeps the member away from what they were excluded from: the list reads only reports they were not. */
function naoAfastado(userId: string): SQL {
  return sql`not exists (select 1 from ${eticaAfastamentos} a where a.relato_id = ${eticaRelatos.id} and a.membro_id = ${userId})`;
}

function filtersWhere(query: TEticaQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status?.length) where.push(inArray(eticaRelatos.status, query.status));
  if (query.categoria?.length) where.push(inArray(eticaRelatos.categoria, query.categoria));
  if (query.investigador) where.push(eq(eticaRelatos.investigadorId, query.investigador));
  if (query.busca) {
    const term = query.busca.toUpperCase().replace(/[%_\\]/g, '');
    where.push(sql`${eticaRelatos.protocolo} like ${`%${term}%`}`);
  }
  return where;
}

function orderOf(query: TEticaQuery): SQL[] {
  const sort = query.sort ?? { field: 'criadoEm', desc: true };
  const column = {
    criadoEm: eticaRelatos.createdAt,
    atualizadoEm: eticaRelatos.updatedAt,
    protocolo: eticaRelatos.protocolo,
    status: eticaRelatos.status,
  }[sort.field];
  return [sort.desc ? desc(column) : asc(column)];
}

/** A page of the reports this member may read, filtered and sorted in SQL. */
export async function findRelatosPage(db: Db, query: TEticaQuery, membroId: string) {
  const where = and(naoAfastado(membroId), ...filtersWhere(query));
  const rows = await selectRelato(db)
    .where(where)
    .orderBy(...orderOf(query), desc(eticaRelatos.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(eticaRelatos).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertRelato(tx: Db, values: RelatoInsert): Promise<RelatoRow> {
  const [row] = await tx.insert(eticaRelatos).values(values).returning();
  return row!;
}

/** Changes the report if it still is at `versao` (someone else's change first answers undefined); bumps it. */
export async function updateRelatoIf(
  tx: Db,
  id: string,
  versao: number,
  changes: Partial<RelatoInsert>,
): Promise<RelatoRow | undefined> {
  const [row] = await tx
    .update(eticaRelatos)
    .set({ ...changes, versao: sql`${eticaRelatos.versao} + 1`, updatedAt: sql`now()` })
    .where(and(eq(eticaRelatos.id, id), eq(eticaRelatos.versao, versao)))
    .returning();
  return row;
}

/** Marks the report changed (a message arrived) without touching its version. */
export async function touchRelato(tx: Db, id: string): Promise<void> {
  await tx
    .update(eticaRelatos)
    .set({ updatedAt: sql`now()` })
    .where(eq(eticaRelatos.id, id));
}

export async function insertMensagem(
  tx: Db,
  values: typeof eticaMensagens.$inferInsert,
): Promise<MensagemRow> {
  const [row] = await tx.insert(eticaMensagens).values(values).returning();
  return row!;
}

/** The report's messages, oldest first, with their authors' names; the reporter's have none. */
export async function findMensagens(db: Db, relatoId: string, tipos: MensagemRow['tipo'][]) {
  return db
    .select({ mensagem: eticaMensagens, autor: users.name })
    .from(eticaMensagens)
    .leftJoin(users, eq(users.id, eticaMensagens.autorId))
    .where(and(eq(eticaMensagens.relatoId, relatoId), inArray(eticaMensagens.tipo, tipos)))
    .orderBy(asc(eticaMensagens.createdAt), asc(eticaMensagens.id))
    .limit(500);
}

/**
 * The files of the report and of its messages, in the order they came: the files of one sending share its
 * transaction's time, and their names (anexo-1, anexo-2...) keep the sender's order.
 */
export async function findArquivosDoRelato(db: Db, relatoId: string, mensagemIds: string[]) {
  const owners = [sql`(${arquivos.entidade} = ${ENTIDADE_RELATO} and ${arquivos.entidadeId} = ${relatoId})`];
  if (mensagemIds.length > 0)
    owners.push(
      sql`(${arquivos.entidade} = ${ENTIDADE_MENSAGEM} and ${inArray(arquivos.entidadeId, mensagemIds)})`,
    );
  return db
    .select({
      id: arquivos.id,
      nome: arquivos.nome,
      mime: arquivos.mime,
      tamanho: arquivos.tamanho,
      entidade: arquivos.entidade,
      entidadeId: arquivos.entidadeId,
    })
    .from(arquivos)
    .where(sql.join(owners, sql` or `))
    .orderBy(asc(arquivos.createdAt), asc(arquivos.nome), asc(arquivos.id));
}

/** The report a message belongs to (for a message's files). */
export async function findRelatoIdOfMensagem(db: Db, mensagemId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ relatoId: eticaMensagens.relatoId })
    .from(eticaMensagens)
    .where(eq(eticaMensagens.id, mensagemId));
  return row?.relatoId;
}

export async function findAfastamentos(db: Db, relatoId: string) {
  return db
    .select({
      id: users.id,
      nome: users.name,
      email: users.email,
      motivo: eticaAfastamentos.motivo,
      em: eticaAfastamentos.createdAt,
    })
    .from(eticaAfastamentos)
    .innerJoin(users, eq(users.id, eticaAfastamentos.membroId))
    .where(eq(eticaAfastamentos.relatoId, relatoId))
    .orderBy(asc(eticaAfastamentos.createdAt));
}

export async function insertAfastamento(
  tx: Db,
  values: typeof eticaAfastamentos.$inferInsert,
): Promise<boolean> {
  const rows = await tx.insert(eticaAfastamentos).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Wrong keys for this protocol: counted in a window; reaching the limit blocks the protocol until `ate`. */
export async function recordWrongKey(
  tx: Db,
  id: string,
  windowStart: Date,
  max: number,
  blockUntil: Date,
): Promise<void> {
  await tx
    .update(eticaRelatos)
    .set({
      falhasChave: sql`case when ${eticaRelatos.falhasDesde} is null or ${eticaRelatos.falhasDesde} < ${windowStart} then 1 else ${eticaRelatos.falhasChave} + 1 end`,
      falhasDesde: sql`case when ${eticaRelatos.falhasDesde} is null or ${eticaRelatos.falhasDesde} < ${windowStart} then now() else ${eticaRelatos.falhasDesde} end`,
    })
    .where(eq(eticaRelatos.id, id));
  await tx
    .update(eticaRelatos)
    .set({ bloqueadoAte: blockUntil, falhasChave: 0, falhasDesde: null })
    .where(and(eq(eticaRelatos.id, id), gte(eticaRelatos.falhasChave, max)));
}

export async function clearWrongKeys(tx: Db, id: string): Promise<void> {
  await tx
    .update(eticaRelatos)
    .set({ falhasChave: 0, falhasDesde: null })
    .where(and(eq(eticaRelatos.id, id), sql`${eticaRelatos.falhasChave} > 0`));
}
