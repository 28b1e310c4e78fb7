import { isClientUser, type TAction } from '@portal/domain';
import type { RecordsContext } from '../../records/record-registry';

/** Where a thread's files wait between their upload and the comment that attaches them. */
export const PENDING_ENTIDADE = 'comentario_rascunho';

/** The files module's holder of one thread's pending uploads (`rdo:<id>`): only their uploader reads them. */
export function pendingOf(entidade: string, id: string): { entidade: string; entidadeId: string } {
  return { entidade: PENDING_ENTIDADE, entidadeId: `${entidade}:${id}` };
}

/** What allows writing in a kind of record's thread: its `commentAction`, or reading it. */
export function commentActionOf(ctx: RecordsContext, entidade: string): TAction {
  return ctx.records.kindOf(entidade)?.commentAction ?? 'read';
}

/** Whether this user sees internal notes: staff do; external users (clients, suppliers, law firms) never. */
export function seesInternalNotes(ctx: Pick<RecordsContext, 'auth'>): boolean {
  return !isClientUser(ctx.auth.user);
}
