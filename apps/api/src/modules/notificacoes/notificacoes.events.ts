import type { TNotificacaoTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import { notificacaoEventos, seguidores } from './notificacoes.schema';

/** Something that happened to a record, that people should hear about. */
export interface NotificationEvent {
  /** Names the event so it is delivered once however often it is emitted (`move:123`, `mencao:<comentario>`). */
  chave: string;
  tipo: TNotificacaoTipo;
  /** The record, as the record registry names it (`rdo` + its id). */
  entidade: string;
  entidadeId: string;
  /** Who caused it (never notified of their own act); null for the system. */
  atorId: string | null;
  titulo: string;
  texto: string;
  /** The record's page in the portal. */
  link: string;
  /** For `acao_pendente` of a move: the status it led to (a stale one asks nobody to act). */
  statusAlvo?: string;
  /** The people the event names (the mentioned, the assignee); for moves the delivery finds them from the record. */
  destinatarios?: string[];
}

/**
 * Emits an event in the caller's transaction (transactional outbox): it is delivered only if the change commits,
 * by the notifications job, in the background. A second emit with the same `chave` is ignored.
 */
export async function emitEvent(tx: Db, event: NotificationEvent): Promise<void> {
  await tx
    .insert(notificacaoEventos)
    .values({ ...event, destinatarios: event.destinatarios ?? [] })
    .onConflictDoNothing({ target: notificacaoEventos.chave });
}

/** Makes the user a follower of the record (they hear when its status changes); idempotent. */
export async function followRecord(
  tx: Db,
  entidade: string,
  entidadeId: string,
  userId: string,
): Promise<void> {
  await tx.insert(seguidores).values({ entidade, entidadeId, userId }).onConflictDoNothing();
}
