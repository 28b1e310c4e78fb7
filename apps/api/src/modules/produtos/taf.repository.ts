import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TTafModelosQuery, TTafsQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { produtos as P, tafModelos as M, tafResultados as R, tafs as T } from './produtos.schema';

const { arquivos } = filesTables;
const { users } = identityTables;
const { obras, clientes } = obrasTables;

export type TafRow = typeof T.$inferSelect;
export type TafInsert = typeof T.$inferInsert;
export type ModeloInsert = typeof M.$inferInsert;
export type ResultadoInsert = typeof R.$inferInsert;
/** A TAF's photos: files attached to the record. */
export const ENTIDADE_TAF = 'taf';

const like = (texto: string) => `%${texto.replace(/[%_\\]/g, '')}%`;
const produtoRef = { id: P.id, codigo: P.codigo, nome: P.nome, familia: P.familia };

// ---- Templates ----

const tafsDoModelo = sql<number>`(select count(*)::int from ${T} where ${T.modeloId} = ${M.id})`;

function selectModelo(db: Db) {
  return db
    .select({ modelo: M, produto: produtoRef, tafs: tafsDoModelo })
    .from(M)
    .leftJoin(P, eq(P.id, M.produtoId));
}
export type ModeloRow = NonNullable<Awaited<ReturnType<typeof findModelo>>>;

export async function findModelo(db: Db, id: string) {
  const [row] = await selectModelo(db).where(eq(M.id, id));
  return row;
}

export async function findModelosPage(db: Db, query: TTafModelosQuery) {
  const where: SQL[] = [];
  if (!query.inativos) where.push(eq(M.ativo, true));
  if (query.produtoId)
    // Its own templates and those of its family.
    where.push(
      or(
        eq(M.produtoId, query.produtoId),
        and(
          isNull(M.produtoId),
          sql`lower(${M.familia}) = (select lower(${P.familia}) from ${P} where ${P.id} = ${query.produtoId})`,
        ),
      )!,
    );
  if (query.familia) where.push(sql`lower(${M.familia}) = lower(${query.familia})`);
  if (query.busca) where.push(ilike(M.nome, like(query.busca)));
  const [rows, [total]] = await Promise.all([
    selectModelo(db)
      .where(and(...where))
      .orderBy(asc(M.nome))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(M)
      .where(and(...where)),
  ]);
  return { rows, total: total!.total };
}

export async function insertModelo(tx: Db, values: ModeloInsert) {
  const [row] = await tx.insert(M).values(values).returning({ id: M.id });
  return row!;
}

export async function updateModeloIf(tx: Db, id: string, versao: number, changes: Partial<ModeloInsert>) {
  const [row] = await tx
    .update(M)
    .set({ ...changes, versao: sql`${M.versao} + 1`, updatedAt: new Date() })
    .where(and(eq(M.id, id), eq(M.versao, versao)))
    .returning({ id: M.id });
  return row;
}

// ---- Records ----

const responsavel = aliasedTable(users, 'taf_responsavel');
const modelo = aliasedTable(M, 'taf_modelo');
const respondidos = sql<number>`(select count(*)::int from ${R} where ${R.tafId} = ${T.id})`;
const naoConformes = sql<number>`(select count(*)::int from ${R} where ${R.tafId} = ${T.id} and ${R.resultado} = 'nao_conforme')`;

function selectTaf(db: Db) {
  return db
    .select({
      taf: T,
      produto: produtoRef,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome, tipo: obras.tipo },
      cliente: clientes.nome,
      modelo: { id: modelo.id, nome: modelo.nome },
      responsavel: { id: responsavel.id, nome: responsavel.name },
      respondidos,
      naoConformes,
    })
    .from(T)
    .innerJoin(P, eq(P.id, T.produtoId))
    .innerJoin(obras, eq(obras.id, T.obraId))
    .leftJoin(clientes, eq(clientes.id, obras.clienteId))
    .leftJoin(modelo, eq(modelo.id, T.modeloId))
    .leftJoin(responsavel, eq(responsavel.id, T.responsavelId));
}
export type TafDetailRow = NonNullable<Awaited<ReturnType<typeof findTaf>>>;

export async function findTaf(db: Db, id: string) {
  const [row] = await selectTaf(db).where(eq(T.id, id));
  return row;
}

function tafsFilters(query: TTafsQuery): SQL[] {
  const where: SQL[] = [];
  if (query.produtoId) where.push(eq(T.produtoId, query.produtoId));
  if (query.obraId) where.push(eq(T.obraId, query.obraId));
  if (query.status?.length) where.push(inArray(T.status, query.status));
  if (query.resultado) where.push(eq(T.resultado, query.resultado));
  if (query.busca) {
    const term = like(query.busca);
    const conditions = [
      ilike(T.numeroSerie, term),
      ilike(P.codigo, term),
      ilike(P.nome, term),
      ilike(obras.codigo, term),
      ilike(obras.nome, term),
    ];
    const numero = query.busca.replace(/^#|^taf\s*/i, '');
    if (/^\d{1,9}$/.test(numero)) conditions.push(eq(T.numero, Number(numero)));
    where.push(or(...conditions)!);
  }
  return where;
}

function tafsOrder(query: TTafsQuery): SQL[] {
  const sort = query.sort ?? { field: 'atualizadoEm', desc: true };
  const column = {
    numero: T.numero,
    numeroSerie: T.numeroSerie,
    atualizadoEm: T.updatedAt,
    assinadoEm: T.assinadoEm,
  }[sort.field];
  return [sort.desc ? sql`${column} desc nulls last` : asc(column), desc(T.numero)];
}

export async function findTafsPage(db: Db, query: TTafsQuery, permission: SQL) {
  const where = and(permission, ...tafsFilters(query));
  const [rows, [total]] = await Promise.all([
    selectTaf(db)
      .where(where)
      .orderBy(...tafsOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(T)
      .innerJoin(P, eq(P.id, T.produtoId))
      .innerJoin(obras, eq(obras.id, T.obraId))
      .where(where),
  ]);
  return { rows, total: total!.total };
}

export async function findTafIdBySerie(db: Db, produtoId: string, numeroSerie: string) {
  const [row] = await db
    .select({ id: T.id })
    .from(T)
    .where(and(eq(T.produtoId, produtoId), sql`lower(${T.numeroSerie}) = lower(${numeroSerie})`));
  return row?.id;
}

export async function insertTaf(tx: Db, values: TafInsert) {
  const [row] = await tx.insert(T).values(values).returning({ id: T.id, numero: T.numero });
  return row!;
}

/** Changes a TAF if it is still at `versao` and in `status` (bumped): undefined when someone changed it first. */
export async function updateTafIf(
  tx: Db,
  id: string,
  expected: { versao: number; status: string },
  changes: Partial<TafInsert>,
) {
  const [row] = await tx
    .update(T)
    .set({ ...changes, versao: sql`${T.versao} + 1`, updatedAt: new Date() })
    .where(and(eq(T.id, id), eq(T.versao, expected.versao), eq(T.status, expected.status)))
    .returning({ id: T.id });
  return row;
}

const verificador = aliasedTable(users, 'taf_verificador');

export async function findResultados(db: Db, tafId: string) {
  return db
    .select({
      resultado: R,
      verificador: { id: verificador.id, nome: verificador.name },
      foto: { id: arquivos.id, nome: arquivos.nome },
    })
    .from(R)
    .leftJoin(verificador, eq(verificador.id, R.verificadoPor))
    .leftJoin(arquivos, eq(arquivos.id, R.fotoArquivoId))
    .where(eq(R.tafId, tafId));
}
export type ResultadoRow = Awaited<ReturnType<typeof findResultados>>[number];

export async function findResultado(db: Db, tafId: string, pontoId: string) {
  const [row] = await db
    .select()
    .from(R)
    .where(and(eq(R.tafId, tafId), eq(R.pontoId, pontoId)));
  return row;
}

/** Keeps a point's answer (a new one or over the last); the occurrence it raised stays linked. */
export async function upsertResultado(tx: Db, values: ResultadoInsert) {
  const { tafId: _t, pontoId: _p, ocorrenciaSgiId: _o, ...changes } = values;
  await tx
    .insert(R)
    .values(values)
    .onConflictDoUpdate({ target: [R.tafId, R.pontoId], set: changes });
}

export async function setOcorrenciaDoPonto(tx: Db, tafId: string, pontoId: string, ocorrenciaId: string) {
  await tx
    .update(R)
    .set({ ocorrenciaSgiId: ocorrenciaId })
    .where(and(eq(R.tafId, tafId), eq(R.pontoId, pontoId)));
}

/** A photo sent for this TAF (attached to it), or undefined. */
export async function findFotoDoTaf(db: Db, tafId: string, arquivoId: string) {
  const [row] = await db
    .select({ id: arquivos.id, nome: arquivos.nome, storageKey: arquivos.storageKey })
    .from(arquivos)
    .where(
      and(eq(arquivos.id, arquivoId), eq(arquivos.entidade, ENTIDADE_TAF), eq(arquivos.entidadeId, tafId)),
    );
  return row;
}

/** The TAFs' count of a product (a product with TAFs is kept: its records name it). */
export async function countTafsDoProduto(db: Db, produtoId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(T).where(eq(T.produtoId, produtoId));
  return row!.total;
}
