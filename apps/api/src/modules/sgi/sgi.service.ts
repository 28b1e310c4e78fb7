import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  SGI_CATEGORIA_LABEL,
  SGI_LIFECYCLE,
  isClientUser,
  statusSgiDe,
  type TOcorrenciaSgi,
  type TOcorrenciasQuery,
  type TSgiOrigemRef,
  type ZOcorrenciaEdicao,
  type ZOcorrenciaInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import { loadRecordFor, type RecordsContext } from '../../records/record-registry';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { IMAGE_TYPES, countFilesOf, findFilesOf, receiveUpload, type FilesDeps } from '../files';
import { emitEvent, followRecord } from '../notificacoes';
import { findObraById } from '../obras';
import { movesFor, recordMove, timelineOf } from '../workflow';
import { ENTIDADE_OCORRENCIA, fieldsOf, findReadableOcorrencia, linkDaOcorrencia } from './sgi-access';
import { findAcoesDaOcorrencia } from './sgi-acoes.repository';
import { findAuditoria } from './sgi-auditorias.repository';
import { equipeSgi } from './sgi-equipe';
import { rncOf } from './sgi-rnc.service';
import { ocorrenciaFields, ocorrenciasWhere } from './sgi-rules';
import { acaoOf, ocorrenciaNames, resumoOf } from './sgi-view';
import {
  findOcorrencia,
  findOcorrenciasPage,
  insertOcorrencia,
  touchOcorrencia,
  updateOcorrenciaIf,
  type OcorrenciaRow,
} from './sgi.repository';

export const MUDOU =
  'Outra pessoa alterou esta ocorrência enquanto você a lia. Atualize a página e tente de novo.';
export const MAX_FOTOS = 10;
type OcorrenciaInput = z.output<typeof ZOcorrenciaInput>;

export async function listOcorrencias(ctx: ServiceContext, query: TOcorrenciasQuery) {
  const { rows, total } = await findOcorrenciasPage(
    ctx.db,
    query,
    ocorrenciasWhere(ctx.auth.ability),
    ctx.auth.user.id,
  );
  return { items: rows.map(resumoOf), total };
}

/** Where the origin opens, if this user may read it (an RDO, a checklist, an audit, a TAF). */
async function origemLinkDe(ctx: RecordsContext, row: OcorrenciaRow): Promise<string | null> {
  const ref = row.ocorrencia.origemRef;
  if (ref.auditoriaId) return `/sgi/auditorias/${ref.auditoriaId}`;
  const alvo = ref.rdoId
    ? (['rdo', ref.rdoId] as const)
    : ref.checklistId
      ? (['checklist', ref.checklistId] as const)
      : ref.tafId
        ? (['taf', ref.tafId] as const)
        : null;
  if (!alvo) return null;
  try {
    return (await loadRecordFor(ctx, alvo[0], alvo[1])).link;
  } catch {
    return null;
  }
}

export async function getOcorrencia(ctx: RecordsContext, ref: string): Promise<TOcorrenciaSgi> {
  const row = await findReadableOcorrencia(ctx, ref);
  const { ocorrencia: o } = row;
  const fields = fieldsOf(row);
  const { ability } = ctx.auth;
  const [fotos, rnc, acoes, linhaDoTempo, origemLink] = await Promise.all([
    findFilesOf(ctx.db, ENTIDADE_OCORRENCIA, o.id),
    rncOf(ctx.db, o.id),
    findAcoesDaOcorrencia(ctx.db, o.id),
    timelineOf(ctx.db, SGI_LIFECYCLE, o.id),
    origemLinkDe(ctx, row),
  ]);
  const status = statusSgiDe(o.status);
  const editar = canOn(ability, 'update', 'TicketSgi', fields) && status !== 'FINALIZADO';
  return {
    ...resumoOf(row),
    descricao: o.descricao,
    local: o.local,
    origemRef: o.origemRef,
    origemLink,
    fotos,
    rnc,
    acoesPlano: acoes.map((a) => acaoOf(a, ctx.auth)),
    versao: o.versao,
    acoes: {
      editar,
      triar: status === 'TRIAGEM' && canOn(ability, 'accept', 'TicketSgi', fields),
      rnc: editar && status !== 'RASCUNHO',
      plano: status === 'EM ANDAMENTO' && canOn(ability, 'update', 'TicketSgi', fields),
      fotos: canOn(ability, 'upload', 'TicketSgi', fields) && status !== 'FINALIZADO',
      comentar: canOn(ability, 'comment', 'TicketSgi', fields),
    },
    movimentos: movesFor(ctx.auth, SGI_LIFECYCLE, status, fields).filter((m) => m.movimento !== 'aceitar'),
    linhaDoTempo,
  };
}

/** The origin checked: it exists and the author may read it; its obra is the occurrence's when none was given. */
async function origemVerificada(
  ctx: RecordsContext,
  input: OcorrenciaInput,
): Promise<{ origemRef: TSgiOrigemRef; origemId: string | null; obraId: string | null }> {
  const ref = input.origemRef;
  const falta = (campo: string, mensagem: string) => new ValidationFailed(mensagem, [{ campo, mensagem }]);
  const carregar = async (entidade: string, id: string, campo: string, rotulo: string) => {
    try {
      return await loadRecordFor(ctx, entidade, id);
    } catch {
      throw falta(campo, `${rotulo} não encontrado`);
    }
  };
  if (input.origem === 'rdo') {
    if (!ref.rdoId) throw falta('origemRef.rdoId', 'Informe o RDO da ocorrência');
    const rdo = await carregar('rdo', ref.rdoId, 'origemRef.rdoId', 'RDO');
    return { origemRef: ref, origemId: ref.rdoId, obraId: input.obraId ?? rdo.obraId };
  }
  if (input.origem === 'checklist') {
    if (!ref.checklistId) throw falta('origemRef.checklistId', 'Informe o checklist da não conformidade');
    const checklist = await carregar('checklist', ref.checklistId, 'origemRef.checklistId', 'Checklist');
    return { origemRef: ref, origemId: ref.checklistId, obraId: input.obraId ?? checklist.obraId };
  }
  // A TAF's non-conformity is opened by the TAF itself, in the transaction that records the failed point.
  if (input.origem === 'taf')
    throw falta('origem', 'As não conformidades de TAF são abertas pelo próprio TAF, ao reprovar um ponto');
  if (input.origem === 'auditoria' && ref.auditoriaId) {
    const auditoria = await findAuditoria(ctx.db, ref.auditoriaId);
    if (!auditoria) throw falta('origemRef.auditoriaId', 'Auditoria não encontrada');
    return { origemRef: ref, origemId: ref.auditoriaId, obraId: input.obraId ?? auditoria.obraId };
  }
  return { origemRef: {}, origemId: null, obraId: input.obraId };
}

/** Tells the SGI team an occurrence waits for triage. */
export async function avisarTriagem(
  tx: Db,
  row: { id: string; numero: number; titulo: string; categoria: string },
  atorId: string,
) {
  const equipe = await equipeSgi(tx);
  await emitEvent(tx, {
    chave: `sgi:triagem:${row.id}:${Date.now()}`,
    tipo: 'acao_pendente',
    entidade: ENTIDADE_OCORRENCIA,
    entidadeId: row.id,
    atorId,
    statusAlvo: 'TRIAGEM',
    titulo: `Ocorrência SGI nº ${row.numero} aguarda triagem: ${row.titulo}`,
    texto: SGI_CATEGORIA_LABEL[row.categoria as keyof typeof SGI_CATEGORIA_LABEL] ?? '',
    link: linkDaOcorrencia(row.numero),
    destinatarios: equipe.map((p) => p.id),
  });
}

/**
 * Registers an occurrence: a draft only its author sees, or sent at once to the SGI team's triage. From a checklist's
 * non-conforming item or an RDO's occurrence it keeps the link back (and their obra).
 */
export async function createOcorrencia(ctx: RecordsContext, input: OcorrenciaInput): Promise<TOcorrenciaSgi> {
  const { auth } = ctx;
  if (
    isClientUser(auth.user) ||
    !canOn(
      auth.ability,
      'create',
      'TicketSgi',
      ocorrenciaFields({
        obraId: input.obraId,
        status: 'RASCUNHO',
        autorEmail: auth.user.email,
        responsavelEmail: null,
      }),
    )
  )
    throw new Forbidden('Só funcionários registram ocorrências do SGI.');
  const origem = await origemVerificada(ctx, input);
  if (origem.obraId && !(await findObraById(ctx.db, origem.obraId)))
    throw new ValidationFailed('Obra não encontrada.', [
      { campo: 'obraId', mensagem: 'Escolha uma obra existente' },
    ]);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertOcorrencia(tx, {
      categoria: input.categoria,
      tipo: input.tipo,
      origem: input.origem,
      ...origem,
      titulo: input.titulo,
      descricao: input.descricao,
      local: input.local,
      dataOcorrencia: input.dataOcorrencia,
      status: input.enviar ? 'TRIAGEM' : 'RASCUNHO',
      enviadaEm: input.enviar ? new Date() : null,
      autorId: auth.user.id,
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: created.id,
      action: 'criar',
      after: { ...input, ...origem },
    });
    await followRecord(tx, ENTIDADE_OCORRENCIA, created.id, auth.user.id);
    if (input.enviar) {
      const row = (await findOcorrencia(tx, created.id))!;
      await recordMove(tx, SGI_LIFECYCLE, {
        entidadeId: created.id,
        move: 'enviar',
        from: 'RASCUNHO',
        mover: { porId: auth.user.id, porNome: auth.user.name, substituindoId: null, substituindoNome: null },
        registro: ocorrenciaNames(row),
      });
      await avisarTriagem(tx, { ...created, titulo: input.titulo, categoria: input.categoria }, auth.user.id);
    }
    return created.id;
  });
  return getOcorrencia(ctx, id);
}

/** The author changes a draft; the team or the responsible changes it until it is finished. */
export async function editarOcorrencia(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZOcorrenciaEdicao>,
): Promise<TOcorrenciaSgi> {
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOcorrencia({ db: tx, auth: ctx.auth }, id, 'update');
    const { ocorrencia: o } = row;
    if (statusSgiDe(o.status) === 'FINALIZADO')
      throw new Conflict('Esta ocorrência foi finalizada: reabra-a para alterar.');
    if (input.obraId && !(await findObraById(tx, input.obraId)))
      throw new ValidationFailed('Obra não encontrada.', [
        { campo: 'obraId', mensagem: 'Escolha uma obra existente' },
      ]);
    const { versao, ...changes } = input;
    const updated = await updateOcorrenciaIf(tx, o.id, versao ?? o.versao, changes);
    if (!updated) throw new Conflict(MUDOU);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: o.id,
      action: 'editar',
      before: {
        categoria: o.categoria,
        tipo: o.tipo,
        origem: o.origem,
        obraId: o.obraId,
        titulo: o.titulo,
        descricao: o.descricao,
        local: o.local,
        dataOcorrencia: o.dataOcorrencia,
      },
      after: changes,
    });
  });
  return getOcorrencia(ctx, id);
}

/** Evidence photos (JPEG, PNG, WebP, checked from their bytes). */
export async function addFoto(
  ctx: ServiceContext & { files: FilesDeps },
  id: string,
  part: MultipartFile | undefined,
) {
  const row = await findReadableOcorrencia(ctx, id, 'upload');
  if (statusSgiDe(row.ocorrencia.status) === 'FINALIZADO')
    throw new Conflict('Esta ocorrência foi finalizada: ela não recebe novas evidências.');
  if ((await countFilesOf(ctx.db, ENTIDADE_OCORRENCIA, row.ocorrencia.id)) >= MAX_FOTOS)
    throw new Conflict(`Uma ocorrência guarda até ${MAX_FOTOS} fotos; mande outras pela conversa.`);
  const arquivo = await receiveUpload(
    ctx.files,
    ctx.auth,
    part,
    { entidade: ENTIDADE_OCORRENCIA, entidadeId: row.ocorrencia.id },
    IMAGE_TYPES,
  );
  await ctx.db.transaction(async (tx) => {
    await touchOcorrencia(tx, row.ocorrencia.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: row.ocorrencia.id,
      action: 'foto',
      after: { foto: arquivo.nome },
    });
  });
  return { id: arquivo.id, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho };
}

export async function podeLerFotos(ctx: ServiceContext, id: string): Promise<boolean> {
  try {
    await findReadableOcorrencia(ctx, id);
    return true;
  } catch {
    return false;
  }
}
