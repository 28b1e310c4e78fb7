import type { z } from 'zod';
import {
  AUDITORIA_ETAPA_LABEL,
  proximaEtapa,
  todayInSaoPaulo,
  type TAuditoria,
  type TAuditoriasQuery,
  type TOcorrenciaSgi,
  type ZAuditoriaInput,
  type ZConstatacaoInput,
} from '@portal/domain';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordsContext } from '../../records/record-registry';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { followRecord } from '../notificacoes';
import { findObraById } from '../obras';
import { ENTIDADE_OCORRENCIA } from './sgi-access';
import {
  findAuditoriaDetail,
  findAuditoriasPage,
  insertAuditoria,
  updateAuditoriaIf,
  type AuditoriaRow,
} from './sgi-auditorias.repository';
import { ehEquipeSgi } from './sgi-equipe';
import { ocorrenciasWhere } from './sgi-rules';
import { resumoOf } from './sgi-view';
import { findConstatacoes, findOcorrencia, insertOcorrencia } from './sgi.repository';
import { avisarTriagem, getOcorrencia } from './sgi.service';

const NAO_ENCONTRADA = 'Auditoria não encontrada.';
export const ENTIDADE_AUDITORIA = 'auditoria_sgi';

function ensureEquipe(ctx: ServiceContext): void {
  if (!ehEquipeSgi(ctx.auth)) throw new Forbidden('Só a equipe do SGI planeja e conduz auditorias.');
}

const obraDe = (o: AuditoriaRow['obra']) =>
  o?.id ? { id: o.id, codigo: o.codigo ?? '', nome: o.nome ?? '' } : null;

function base(row: AuditoriaRow, ctx: ServiceContext) {
  const { auditoria: a } = row;
  const equipe = ehEquipeSgi(ctx.auth);
  return {
    id: a.id,
    numero: a.numero,
    tipo: a.tipo,
    titulo: a.titulo,
    normas: a.normas as TAuditoria['normas'],
    escopo: a.escopo,
    obra: obraDe(row.obra),
    auditor: a.auditor,
    inicio: a.inicio,
    fim: a.fim,
    etapa: a.etapa,
    acoes: {
      avancar: equipe && proximaEtapa(a.etapa) !== null,
      constatar: equipe && a.etapa === 'execucao',
      editar: equipe && a.etapa !== 'encerramento',
    },
  };
}

/** Every staff member reads the audits (SPEC §6: all read actions). */
export async function listAuditorias(ctx: ServiceContext, query: TAuditoriasQuery) {
  const { rows, total } = await findAuditoriasPage(ctx.db, query);
  return { items: rows.map((row) => ({ ...base(row, ctx), constatacoes: row.constatacoes })), total };
}

export async function getAuditoria(ctx: ServiceContext, id: string): Promise<TAuditoria> {
  const row = isUuid(id) ? await findAuditoriaDetail(ctx.db, id) : undefined;
  if (!row) throw new NotFound(NAO_ENCONTRADA);
  const constatacoes = await findConstatacoes(ctx.db, id, ocorrenciasWhere(ctx.auth.ability));
  return { ...base(row, ctx), constatacoes: constatacoes.map(resumoOf) };
}

export async function criarAuditoria(
  ctx: ServiceContext,
  input: z.output<typeof ZAuditoriaInput>,
): Promise<TAuditoria> {
  ensureEquipe(ctx);
  if (input.obraId && !(await findObraById(ctx.db, input.obraId)))
    throw new ValidationFailed('Obra não encontrada.', [
      { campo: 'obraId', mensagem: 'Escolha uma obra existente' },
    ]);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertAuditoria(tx, { ...input, criadaPor: ctx.auth.user.id });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_AUDITORIA,
      entityId: created.id,
      action: 'criar',
      after: input,
    });
    return created.id;
  });
  return getAuditoria(ctx, id);
}

/** Planejamento → preparação → execução → encerramento (ISO 19011): only forward. */
export async function avancarAuditoria(ctx: ServiceContext, id: string): Promise<TAuditoria> {
  ensureEquipe(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = isUuid(id) ? await findAuditoriaDetail(tx, id) : undefined;
    if (!row) throw new NotFound(NAO_ENCONTRADA);
    const proxima = proximaEtapa(row.auditoria.etapa);
    if (!proxima) throw new Conflict('Esta auditoria já foi encerrada.');
    const updated = await updateAuditoriaIf(tx, id, row.auditoria.versao, { etapa: proxima });
    if (!updated)
      throw new Conflict('Outra pessoa alterou esta auditoria. Atualize a página e tente de novo.');
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_AUDITORIA,
      entityId: id,
      action: 'avancar',
      before: { etapa: AUDITORIA_ETAPA_LABEL[row.auditoria.etapa] },
      after: { etapa: AUDITORIA_ETAPA_LABEL[proxima] },
    });
  });
  return getAuditoria(ctx, id);
}

/** A finding of an audit in execution becomes an occurrence of category auditoria, straight into triage. */
export async function registrarConstatacao(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZConstatacaoInput>,
): Promise<TOcorrenciaSgi> {
  ensureEquipe(ctx);
  const ocorrenciaId = await ctx.db.transaction(async (tx) => {
    const row = isUuid(id) ? await findAuditoriaDetail(tx, id) : undefined;
    if (!row) throw new NotFound(NAO_ENCONTRADA);
    if (row.auditoria.etapa !== 'execucao')
      throw new Conflict('As constatações são registradas durante a execução da auditoria.');
    const obraId = input.obraId ?? row.auditoria.obraId;
    if (input.obraId && !(await findObraById(tx, input.obraId)))
      throw new ValidationFailed('Obra não encontrada.', [
        { campo: 'obraId', mensagem: 'Escolha uma obra existente' },
      ]);
    const created = await insertOcorrencia(tx, {
      categoria: 'auditoria',
      tipo: input.tipo,
      origem: 'auditoria',
      origemRef: { auditoriaId: id },
      origemId: id,
      obraId,
      titulo: input.titulo,
      descricao: input.descricao,
      local: '',
      dataOcorrencia: todayInSaoPaulo(),
      status: 'TRIAGEM',
      enviadaEm: new Date(),
      autorId: ctx.auth.user.id,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: created.id,
      action: 'constatacao',
      after: { auditoria: `Auditoria nº ${row.auditoria.numero}`, ...input },
    });
    await followRecord(tx, ENTIDADE_OCORRENCIA, created.id, ctx.auth.user.id);
    const ocorrencia = (await findOcorrencia(tx, created.id))!;
    await avisarTriagem(tx, ocorrencia.ocorrencia, ctx.auth.user.id);
    return created.id;
  });
  return getOcorrencia(ctx, ocorrenciaId);
}
