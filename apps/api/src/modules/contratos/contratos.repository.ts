import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TContratosQuery, TContratoStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { contratos, contratosAditivos, contratosDocumentos, contratosItens } from './contratos.schema';

const { users } = identityTables;
const { obras } = obrasTables;
const { arquivos } = filesTables;

const responsavel = alias(users, 'responsavel');
const gestor = alias(users, 'gestor');
const validador = alias(users, 'validador');
const siteManager = alias(users, 'obra_site_manager');
const criador = alias(users, 'criador');

const pessoa = <T extends { id: AnyPgColumn; name: AnyPgColumn; email: AnyPgColumn }>(u: T) => ({
  id: u.id as T['id'],
  name: u.name as T['name'],
  email: u.email as T['email'],
});

export type ContratoRow = typeof contratos.$inferSelect;
export type ContratoInsert = typeof contratos.$inferInsert;
export type ItemRow = typeof contratosItens.$inferSelect;

/** A contract with its obra, its three named people and its obra's site manager's e-mail (which the rules read). */
function selectContrato(db: Db) {
  return db
    .select({
      contrato: contratos,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      responsavel: pessoa(responsavel),
      gestor: pessoa(gestor),
      validador: pessoa(validador),
      siteManagerEmail: siteManager.email,
    })
    .from(contratos)
    .innerJoin(obras, eq(obras.id, contratos.obraId))
    .innerJoin(responsavel, eq(responsavel.id, contratos.responsavelId))
    .innerJoin(gestor, eq(gestor.id, contratos.gestorId))
    .innerJoin(validador, eq(validador.id, contratos.validadorId))
    .leftJoin(siteManager, eq(siteManager.id, obras.siteManagerId));
}

export async function findContratoDetail(db: Db, id: string) {
  const [row] = await selectContrato(db).where(eq(contratos.id, id)).limit(1);
  return row;
}
export type ContratoDetailRow = NonNullable<Awaited<ReturnType<typeof findContratoDetail>>>;

/** The name of who created the contract (the page shows it). */
export async function findCriadorNome(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: criador.name }).from(criador).where(eq(criador.id, userId)).limit(1);
  return row?.name ?? null;
}

const SORT_COLUMNS = {
  numero: contratos.numero,
  status: contratos.status,
  valor: contratos.valor,
  fim: contratos.fim,
  updatedAt: contratos.updatedAt,
} as const;

function filtersWhere(query: TContratosQuery): (SQL | undefined)[] {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : '';
  const numero = q?.match(/^(?:ct[-\s]?)?0*(\d{1,6})$/i)?.[1];
  const digits = q?.replace(/\D/g, '') ?? '';
  return [
    query.obra ? eq(contratos.obraId, query.obra) : undefined,
    query.status?.length ? inArray(contratos.status, query.status) : undefined,
    query.parteTipo?.length ? inArray(contratos.parteTipo, query.parteTipo) : undefined,
    q
      ? or(
          ilike(contratos.objeto, like),
          ilike(contratos.parteNome, like),
          digits.length >= 4 ? ilike(contratos.parteCnpj, `%${digits}%`) : undefined,
          numero ? eq(contratos.numero, Number(numero)) : undefined,
        )
      : undefined,
  ];
}

/**
 * A page of the contracts `permission` lets through, filtered and sorted in SQL. `comigo` is the user's `update`
 * rules as SQL (the contracts waiting for them: whoever may edit a contract in its status is who moves it on).
 */
export async function findContratosPage(
  db: Db,
  query: TContratosQuery,
  permission: SQL,
  comigo: SQL | undefined,
) {
  const where = and(
    permission,
    ...filtersWhere(query),
    query.comigo ? and(comigo ?? sql`false`, eq(contratos.cancelado, false)) : undefined,
  );
  const sort = query.sort ?? { field: 'updatedAt', desc: true };
  const column = SORT_COLUMNS[sort.field];
  const rows = await selectContrato(db)
    .where(where)
    .orderBy(sort.desc ? desc(column) : asc(column), desc(contratos.numero), asc(contratos.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(contratos).where(where);
  return { rows, total: totals?.total ?? 0 };
}
export type ContratoPageRow = Awaited<ReturnType<typeof findContratosPage>>['rows'][number];

/** The next number of an obra's contracts, with the obra's row locked so that two at once do not take the same. */
export async function nextContratoNumero(db: Db, obraId: string): Promise<number> {
  await db.execute(sql`select 1 from ${obras} where ${obras.id} = ${obraId} for update`);
  const [row] = await db
    .select({ max: max(contratos.numero) })
    .from(contratos)
    .where(eq(contratos.obraId, obraId));
  return (row?.max ?? 0) + 1;
}

export async function insertContrato(db: Db, values: ContratoInsert): Promise<ContratoRow> {
  const [row] = await db.insert(contratos).values(values).returning();
  if (!row) throw new Error('insert into contratos returned nothing');
  return row;
}

/**
 * Changes a contract only if it is still in one of `statuses` and at `versao` (when given): the row that comes back
 * proves nobody moved or changed it in between. Every change bumps the version.
 */
export async function updateContratoIf(
  db: Db,
  id: string,
  expect: { statuses?: readonly TContratoStatus[]; versao?: number },
  values: Partial<ContratoInsert>,
): Promise<ContratoRow | undefined> {
  const [row] = await db
    .update(contratos)
    .set({ ...values, versao: sql`${contratos.versao} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(contratos.id, id),
        expect.statuses ? inArray(contratos.status, [...expect.statuses]) : undefined,
        expect.versao === undefined ? undefined : eq(contratos.versao, expect.versao),
      ),
    )
    .returning();
  return row;
}

/** A contract's items in their order (a contract holds at most MAX_ITENS_CONTRATO). */
export async function findItens(db: Db, contratoId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(contratosItens)
    .where(eq(contratosItens.contratoId, contratoId))
    .orderBy(asc(contratosItens.ordem), asc(contratosItens.id));
}

export async function insertItens(db: Db, values: (typeof contratosItens.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(contratosItens).values(values);
}

export async function updateItem(
  db: Db,
  id: string,
  values: Partial<typeof contratosItens.$inferInsert>,
): Promise<void> {
  await db.update(contratosItens).set(values).where(eq(contratosItens.id, id));
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.delete(contratosItens).where(eq(contratosItens.id, id));
}

export async function findAditivos(db: Db, contratoId: string) {
  return db
    .select()
    .from(contratosAditivos)
    .where(eq(contratosAditivos.contratoId, contratoId))
    .orderBy(asc(contratosAditivos.numero));
}

export async function insertAditivo(db: Db, values: typeof contratosAditivos.$inferInsert): Promise<void> {
  await db.insert(contratosAditivos).values(values);
}

/** The amendments still going through approval are approved with the contract. */
export async function approvePendingAditivos(db: Db, contratoId: string, em: Date): Promise<void> {
  await db
    .update(contratosAditivos)
    .set({ aprovadoEm: em })
    .where(and(eq(contratosAditivos.contratoId, contratoId), sql`${contratosAditivos.aprovadoEm} is null`));
}

export async function findDocumentos(db: Db, contratoId: string) {
  return db
    .select({
      id: contratosDocumentos.id,
      tipo: contratosDocumentos.tipo,
      descricao: contratosDocumentos.descricao,
      por: contratosDocumentos.porNome,
      em: contratosDocumentos.createdAt,
      arquivo: { id: arquivos.id, nome: arquivos.nome, tamanho: arquivos.tamanho, mime: arquivos.mime },
    })
    .from(contratosDocumentos)
    .innerJoin(arquivos, eq(arquivos.id, contratosDocumentos.arquivoId))
    .where(eq(contratosDocumentos.contratoId, contratoId))
    .orderBy(desc(contratosDocumentos.createdAt));
}

export async function insertDocumento(
  db: Db,
  values: typeof contratosDocumentos.$inferInsert,
): Promise<void> {
  await db.insert(contratosDocumentos).values(values);
}

export async function findDocumento(db: Db, contratoId: string, id: string) {
  const [row] = await db
    .select({
      id: contratosDocumentos.id,
      tipo: contratosDocumentos.tipo,
      arquivoId: contratosDocumentos.arquivoId,
      nome: arquivos.nome,
    })
    .from(contratosDocumentos)
    .innerJoin(arquivos, eq(arquivos.id, contratosDocumentos.arquivoId))
    .where(and(eq(contratosDocumentos.contratoId, contratoId), eq(contratosDocumentos.id, id)))
    .limit(1);
  return row;
}

export async function deleteDocumento(db: Db, id: string): Promise<void> {
  await db.delete(contratosDocumentos).where(eq(contratosDocumentos.id, id));
}

/** Active staff who may be named on a contract (holding one of `roles`, when given), by name or e-mail. */
export async function findPessoasNomeaveis(
  db: Db,
  q: string | undefined,
  roles: readonly string[] | undefined,
  limit: number,
) {
  const term = q?.trim() ? `%${q.trim().replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, 'gali'),
        eq(users.enabled, true),
        sql`${users.deletedAt} is null`,
        term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined,
        roles ? arrayOverlaps(users.roles, [...roles]) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(limit);
}

/** The named people, to check they are active staff and to read their e-mails. */
export async function findPessoas(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      roles: users.roles,
      enabled: users.enabled,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** The e-mail of an obra's site manager (a new contract's rules read it). */
export async function findObraSiteManagerEmail(db: Db, obraId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(obras)
    .innerJoin(users, eq(users.id, obras.siteManagerId))
    .where(eq(obras.id, obraId))
    .limit(1);
  return row?.email ?? null;
}
