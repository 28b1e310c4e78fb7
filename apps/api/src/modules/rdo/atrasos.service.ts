import { computeSCurve, detectDelays, todayInSaoPaulo, type TAtraso } from '@portal/domain';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { SYSTEM_ACTOR, recordAudit } from '../audit';
import type { ServiceContext } from '../../service-context';
import { OBRA_FIELDS, findObraById } from '../obras';
import { announceDelays, type OpenedDelay } from './atrasos-aviso';
import type { RdoContext } from './rdo-context';
import {
  findObrasWithPlano,
  findOpenAtrasos,
  findPlano,
  findProgressReports,
  findRdoConfig,
  findWarnedObraIds,
  insertAtraso,
  resolveAtraso,
  updateAtrasoDescricao,
} from './planejamento.repository';
import { RDO_FIELDS } from './rdo.repository';

/** The obra's S-curve and its delays today, computed from the plan and the signed reports. */
export async function computeObraProgress(db: Db, obraId: string, hoje = todayInSaoPaulo()) {
  // One after another: `db` may be a transaction (the seeds call this inside one), and a transaction's single
  // connection must not be asked two queries at once.
  const plano = await findPlano(db, obraId);
  const reports = await findProgressReports(db, obraId);
  const config = await findRdoConfig(db, obraId);
  const pontos = computeSCurve(plano, reports, hoje);
  const today = pontos.find((p) => p.data === hoje);
  const curve =
    today && today.realizado !== null ? { previsto: today.previsto, realizado: today.realizado } : null;
  const latest = new Map<string, number>();
  for (const r of reports) latest.set(r.atividadeId, r.percentual);
  const atividades = plano.map((a) => ({ ...a, percentual: latest.get(a.id) ?? 0 }));
  const delays = detectDelays(atividades, hoje, curve, config.limiarAtraso);
  return { plano, pontos, curve, atividades, delays, config, hoje };
}

/**
 * Brings the obra's delay records up to today, in the caller's transaction: delays that are over are closed, new ones
 * opened (an open delay is unique in the database, so two checks at once open it once).
 * @returns the delays opened now.
 */
async function syncObraDelays(tx: Db, obraId: string): Promise<OpenedDelay[]> {
  const { delays, hoje } = await computeObraProgress(tx, obraId);
  const open = await findOpenAtrasos(tx, [obraId]);
  const key = (tipo: string, atividadeId: string | null) => `${tipo}:${atividadeId ?? ''}`;
  const current = new Map(delays.map((d) => [key(d.tipo, d.atividadeId), d]));
  for (const { atraso } of open) {
    const still = current.get(key(atraso.tipo, atraso.atividadeId));
    if (!still) await resolveAtraso(tx, atraso.id, hoje);
    else if (still.descricao !== atraso.descricao)
      await updateAtrasoDescricao(tx, atraso.id, still.descricao);
  }
  const opened: OpenedDelay[] = [];
  for (const delay of delays) {
    const { tipo, atividadeId, descricao } = delay;
    const id = await insertAtraso(tx, { obraId, tipo, atividadeId, descricao, desde: hoje });
    if (id) opened.push({ ...delay, id });
  }
  if (opened.length > 0)
    await recordAudit(tx, SYSTEM_ACTOR, {
      entity: 'obra',
      entityId: obraId,
      action: 'atraso_detectado',
      after: { atrasos: opened.map((d) => d.descricao) },
    });
  return opened;
}

/** Records the obra's delays as of today without announcing them (the seeds: a demo's past, not news). */
export async function recordObraDelays(db: Db, obraId: string): Promise<OpenedDelay[]> {
  return db.transaction((tx) => syncObraDelays(tx, obraId));
}

/**
 * Records the obra's delays as of today and announces each new one once, in the same transaction (an e-mail to the
 * site manager and planning, an `atrasado` notification): a delay stays announced while it lasts; once over it is
 * closed, and a later one is new again.
 */
export async function checkObraDelays(db: Db, config: Config, obraId: string): Promise<number> {
  const obra = await findObraById(db, obraId);
  if (!obra) return 0;
  return db.transaction(async (tx) => {
    const opened = await syncObraDelays(tx, obraId);
    if (opened.length > 0) await announceDelays(tx, config, obra, opened);
    return opened.length;
  });
}

/**
 * After a change that moves the S-curve (a signed report, a new plan): looks for new delays of the obra. A failure
 * is logged and never fails the request, whose change is already saved.
 */
export async function recheckDelays(ctx: RdoContext, obraId: string): Promise<void> {
  try {
    await checkObraDelays(ctx.db, ctx.config, obraId);
  } catch (error) {
    ctx.log.error({ err: error, obraId }, 'delay check failed');
  }
}

/** The daily check over every obra with a plan (a delay can start on a day nobody writes anything). */
export async function checkAllDelays(db: Db, config: Config): Promise<void> {
  for (const obraId of await findObrasWithPlano(db)) await checkObraDelays(db, config, obraId);
}

/** The open delay warnings of the obras whose warnings this user may see (optionally one obra). */
export async function listAtrasos(ctx: ServiceContext, obraId?: string): Promise<TAtraso[]> {
  const readable = accessibleWhere(ctx.auth.ability, 'read', 'Obra', OBRA_FIELDS);
  const warned = accessibleWhere(ctx.auth.ability, 'delayWarning', 'RDO', RDO_FIELDS);
  const ids = await findWarnedObraIds(ctx.db, readable, warned, obraId);
  if (ids.length === 0) return [];
  const rows = await findOpenAtrasos(ctx.db, ids);
  return rows.map(({ atraso, obra }) => ({
    tipo: atraso.tipo,
    obra,
    atividadeId: atraso.atividadeId,
    descricao: atraso.descricao,
    desde: atraso.desde,
  }));
}
