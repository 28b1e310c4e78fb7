import type { z } from 'zod';
import type { TProjeto, ZProjetoComentarioInput, ZProjetoRespostaInput } from '@portal/domain';
import { Conflict, Forbidden, NotFound } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import { isUuid } from '../../permissions/rule-fields';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  fieldsOf,
  findEditableProjeto,
  findReadableProjeto,
  subjectOfRow,
  veInterno,
} from './projetos-access';
import { findComentario, insertComentarios, updateComentarioAberto } from './projetos-comentarios.repository';
import { findRevisao, findRevisoes } from './projetos-revisoes.repository';
import { REVISAO_NAO_ENCONTRADA } from './projetos-revisoes.service';
import { ENTIDADE_PROJETO, touchProjeto } from './projetos.repository';
import { getProjeto } from './projetos.service';

const COMENTARIO_NAO_ENCONTRADO = 'Comentário não encontrado.';
const JA_FECHADO = 'Este comentário já foi fechado.';

/** A comment of the document the user may see (internal ones only with readInterno). */
async function findComentarioVisivel(ctx: ServiceContext, id: string, comentarioId: string) {
  const row = await findReadableProjeto(ctx, id);
  const comentario = isUuid(comentarioId) ? await findComentario(ctx.db, id, comentarioId) : undefined;
  if (!comentario || (comentario.interno && !veInterno(ctx.auth.ability, row)))
    throw new NotFound(COMENTARIO_NAO_ENCONTRADO);
  return { row, comentario };
}

/**
 * A comment on an issued revision (the last one when not said). Whoever may comment the document writes; an
 * internal comment needs readInterno (never a client).
 */
export async function comentar(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof ZProjetoComentarioInput>,
): Promise<TProjeto> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth: ctx.auth };
    const row = await findReadableProjeto(tctx, id);
    ensureCan(ctx.auth.ability, 'comment', subjectOfRow(row), fieldsOf(row), {
      message: 'Você pode ler este documento, mas não comentá-lo.',
    });
    if (input.interno && !veInterno(ctx.auth.ability, row))
      throw new Forbidden('Só a equipe interna escreve comentários internos.');
    const revisao = input.revisaoId
      ? await findRevisao(tx, id, input.revisaoId)
      : (await findRevisoes(tx, id)).find((r) => r.revisao.status !== 'rascunho')?.revisao;
    if (!revisao && !input.revisaoId)
      throw new Conflict('Este documento ainda não tem revisão emitida para comentar.');
    if (!revisao || revisao.status === 'rascunho') throw new NotFound(REVISAO_NAO_ENCONTRADA);
    await insertComentarios(tx, [
      {
        projetoId: id,
        revisaoId: revisao.id,
        autorId: ctx.auth.user.id,
        texto: input.texto,
        interno: input.interno,
      },
    ]);
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'comentar',
      after: { revisao: revisao.revisao, interno: input.interno },
    });
  });
  return getProjeto(ctx, id);
}

/** The designers' answer to an open comment (a new answer replaces the last one until it is closed). */
export async function responderComentario(
  ctx: ServiceContext,
  id: string,
  comentarioId: string,
  input: z.output<typeof ZProjetoRespostaInput>,
): Promise<TProjeto> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth: ctx.auth };
    const { comentario } = await findComentarioVisivel(tctx, id, comentarioId);
    await findEditableProjeto(tctx, id);
    if (comentario.fechadoEm) throw new Conflict(JA_FECHADO);
    const respondido = await updateComentarioAberto(tx, comentarioId, {
      resposta: input.texto,
      respondidoPor: ctx.auth.user.id,
      respondidoEm: new Date(),
    });
    if (!respondido) throw new Conflict(JA_FECHADO);
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'responder_comentario',
      // Never the text: the history is read by staff who may not read internal comments.
      after: { comentario: comentarioId, interno: comentario.interno },
    });
  });
  return getProjeto(ctx, id);
}

/** Closes a comment: only its author (the reviewer who wrote it). */
export async function fecharComentario(
  ctx: ServiceContext,
  id: string,
  comentarioId: string,
): Promise<TProjeto> {
  await ctx.db.transaction(async (tx) => {
    const { comentario } = await findComentarioVisivel({ db: tx, auth: ctx.auth }, id, comentarioId);
    if (comentario.autorId !== ctx.auth.user.id)
      throw new Forbidden('Só quem escreveu o comentário pode fechá-lo.');
    if (comentario.fechadoEm) throw new Conflict(JA_FECHADO);
    const fechado = await updateComentarioAberto(tx, comentarioId, {
      fechadoPor: ctx.auth.user.id,
      fechadoEm: new Date(),
    });
    if (!fechado) throw new Conflict(JA_FECHADO);
    await touchProjeto(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: ENTIDADE_PROJETO,
      entityId: id,
      action: 'fechar_comentario',
      after: { comentario: comentarioId, interno: comentario.interno },
    });
  });
  return getProjeto(ctx, id);
}
