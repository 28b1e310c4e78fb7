import type { z } from 'zod';
import {
  RDO_LIFECYCLE,
  RDO_OPEN_STATUS,
  formatDate,
  todayInSaoPaulo,
  type TRdo,
  type TRdoAutor,
  type TRdoConteudo,
  type TRdoListQuery,
  type TRdoResumo,
  type TRdoSecao,
  type ZCreateRdoInput,
  type ZUpdateRdoInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { ensureCan, ensureCanCreate, ensureCanUpdate } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { deleteFile } from '../files';
import { followRecord } from '../notificacoes';
import { getObra } from '../obras';
import { movesFor, timelineOf } from '../workflow';
import { recheckDelays } from './atrasos.service';
import { rdoHistorico } from './rdo-history';
import type { RdoContext } from './rdo-context';
import { obraRdoFields } from './rdo-obra-access';
import { rdoAcoes, rdoFieldsOf, toConteudoView, toRdo, toRdoFoto } from './rdo-view';
import { findArquivoNames } from './rdo-fotos.repository';
import { findPlannedIdsOf, findPlano, findRdoConfig } from './planejamento.repository';
import {
  RDO_FIELDS,
  deleteRdoRow,
  findAtividadesOf,
  findFotosOf,
  findRdoAutores,
  findRdoByObraData,
  findRdoDetail,
  findRdosPage,
  insertRdo,
  lockNextNumero,
  replaceAtividades,
  updateRdoRow,
  type RdoAtividadeRow,
  type RdoDetailRow,
  type RdoInsert,
} from './rdo.repository';

const NOT_FOUND = 'RDO não encontrado.';

/** The reports the user may read, filtered, sorted and paged in SQL. */
export async function listRdos(ctx: ServiceContext, query: TRdoListQuery) {
  const permission = accessibleWhere(ctx.auth.ability, 'read', 'RDO', RDO_FIELDS);
  const { rows, total } = await findRdosPage(ctx.db, query, permission);
  const items: TRdoResumo[] = rows.map((r) => ({
    ...r,
    chuvaMm: r.chuvaMm === null ? null : Number(r.chuvaMm),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { items, total };
}

/** The authors of the reports the user may read, for the list's filter. */
export async function listRdoAutores(
  ctx: ServiceContext,
  query: { obra?: string; q?: string; autor?: string },
): Promise<{ items: TRdoAutor[] }> {
  const permission = accessibleWhere(ctx.auth.ability, 'read', 'RDO', RDO_FIELDS);
  return { items: await findRdoAutores(ctx.db, query, permission) };
}

/** A report the user may read; one they may not answers exactly like one that does not exist (404). */
export async function findReadableRdo(ctx: ServiceContext, id: string): Promise<RdoDetailRow> {
  const row = await findRdoDetail(ctx.db, id);
  if (!row) throw new NotFound(NOT_FOUND);
  ensureCan(ctx.auth.ability, 'read', 'RDO', rdoFieldsOf(row), { hideAs: NOT_FOUND });
  return row;
}

/** The whole report as its page shows it, with what this user may do with it. */
export async function getRdo(ctx: ServiceContext, id: string): Promise<TRdo> {
  const { db, auth } = ctx;
  const row = await findReadableRdo(ctx, id);
  const [atividades, plano, fotos, config, historico, linhaDoTempo] = await Promise.all([
    findAtividadesOf(db, [id]),
    findPlano(db, row.rdo.obraId),
    findFotosOf(db, id),
    findRdoConfig(db, row.rdo.obraId),
    rdoHistorico(db, id),
    timelineOf(db, RDO_LIFECYCLE, id),
  ]);
  const names = await findArquivoNames(
    db,
    fotos.map((f) => f.arquivoId),
  );
  return toRdo(row, {
    conteudo: toConteudoView(row.rdo, atividades.get(id) ?? [], new Map(plano.map((p) => [p.id, p]))),
    secoes: config.secoes,
    fotos: fotos.map((f) => toRdoFoto({ ...f, nome: names.get(f.arquivoId) ?? 'foto' })),
    historico,
    acoes: rdoAcoes(auth.ability, row),
    movimentos: movesFor(auth, RDO_LIFECYCLE, row.rdo.status, rdoFieldsOf(row)),
    linhaDoTempo,
  });
}

/** Sections switched off for the obra are stored empty, whatever was sent. */
function keepEnabledSections(conteudo: TRdoConteudo, secoes: TRdoSecao[]): TRdoConteudo {
  const on = new Set(secoes);
  return {
    ...conteudo,
    clima: on.has('clima') ? conteudo.clima : { manha: null, tarde: null, noite: null },
    chuvaMm: on.has('chuva') ? conteudo.chuvaMm : null,
    maoDeObra: on.has('maoDeObra') ? conteudo.maoDeObra : [],
    equipamentos: on.has('equipamentos') ? conteudo.equipamentos : [],
    atividades: on.has('atividades') ? conteudo.atividades : [],
    ocorrencias: on.has('ocorrencias') ? conteudo.ocorrencias : [],
    comentarios: on.has('comentarios') ? conteudo.comentarios : '',
  };
}

/** A planned activity named by a report must be one of this obra's. */
async function checkPlannedActivities(db: Db, obraId: string, conteudo: TRdoConteudo): Promise<void> {
  const ids = conteudo.atividades.map((a) => a.atividadePlanejadaId).filter((id): id is string => !!id);
  const known = await findPlannedIdsOf(db, obraId, [...new Set(ids)]);
  const errors = conteudo.atividades.flatMap((a, i) =>
    a.atividadePlanejadaId && !known.has(a.atividadePlanejadaId)
      ? [
          {
            campo: `conteudo.atividades.${i}.atividadePlanejadaId`,
            mensagem: 'Atividade planejada de outra obra',
          },
        ]
      : [],
  );
  if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
}

function contentColumns(conteudo: TRdoConteudo): Partial<RdoInsert> {
  return {
    semTrabalho: conteudo.semTrabalho,
    horarioInicio: conteudo.horarioInicio,
    horarioFim: conteudo.horarioFim,
    clima: conteudo.clima,
    chuvaMm: conteudo.chuvaMm,
    maoDeObra: conteudo.maoDeObra,
    efetivo: conteudo.maoDeObra.reduce((sum, m) => sum + m.quantidade, 0),
    equipamentos: conteudo.equipamentos,
    ocorrencias: conteudo.ocorrencias,
    comentarios: conteudo.comentarios,
  };
}

/** Stored activities in the shape a report's content has them, for the audit snapshots. */
const atividadesOf = (rows: RdoAtividadeRow[]) =>
  rows.map(({ atividadePlanejadaId, descricao, percentualAcumulado, observacao }) => ({
    atividadePlanejadaId,
    descricao,
    percentualAcumulado,
    observacao,
  }));

const atividadeRows = (conteudo: TRdoConteudo) =>
  conteudo.atividades.map((a) => ({
    atividadePlanejadaId: a.atividadePlanejadaId,
    descricao: a.descricao,
    // A % belongs to a planned activity only: that is what the S-curve reads.
    percentualAcumulado: a.atividadePlanejadaId ? a.percentualAcumulado : null,
    observacao: a.observacao,
  }));

/**
 * Opens the day's report of an obra: one per obra per local date (America/Sao_Paulo), today or earlier, numbered
 * after the obra's last one. Checked as the new report with its conditions: a site manager creates only on an obra
 * they manage. Audited.
 */
export async function createRdo(
  ctx: ServiceContext,
  obraId: string,
  input: z.output<typeof ZCreateRdoInput>,
): Promise<TRdo> {
  const { db, auth } = ctx;
  const { data, conteudo } = input;
  const obra = await getObra(ctx, obraId);
  ensureCanCreate(auth.ability, 'RDO', obraRdoFields(obra, 'em_preenchimento'), {
    message: 'Você não pode criar RDOs nesta obra.',
  });
  if (data > todayInSaoPaulo())
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'data', mensagem: 'O RDO é do dia de hoje ou de um dia que passou' },
    ]);
  const id = await db.transaction(async (tx) => {
    const config = await findRdoConfig(tx, obraId);
    const clean = keepEnabledSections(conteudo, config.secoes);
    await checkPlannedActivities(tx, obraId, clean);
    const numero = await lockNextNumero(tx, obraId);
    // Checked after the lock, so two people saving the same day at once get this message, not a constraint error.
    const existing = await findRdoByObraData(tx, obraId, data);
    if (existing)
      throw new Conflict(`Já existe um RDO desta obra em ${formatDate(data)} (RDO nº ${existing.numero}).`);
    const rdo = await insertRdo(tx, {
      obraId,
      numero,
      data,
      autorId: auth.user.id,
      ...contentColumns(clean),
    } as RdoInsert);
    await replaceAtividades(tx, rdo.id, atividadeRows(clean));
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: rdo.id,
      action: 'create',
      after: { ...rdo, atividades: atividadeRows(clean) },
    });
    // The author and the obra's site manager hear when the report is approved or returned.
    for (const userId of new Set([auth.user.id, obra.siteManager?.id].filter((u) => u !== undefined)))
      await followRecord(tx, 'rdo', rdo.id, userId);
    return rdo.id;
  });
  return getRdo(ctx, id);
}

/**
 * Changes a report's content, checked on the report as it is and as it will be. While it is open (em preenchimento,
 * devolvido) that is `editar`; once finalized it is `atualizar`, which the rules give only to those who manage RDOs,
 * and which needs a reason. A signed report's progress moves the S-curve, so its obra's delays are checked again.
 * Audited.
 */
export async function updateRdo(
  ctx: RdoContext,
  id: string,
  input: z.output<typeof ZUpdateRdoInput>,
): Promise<TRdo> {
  const { db, auth } = ctx;
  const { conteudo, justificativa } = input;
  const obraId = await db.transaction(async (tx) => {
    const row = await findReadableRdo({ db: tx, auth }, id);
    const correcting = !RDO_OPEN_STATUS.includes(row.rdo.status);
    // Editing changes the content only: the report stays on its obra, with its site manager and status.
    const before = rdoFieldsOf(row);
    ensureCanUpdate(auth.ability, 'RDO', before, before, {
      message: correcting
        ? 'Este RDO já foi finalizado: só quem administra RDOs pode atualizá-lo.'
        : 'Você não pode editar este RDO.',
    });
    if (correcting && !justificativa)
      throw new ValidationFailed('Os dados enviados são inválidos.', [
        { campo: 'justificativa', mensagem: 'Diga por que o RDO finalizado está sendo alterado' },
      ]);
    const config = await findRdoConfig(tx, row.rdo.obraId);
    const clean = keepEnabledSections(conteudo, config.secoes);
    await checkPlannedActivities(tx, row.rdo.obraId, clean);
    const antes = (await findAtividadesOf(tx, [id])).get(id) ?? [];
    const after = await updateRdoRow(tx, id, contentColumns(clean));
    await replaceAtividades(tx, id, atividadeRows(clean));
    // Both snapshots hold the whole report with its activities as stored, so the history shows, field by field,
    // what this edit changed.
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: id,
      action: correcting ? 'atualizar' : 'update',
      before: { ...row.rdo, atividades: atividadesOf(antes) },
      after: { ...after, atividades: atividadeRows(clean), justificativa },
    });
    return correcting ? row.rdo.obraId : null;
  });
  if (obraId) await recheckDelays(ctx, obraId);
  return getRdo(ctx, id);
}

/** Removes a report (administrators), with its photos' files. Audited with the whole report. */
export async function deleteRdo(ctx: RdoContext, id: string): Promise<void> {
  const { db, auth } = ctx;
  const { row, fotos } = await db.transaction(async (tx) => {
    const row = await findReadableRdo({ db: tx, auth }, id);
    ensureCan(auth.ability, 'delete', 'RDO', rdoFieldsOf(row), {
      message: 'Você não pode excluir este RDO.',
    });
    const fotos = await findFotosOf(tx, id);
    await deleteRdoRow(tx, id);
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: id,
      action: 'delete',
      before: { ...row.rdo, fotos },
    });
    return { row, fotos };
  });
  for (const foto of fotos) {
    await deleteFile(ctx.files, auth, foto.arquivoId);
    if (foto.miniaturaId) await deleteFile(ctx.files, auth, foto.miniaturaId);
  }
  await recheckDelays(ctx, row.rdo.obraId);
}
