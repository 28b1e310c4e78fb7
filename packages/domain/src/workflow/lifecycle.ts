import type { TAction, TSubject } from '../permissions/subjects';

/** The kinds of notification a move may send (the notifications module delivers them by each user's choice). */
export type TMoveNotice = 'acao_pendente' | 'status_alterado';

/** One named move of a life cycle: where it may start, where it leads, who may make it and what it asks for. */
export interface MoveSpec<S extends string> {
  from: readonly S[];
  to: S;
  /**
   * The CASL action on the record that allows the move. The record's conditions decide who: the named site manager,
   * the contract's validator, the client of that obra... An admin of the module has it through `manage`.
   */
  action: TAction;
  /** The button ("Finalizar"), the past participle for messages ("finalizado") and the timeline ("Finalizado"). */
  label: string;
  past: string;
  /** What the move cannot be made without: a reason (returning, reopening), a comment, a file (a signed document). */
  requires?: { motivo?: boolean; comentario?: boolean; arquivo?: boolean };
  /** How the action bar draws it. */
  tone?: 'primary' | 'success' | 'warning' | 'error';
  /** Who hears about it: those who must act next, those following the record. */
  notices?: readonly TMoveNotice[];
}

export interface Lifecycle<S extends string, M extends string> {
  /** The kind of record (as the audit log and the record registry name it: `rdo`). */
  entidade: string;
  subject: TSubject;
  /** The record with its indefinite article, for messages: "Um RDO", "Uma RNC". */
  umRegistro: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  moves: Record<M, MoveSpec<S>>;
  /** The message when someone who may not make a move tries it. */
  refused: Record<M, string>;
}

/** Declares a module's life cycle; a function only so that the types of statuses and moves are inferred. */
export function defineLifecycle<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
): Lifecycle<S, M> {
  return lifecycle;
}

/** Whether the move may start from this status (who may make it is the permission's question). */
export function moveStartsFrom<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
  status: S,
  move: M,
): boolean {
  return lifecycle.moves[move].from.includes(status);
}

/** The moves that may start from this status, in the order the life cycle declares them. */
export function movesFrom<S extends string, M extends string>(lifecycle: Lifecycle<S, M>, status: S): M[] {
  return (Object.keys(lifecycle.moves) as M[]).filter((move) => moveStartsFrom(lifecycle, status, move));
}
