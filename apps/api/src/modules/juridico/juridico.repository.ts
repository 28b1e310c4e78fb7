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
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TProcessosQuery, TSolicitacoesQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { filesTables } from '../files';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { juridicoEventos, juridicoProcessos, juridicoSolicitacoes } from './juridico.schema';

const { users } = identityTables;
const { obras, clientes } = obrasTables;
const { arquivos } = filesTables;

export type ProcessoInsert = typeof juridicoProcessos.$inferInsert;
export type EventoRow = typeof juridicoEventos.$inferSelect;
export type SolicitacaoRow = typeof juridicoSolicitacoes.$inferSelect;

/** The files of a document request, as the files module stores them. */
export const ENTIDADE_SOLICITACAO = 'juridico_solicitacao';

const dp = aliasedTable(users, 'responsavel_dp');
const seg = aliasedTable(users, 'responsavel_seg');

/** The next hearing or deadline not done, from today (São Paulo). */
const proximoEvento = sql<{
  tipo: 'audiencia' | 'prazo';
  data: string;
  hora: string | null;
  titulo: string;
} | null>`(
  select json_build_object('tipo', e.tipo, 'data', e.data, 'hora', e.hora, 'titulo', e.titulo)
  from ${juridicoEventos} e
  where e.processo_id = ${juridicoProcessos.id} and not e.concluido
    and e.data >= (now() at time zone 'America/Sao_Paulo')::date
  order by e.data, e.hora nulls last limit 1
)`;
const proximaData = sql`(select min(e.data) from ${juridicoEventos} e where e.processo_id = ${juridicoProcessos.id}
  and not e.concluido and e.data >= (now() at time zone 'America/Sao_Paulo')::date)`;

function selectProcesso(db: Db) {
  return db
    .select({
      processo: juridicoProcessos,
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      escritorio: { id: clientes.id, nome: clientes.nome },
      dp: { id: dp.id, nome: dp.name, email: dp.email },
      seg: { id: seg.id, nome: seg.name, email: seg.email },
      proximoEvento,
    })
    .from(juridicoProcessos)
    .innerJoin(obras, eq(obras.id, juridicoProcessos.obraId))
    .leftJoin(clientes, eq(clientes.id, juridicoProcessos.escritorioId))
    .leftJoin(dp, eq(dp.id, juridicoProcessos.responsavelDpId))
    .leftJoin(seg, eq(seg.id, juridicoProcessos.responsavelSegId));
}
export type ProcessoRow = NonNullable<Awaited<ReturnType<typeof findProcesso>>>;

export async function findProcesso(db: Db, id: string) {
  const [row] = await selectProcesso(db).where(eq(juridicoProcessos.id, id));
  return row;
}

export async function findProcessoByCnj(db: Db, numeroCnj: string) {
  const [row] = await db
    .select({ id: juridicoProcessos.id })
    .from(juridicoProcessos)
    .where(eq(juridicoProcessos.numeroCnj, numeroCnj));
  return row;
}

function filtersWhere(query: TProcessosQuery): SQL[] {
  const where: SQL[] = [];
  if (query.tipo) where.push(eq(juridicoProcessos.tipo, query.tipo));
  if (query.obra) where.push(eq(juridicoProcessos.obraId, query.obra));
  if (query.fase?.length) where.push(inArray(juridicoProcessos.fase, query.fase));
  if (query.risco?.length) where.push(inArray(juridicoProcessos.provisaoRisco, query.risco));
  if (query.escritorio) where.push(eq(juridicoProcessos.escritorioId, query.escritorio));
  if (query.ativos) where.push(ne(juridicoProcessos.fase, 'encerrado'));
  if (query.busca) {
    const term = `%${query.busca.replace(/[%_\\]/g, '')}%`;
    const digits = query.busca.replace(/\D/g, '');
    const conditions = [
      ilike(juridicoProcessos.parteContraria, term),
      ilike(juridicoProcessos.vara, term),
      ilike(juridicoProcessos.comarca, term),
    ];
    if (digits.length >= 3)
      conditions.push(
        sql`regexp_replace(${juridicoProcessos.numeroCnj}, '\\D', '', 'g') like ${`%${digits}%`}`,
      );
    where.push(or(...conditions)!);
  }
  return where;
}

function orderOf(query: TProcessosQuery): SQL[] {
  const sort = query.sort ?? { field: 'proximoEvento', desc: false };
  const column = {
    numeroCnj: sql`${juridicoProcessos.numeroCnj}`,
    provisaoValor: sql`${juridicoProcessos.provisaoValor}`,
    valorCausa: sql`${juridicoProcessos.valorCausa}`,
    proximoEvento: proximaData,
    atualizadoEm: sql`${juridicoProcessos.updatedAt}`,
  }[sort.field];
  return [sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`];
}

/** A page of the cases `permission` allows, with the filters; the totals of all the cases they match. */
export async function findProcessosPage(db: Db, query: TProcessosQuery, permission: SQL) {
  const where = and(permission, ...filtersWhere(query));
  const rows = await selectProcesso(db)
    .where(where)
    .orderBy(...orderOf(query), desc(juridicoProcessos.updatedAt), asc(juridicoProcessos.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const soma = (risco: string) =>
    sql<string>`coalesce(sum(${juridicoProcessos.provisaoValor}) filter (where ${juridicoProcessos.provisaoRisco} = ${risco}), 0.00)::text`;
  const [totals] = await db
    .select({
      total: count(),
      valorCausa: sql<string>`coalesce(sum(${juridicoProcessos.valorCausa}), 0.00)::text`,
      provavel: soma('provavel'),
      possivel: soma('possivel'),
      remota: soma('remota'),
    })
    .from(juridicoProcessos)
    .where(where);
  return { rows, totals: totals! };
}

export async function insertProcesso(tx: Db, values: ProcessoInsert) {
  const [row] = await tx.insert(juridicoProcessos).values(values).returning({ id: juridicoProcessos.id });
  return row!;
}

/** Changes the case if it still is at `versao`; bumps it. Undefined when someone changed it first. */
export async function updateProcessoIf(tx: Db, id: string, versao: number, changes: Partial<ProcessoInsert>) {
  const [row] = await tx
    .update(juridicoProcessos)
    .set({ ...changes, versao: sql`${juridicoProcessos.versao} + 1`, updatedAt: sql`now()` })
    .where(and(eq(juridicoProcessos.id, id), eq(juridicoProcessos.versao, versao)))
    .returning({ id: juridicoProcessos.id, versao: juridicoProcessos.versao });
  return row;
}

export async function touchProcesso(tx: Db, id: string): Promise<void> {
  await tx
    .update(juridicoProcessos)
    .set({ updatedAt: sql`now()` })
    .where(eq(juridicoProcessos.id, id));
}

export async function findEventos(db: Db, processoId: string) {
  return db
    .select()
    .from(juridicoEventos)
    .where(eq(juridicoEventos.processoId, processoId))
    .orderBy(asc(juridicoEventos.data), asc(juridicoEventos.hora))
    .limit(500);
}

export async function findEvento(db: Db, processoId: string, id: string) {
  const [row] = await db
    .select()
    .from(juridicoEventos)
    .where(and(eq(juridicoEventos.id, id), eq(juridicoEventos.processoId, processoId)));
  return row;
}

export async function insertEvento(tx: Db, values: typeof juridicoEventos.$inferInsert) {
  const [row] = await tx.insert(juridicoEventos).values(values).returning();
  return row!;
}

export async function updateEvento(
  tx: Db,
  id: string,
  changes: Partial<typeof juridicoEventos.$inferInsert>,
) {
  const [row] = await tx
    .update(juridicoEventos)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(juridicoEventos.id, id))
    .returning();
  return row;
}

export async function deleteEvento(tx: Db, id: string): Promise<void> {
  await tx.delete(juridicoEventos).where(eq(juridicoEventos.id, id));
}

/** Hearings and deadlines between two dates (inclusive) of the cases `permission` allows, for the calendar. */
export async function findEventosEntre(db: Db, de: string, ate: string, permission: SQL) {
  return db
    .select({
      evento: juridicoEventos,
      processo: {
        id: juridicoProcessos.id,
        numeroCnj: juridicoProcessos.numeroCnj,
        tipo: juridicoProcessos.tipo,
        vara: juridicoProcessos.vara,
        comarca: juridicoProcessos.comarca,
        uf: juridicoProcessos.uf,
        parteContraria: juridicoProcessos.parteContraria,
        obraId: juridicoProcessos.obraId,
      },
      obra: { codigo: obras.codigo, nome: obras.nome },
    })
    .from(juridicoEventos)
    .innerJoin(juridicoProcessos, eq(juridicoProcessos.id, juridicoEventos.processoId))
    .innerJoin(obras, eq(obras.id, juridicoProcessos.obraId))
    .where(and(gte(juridicoEventos.data, de), lte(juridicoEventos.data, ate), permission))
    .orderBy(asc(juridicoEventos.data), sql`${juridicoEventos.hora} asc nulls first`, asc(juridicoEventos.id))
    .limit(2000);
}

/** Hearings and deadlines not done between two dates, every case (the reminders job). */
export async function findEventosParaLembrar(db: Db, de: string, ate: string) {
  return db
    .select({
      evento: juridicoEventos,
      processoId: juridicoProcessos.id,
      numeroCnj: juridicoProcessos.numeroCnj,
    })
    .from(juridicoEventos)
    .innerJoin(juridicoProcessos, eq(juridicoProcessos.id, juridicoEventos.processoId))
    .where(
      and(
        gte(juridicoEventos.data, de),
        lte(juridicoEventos.data, ate),
        eq(juridicoEventos.concluido, false),
      ),
    )
    .orderBy(asc(juridicoEventos.data))
    .limit(1000);
}

export async function findSolicitacoes(db: Db, processoId: string) {
  return db
    .select()
    .from(juridicoSolicitacoes)
    .where(eq(juridicoSolicitacoes.processoId, processoId))
    .orderBy(asc(juridicoSolicitacoes.createdAt))
    .limit(200);
}

export async function findSolicitacao(db: Db, id: string) {
  const [row] = await db.select().from(juridicoSolicitacoes).where(eq(juridicoSolicitacoes.id, id));
  return row;
}

export async function insertSolicitacao(tx: Db, values: typeof juridicoSolicitacoes.$inferInsert) {
  const [row] = await tx.insert(juridicoSolicitacoes).values(values).returning();
  return row!;
}

const enviada = sql`exists (select 1 from ${arquivos} a where a.entidade = ${ENTIDADE_SOLICITACAO} and a.entidade_id = ${juridicoSolicitacoes.id}::text)`;

/** The requests of one document type on the cases `permission` allows (those the user may send files to). */
export async function findSolicitacoesPage(db: Db, query: TSolicitacoesQuery, permission: SQL) {
  const where = and(
    permission,
    eq(juridicoSolicitacoes.tipoDocumento, query.tipoDocumento),
    query.pendentes ? sql`not ${enviada}` : undefined,
  );
  const rows = await db
    .select({
      solicitacao: juridicoSolicitacoes,
      processo: {
        id: juridicoProcessos.id,
        numeroCnj: juridicoProcessos.numeroCnj,
        tipo: juridicoProcessos.tipo,
      },
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
    })
    .from(juridicoSolicitacoes)
    .innerJoin(juridicoProcessos, eq(juridicoProcessos.id, juridicoSolicitacoes.processoId))
    .innerJoin(obras, eq(obras.id, juridicoProcessos.obraId))
    .where(where)
    // Those still waiting for a file first, then by deadline.
    .orderBy(
      sql`${enviada} asc`,
      sql`${juridicoSolicitacoes.prazo} asc nulls last`,
      desc(juridicoSolicitacoes.createdAt),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(juridicoSolicitacoes)
    .innerJoin(juridicoProcessos, eq(juridicoProcessos.id, juridicoSolicitacoes.processoId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The files sent for these requests, oldest first, with who sent them. */
export async function findArquivosDasSolicitacoes(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: arquivos.id,
      nome: arquivos.nome,
      tamanho: arquivos.tamanho,
      entidadeId: arquivos.entidadeId,
      createdAt: arquivos.createdAt,
      enviadoPor: users.name,
    })
    .from(arquivos)
    .leftJoin(users, eq(users.id, arquivos.enviadoPor))
    .where(and(eq(arquivos.entidade, ENTIDADE_SOLICITACAO), inArray(arquivos.entidadeId, ids)))
    .orderBy(asc(arquivos.createdAt), asc(arquivos.nome));
}

/** The partner law firms: client companies with at least one active `escritorio_parceiro` user. */
export async function findEscritorios(db: Db) {
  return db
    .select({ id: clientes.id, nome: clientes.nome })
    .from(clientes)
    .where(
      sql`exists (select 1 from ${users} u where ${clientes.id}::text = any(u.companies)
        and 'escritorio_parceiro' = any(u.roles) and u.enabled and u.deleted_at is null)`,
    )
    .orderBy(asc(clientes.nome))
    .limit(200);
}

/** The active users of a law firm (for reminders). */
export async function findUsuariosDoEscritorio(db: Db, escritorioId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${escritorioId} = any(${users.companies}) and 'escritorio_parceiro' = any(${users.roles})
        and ${users.enabled} and ${users.deletedAt} is null`,
    )
    .limit(200);
}

/** Staff people who may be named DP or safety responsible (active, not clients), by name or e-mail. */
export async function findPessoasInternas(db: Db, busca: string | undefined, ids: string[] = []) {
  const term = busca ? `%${busca.replace(/[%_\\]/g, '')}%` : undefined;
  return db
    .select({ id: users.id, nome: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, 'gali'),
        eq(users.enabled, true),
        sql`${users.deletedAt} is null`,
        ids.length > 0 ? inArray(users.id, ids) : undefined,
        term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(50);
}

export async function findObraExists(db: Db, obraId: string): Promise<boolean> {
  const [row] = await db.select({ id: obras.id }).from(obras).where(eq(obras.id, obraId));
  return Boolean(row);
}
