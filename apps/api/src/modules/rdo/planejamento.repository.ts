import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { RDO_PUBLISHED_STATUS, RDO_SECOES, type TRdoConfig } from '@portal/domain';
import type { Db } from '../../db/database';
import { obrasTables } from '../obras';
import { atividadesPlanejadas, rdoAtividades, rdoAtrasos, rdoConfig, rdos } from './rdo.schema';

export type AtividadePlanejadaRow = typeof atividadesPlanejadas.$inferSelect;
export type AtrasoRow = typeof rdoAtrasos.$inferSelect;

const { obras } = obrasTables;

export const DEFAULT_RDO_CONFIG: TRdoConfig = {
  secoes: [...RDO_SECOES],
  horarioInicio: '07:00',
  horarioFim: '17:00',
  limiarAtraso: 5,
  assinaturaCliente: true,
};

export async function findRdoConfig(db: Db, obraId: string): Promise<TRdoConfig> {
  const [row] = await db.select().from(rdoConfig).where(eq(rdoConfig.obraId, obraId)).limit(1);
  if (!row) return DEFAULT_RDO_CONFIG;
  return {
    secoes: RDO_SECOES.filter((s) => row.secoes.includes(s)),
    horarioInicio: row.horarioInicio,
    horarioFim: row.horarioFim,
    limiarAtraso: Number(row.limiarAtraso),
    assinaturaCliente: row.assinaturaCliente,
  };
}

export async function upsertRdoConfig(tx: Db, obraId: string, config: TRdoConfig): Promise<void> {
  const values = { ...config, updatedAt: sql`now()` };
  await tx
    .insert(rdoConfig)
    .values({ obraId, ...values })
    .onConflictDoUpdate({ target: rdoConfig.obraId, set: values });
}

export async function findPlano(db: Db, obraId: string): Promise<AtividadePlanejadaRow[]> {
  return db
    .select()
    .from(atividadesPlanejadas)
    .where(eq(atividadesPlanejadas.obraId, obraId))
    .orderBy(asc(atividadesPlanejadas.ordem), asc(atividadesPlanejadas.codigo));
}

type PlanoLine = Pick<
  typeof atividadesPlanejadas.$inferInsert,
  'id' | 'codigo' | 'descricao' | 'peso' | 'inicioPrevisto' | 'fimPrevisto'
>;

/**
 * Replaces an obra's plan: lines with a known id are updated, new ones inserted, the rest removed (reports keep
 * their text; their link to a removed activity becomes empty). Codes are freed first so two lines may swap codes.
 */
export async function replacePlano(tx: Db, obraId: string, lines: PlanoLine[]): Promise<void> {
  const keep = lines.map((l) => l.id).filter((id): id is string => !!id);
  await tx
    .delete(atividadesPlanejadas)
    .where(
      and(
        eq(atividadesPlanejadas.obraId, obraId),
        keep.length ? notInArray(atividadesPlanejadas.id, keep) : undefined,
      ),
    );
  if (keep.length) {
    await tx
      .update(atividadesPlanejadas)
      .set({ codigo: sql`'~' || ${atividadesPlanejadas.id}::text` })
      .where(and(eq(atividadesPlanejadas.obraId, obraId), inArray(atividadesPlanejadas.id, keep)));
  }
  for (const [ordem, line] of lines.entries()) {
    const values = { ...line, ordem, obraId, updatedAt: sql`now()` };
    if (line.id) {
      await tx
        .update(atividadesPlanejadas)
        .set(values)
        .where(and(eq(atividadesPlanejadas.id, line.id), eq(atividadesPlanejadas.obraId, obraId)));
    } else {
      await tx.insert(atividadesPlanejadas).values({ ...values, id: undefined });
    }
  }
}

/** The planned ids of an obra among `ids` (to refuse an RDO activity that points at another obra's plan). */
export async function findPlannedIdsOf(db: Db, obraId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: atividadesPlanejadas.id })
    .from(atividadesPlanejadas)
    .where(and(eq(atividadesPlanejadas.obraId, obraId), inArray(atividadesPlanejadas.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Every cumulative % reported for the obra's planned activities in signed reports (finalized, approved or
 * returned): what the actual S-curve is made of.
 */
export async function findProgressReports(db: Db, obraId: string, ate?: string) {
  const rows = await db
    .select({
      atividadeId: rdoAtividades.atividadePlanejadaId,
      data: rdos.data,
      percentual: rdoAtividades.percentualAcumulado,
    })
    .from(rdoAtividades)
    .innerJoin(rdos, eq(rdos.id, rdoAtividades.rdoId))
    .where(
      and(
        eq(rdos.obraId, obraId),
        inArray(rdos.status, [...RDO_PUBLISHED_STATUS]),
        sql`${rdoAtividades.atividadePlanejadaId} is not null and ${rdoAtividades.percentualAcumulado} is not null`,
        ate ? sql`${rdos.data} <= ${ate}` : undefined,
      ),
    )
    .orderBy(asc(rdos.data));
  return rows.map((r) => ({ atividadeId: r.atividadeId!, data: r.data, percentual: Number(r.percentual) }));
}

export async function findOpenAtrasos(db: Db, obraIds?: string[]) {
  return db
    .select({ atraso: rdoAtrasos, obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome } })
    .from(rdoAtrasos)
    .innerJoin(obras, eq(obras.id, rdoAtrasos.obraId))
    .where(and(isNull(rdoAtrasos.resolvidoEm), obraIds ? inArray(rdoAtrasos.obraId, obraIds) : undefined))
    .orderBy(asc(obras.codigo), asc(rdoAtrasos.desde))
    .limit(500);
}

/** Records a new delay and answers its id; undefined when the same delay is already open (announced before). */
export async function insertAtraso(tx: Db, row: typeof rdoAtrasos.$inferInsert): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(rdoAtrasos)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: rdoAtrasos.id });
  return inserted?.id;
}

export async function updateAtrasoDescricao(tx: Db, id: string, descricao: string): Promise<void> {
  await tx.update(rdoAtrasos).set({ descricao }).where(eq(rdoAtrasos.id, id));
}

export async function resolveAtraso(tx: Db, id: string, hoje: string): Promise<void> {
  await tx.update(rdoAtrasos).set({ resolvidoEm: hoje }).where(eq(rdoAtrasos.id, id));
}

/** Obras with a plan: the daily delay check walks these. */
export async function findObrasWithPlano(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ obraId: atividadesPlanejadas.obraId }).from(atividadesPlanejadas);
  return rows.map((r) => r.obraId);
}

/**
 * The obras (at most 1000, optionally only `obraId`) that `readable` (the user's Obra rules as SQL) and `warned` (their
 * RDO `delayWarning` rules as SQL) both allow. The RDO rule fields speak of a report (its obra and status): a
 * stand-in report row per obra lets the same rules run here.
 */
export async function findWarnedObraIds(
  db: Db,
  readable: SQL,
  warned: SQL,
  obraId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: obras.id })
    .from(obras)
    .where(
      and(
        readable,
        obraId ? eq(obras.id, obraId) : undefined,
        sql`exists (select 1 from (select ${obras.id} as obra_id, null::text as status) as rdos where ${warned})`,
      ),
    )
    .limit(1000);
  return rows.map((r) => r.id);
}
