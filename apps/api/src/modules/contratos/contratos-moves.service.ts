import type { z } from 'zod';
import {
  CONTRATOS_LIFECYCLE,
  contratoMovePermitido,
  moveStartsFrom,
  type TContrato,
  type TContratoMove,
  type ZContratoMoveInput,
} from '@portal/domain';
import { Conflict, Forbidden } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { checkMove, moverFor, recordMove } from '../workflow';
import { ENTIDADE_CONTRATO, fieldsOf, findReadableContrato } from './contratos-access';
import { contratoNames } from './contratos-view';
import { MUDOU, getContrato } from './contratos.service';
import { approvePendingAditivos, updateContratoIf, type ContratoInsert } from './contratos.repository';

type MoveInput = z.output<typeof ZContratoMoveInput>;

/** What else a move changes besides the status: which flow the contract is in, and when it was approved or cancelled. */
function effectsOf(move: TContratoMove, agora: Date): Partial<ContratoInsert> {
  switch (move) {
    case 'revisar_cancelamento':
      return { emCancelamento: true };
    case 'desistir_cancelamento':
      return { emCancelamento: false };
    case 'aprovar':
      return { aprovadoEm: agora };
    case 'aprovar_distrato':
      return { cancelado: true, canceladoEm: agora, emCancelamento: false };
    default:
      return {};
  }
}

/**
 * A move of the contract's life cycle (SPEC §4, §6), checked, kept in the timeline, announced to who must act next
 * and audited in one transaction. Who may make it is asked of the contract in the status the move starts from, so
 * that the wrong person hears "só o gestor…" and the right person at the wrong moment (someone moved it first) hears
 * that it moved on. The approval of a termination (distrato) closes the contract as cancelled.
 */
export async function moverContrato(
  ctx: ServiceContext,
  id: string,
  move: TContratoMove,
  detail: MoveInput,
): Promise<TContrato> {
  const { auth } = ctx;
  const spec = CONTRATOS_LIFECYCLE.moves[move];
  await ctx.db.transaction(async (tx) => {
    const row = await findReadableContrato({ db: tx, auth }, id);
    const { contrato } = row;
    if (contrato.cancelado) throw new Conflict('Este contrato foi cancelado: ele não muda mais.');
    if (!moveStartsFrom(CONTRATOS_LIFECYCLE, contrato.status, move)) {
      if (!moverFor(auth, CONTRATOS_LIFECYCLE, move, fieldsOf(row, spec.from[0])))
        throw new Forbidden(CONTRATOS_LIFECYCLE.refused[move]);
      throw new Conflict(
        `O contrato está em ${contrato.status} e já não pode ser ${spec.past}. Atualize a página.`,
      );
    }
    const mover = checkMove(auth, CONTRATOS_LIFECYCLE, contrato.status, move, fieldsOf(row), detail);
    if (!contratoMovePermitido(move, contrato))
      throw new Conflict(
        contrato.emCancelamento
          ? 'Este contrato está com um distrato em andamento: aprove o distrato ou devolva-o para a revisão do cancelamento.'
          : 'Este contrato não tem distrato em andamento: aprove-o ou devolva-o para revisão.',
      );
    if (move === 'emitir_juridico' && contrato.totalItens === 0)
      throw new Conflict('Inclua os itens do contrato antes de emiti-lo para o Jurídico.');
    const agora = new Date();
    const updated = await updateContratoIf(
      tx,
      id,
      { statuses: [contrato.status], versao: detail.versao ?? contrato.versao },
      { status: spec.to, ...effectsOf(move, agora) },
    );
    if (!updated) throw new Conflict(MUDOU);
    if (move === 'aprovar') await approvePendingAditivos(tx, id, agora);
    await recordMove(tx, CONTRATOS_LIFECYCLE, {
      entidadeId: id,
      move,
      from: contrato.status,
      mover,
      motivo: detail.motivo,
      registro: contratoNames(row),
    });
    await recordAudit(tx, auth.actor, {
      entity: ENTIDADE_CONTRATO,
      entityId: id,
      action: move,
      before: { status: contrato.status },
      after: {
        status: spec.to,
        ...(updated.cancelado ? { cancelado: true } : {}),
        ...(detail.motivo ? { motivo: detail.motivo } : {}),
      },
    });
  });
  return getContrato(ctx, id);
}
