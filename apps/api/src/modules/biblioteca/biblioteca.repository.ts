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
  like,
  not,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AppAbility } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { documentosVisiveisWhere, visivelWhere } from './biblioteca-acesso';
import { documentos, downloads, pastas, versoes } from './biblioteca.schema';

const { users } = identityTables;
const { arquivos } = filesTables;

export type PastaRow = typeof pastas.$inferSelect;
export type DocumentoRow = typeof documentos.$inferSelect;
export type VersaoRow = typeof versoes.$inferSelect;

export async function findPasta(db: Db, id: string): Promise<PastaRow | undefined> {
  const [row] = await db.select().from(pastas).where(eq(pastas.id, id));
  return row;
}

export async function findRaiz(db: Db, obraId: string | null): Promise<PastaRow | undefined> {
  const [row] = await db
    .select()
    .from(pastas)
    .where(and(isNull(pastas.paiId), obraId ? eq(pastas.obraId, obraId) : isNull(pastas.obraId)));
  return row;
}

export async function findNomesPastas(db: Db, ids: string[]): Promise<{ id: string; nome: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: pastas.id, nome: pastas.nome }).from(pastas).where(inArray(pastas.id, ids));
}

/** The folders named in a folder's `caminho` (its ancestors and itself), root first. */
export async function findTrilha(db: Db, pasta: Pick<PastaRow, 'caminho'>): Promise<PastaRow[]> {
  const ids = pasta.caminho.split('/').filter(Boolean);
  const rows = await db.select().from(pastas).where(inArray(pastas.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!).filter(Boolean);
}

/** A folder and everything under it, parents before children. */
export async function findSubarvore(db: Db, pasta: Pick<PastaRow, 'caminho'>): Promise<PastaRow[]> {
  return db
    .select()
    .from(pastas)
    .where(like(pastas.caminho, `${pasta.caminho}%`))
    .orderBy(sql`length(${pastas.caminho})`, asc(pastas.id));
}

export async function findSubpastasVisiveis(db: Db, ability: AppAbility, paiId: string): Promise<PastaRow[]> {
  return db
    .select()
    .from(pastas)
    .where(and(eq(pastas.paiId, paiId), visivelWhere(ability)))
    .orderBy(sql`lower(${pastas.nome})`);
}

const pai = aliasedTable(pastas, 'pai');

/** The folders of a library the user sees whose parent they do not: where they enter when the root is closed. */
export async function findEntradasVisiveis(
  db: Db,
  ability: AppAbility,
  obraId: string | null,
): Promise<PastaRow[]> {
  return db
    .select()
    .from(pastas)
    .where(
      and(
        obraId ? eq(pastas.obraId, obraId) : isNull(pastas.obraId),
        visivelWhere(ability),
        not(
          sql`exists (select 1 from ${pastas} as "pai" where ${pai.id} = ${pastas.paiId} and ${visivelWhere(ability, pai)})`,
        ),
      ),
    )
    .orderBy(sql`lower(${pastas.nome})`);
}

export async function findPastaPorNome(db: Db, paiId: string, nome: string): Promise<PastaRow | undefined> {
  const [row] = await db
    .select()
    .from(pastas)
    .where(and(eq(pastas.paiId, paiId), sql`lower(${pastas.nome}) = lower(${nome})`));
  return row;
}

const enviadoPor = aliasedTable(users, 'enviado_por');

function selectDocumentos(db: Db) {
  return db
    .select({
      documento: documentos,
      pasta: { caminho: pastas.caminho, obraId: pastas.obraId },
      versao: { arquivoId: versoes.arquivoId, miniaturaId: versoes.miniaturaId },
      arquivo: { mime: arquivos.mime, tamanho: arquivos.tamanho },
      enviadoPor: { id: enviadoPor.id, nome: enviadoPor.name },
    })
    .from(documentos)
    .innerJoin(pastas, eq(pastas.id, documentos.pastaId))
    .innerJoin(
      versoes,
      and(eq(versoes.documentoId, documentos.id), eq(versoes.numero, documentos.versaoAtual)),
    )
    .innerJoin(arquivos, eq(arquivos.id, versoes.arquivoId))
    .leftJoin(enviadoPor, eq(enviadoPor.id, documentos.enviadoPor));
}

export type DocumentoListRow = Awaited<ReturnType<ReturnType<typeof selectDocumentos>['where']>>[number];

/**
 * A page of files: those of one folder, or — with `busca` — those whose name matches anywhere under it. Only what the
 * user may see: every file of a folder they read, their own in a folder they may only send to.
 */
export async function findDocumentosPage(
  db: Db,
  ability: AppAbility,
  userId: string,
  pasta: Pick<PastaRow, 'id' | 'caminho'>,
  query: { busca?: string; page: number; pageSize: number },
): Promise<{ rows: DocumentoListRow[]; total: number }> {
  const where: SQL[] = [documentosVisiveisWhere(ability, userId, documentos.enviadoPor)];
  if (query.busca) {
    where.push(like(pastas.caminho, `${pasta.caminho}%`));
    where.push(ilike(documentos.nome, `%${query.busca.replace(/[%_\\]/g, '')}%`));
  } else {
    where.push(eq(documentos.pastaId, pasta.id));
  }
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    selectDocumentos(db)
      .where(condition)
      .orderBy(sql`lower(${documentos.nome})`, asc(documentos.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(documentos)
      .innerJoin(pastas, eq(pastas.id, documentos.pastaId))
      .where(condition) as unknown as Promise<[{ total: number }]>,
  ]);
  return { rows, total: Number(total) };
}

export async function findDocumento(db: Db, id: string): Promise<DocumentoListRow | undefined> {
  const [row] = await selectDocumentos(db).where(eq(documentos.id, id));
  return row;
}

export async function findDocumentoPorNome(
  db: Db,
  pastaId: string,
  nome: string,
): Promise<DocumentoRow | undefined> {
  const [row] = await db
    .select()
    .from(documentos)
    .where(and(eq(documentos.pastaId, pastaId), sql`lower(${documentos.nome}) = lower(${nome})`));
  return row;
}

/** The names already taken in a folder that start like `base` (to find "nome (2).pdf"). */
export async function findNomesParecidos(db: Db, pastaId: string, base: string): Promise<string[]> {
  const rows = await db
    .select({ nome: documentos.nome })
    .from(documentos)
    .where(and(eq(documentos.pastaId, pastaId), ilike(documentos.nome, `${base.replace(/[%_\\]/g, '')}%`)));
  return rows.map((row) => row.nome.toLowerCase());
}

export async function findVersoes(db: Db, documentoId: string) {
  return db
    .select({
      versao: versoes,
      arquivo: { nome: arquivos.nome, mime: arquivos.mime, tamanho: arquivos.tamanho },
      enviadoPor: { id: enviadoPor.id, nome: enviadoPor.name },
    })
    .from(versoes)
    .innerJoin(arquivos, eq(arquivos.id, versoes.arquivoId))
    .leftJoin(enviadoPor, eq(enviadoPor.id, versoes.enviadoPor))
    .where(eq(versoes.documentoId, documentoId))
    .orderBy(desc(versoes.numero));
}

export async function findDownloads(db: Db, documentoId: string, limite: number) {
  const usuario = aliasedTable(users, 'usuario');
  const [rows, totals] = await Promise.all([
    db
      .select({
        versao: downloads.versao,
        em: downloads.createdAt,
        usuario: { id: usuario.id, nome: usuario.name },
      })
      .from(downloads)
      .leftJoin(usuario, eq(usuario.id, downloads.usuarioId))
      .where(eq(downloads.documentoId, documentoId))
      .orderBy(desc(downloads.createdAt))
      .limit(limite),
    db.select({ total: count() }).from(downloads).where(eq(downloads.documentoId, documentoId)),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/**
 * The files under a folder the user may see, with the folder path relative to it, for a zip: current versions
 * only, in path order.
 */
export async function findDocumentosDaSubarvore(
  db: Db,
  ability: AppAbility,
  userId: string,
  pasta: Pick<PastaRow, 'caminho'>,
) {
  return db
    .select({
      id: documentos.id,
      nome: documentos.nome,
      versao: documentos.versaoAtual,
      pastaCaminho: pastas.caminho,
      storageKey: arquivos.storageKey,
    })
    .from(documentos)
    .innerJoin(pastas, eq(pastas.id, documentos.pastaId))
    .innerJoin(
      versoes,
      and(eq(versoes.documentoId, documentos.id), eq(versoes.numero, documentos.versaoAtual)),
    )
    .innerJoin(arquivos, eq(arquivos.id, versoes.arquivoId))
    .where(
      and(
        like(pastas.caminho, `${pasta.caminho}%`),
        documentosVisiveisWhere(ability, userId, documentos.enviadoPor),
      ),
    )
    .orderBy(pastas.caminho, sql`lower(${documentos.nome})`);
}

/** The ids of the files in a folder and every folder under it. */
export async function findDocumentoIdsDaSubarvore(
  db: Db,
  pasta: Pick<PastaRow, 'caminho'>,
): Promise<string[]> {
  const rows = await db
    .select({ id: documentos.id })
    .from(documentos)
    .innerJoin(pastas, eq(pastas.id, documentos.pastaId))
    .where(like(pastas.caminho, `${pasta.caminho}%`));
  return rows.map((row) => row.id);
}
