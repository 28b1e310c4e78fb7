import {
  NOTIFICACAO_ENTREGA_PADRAO,
  NOTIFICACAO_TIPO_LABEL,
  NOTIFICACAO_TIPOS,
  type TNotificacao,
  type TNotificacaoListQuery,
  type TNotificacaoPreferencia,
  type TNotificacaoPreferenciaView,
  type TNotificacaoTipo,
} from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  countUnread,
  findNotificationsPage,
  findPreferencesOf,
  markAllRead,
  markRead,
  upsertPreference,
  type NotificacaoRow,
} from './notificacoes.repository';

function toNotificacao(row: NotificacaoRow): TNotificacao {
  return {
    id: row.id,
    tipo: row.tipo as TNotificacaoTipo,
    titulo: row.titulo,
    texto: row.texto,
    link: row.link,
    entidade: row.entidade,
    entidadeId: row.entidadeId,
    lida: row.lidaEm !== null,
    criadaEm: row.createdAt.toISOString(),
  };
}

/** The signed-in user's notifications, newest first (only the unread with `naoLidas`). */
export async function listMinhasNotificacoes(
  ctx: ServiceContext,
  query: TNotificacaoListQuery,
): Promise<{ items: TNotificacao[]; total: number }> {
  const { rows, total } = await findNotificationsPage(ctx.db, ctx.auth.user.id, query);
  return { items: rows.map(toNotificacao), total };
}

/** The bell's number. */
export async function contarNaoLidas(ctx: ServiceContext): Promise<{ naoLidas: number }> {
  return { naoLidas: await countUnread(ctx.db, ctx.auth.user.id) };
}

/** Marks one of the user's own notifications read; someone else's answers as a missing one. */
export async function marcarLida(ctx: ServiceContext, id: number): Promise<TNotificacao> {
  const row = await markRead(ctx.db, ctx.auth.user.id, id);
  if (!row) throw new NotFound('Notificação não encontrada.');
  return toNotificacao(row);
}

export async function marcarTodasLidas(ctx: ServiceContext): Promise<{ marcadas: number }> {
  return { marcadas: await markAllRead(ctx.db, ctx.auth.user.id) };
}

/** Every kind of notification with how the user receives it (the kind's default until they choose). */
export async function listPreferencias(ctx: ServiceContext): Promise<TNotificacaoPreferenciaView[]> {
  const chosen = new Map((await findPreferencesOf(ctx.db, ctx.auth.user.id)).map((p) => [p.tipo, p.entrega]));
  return NOTIFICACAO_TIPOS.map((tipo) => ({
    tipo,
    label: NOTIFICACAO_TIPO_LABEL[tipo],
    entrega: chosen.get(tipo) ?? NOTIFICACAO_ENTREGA_PADRAO[tipo],
    padrao: !chosen.has(tipo),
  }));
}

/** Sets how the user receives one kind, audited; answers every kind as it now stands. */
export async function definirPreferencia(
  ctx: ServiceContext,
  input: TNotificacaoPreferencia,
): Promise<TNotificacaoPreferenciaView[]> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const before = (await findPreferencesOf(tx, auth.user.id)).find((p) => p.tipo === input.tipo);
    await upsertPreference(tx, auth.user.id, input.tipo, input.entrega);
    await recordAudit(tx, auth.actor, {
      entity: 'notificacao_preferencia',
      entityId: auth.user.id,
      action: 'update',
      before: { tipo: input.tipo, entrega: before?.entrega ?? NOTIFICACAO_ENTREGA_PADRAO[input.tipo] },
      after: input,
    });
  });
  return listPreferencias(ctx);
}
