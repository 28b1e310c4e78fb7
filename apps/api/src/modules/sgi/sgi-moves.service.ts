import type { z } from 'zod';
import {
  SGI_LIFECYCLE,
  moveStartsFrom,
  planoConcluido,
  statusSgiDe,
  type TOcorrenciaSgi,
  type TSgiMove,
  type TSgiStatus,
  type ZSgiMoveInput,
  type ZTriagemInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import type { RecordsContext } from '../../records/record-registry';
import type { RequestAuth } from '../identity';
import { recordAudit } from '../audit';
import { emitEvent, followRecord } from '../notificacoes';
import { checkMove, moverFor, recordMove } from '../workflow';
import { ENTIDADE_OCORRENCIA, fieldsOf, findReadableOcorrencia, linkDaOcorrencia } from './sgi-access';
import { statusDasAcoes } from './sgi-acoes.repository';
import { pessoaDoQuadro } from './sgi-equipe';
import { ocorrenciaNames, tituloDaOcorrencia } from './sgi-view';
import { findOcorrencia, updateOcorrenciaIf, type OcorrenciaInsert } from './sgi.repository';
import { MUDOU, avisarTriagem, getOcorrencia } from './sgi.service';

const proprio = (auth: RequestAuth) => ({
  porId: auth.user.id,
  porNome: auth.user.name,
  substituindoId: null,
  substituindoNome: null,
});

/**
 * The SGI team accepts an occurrence in triage: names its responsible (a member of staff, who is told) and, for a
 * deviation, its severity (3.4.6); the occurrence is then in progress.
 */
export async function triarOcorrencia(
  ctx: RecordsContext,
  id: string,
  input: z.output<typeof ZTriagemInput>,
): Promise<TOcorrenciaSgi> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOcorrencia({ db: tx, auth }, id);
    const { ocorrencia: o } = row;
    const status = statusSgiDe(o.status);
    const mover = checkMove(auth, SGI_LIFECYCLE, status, 'aceitar', fieldsOf(row), { motivo: input.motivo });
    if (o.tipo === 'desvio' && !input.gravidade)
      throw new ValidationFailed('Informe a gravidade do desvio.', [
        { campo: 'gravidade', mensagem: 'Um desvio tem gravidade: leve, moderada ou grave' },
      ]);
    const responsavel = await pessoaDoQuadro(tx, input.responsavelId, 'responsavelId', 'Responsável');
    const updated = await updateOcorrenciaIf(tx, o.id, input.versao ?? o.versao, {
      status: 'EM ANDAMENTO',
      responsavelId: responsavel.id,
      gravidade: input.gravidade,
      prazo: input.prazo,
      triadaEm: new Date(),
    });
    if (!updated) throw new Conflict(MUDOU);
    await recordMove(tx, SGI_LIFECYCLE, {
      entidadeId: o.id,
      move: 'aceitar',
      from: status,
      mover,
      motivo: input.motivo || null,
      registro: ocorrenciaNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: o.id,
      action: 'aceitar',
      before: {
        status,
        responsavelId: row.responsavel?.nome ?? null,
        gravidade: o.gravidade,
        prazo: o.prazo,
      },
      after: {
        status: 'EM ANDAMENTO',
        responsavelId: responsavel.nome,
        gravidade: input.gravidade,
        prazo: input.prazo,
      },
    });
    await followRecord(tx, ENTIDADE_OCORRENCIA, o.id, responsavel.id);
    if (responsavel.id !== auth.user.id)
      await emitEvent(tx, {
        chave: `sgi:responsavel:${o.id}:${updated.versao}`,
        tipo: 'atribuido',
        entidade: ENTIDADE_OCORRENCIA,
        entidadeId: o.id,
        atorId: auth.user.id,
        titulo: tituloDaOcorrencia(row),
        texto: 'Você é o responsável por tratar esta ocorrência: registre a análise e o plano de ação.',
        link: linkDaOcorrencia(o.numero),
        destinatarios: [responsavel.id],
      });
  });
  return getOcorrencia(ctx, id);
}

/** What else a move changes besides the status. */
function effectsOf(move: TSgiMove): Partial<OcorrenciaInsert> {
  switch (move) {
    case 'enviar':
      return { enviadaEm: new Date() };
    case 'finalizar':
      return { finalizadaEm: new Date() };
    case 'reabrir':
      return { finalizadaEm: null };
    default:
      return {};
  }
}

/**
 * Sending a draft, returning it to its author, finishing without (or after) a plan, reopening. Answers null when the
 * mover can no longer read the occurrence: returned to its author, it is a draft again, its author's alone.
 */
export async function moverOcorrencia(
  ctx: RecordsContext,
  id: string,
  move: TSgiMove,
  detail: z.output<typeof ZSgiMoveInput>,
): Promise<TOcorrenciaSgi | null> {
  const { auth } = ctx;
  if (move === 'aceitar')
    throw new ValidationFailed(
      'A triagem aceita a ocorrência com o responsável e a gravidade: use a triagem.',
      [{ campo: 'movimento', mensagem: 'Use a triagem' }],
    );
  const spec = SGI_LIFECYCLE.moves[move];
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableOcorrencia({ db: tx, auth }, id);
    const { ocorrencia: o } = row;
    const status = statusSgiDe(o.status);
    if (!moveStartsFrom(SGI_LIFECYCLE, status, move)) {
      if (!moverFor(auth, SGI_LIFECYCLE, move, { ...fieldsOf(row), status: spec.from[0] }))
        throw new Forbidden(SGI_LIFECYCLE.refused[move]);
      throw new Conflict(
        `A ocorrência está ${SGI_LIFECYCLE.labels[status].toLowerCase()} e já não pode ser ${spec.past}. Atualize a página.`,
      );
    }
    const mover = checkMove(auth, SGI_LIFECYCLE, status, move, fieldsOf(row), detail);
    if (move === 'finalizar') {
      const acoes = await statusDasAcoes(tx, o.id);
      if (acoes.some((a) => a.status === 'pendente'))
        throw new Conflict(
          'Ainda há ações pendentes no plano: a ocorrência finaliza sozinha quando todas terminarem.',
        );
    }
    const updated = await updateOcorrenciaIf(tx, o.id, detail.versao ?? o.versao, {
      status: spec.to,
      ...effectsOf(move),
    });
    if (!updated) throw new Conflict(MUDOU);
    await recordMove(tx, SGI_LIFECYCLE, {
      entidadeId: o.id,
      move,
      from: status,
      mover,
      motivo: detail.motivo,
      registro: ocorrenciaNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_OCORRENCIA,
      entityId: o.id,
      action: move,
      before: { status },
      after: { status: spec.to, ...(detail.motivo ? { motivo: detail.motivo } : {}) },
    });
    if (move === 'enviar') await avisarTriagem(tx, o, auth.user.id);
  });
  const depois = await findOcorrencia(ctx.db, id);
  if (!depois || !canOn(auth.ability, 'read', 'TicketSgi', fieldsOf(depois))) return null;
  return getOcorrencia(ctx, id);
}

/**
 * The occurrence follows its plan (issue 16): finished by itself when every action is finished, back in progress when
 * one is reopened. Recorded as a move of the person whose action caused it, with the reason in words.
 */
export async function acompanharPlano(
  tx: Db,
  auth: RequestAuth,
  ocorrenciaId: string,
  motivo: string,
): Promise<void> {
  const row = (await findOcorrencia(tx, ocorrenciaId))!;
  const status = statusSgiDe(row.ocorrencia.status);
  const concluido = planoConcluido(await statusDasAcoes(tx, ocorrenciaId));
  const mudanca: { move: TSgiMove; para: TSgiStatus } | null =
    status === 'EM ANDAMENTO' && concluido
      ? { move: 'finalizar', para: 'FINALIZADO' }
      : status === 'FINALIZADO' && !concluido
        ? { move: 'reabrir', para: 'EM ANDAMENTO' }
        : null;
  if (!mudanca) return;
  const updated = await updateOcorrenciaIf(tx, ocorrenciaId, row.ocorrencia.versao, {
    status: mudanca.para,
    ...effectsOf(mudanca.move),
  });
  if (!updated) throw new Conflict(MUDOU);
  await recordMove(tx, SGI_LIFECYCLE, {
    entidadeId: ocorrenciaId,
    move: mudanca.move,
    from: status,
    mover: proprio(auth),
    motivo,
    registro: ocorrenciaNames(row),
  });
  await recordAudit(tx, auth.actor, {
    entity: ENTIDADE_OCORRENCIA,
    entityId: ocorrenciaId,
    action: mudanca.move === 'finalizar' ? 'finalizar_automatico' : 'reabrir_automatico',
    before: { status },
    after: { status: mudanca.para, motivo },
  });
}
