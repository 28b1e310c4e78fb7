import {
  RDO_OPEN_STATUS,
  ZCreateRdoInput,
  ZUpdateRdoInput,
  formatDate,
  subject,
  todayInSaoPaulo,
  type TCreateRdoInput,
  type TRdo,
  type TRdoAutor,
  type TRdoConteudo,
  type TRdoListQuery,
  type TRdoResumo,
  type TRdoSecao,
  type TUpdateRdoInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import { recordAudit } from '../audit';
import { deleteFile } from '../files';
import type { RequestAuth } from '../identity';
import { getObra } from '../obras';
import { findArquivoNames } from './rdo-fotos.service';
import { rdoHistorico } from './rdo-history';
import type { RdoDeps } from './rdo-deps';
import { rdoAcoes, rdoSubject, toConteudoView, toRdo, toRdoFoto } from './rdo-view';
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
  type RdoDetailRow,
  type RdoInsert,
} from './rdo.repository';

/** The reports the user may read, filtered, sorted and paged in SQL. */
export async function listRdos(db: Db, auth: RequestAuth, query: TRdoListQuery) {
  const permission = accessibleWhere(auth.ability, 'read', 'RDO', RDO_FIELDS);
  const { rows, total } = await findRdosPage(db, query, permission);
  const items: TRdoResumo[] = rows.map((r) => ({
    ...r,
    chuvaMm: r.chuvaMm === null ? null : Number(r.chuvaMm),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { items, total };
}

/** The authors of the reports the user may read, for the list's filter. */
export async function listRdoAutores(
  db: Db,
  auth: RequestAuth,
  query: { obra?: string; q?: string; autor?: string },
): Promise<{ items: TRdoAutor[] }> {
  const permission = accessibleWhere(auth.ability, 'read', 'RDO', RDO_FIELDS);
  return { items: await findRdoAutores(db, query, permission) };
}

/** A report the user may read; one they may not answers exactly like one that does not exist. */
export async function findReadableRdo(db: Db, auth: RequestAuth, id: string): Promise<RdoDetailRow> {
  const row = await findRdoDetail(db, id);
  if (!row || !auth.ability.can('read', rdoSubject(row))) throw new NotFound('RDO não encontrado.');
  return row;
}

/** The whole report as its page shows it, with what this user may do with it. */
export async function getRdo(db: Db, auth: RequestAuth, id: string): Promise<TRdo> {
  const row = await findReadableRdo(db, auth, id);
  const [atividades, plano, fotos, config, historico] = await Promise.all([
    findAtividadesOf(db, [id]),
    findPlano(db, row.rdo.obraId),
    findFotosOf(db, id),
    findRdoConfig(db, row.rdo.obraId),
    rdoHistorico(db, id),
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
 * after the obra's last one. Audited.
 */
export async function createRdo(
  db: Db,
  auth: RequestAuth,
  obraId: string,
  input: TCreateRdoInput,
): Promise<string> {
  const { data, conteudo } = parseInput(ZCreateRdoInput, input);
  const obra = await getObra(db, auth, obraId);
  const record = subject('RDO', {
    obra: obra.id,
    siteManager: { mail: obra.siteManager?.email.toLowerCase() ?? null },
  });
  if (!auth.ability.can('create', record)) throw new Forbidden('Você não pode criar RDOs nesta obra.');
  if (data > todayInSaoPaulo())
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'data', mensagem: 'O RDO é do dia de hoje ou de um dia que passou' },
    ]);
  const config = await findRdoConfig(db, obraId);
  const clean = keepEnabledSections(conteudo, config.secoes);
  await checkPlannedActivities(db, obraId, clean);
  return db.transaction(async (tx) => {
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
    await recordAudit(tx, auth.actor, { entity: 'rdo', entityId: rdo.id, action: 'create', after: rdo });
    return rdo.id;
  });
}

/**
 * Changes a report's content. While it is open (em preenchimento, devolvido) that is `editar`; once finalized it
 * is `atualizar`, which the rules give only to those who manage RDOs, and which needs a reason. Audited.
 * @returns whether the report was already signed (its progress counts in the S-curve).
 */
export async function updateRdo(
  db: Db,
  auth: RequestAuth,
  id: string,
  input: TUpdateRdoInput,
): Promise<boolean> {
  const { conteudo, justificativa } = parseInput(ZUpdateRdoInput, input);
  const row = await findReadableRdo(db, auth, id);
  if (!auth.ability.can('update', rdoSubject(row)))
    throw new Forbidden(
      RDO_OPEN_STATUS.includes(row.rdo.status)
        ? 'Você não pode editar este RDO.'
        : 'Este RDO já foi finalizado: só quem administra RDOs pode atualizá-lo.',
    );
  const correcting = !RDO_OPEN_STATUS.includes(row.rdo.status);
  if (correcting && !justificativa)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'justificativa', mensagem: 'Diga por que o RDO finalizado está sendo alterado' },
    ]);
  const config = await findRdoConfig(db, row.rdo.obraId);
  const clean = keepEnabledSections(conteudo, config.secoes);
  await checkPlannedActivities(db, row.rdo.obraId, clean);
  await db.transaction(async (tx) => {
    const after = await updateRdoRow(tx, id, contentColumns(clean));
    await replaceAtividades(tx, id, atividadeRows(clean));
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: id,
      action: correcting ? 'atualizar' : 'update',
      before: row.rdo,
      after: { ...after, atividades: clean.atividades, justificativa },
    });
  });
  return correcting;
}

/** Removes a report (administrators), with its photos' files. Audited with the whole report. */
export async function deleteRdo(deps: RdoDeps, auth: RequestAuth, id: string): Promise<string> {
  const row = await findReadableRdo(deps.db, auth, id);
  if (!auth.ability.can('delete', rdoSubject(row))) throw new Forbidden('Você não pode excluir este RDO.');
  const fotos = await findFotosOf(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await deleteRdoRow(tx, id);
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: id,
      action: 'delete',
      before: { ...row.rdo, fotos },
    });
  });
  for (const foto of fotos) {
    await deleteFile(deps.files, auth, foto.arquivoId);
    if (foto.miniaturaId) await deleteFile(deps.files, auth, foto.miniaturaId);
  }
  return row.rdo.obraId;
}
