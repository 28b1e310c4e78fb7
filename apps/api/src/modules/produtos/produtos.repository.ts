import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TProdutosQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { codeContains, everyTerm, matches, rankOf } from '../busca';
import type { BuscaTermo, BuscaTermos } from '@portal/domain';
import { filesTables } from '../files';
import { obrasTables } from '../obras';
import { produtoSearchDocument } from './produtos-search-document';
import { produtos as P, tafs as T } from './produtos.schema';

const { arquivos } = filesTables;
const { obras, clientes } = obrasTables;

export type ProdutoRow = typeof P.$inferSelect;
export type ProdutoInsert = typeof P.$inferInsert;
/** A product's documents: files of the files module attached to it. */
export const ENTIDADE_PRODUTO = 'produto';

const like = (texto: string) => `%${texto.replace(/[%_\\]/g, '')}%`;

/** How many TAF records a product has (the list's column). */
const tafsDoProduto = sql<number>`(select count(*)::int from ${T} where ${T.produtoId} = ${P.id})`;

function filtersWhere(query: TProdutosQuery): SQL[] {
  const where: SQL[] = [];
  if (!query.inativos) where.push(eq(P.ativo, true));
  if (query.familia) where.push(sql`lower(${P.familia}) = lower(${query.familia})`);
  if (query.busca) {
    const term = like(query.busca);
    where.push(or(ilike(P.codigo, term), ilike(P.nome, term), ilike(P.descricao, term))!);
  }
  return where;
}

function orderOf(query: TProdutosQuery): SQL[] {
  const sort = query.sort ?? { field: 'codigo', desc: false };
  const column = { codigo: P.codigo, nome: P.nome, familia: P.familia, atualizadoEm: P.updatedAt }[
    sort.field
  ];
  return [sort.desc ? desc(column) : asc(column), asc(P.codigo)];
}

export async function findProdutosPage(db: Db, query: TProdutosQuery, permission: SQL) {
  const where = and(permission, ...filtersWhere(query));
  const [rows, [total]] = await Promise.all([
    db
      .select({ produto: P, tafs: tafsDoProduto })
      .from(P)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(P).where(where),
  ]);
  return { rows, total: total!.total };
}

export async function findProduto(db: Db, id: string) {
  const [row] = await db.select({ produto: P, tafs: tafsDoProduto }).from(P).where(eq(P.id, id));
  return row;
}
export type ProdutoComTafs = NonNullable<Awaited<ReturnType<typeof findProduto>>>;

/** Another product with this code, whatever its case (codes are unique). */
export async function findProdutoIdByCodigo(db: Db, codigo: string, exceto?: string) {
  const [row] = await db
    .select({ id: P.id })
    .from(P)
    .where(and(sql`lower(${P.codigo}) = lower(${codigo})`, exceto ? ne(P.id, exceto) : undefined));
  return row?.id;
}

export async function insertProduto(tx: Db, values: ProdutoInsert): Promise<ProdutoRow> {
  const [row] = await tx.insert(P).values(values).returning();
  return row!;
}

/** Changes a product if it is still at `versao` (bumped): undefined when someone changed it first. */
export async function updateProdutoIf(tx: Db, id: string, versao: number, changes: Partial<ProdutoInsert>) {
  const [row] = await tx
    .update(P)
    .set({ ...changes, versao: sql`${P.versao} + 1`, updatedAt: new Date() })
    .where(and(eq(P.id, id), eq(P.versao, versao)))
    .returning();
  return row;
}

export async function deleteProduto(tx: Db, id: string): Promise<void> {
  await tx.delete(P).where(eq(P.id, id));
}

/** The families in use, with how many active products each. */
export async function findFamilias(db: Db, permission: SQL) {
  return db
    .select({ familia: P.familia, total: sql<number>`count(*)::int` })
    .from(P)
    .where(and(permission, eq(P.ativo, true)))
    .groupBy(P.familia)
    .orderBy(asc(P.familia));
}

export async function findDocumentos(db: Db, produtoId: string) {
  return db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.entidade, ENTIDADE_PRODUTO), eq(arquivos.entidadeId, produtoId)))
    .orderBy(asc(arquivos.createdAt), asc(arquivos.nome));
}

export async function findDocumento(db: Db, produtoId: string, arquivoId: string) {
  const [row] = await db
    .select({ id: arquivos.id, nome: arquivos.nome })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.id, arquivoId),
        eq(arquivos.entidade, ENTIDADE_PRODUTO),
        eq(arquivos.entidadeId, produtoId),
      ),
    );
  return row;
}

/**
 * The fabrications the product came from: fabrication obras with items that name it (fab_itens, the fabrication
 * module's table, read here by name: that module's public surface is written alongside this one) or with TAFs of it.
 */
export async function findFabricacoesDoProduto(db: Db, produtoId: string, permission: SQL) {
  const itens = sql`(select fi.obra_id, count(*)::int as itens, sum(fi.quantidade) as quantidade
    from fab_itens fi where fi.produto_id = ${produtoId} group by fi.obra_id)`;
  const testes = sql`(select t.obra_id, count(*)::int as tafs from ${T} t where t.produto_id = ${produtoId}
    group by t.obra_id)`;
  const result =
    await db.execute(sql`select o.id, o.codigo, o.nome, c.nome as cliente, i.itens, i.quantidade::text as quantidade, t.tafs
    from ${obras} o
    left join ${clientes} c on c.id = o.cliente_id
    left join ${itens} i on i.obra_id = o.id
    left join ${testes} t on t.obra_id = o.id
    where o.tipo = 'fabricacao' and (i.obra_id is not null or t.obra_id is not null)
      and o.id in (select ${obras.id} from ${obras} where ${permission})
    order by o.codigo`);
  return (
    result as unknown as {
      rows: {
        id: string;
        codigo: string;
        nome: string;
        cliente: string | null;
        itens: number | null;
        quantidade: string | null;
        tafs: number | null;
      }[];
    }
  ).rows;
}

/** Words that name the kind of record: "produto SK-100" looks for SK-100. */
const KIND_WORDS = new Set(['produto', 'produtos']);

function placesOf(term: BuscaTermo): SQL[] {
  return [
    matches(produtoSearchDocument(P), term),
    ...(/\d/.test(term.texto) ? [codeContains(P.codigo, term.texto)] : []),
  ];
}

/** The products the caller may read whose code, name, family or description holds every term; best first. */
export async function findProdutosMatching(db: Db, busca: BuscaTermos, permission: SQL, limite: number) {
  const termos = busca.termos.filter((term) => !KIND_WORDS.has(term.texto));
  if (termos.length === 0) return [];
  const found = everyTerm({ ...busca, termos }, placesOf);
  if (!found) return [];
  return db
    .select({ id: P.id, codigo: P.codigo, nome: P.nome, familia: P.familia, ativo: P.ativo })
    .from(P)
    .where(and(permission, found))
    .orderBy(desc(rankOf(produtoSearchDocument(P), termos)), asc(P.codigo))
    .limit(limite);
}
