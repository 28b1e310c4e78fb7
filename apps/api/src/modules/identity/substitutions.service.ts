import type { TSubstituicao, ZSubstituicaoInput } from '@portal/domain';
import type { z } from 'zod';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  deleteSubstituicao,
  findOverlapping,
  findSubstituicao,
  findSubstituicoes,
  findSubstitutoCandidates,
  insertSubstituicao,
  type SubstituicaoView,
} from './substitutions.repository';
import { findLiveUserById } from './users.repository';

const NOT_FOUND = 'Substituição não encontrada.';

/** Whoever manages users names and ends anyone's substitutions; everyone else only their own. */
function managesUsers(ctx: ServiceContext): boolean {
  return ctx.auth.ability.can('update', 'Usuario');
}

function toSubstituicao(view: SubstituicaoView): TSubstituicao {
  return {
    id: view.row.id,
    titular: view.titular,
    substituto: view.substituto,
    inicio: view.row.inicio,
    fim: view.row.fim,
    motivo: view.row.motivo,
    vigente: view.vigente,
  };
}

/** The user's substitutions (named by them or naming them); `todas` lists everyone's, for user managers. */
export async function listSubstituicoes(
  ctx: ServiceContext,
  query: { todas: boolean; encerradas: boolean },
): Promise<TSubstituicao[]> {
  if (query.todas && !managesUsers(ctx))
    throw new Forbidden('Só quem administra usuários vê as substituições de todos.');
  const rows = await findSubstituicoes(ctx.db, query.todas ? null : ctx.auth.user.id, query.encerradas);
  return rows.map(toSubstituicao);
}

/** People the user may name as substitute: active, of the same kind (staff for staff, client for client). */
export async function listSubstitutoCandidates(ctx: ServiceContext, q: string) {
  const { user } = ctx.auth;
  return findSubstitutoCandidates(ctx.db, user.type, user.id, q);
}

/**
 * Names a substitute for a period: for oneself, or for anyone by whoever manages users. One substitute at a time:
 * periods of the same titular never overlap, so every move made for them has one clear author.
 */
export async function createSubstituicao(
  ctx: ServiceContext,
  input: z.output<typeof ZSubstituicaoInput>,
): Promise<TSubstituicao> {
  const { auth } = ctx;
  const titularId = input.titularId ?? auth.user.id;
  if (titularId !== auth.user.id && !managesUsers(ctx))
    throw new Forbidden('Só quem administra usuários pode nomear o substituto de outra pessoa.');
  const id = await ctx.db.transaction(async (tx) => {
    const titular = await findLiveUserById(tx, titularId);
    if (!titular) throw new NotFound('Usuário não encontrado.');
    const substituto = await findLiveUserById(tx, input.substitutoId);
    const invalid = (mensagem: string) =>
      new ValidationFailed('Os dados enviados são inválidos.', [{ campo: 'substitutoId', mensagem }]);
    if (!substituto || !substituto.enabled) throw invalid('Escolha um usuário ativo como substituto');
    if (substituto.id === titular.id) throw invalid('Escolha outra pessoa como substituto');
    if (substituto.type !== titular.type)
      throw invalid('O substituto precisa ser do mesmo tipo de usuário (interno ou cliente)');
    if (await findOverlapping(tx, titular.id, input.inicio, input.fim))
      throw new Conflict('Já há um substituto nomeado para parte deste período.');
    const created = await insertSubstituicao(tx, {
      titularId: titular.id,
      substitutoId: substituto.id,
      inicio: input.inicio,
      fim: input.fim,
      motivo: input.motivo,
      criadoPor: auth.user.id,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'substituicao',
      entityId: created.id,
      action: 'create',
      after: { titular: titular.email, substituto: substituto.email, inicio: input.inicio, fim: input.fim },
    });
    return created.id;
  });
  return toSubstituicao((await findSubstituicao(ctx.db, id))!);
}

/** Ends a substitution: its titular, or whoever manages users. Anyone else gets the same 404 as a missing one. */
export async function removeSubstituicao(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await findSubstituicao(tx, id);
    const mine = found && found.titular.id === ctx.auth.user.id;
    if (!found || (!mine && !managesUsers(ctx))) throw new NotFound(NOT_FOUND);
    await deleteSubstituicao(tx, id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'substituicao',
      entityId: id,
      action: 'delete',
      before: { titular: found.titular.email, substituto: found.substituto.email, inicio: found.row.inicio },
    });
  });
}
