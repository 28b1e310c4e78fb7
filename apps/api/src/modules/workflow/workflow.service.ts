import {
  moveStartsFrom,
  movesFrom,
  subject,
  type AppAbility,
  type Lifecycle,
  type TMoveMade,
  type TMoveOption,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, Forbidden, ValidationFailed } from '../../errors/domain-errors';
import type { RecordFields } from '../../permissions/check-record';
import type { RequestAuth } from '../identity';
import { pendingOf } from '../comentarios';
import { attachFiles } from '../files';
import { emitEvent, followRecord } from '../notificacoes';
import { moveNotices, type MadeMove } from './move-notices';
import { MOVE_FILES, findMoveFiles, findMoves, insertMove } from './workflow.repository';

/** Who makes a move: the user in their own right, or as the named substitute of someone who may make it. */
export interface Mover {
  porId: string;
  porNome: string;
  substituindoId: string | null;
  substituindoNome: string | null;
}

function allows(
  ability: AppAbility,
  action: Parameters<AppAbility['can']>[0],
  type: string,
  fields: RecordFields,
) {
  return ability.can(action, subject(type as never, { ...fields }));
}

/**
 * Whether this user may make the move on this record, and as whom: their own right first (a move they may make
 * themselves is never recorded as a substitution), then each person they stand in for today.
 */
export function moverFor<S extends string, M extends string>(
  auth: RequestAuth,
  lifecycle: Lifecycle<S, M>,
  move: M,
  fields: RecordFields,
): Mover | null {
  const { action } = lifecycle.moves[move];
  const self = { porId: auth.user.id, porNome: auth.user.name };
  if (allows(auth.ownAbility, action, lifecycle.subject, fields))
    return { ...self, substituindoId: null, substituindoNome: null };
  const standIn = auth.standIns.find((s) => allows(s.ability, action, lifecycle.subject, fields));
  return standIn ? { ...self, substituindoId: standIn.id, substituindoNome: standIn.name } : null;
}

/** The moves this user may make on the record now, for its action bar; the API checks each again when made. */
export function movesFor<S extends string, M extends string>(
  auth: RequestAuth,
  lifecycle: Lifecycle<S, M>,
  status: S,
  fields: RecordFields,
): TMoveOption[] {
  return movesFrom(lifecycle, status).flatMap((move) => {
    const mover = moverFor(auth, lifecycle, move, fields);
    if (!mover) return [];
    const spec = lifecycle.moves[move];
    return [
      {
        movimento: move,
        label: spec.label,
        tone: spec.tone ?? 'primary',
        exigeMotivo: spec.requires?.motivo ?? false,
        exigeComentario: spec.requires?.comentario ?? false,
        exigeArquivo: spec.requires?.arquivo ?? false,
        substituindo: mover.substituindoNome,
      },
    ];
  });
}

export interface MoveInput {
  motivo?: string | null;
  comentario?: string | null;
  /** Files sent ahead for the record (the thread's upload), to go with the move. */
  arquivos?: readonly string[] | null;
}

/**
 * Checks a move before it is made: the user (or someone they stand in for) may make it on the record as it is, it
 * may start from the record's status, and what it requires was given. Refuses with the life cycle's own messages.
 */
export function checkMove<S extends string, M extends string>(
  auth: RequestAuth,
  lifecycle: Lifecycle<S, M>,
  status: S,
  move: M,
  fields: RecordFields,
  input: MoveInput = {},
): Mover {
  const mover = moverFor(auth, lifecycle, move, fields);
  if (!mover) throw new Forbidden(lifecycle.refused[move]);
  const spec = lifecycle.moves[move];
  if (!moveStartsFrom(lifecycle, status, move))
    throw new Conflict(
      `${lifecycle.umRegistro} ${lifecycle.labels[status].toLowerCase()} não pode ser ${spec.past}.`,
    );
  const missing = [
    spec.requires?.motivo && !input.motivo?.trim() ? { campo: 'motivo', mensagem: 'Diga o motivo' } : null,
    spec.requires?.comentario && !input.comentario?.trim()
      ? { campo: 'comentario', mensagem: 'Escreva um comentário' }
      : null,
    spec.requires?.arquivo && !input.arquivos?.length
      ? { campo: 'arquivos', mensagem: 'Anexe o arquivo que este passo pede' }
      : null,
  ].filter((e): e is { campo: string; mensagem: string } => e !== null);
  if (missing.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', missing);
  return mover;
}

/**
 * Takes the files the mover sent ahead for this record (the thread's uploads) onto the move. A file that is not
 * theirs, not for this record or already used refuses the whole move.
 */
async function attachMoveFiles(
  tx: Db,
  entidade: string,
  moveId: number,
  made: { entidadeId: string; arquivos?: { auth: RequestAuth; ids: readonly string[] } },
): Promise<void> {
  const { auth, ids } = made.arquivos!;
  const unique = [...new Set(ids)];
  const attached = await attachFiles(tx, auth, unique, pendingOf(entidade, made.entidadeId), {
    entidade: MOVE_FILES,
    entidadeId: String(moveId),
  });
  if (attached.length !== unique.length)
    throw new ValidationFailed('Os dados enviados são inválidos.', [
      {
        campo: 'arquivos',
        mensagem: 'Envie o arquivo de novo: ele não foi enviado por você para este registro',
      },
    ]);
}

/**
 * Keeps the move, in the transaction that makes it, and announces it as its life cycle says (`notices`: to those
 * who must act next, to the record's followers; delivered after the commit). The mover follows the record from
 * now on. Answers the move's id (the notifications' event key).
 */
export async function recordMove<S extends string, M extends string>(
  tx: Db,
  lifecycle: Lifecycle<S, M>,
  made: MadeMove<S, M>,
): Promise<number> {
  const id = await insertMove(tx, {
    entidade: lifecycle.entidade,
    entidadeId: made.entidadeId,
    movimento: made.move,
    de: made.from,
    para: lifecycle.moves[made.move].to,
    porId: made.mover.porId,
    porNome: made.mover.porNome,
    substituindoId: made.mover.substituindoId,
    substituindoNome: made.mover.substituindoNome,
    motivo: made.motivo?.trim() || null,
  });
  if (made.arquivos?.ids.length) await attachMoveFiles(tx, lifecycle.entidade, id, made);
  for (const event of moveNotices(lifecycle, id, made)) await emitEvent(tx, event);
  await followRecord(tx, lifecycle.entidade, made.entidadeId, made.mover.porId);
  return id;
}

/** The record's moves, oldest first, in words: its timeline. */
export async function timelineOf<S extends string, M extends string>(
  db: Db,
  lifecycle: Lifecycle<S, M>,
  entidadeId: string,
): Promise<TMoveMade[]> {
  const rows = await findMoves(db, lifecycle.entidade, entidadeId);
  const files = await findMoveFiles(
    db,
    rows.map((row) => row.id),
  );
  const filesOf = (id: number) =>
    files.filter((f) => f.moveId === String(id)).map((f) => ({ id: f.id, nome: f.nome }));
  const label = (status: string) => lifecycle.labels[status as S] ?? status;
  return rows.map((row) => ({
    movimento: row.movimento,
    label: lifecycle.moves[row.movimento as M]?.label ?? row.movimento,
    de: row.de,
    para: row.para,
    deLabel: label(row.de),
    paraLabel: label(row.para),
    por: row.porNome,
    substituindo: row.substituindoNome,
    em: row.em.toISOString(),
    motivo: row.motivo,
    arquivos: filesOf(row.id),
  }));
}
