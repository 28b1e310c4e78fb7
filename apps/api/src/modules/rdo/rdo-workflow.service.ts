import {
  RDO_TRANSITIONS,
  ZAprovarRdoInput,
  ZDevolverRdoInput,
  ZFinalizarRdoInput,
  ZReabrirRdoInput,
  canTransition,
  type TAssinatura,
  type TRdoTransition,
} from '@portal/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import { parseInput } from '../../errors/parse-input';
import { recordAudit } from '../audit';
import type { RequestAuth } from '../identity';
import { findRdoConfig } from './planejamento.repository';
import { findReadableRdo } from './rdo.service';
import { rdoSubject } from './rdo-view';
import { moveRdoRow, type RdoDetailRow, type RdoInsert } from './rdo.repository';
import { RDO_STATUS_LABEL } from '@portal/domain';

type SignatureInput = z.output<typeof ZFinalizarRdoInput>['assinatura'];

const REFUSED: Record<TRdoTransition, string> = {
  finalizar: 'Você não pode finalizar este RDO.',
  aprovar: 'Você não pode aprovar este RDO.',
  devolver: 'Você não pode devolver este RDO.',
  reabrir: 'Só quem administra RDOs pode reabrir um RDO.',
};

/** Loads the report and checks that this user may make this move from its current state. */
async function prepare(db: Db, auth: RequestAuth, id: string, move: TRdoTransition): Promise<RdoDetailRow> {
  const row = await findReadableRdo(db, auth, id);
  const { action } = RDO_TRANSITIONS[move];
  if (!auth.ability.can(action, rdoSubject(row))) throw new Forbidden(REFUSED[move]);
  if (!canTransition(row.rdo.status, move))
    throw new Conflict(
      `Um RDO ${RDO_STATUS_LABEL[row.rdo.status].toLowerCase()} não pode ser ${PAST[move]}.`,
    );
  return row;
}

const PAST: Record<TRdoTransition, string> = {
  finalizar: 'finalizado',
  aprovar: 'aprovado',
  devolver: 'devolvido',
  reabrir: 'reaberto',
};

function signature(auth: RequestAuth, input: NonNullable<SignatureInput>): TAssinatura {
  return { ...input, assinadoEm: new Date().toISOString(), userId: auth.user.id };
}

function requireSignature(input: SignatureInput, required: boolean): void {
  if (required && !input)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      { campo: 'assinatura', mensagem: 'Assine o RDO para continuar' },
    ]);
}

/** Applies the move in one conditional update (a concurrent move wins cleanly) and audits it. */
async function apply(
  db: Db,
  auth: RequestAuth,
  row: RdoDetailRow,
  move: TRdoTransition,
  changes: Partial<RdoInsert>,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const { from, to } = RDO_TRANSITIONS[move];
  await db.transaction(async (tx) => {
    const after = await moveRdoRow(tx, row.rdo.id, from, { ...changes, status: to });
    if (!after) throw new Conflict('O RDO mudou enquanto você o via. Atualize a página e tente de novo.');
    await recordAudit(tx, auth.actor, {
      entity: 'rdo',
      entityId: row.rdo.id,
      action: move,
      before: { status: row.rdo.status },
      after: { status: to, ...detail },
    });
  });
}

/** The site manager signs and closes the day's report; the client can now read and approve it. */
export async function finalizarRdo(db: Db, auth: RequestAuth, id: string, input: unknown): Promise<string> {
  const { assinatura } = parseInput(ZFinalizarRdoInput, input);
  const row = await prepare(db, auth, id, 'finalizar');
  const config = await findRdoConfig(db, row.rdo.obraId);
  requireSignature(assinatura, config.secoes.includes('assinaturas'));
  await apply(db, auth, row, 'finalizar', {
    assinaturaResponsavel: assinatura ? signature(auth, assinatura) : null,
    assinaturaCliente: null,
    devolucao: null,
    finalizadoEm: new Date(),
  });
  return row.rdo.obraId;
}

/** The client's inspector (or an RDO administrator) accepts the report, signing it when the obra asks for it. */
export async function aprovarRdo(db: Db, auth: RequestAuth, id: string, input: unknown): Promise<string> {
  const { assinatura, comentario } = parseInput(ZAprovarRdoInput, input);
  const row = await prepare(db, auth, id, 'aprovar');
  const config = await findRdoConfig(db, row.rdo.obraId);
  requireSignature(assinatura, config.secoes.includes('assinaturas') && config.assinaturaCliente);
  await apply(
    db,
    auth,
    row,
    'aprovar',
    { assinaturaCliente: assinatura ? signature(auth, assinatura) : null, aprovadoEm: new Date() },
    { comentario },
  );
  return row.rdo.obraId;
}

/** Sends the report back to the site manager with what must be corrected. */
export async function devolverRdo(db: Db, auth: RequestAuth, id: string, input: unknown): Promise<string> {
  const { motivo } = parseInput(ZDevolverRdoInput, input);
  const row = await prepare(db, auth, id, 'devolver');
  const devolucao = { motivo, por: auth.user.name, em: new Date().toISOString() };
  await apply(db, auth, row, 'devolver', { devolucao }, { motivo });
  return row.rdo.obraId;
}

/** An administrator reopens a signed report for the site manager; its signatures no longer hold. */
export async function reabrirRdo(db: Db, auth: RequestAuth, id: string, input: unknown): Promise<string> {
  const { motivo } = parseInput(ZReabrirRdoInput, input);
  const row = await prepare(db, auth, id, 'reabrir');
  await apply(
    db,
    auth,
    row,
    'reabrir',
    { assinaturaResponsavel: null, assinaturaCliente: null, finalizadoEm: null, aprovadoEm: null },
    { motivo },
  );
  return row.rdo.obraId;
}
