import type { z } from 'zod';
import {
  RDO_LIFECYCLE,
  RDO_TRANSITIONS,
  type TAssinatura,
  type TRdo,
  type TRdoTransition,
  type ZAprovarRdoInput,
  type ZDevolverRdoInput,
  type ZFinalizarRdoInput,
  type ZReabrirRdoInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import type { RequestAuth } from '../identity';
import { checkMove, recordMove, type MoveInput } from '../workflow';
import { recheckDelays } from './atrasos.service';
import { findRdoConfig } from './planejamento.repository';
import type { RdoContext } from './rdo-context';
import { findReadableRdo, getRdo } from './rdo.service';
import { rdoNames } from './rdo-record';
import { rdoFieldsOf } from './rdo-view';
import { moveRdoRow, type RdoDetailRow, type RdoInsert } from './rdo.repository';

type SignatureInput = z.output<typeof ZFinalizarRdoInput>['assinatura'];

/**
 * Loads the report and checks the move on it through the shared life cycle (RDO_LIFECYCLE): the move's action on
 * the report as it is, by the user or by someone they stand in for, from its current state, with what it requires.
 * Where the move leads is the life cycle's, not the caller's.
 */
async function prepare(ctx: ServiceContext, id: string, move: TRdoTransition, input: MoveInput) {
  const row = await findReadableRdo(ctx, id);
  const mover = checkMove(ctx.auth, RDO_LIFECYCLE, row.rdo.status, move, rdoFieldsOf(row), input);
  return { row, mover };
}

function signature(auth: RequestAuth, input: NonNullable<SignatureInput>): TAssinatura {
  return { ...input, assinadoEm: new Date().toISOString(), userId: auth.user.id };
}

function requireSignature(input: SignatureInput, required: boolean): void {
  if (required && !input)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'assinatura', mensagem: 'Assine o RDO para continuar' },
    ]);
}

/**
 * Makes the move in one transaction: checks it, then applies it in one conditional update (a concurrent move wins
 * cleanly) and audits it. The report's progress counts in the S-curve once signed, so the obra's delays are checked
 * again afterwards.
 */
async function makeMove(
  ctx: RdoContext,
  id: string,
  move: TRdoTransition,
  changes: (row: RdoDetailRow, tx: Db) => Promise<Partial<RdoInsert>>,
  detail: { motivo?: string; comentario?: string; arquivos?: readonly string[] } = {},
): Promise<TRdo> {
  const { auth } = ctx;
  const { from, to } = RDO_TRANSITIONS[move];
  const obraId = await ctx.db.transaction(async (tx) => {
    const { row, mover } = await prepare({ db: tx, auth }, id, move, detail);
    const after = await moveRdoRow(tx, id, from, { ...(await changes(row, tx)), status: to });
    if (!after) throw new Conflict('O RDO mudou enquanto você o via. Atualize a página e tente de novo.');
    await recordMove(tx, RDO_LIFECYCLE, {
      entidadeId: id,
      move,
      from: row.rdo.status,
      mover,
      motivo: detail.motivo,
      registro: rdoNames(row),
      arquivos: detail.arquivos?.length ? { auth, ids: detail.arquivos } : undefined,
    });
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: id,
      action: move,
      before: { status: row.rdo.status },
      after: {
        status: to,
        ...detail,
        ...(mover.substituindoNome ? { substituindo: mover.substituindoNome } : {}),
      },
    });
    return row.rdo.obraId;
  });
  await recheckDelays(ctx, obraId);
  return getRdo(ctx, id);
}

/** The site manager signs and closes the day's report; the client can now read and approve it. */
export async function finalizarRdo(
  ctx: RdoContext,
  id: string,
  { assinatura }: z.output<typeof ZFinalizarRdoInput>,
): Promise<TRdo> {
  return makeMove(ctx, id, 'finalizar', async (row, tx) => {
    const config = await findRdoConfig(tx, row.rdo.obraId);
    requireSignature(assinatura, config.secoes.includes('assinaturas'));
    return {
      assinaturaResponsavel: assinatura ? signature(ctx.auth, assinatura) : null,
      assinaturaCliente: null,
      devolucao: null,
      finalizadoEm: new Date(),
    };
  });
}

/** The client's inspector (or an RDO administrator) accepts the report, signing it when the obra asks for it. */
export async function aprovarRdo(
  ctx: RdoContext,
  id: string,
  { assinatura, comentario }: z.output<typeof ZAprovarRdoInput>,
): Promise<TRdo> {
  return makeMove(
    ctx,
    id,
    'aprovar',
    async (row, tx) => {
      const config = await findRdoConfig(tx, row.rdo.obraId);
      requireSignature(assinatura, config.secoes.includes('assinaturas') && config.assinaturaCliente);
      return {
        assinaturaCliente: assinatura ? signature(ctx.auth, assinatura) : null,
        aprovadoEm: new Date(),
      };
    },
    { comentario },
  );
}

/** Sends the report back to the site manager with what must be corrected (and, if sent, files that show it). */
export async function devolverRdo(
  ctx: RdoContext,
  id: string,
  { motivo, arquivos }: z.output<typeof ZDevolverRdoInput>,
): Promise<TRdo> {
  const devolucao = { motivo, por: ctx.auth.user.name, em: new Date().toISOString() };
  return makeMove(ctx, id, 'devolver', async () => ({ devolucao }), { motivo, arquivos });
}

/** An administrator reopens a signed report for the site manager; its signatures no longer hold. */
export async function reabrirRdo(
  ctx: RdoContext,
  id: string,
  { motivo }: z.output<typeof ZReabrirRdoInput>,
): Promise<TRdo> {
  return makeMove(
    ctx,
    id,
    'reabrir',
    async () => ({
      assinaturaResponsavel: null,
      assinaturaCliente: null,
      finalizadoEm: null,
      aprovadoEm: null,
    }),
    { motivo },
  );
}
