import { randomUUID } from 'node:crypto';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { TLinhaMaterial, TListasQuery, TMateriaisStatus } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { materiaisLinhas, materiaisListas, materiaisRevisoes, materiaisTemplates } from './materiais.schema';

const { users } = identityTables;
const { obras } = obrasTables;

const quantificador = alias(users, 'quantificador');
const verificador = alias(users, 'verificador');
const siteManager = alias(users, 'site_manager');
const coordenador = alias(users, 'coordenador');
const sapPor = alias(users, 'sap_por');
const criador = alias(users, 'criador');

const pessoa = <T extends { id: AnyPgColumn; name: AnyPgColumn; email: AnyPgColumn }>(u: T) => ({
  id: u.id as T['id'],
  name: u.name as T['name'],
  email: u.email as T['email'],
});

export type ListaRow = typeof materiaisListas.$inferSelect;
export type ListaInsert = typeof materiaisListas.$inferInsert;

/** A list with its obra and the four named people (their names and e-mails, which the rules read). */
function selectLista(db: Db) {
  return db
    .select({
      lista: materiaisListas,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      quantificador: pessoa(quantificador),
      verificador: pessoa(verificador),
      siteManager: pessoa(siteManager),
      coordenador: pessoa(coordenador),
    })
    .from(materiaisListas)
    .innerJoin(obras, eq(obras.id, materiaisListas.obraId))
    .innerJoin(quantificador, eq(quantificador.id, materiaisListas.quantificadorId))
    .innerJoin(verificador, eq(verificador.id, materiaisListas.verificadorId))
    .innerJoin(siteManager, eq(siteManager.id, materiaisListas.siteManagerId))
    .innerJoin(coordenador, eq(coordenador.id, materiaisListas.coordenadorId));
}

export type ListaDetailRow = Awaited<ReturnType<typeof findListaDetail>> & object;

export async function findListaDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      lista: materiaisListas,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      quantificador: pessoa(quantificador),
      verificador: pessoa(verificador),
      siteManager: pessoa(siteManager),
      coordenador: pessoa(coordenador),
      template: { id: materiaisTemplates.id, nome: materiaisTemplates.nome },
      sapPor: { name: sapPor.name },
      criador: { name: criador.name },
    })
    .from(materiaisListas)
    .innerJoin(obras, eq(obras.id, materiaisListas.obraId))
    .innerJoin(quantificador, eq(quantificador.id, materiaisListas.quantificadorId))
    .innerJoin(verificador, eq(verificador.id, materiaisListas.verificadorId))
    .innerJoin(siteManager, eq(siteManager.id, materiaisListas.siteManagerId))
    .innerJoin(coordenador, eq(coordenador.id, materiaisListas.coordenadorId))
    .leftJoin(materiaisTemplates, eq(materiaisTemplates.id, materiaisListas.templateId))
    .leftJoin(sapPor, eq(sapPor.id, materiaisListas.sapRegistradoPor))
    .leftJoin(criador, eq(criador.id, materiaisListas.criadoPor))
    .where(eq(materiaisListas.id, id))
    .limit(1);
  return row;
}

const SORT_COLUMNS = {
  numero: materiaisListas.numero,
  titulo: materiaisListas.titulo,
  status: materiaisListas.status,
  updatedAt: materiaisListas.updatedAt,
  createdAt: materiaisListas.createdAt,
} as const;

/** The people a list names in its current stage: whose turn it is (`comigo`). */
function waitingFor(userId: string): SQL {
  const stage = (status: TMateriaisStatus, column: AnyPgColumn) =>
    and(eq(materiaisListas.status, status), eq(column, userId))!;
  return or(
    and(
      inArray(materiaisListas.status, ['REVISAR', 'EM ELABORAÇÃO']),
      eq(materiaisListas.quantificadorId, userId),
    ),
    stage('LIBERADO PARA VERIFICAÇÃO', materiaisListas.verificadorId),
    stage('LIBERADO PARA SITE MANAGER', materiaisListas.siteManagerId),
    stage('LIBERADO PARA COORDENADOR', materiaisListas.coordenadorId),
  )!;
}

export interface ListasPageQuery extends TListasQuery {
  /** For `comigo`: the user, and whether planning's lists count as theirs (`pcp`). */
  eu: { id: string; pcp: boolean };
}

function filtersWhere(query: ListasPageQuery): (SQL | undefined)[] {
  const q = query.q?.trim();
  const numero = q?.match(/^(?:lm[-\s]?)?0*(\d{1,6})$/i)?.[1];
  return [
    query.obra ? eq(materiaisListas.obraId, query.obra) : undefined,
    query.status?.length ? inArray(materiaisListas.status, query.status) : undefined,
    query.disciplina?.length ? inArray(materiaisListas.disciplina, query.disciplina) : undefined,
    query.planejadaSap === undefined
      ? undefined
      : query.planejadaSap
        ? sql`${materiaisListas.sapDocumento} is not null`
        : sql`${materiaisListas.sapDocumento} is null`,
    query.comigo
      ? query.eu.pcp
        ? or(waitingFor(query.eu.id), eq(materiaisListas.status, 'LIBERADO PARA PLANEJAMENTO'))
        : waitingFor(query.eu.id)
      : undefined,
    q
      ? or(
          ilike(materiaisListas.titulo, `%${q.replace(/[%_\\]/g, '\\$&')}%`),
          ilike(materiaisListas.projeto, `%${q.replace(/[%_\\]/g, '\\$&')}%`),
          numero ? eq(materiaisListas.numero, Number(numero)) : undefined,
        )
      : undefined,
  ];
}

/** A page of the lists the permission lets through, filtered and sorted in SQL. */
export async function findListasPage(db: Db, query: ListasPageQuery, permission: SQL) {
  const where = and(permission, ...filtersWhere(query));
  const sort = query.sort ?? { field: 'updatedAt', desc: true };
  const column = SORT_COLUMNS[sort.field];
  const rows = await selectLista(db)
    .where(where)
    .orderBy(sort.desc ? desc(column) : asc(column), desc(materiaisListas.numero), asc(materiaisListas.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(materiaisListas).where(where);
  return { rows, total: totals?.total ?? 0 };
}
export type ListaPageRow = Awaited<ReturnType<typeof findListasPage>>['rows'][number];

/**
 * The next number of an obra's lists. Locks the obra's row first (as the RDO does), so that two lists created at
 * once wait for each other instead of taking the same number (the second would be refused by the unique index).
 */
export async function nextListaNumero(db: Db, obraId: string): Promise<number> {
  await db.execute(sql`select 1 from ${obras} where ${obras.id} = ${obraId} for update`);
  const [row] = await db
    .select({ max: max(materiaisListas.numero) })
    .from(materiaisListas)
    .where(eq(materiaisListas.obraId, obraId));
  return (row?.max ?? 0) + 1;
}

export async function insertLista(db: Db, values: ListaInsert): Promise<ListaRow> {
  const [row] = await db.insert(materiaisListas).values(values).returning();
  if (!row) throw new Error('insert into materiais_listas returned nothing');
  return row;
}

/**
 * Changes a list only if it is still in one of `statuses` and at `versao` (when given): the row that comes back
 * proves nobody moved or saved it in between. Every change bumps the version.
 */
export async function updateListaIf(
  db: Db,
  id: string,
  expect: { statuses?: readonly TMateriaisStatus[]; versao?: number },
  values: Partial<ListaInsert>,
): Promise<ListaRow | undefined> {
  const [row] = await db
    .update(materiaisListas)
    .set({ ...values, versao: sql`${materiaisListas.versao} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(materiaisListas.id, id),
        expect.statuses ? inArray(materiaisListas.status, [...expect.statuses]) : undefined,
        expect.versao === undefined ? undefined : eq(materiaisListas.versao, expect.versao),
      ),
    )
    .returning();
  return row;
}

const LINHA_COLUMNS = {
  id: materiaisLinhas.id,
  codigoSap: materiaisLinhas.codigoSap,
  descricao: materiaisLinhas.descricao,
  unidade: materiaisLinhas.unidade,
  quantidade: materiaisLinhas.quantidade,
  especificacao: materiaisLinhas.especificacao,
  observacoes: materiaisLinhas.observacoes,
  extras: materiaisLinhas.extras,
};

/** A list's lines in their order (a list holds at most MAX_LINHAS_LISTA: read whole, as the grid shows them). */
export async function findLinhas(db: Db, listaId: string): Promise<TLinhaMaterial[]> {
  return db
    .select(LINHA_COLUMNS)
    .from(materiaisLinhas)
    .where(eq(materiaisLinhas.listaId, listaId))
    .orderBy(asc(materiaisLinhas.ordem));
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters at 9 columns. */
const CHUNK = 1000;

/**
 * Replaces a list's lines with these, in this order; a line keeps the id it has (so revisions compare line by
 * line), a new one gets a new id. Answers the lines as stored.
 */
export async function replaceLinhas(
  db: Db,
  listaId: string,
  linhas: readonly (Omit<TLinhaMaterial, 'id'> & { id?: string })[],
): Promise<TLinhaMaterial[]> {
  await db.delete(materiaisLinhas).where(eq(materiaisLinhas.listaId, listaId));
  const stored = linhas.map((l) => ({ ...l, id: l.id ?? randomUUID() }));
  for (let start = 0; start < stored.length; start += CHUNK) {
    await db
      .insert(materiaisLinhas)
      .values(stored.slice(start, start + CHUNK).map((l, i) => ({ ...l, listaId, ordem: start + i })));
  }
  return stored;
}

export async function insertRevisao(db: Db, values: typeof materiaisRevisoes.$inferInsert): Promise<void> {
  await db.insert(materiaisRevisoes).values(values);
}

export async function findRevisoes(db: Db, listaId: string) {
  return db
    .select({
      numero: materiaisRevisoes.numero,
      status: materiaisRevisoes.status,
      por: materiaisRevisoes.porNome,
      em: materiaisRevisoes.createdAt,
      totalLinhas: materiaisRevisoes.totalLinhas,
    })
    .from(materiaisRevisoes)
    .where(eq(materiaisRevisoes.listaId, listaId))
    .orderBy(asc(materiaisRevisoes.numero));
}

export async function findRevisaoLinhas(
  db: Db,
  listaId: string,
  numero: number,
): Promise<TLinhaMaterial[] | undefined> {
  const [row] = await db
    .select({ linhas: materiaisRevisoes.linhas })
    .from(materiaisRevisoes)
    .where(and(eq(materiaisRevisoes.listaId, listaId), eq(materiaisRevisoes.numero, numero)))
    .limit(1);
  return row?.linhas;
}

/** Active staff who may be named on a list, by name or e-mail. */
export async function findPessoasNomeaveis(db: Db, q: string | undefined, limit: number) {
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
      ),
    )
    .orderBy(asc(users.name))
    .limit(limit);
}

/** The named people as the rules and the list's page read them (one query for the four). */
export async function findPessoas(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      enabled: users.enabled,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}
